// Kept free of zod: the client bundle reads page types too (analytics surfaces).
import { CollectionType } from './content-types';

/**
 * Page type codes of spec section 2. The platform does not publish its
 * numbers, so these are ours: stored in nothing but page contexts, they may
 * only ever be appended to.
 */
export const PageType = {
  CONTENT_COLLECTION: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 4,
  NOT_FOUND: 5,
  ERROR: 6,
  SEARCH: 7,
  LOCK_SCREEN: 8,
  POPUP_OVERLAY: 9,
  PROTECTED_CONTENT: 10,
  MEMBER_AREA_ACCESS_DENIED: 11,
  PAYWALL: 12,
  SHOW_CART: 13,
  CHECKOUT: 14,
  ORDER_CONFIRMED: 15,
  DONATE: 16,
  CONTRIBUTION_CONFIRMED: 17,
  CART_V2: 18,
  SUBSCRIPTION_CONFIRMED: 19,
  ORDER_RECEIVED: 20,
  MEMBERSHIP_CONFIRMED: 21,
  REVIEWS_REQUEST: 22,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 23,
  ORDER_STATUS: 24,
  NEWSLETTER_UNSUBSCRIBE: 25,
  COMMERCE_EMAIL_PREVIEW: 26,
  SSO_PAGE: 27,
} as const;
export type PageTypeCode = (typeof PageType)[keyof typeof PageType];

/** The buying flow: one visitor's cart, checkout and order. */
export const BUYING_FLOW_PAGE_TYPES: ReadonlySet<number> = new Set([
  PageType.SHOW_CART,
  PageType.CART_V2,
  PageType.CHECKOUT,
  PageType.ORDER_CONFIRMED,
  PageType.ORDER_RECEIVED,
  PageType.ORDER_STATUS,
  PageType.SUBSCRIPTION_CONFIRMED,
]);

/** Pages search engines are told to leave out: errors, search results, the buying flow, a shopper's account and its sign-in. */
const UNINDEXED_PAGE_TYPES: ReadonlySet<number> = new Set([
  PageType.LOCK_SCREEN,
  PageType.PROTECTED_CONTENT,
  PageType.NOT_FOUND,
  PageType.ERROR,
  PageType.SEARCH,
  ...BUYING_FLOW_PAGE_TYPES,
  PageType.CONTRIBUTION_CONFIRMED,
  PageType.MEMBERSHIP_CONFIRMED,
]);

export function isIndexable(pageType: number | undefined): boolean {
  return pageType === undefined || !UNINDEXED_PAGE_TYPES.has(pageType);
}

/** What the commerce rule needs of a page; page contexts and parsed pages both fit. */
export interface CommercePageLike {
  readonly pageType: number;
  readonly collection?: { readonly type?: number | null } | null;
  readonly product?: unknown;
}

export type CommercePageKind = 'pdp' | 'plp';

/**
 * Spec section 2: a product detail page is a content item with a product; a
 * product list page is a products collection that is not a detail page.
 */
export function commercePageKind(page: CommercePageLike): CommercePageKind | null {
  if (page.pageType === PageType.CONTENT_ITEM && page.product != null) return 'pdp';
  if (page.collection?.type === CollectionType.PRODUCTS) return 'plp';
  return null;
}
