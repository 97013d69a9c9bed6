import {
  ADD_TO_CART_DOM_EVENT,
  ADD_TO_CART_SURFACES,
  ANALYTICS_DOM_EVENT,
  ANALYTICS_ERROR_TYPES,
  ANALYTICS_EVENTS,
  formatReturningVisit,
  OVERLAY_DOM_EVENT,
  PAGE_VIEW,
  type AddToCartDetail,
  type AnalyticsDetail,
  type AnalyticsEventName,
  type OverlayDetail,
} from '../../schemas/census/census';
import { OVERLAY_ACTIONS } from '../../schemas/site/promo-popup';
import type { EventData } from '../../schemas/census/census-requests';
import { CRUMB_COOKIE } from '../../schemas/site/cookies';
import { PageType } from '../../schemas/site/page-type';
import { readCookie } from '../cookies';
import { hitPayload, pageFields, type PageFacts } from './page-facts';
import { post } from './transport';
import type { Visitor } from './visitor-cookies';
import { CENSUS_API } from '../../schemas/site/paths';

type OnFailure = (error: unknown) => void;

/** The page-view hit: form-encoded `event`, `data` (JSON) and the returning-visit cookie (spec section 7). */
export function recordHit(facts: PageFacts, visitor: Visitor, onFailure: OnFailure): void {
  const fields = new URLSearchParams({ event: PAGE_VIEW, data: JSON.stringify(hitPayload(facts, visitor)), ss_cvr: formatReturningVisit(visitor.visit) });
  post(CENSUS_API.hit, fields, { keepalive: true }).catch(onFailure);
}

/** Analytics events through RecordEvent: the crumb from its cookie, the event, and `data` as JSON. */
export class CensusEvents {
  constructor(
    private readonly facts: PageFacts,
    private readonly visitor: Visitor,
    private readonly onFailure: OnFailure,
  ) {}

  record(event: AnalyticsEventName, extra: Partial<EventData> = {}): void {
    const { facts, visitor } = this;
    const data: EventData = {
      pagePath: facts.path,
      pageHash: location.hash.slice(0, 512),
      websiteId: facts.websiteId,
      templateId: facts.page?.templateId ?? null,
      variantId: null,
      memberAccountId: visitor.memberAccountId,
      member_locale: null,
      website_locale: facts.locale,
      page_id: facts.page?.pageId ?? null,
      currency: facts.page?.currency,
      session_id: visitor.sessionId,
      visitor_id: visitor.visit.id,
      analytics_id: visitor.analyticsId ?? undefined,
      browser_language: navigator.language.slice(0, 35),
      window_width: window.innerWidth,
      window_height: window.innerHeight,
      query_params: location.search.slice(0, 2048),
      referrer: document.referrer.slice(0, 2048),
      ...extra,
    };
    const fields = new URLSearchParams({ crumb: readCookie(CRUMB_COOKIE) ?? '', event, data: JSON.stringify(data) });
    post(CENSUS_API.event, fields, { keepalive: true }).catch(this.onFailure);
  }

  /** The overlay census (spec section 7): a promotional pop-up shown, dismissed or submitted. */
  recordOverlay({ overlayId, action }: OverlayDetail): void {
    if (!known(OVERLAY_ACTIONS, action)) return;
    const body = { ...pageFields(this.facts, this.visitor), overlayId: String(overlayId).slice(0, 128), action };
    post(CENSUS_API.overlay, JSON.stringify(body), { keepalive: true }).catch(this.onFailure);
  }
}

/** The products a list page shows, by the ids on their add-to-cart buttons. */
function listedItemIds(): string[] {
  const ids = [...document.querySelectorAll<HTMLElement>('[data-item-id]')].map((element) => element.dataset.itemId ?? '');
  return [...new Set(ids.filter(Boolean))].slice(0, 100);
}

/** The events a page records by being seen. */
export function recordPageEvents(facts: PageFacts, events: CensusEvents): void {
  events.record(PAGE_VIEW);
  const { page } = facts;
  if (page?.commerce === 'pdp' && page.itemId) {
    events.record('VisitPDP', { item_ids: [page.itemId], item_types: page.productType === null ? [] : [page.productType] });
  } else if (page?.commerce === 'plp') {
    events.record('VisitPLP', { item_ids: listedItemIds() });
  }
  if (facts.pageType === PageType.SHOW_CART) events.record('ViewCart');
  // The order confirmation names the order; the Worker takes its items and total from the order book.
  if (facts.pageType === PageType.ORDER_CONFIRMED) events.record('purchase', { order_id: facts.path.split('/').pop() });
}

const known = <T extends string>(list: readonly T[], value: unknown): T | undefined => (list.includes(value as T) ? (value as T) : undefined);

function addToCart(events: CensusEvents, detail: AddToCartDetail): void {
  events.record('AddToCart', {
    item_ids: [String(detail.itemId)],
    variantId: detail.sku ? String(detail.sku) : null,
    quantity: typeof detail.quantity === 'number' ? detail.quantity : String(detail.quantity).slice(0, 16),
    surface: known(ADD_TO_CART_SURFACES, detail.surface),
    // A failure the interactivity code could not name is an API failure.
    error_type: detail.outcome === 'failure' ? (known(ANALYTICS_ERROR_TYPES, detail.errorType) ?? 'API_FAILURE') : undefined,
  });
}

function otherEvent(events: CensusEvents, detail: AnalyticsDetail): void {
  const event = known(ANALYTICS_EVENTS, detail.event);
  if (!event) return;
  events.record(event, { item_ids: detail.itemIds, item_types: detail.itemTypes, variantId: detail.variantId ?? null });
}

/** The events other parts of the page dispatch on `window`; `early` holds those dispatched before this module loaded. */
export function listenForEvents(events: CensusEvents, early: readonly Event[]): void {
  const handle = (event: Event) => {
    const detail = (event as CustomEvent).detail;
    if (!detail || typeof detail !== 'object') return;
    if (event.type === ADD_TO_CART_DOM_EVENT) addToCart(events, detail as AddToCartDetail);
    if (event.type === ANALYTICS_DOM_EVENT) otherEvent(events, detail as AnalyticsDetail);
    if (event.type === OVERLAY_DOM_EVENT) events.recordOverlay(detail as OverlayDetail);
  };
  for (const type of PAGE_EVENTS) window.addEventListener(type, handle);
  early.forEach(handle);
}

/** What other parts of the page tell the census on `window`. */
export const PAGE_EVENTS = [ADD_TO_CART_DOM_EVENT, ANALYTICS_DOM_EVENT, OVERLAY_DOM_EVENT] as const;
