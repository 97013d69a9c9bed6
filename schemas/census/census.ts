// Census and analytics (spec sections 3, 4, 6, 7 and 9): the calls, cookies,
// skip rules and limits shared by the Worker that aggregates and the client
// module that records. Kept free of zod for the browser bundle.
import { PageType } from '../site/page-type';

/** The `event` field of a page-view hit. */
export const PAGE_VIEW = 'page view';

/** The analytics events of spec section 7, by the names the events service knows. */
export const ANALYTICS_EVENTS = [
  'purchase',
  PAGE_VIEW,
  'VisitPDP',
  'VisitPLP',
  'AddToCart',
  'ViewCart',
  'RemoveFromCart',
  'RelatedProductDisplay',
  'RelatedProductClick',
  'RelatedProductAddToCart',
  'OpenCustomProductForm',
  'SaveCustomProductForm',
  'ReviewsTab',
  'ReviewsVitalsAnchorLink',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Where an add to cart happened (spec section 2). */
export const ADD_TO_CART_SURFACES = ['plp', 'pdp', 'add-on', 'product_block', 'quick view'] as const;
export type AddToCartSurface = (typeof ADD_TO_CART_SURFACES)[number];

/** Every analytics error type of spec section 8, client-side ones included. */
export const ANALYTICS_ERROR_TYPES = [
  'NO_VARIANT_SELECTED',
  'VARIANT_UNAVAILABLE',
  'OUT_OF_STOCK',
  'QUANTITY_NOT_A_NUMBER',
  'SUB_WITH_FORM_FAILURE',
  'SUB_QUANTITY_NOT_A_WHOLE_NUMBER',
  'SUB_API_FAILURE',
  'EXPRESS_CHECKOUT_FAILURE',
  'CUSTOM_FORM_RENDER_ERROR',
  'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK',
  'API_FAILURE',
] as const;
export type AnalyticsErrorType = (typeof ANALYTICS_ERROR_TYPES)[number];

/**
 * What the interactivity code dispatches on `window` after every add-to-cart
 * attempt (issue #10); the census module turns it into an AddToCart event.
 */
export const ADD_TO_CART_DOM_EVENT = 'sitefront:add-to-cart';
export interface AddToCartDetail {
  outcome: 'success' | 'failure';
  errorType?: string;
  surface: AddToCartSurface;
  itemId: string;
  sku: string;
  quantity: number | string;
}

/** Any other analytics event a component records: `detail` names the event and its items. */
export const ANALYTICS_DOM_EVENT = 'sitefront:analytics';
export interface AnalyticsDetail {
  event: AnalyticsEventName;
  itemIds?: string[];
  itemTypes?: number[];
  variantId?: string;
}

/** A promotional pop-up shown, dismissed or submitted (client/promo-popup/): the census module sends the overlay call. */
export const OVERLAY_DOM_EVENT = 'sitefront:overlay';
export interface OverlayDetail {
  overlayId: string;
  action: string;
}

// Visitor tracking cookies (spec sections 3, 4 and 9).
/** Visitor info: `{"authenticated":…,"siteUserId":…}`, set when a site user signs in; read only. */
export const VISITOR_INFO_COOKIE = 'SiteUserInfo';
/** Returning visit: `{id}|{first visit}|{previous visit}|{current visit}|{visit count}`, 2 years. */
export const RETURNING_VISIT_COOKIE = 'ss_cvr';
/** Visit: the current visit's start time (ms), 30 minutes after the last page view. */
export const VISIT_COOKIE = 'ss_cvt';
/** Analytics identifier for the external events service, 390 days. */
export const ANALYTICS_ID_COOKIE = 'ss_cid';
export const RETURNING_VISIT_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const VISIT_MAX_AGE_SECONDS = 30 * 60;
export const ANALYTICS_ID_MAX_AGE_SECONDS = 390 * 24 * 60 * 60;

export interface ReturningVisit {
  id: string;
  firstVisit: number;
  previousVisit: number;
  currentVisit: number;
  visitCount: number;
}

const RETURNING_VISIT = /^([A-Za-z0-9-]{1,64})\|(\d{1,15})\|(\d{1,15})\|(\d{1,15})\|(\d{1,15})$/;
const POSITIVE_INTEGER = /^[1-9]\d{0,14}$/;

/** Spec section 5: an id followed by four positive integers separated by bars; null otherwise. */
export function parseReturningVisit(value: string | null | undefined): ReturningVisit | null {
  const match = RETURNING_VISIT.exec(value ?? '');
  if (!match) return null;
  const [firstVisit, previousVisit, currentVisit, visitCount] = match.slice(2).map(Number);
  if (![firstVisit, previousVisit, currentVisit, visitCount].every((n) => n > 0)) return null;
  return { id: match[1], firstVisit, previousVisit, currentVisit, visitCount };
}

export function formatReturningVisit(visit: ReturningVisit): string {
  return [visit.id, visit.firstVisit, visit.previousVisit, visit.currentVisit, visit.visitCount].join('|');
}

/** Spec section 5: the visit-time cookie is a positive integer; null otherwise. */
export function parseVisitTime(value: string | null | undefined): number | null {
  return POSITIVE_INTEGER.test(value ?? '') ? Number(value) : null;
}

/**
 * Spec section 4: a page view while the visit cookie lives continues the
 * visit; once it has expired, the visit counter increments.
 */
export function nextVisit(known: ReturningVisit | null, visitOngoing: boolean, now: number, newId: () => string): ReturningVisit {
  if (!known) return { id: newId(), firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 };
  if (visitOngoing) return known;
  return { ...known, previousVisit: known.currentVisit, currentVisit: now, visitCount: known.visitCount + 1 };
}

// Tracking skip rules (spec sections 2 and 6).
/** Paths matching /config are the site editor (and this runtime's owner dashboard). */
export function isEditorPath(path: string): boolean {
  return /^\/config(\/|$)/.test(path);
}

/** No page-view hit is recorded on /search (spec section 2). */
export function isSearchPath(path: string): boolean {
  return /^\/search\/?$/.test(path);
}

const UNTRACKED_PAGE_TYPES: ReadonlySet<number> = new Set([PageType.NOT_FOUND, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED]);

export interface TrackingSubject {
  path: string;
  pageType: number | undefined;
  /** The site's and the page's census flags together. */
  censusEnabled: boolean;
  /** The signed-in account's website roles (user role codes of spec section 3); null for visitors. */
  accountRoles: readonly string[] | null;
}

/**
 * Spec section 6: no tracking for signed-in accounts unless their only
 * website role is viewer and the page is outside /config; none on not-found,
 * lock-screen and access-denied pages, nor when census is off.
 */
export function trackingSkipped(subject: TrackingSubject): boolean {
  if (!subject.censusEnabled || isEditorPath(subject.path)) return true;
  if (subject.pageType !== undefined && UNTRACKED_PAGE_TYPES.has(subject.pageType)) return true;
  if (subject.accountRoles === null) return false;
  return !(subject.accountRoles.length > 0 && subject.accountRoles.every((role) => role === 'viewer'));
}

/** What a page tells the census module about itself (`<script id="sf-census">`, rendered by the Worker). */
export const CENSUS_PAGE_ID = 'sf-census';
export interface CensusPage {
  websiteId: string;
  templateId: string;
  pageId: string | null;
  collectionId: string | null;
  itemId: string | null;
  recordType: number | null;
  /** 'i' for an item page, 'c' for a collection page (spec section 7). */
  contentSource: 'i' | 'c';
  pagePermissionTypeValue: number;
  website_locale: string;
  censusEnabled: boolean;
  currency: string;
  commerce: 'pdp' | 'plp' | null;
  productType: number | null;
}

/** `GET /api/context/config`: the bootstrap config the client reads (spec section 7). */
export interface ContextConfig {
  websiteId: string;
  website_locale: string;
  censusEnabled: boolean;
  captchaSiteKey: string | null;
  authenticatedAccount: { id: string } | null;
  websiteRoles: string[];
}

// Business constants of spec section 9.
export const ERROR_REPORTER_LIMITS = { reportsPerPage: 20, queued: 10, stackLength: 5000, debounceMs: 1000 } as const;
export const ANALYTICS_POST_TIMEOUT_MS = 2500;
/** Button hits give up after 2.5 s (spec section 7). */
export const BUTTON_HIT_TIMEOUT_MS = 2500;
export const PERFORMANCE_BATCH = { afterLoadMs: 30_000, maxDelayMs: 60_000, elementPathLength: 200, slowestInteractions: 10 } as const;
