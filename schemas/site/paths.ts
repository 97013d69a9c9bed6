// Every path of ours a site answers besides its own pages, named once for the
// Worker that routes it and the engine and browser that link to or call it.
// Kept free of zod for the browser bundle.

/** The buying flow's pages (spec section 2; the checkout's own path is ours). */
export const CART_PATH = '/cart';
export const CHECKOUT_PATH = '/checkout';
/** Where the cart page's shipping and tax estimate posts: a page, answered with the cart again. */
export const CART_ESTIMATE_PATH = `${CART_PATH}/shipping-estimate`;
export const SUBSCRIPTION_CHECKOUT_PATH = `${CHECKOUT_PATH}/subscribe`;
export const GIFT_CARD_CHECKOUT_PATH = `${CHECKOUT_PATH}/giftcard`;
/** Followed by `/{orderId}`. */
export const ORDER_CONFIRMED_PATH = `${CHECKOUT_PATH}/order-confirmed`;
export const EXPRESS_CHECKOUT_PATH = '/commerce/goto-checkout';
/** Where the shopper lands once the card field confirmed a payment (Stripe adds `?payment_intent=`): the order, or the checkout again. */
export const PAYMENT_RETURN_PATH = `${CHECKOUT_PATH}/payment-return`;
/** The search page (spec section 2): no page-view hit is recorded there. */
export const SEARCH_PATH = '/search';
/** Paths under it are the site editor's (spec section 2): the owner dashboard. */
export const DASHBOARD_PATH = '/config';
/** POST asks for a sign-in link; GET, with `?token=`, is where the emailed link leads. */
export const DASHBOARD_SIGN_IN_PATH = `${DASHBOARD_PATH}/sign-in`;
export const DASHBOARD_SIGN_OUT_PATH = `${DASHBOARD_PATH}/sign-out`;
/** Where a site user's emailed link leads: a page (the browser follows it), not an API call. */
export const SIGN_IN_LINK_PATH = '/account/sign-in';
/** The signed-in shopper's page: orders, restock sign-ups and subscriptions. */
export const ACCOUNT_PATH = '/account';
/** Where a site user asks for a sign-in link without scripts: the sign-in page's form posts here. */
export const ACCOUNT_SIGN_IN_PATH = SIGN_IN_LINK_PATH;
/** Followed by `/{id}/remove`: a restock sign-up the shopper takes back. */
export const ACCOUNT_RESTOCK_PATH = `${ACCOUNT_PATH}/restock`;
/** Followed by `/{id}/cancel`: a subscription the shopper stops renewing. */
export const ACCOUNT_SUBSCRIPTIONS_PATH = `${ACCOUNT_PATH}/subscriptions`;
/** Where the restock form posts without scripts: a page, answered in the site's layout (never a GET). */
export const RESTOCK_FORM_PATH = '/restock-sign-up';
/** Where a form block posts when scripts do not run: a page, so the answer is HTML (never a GET, so answers stay out of URLs). */
export const FORM_POST_PREFIX = '/forms/';
export const formPostPath = (formId: string) => `${FORM_POST_PREFIX}${encodeURIComponent(formId)}`;
/** Published images answer under this path at content-addressed names, so they never change. */
export const MEDIA_PATH = '/media/';
/** Site assets answer under this path, out of the way of the client bundle's /assets. */
export const SITE_ASSET_PATH = '/s/';

/** Every call of ours is under it: an API path answers JSON, whatever happens. */
export const API_PREFIX = '/api/';
export const CART_API = '/api/commerce/shopping-cart';
/** The add-entries call (spec section 7); plain forms post here too. */
export const CART_ENTRIES_API = `${CART_API}/entries`;
/** The subscription call (spec section 7): a cart token for /checkout/subscribe. */
export const SUBSCRIPTION_API = '/api/3/commerce/cart/subscription';
export const STOCK_API = '/api/commerce/inventory/stock/';
/** The installments modal's HTML, for the shopper's language (worker/services/installments). */
export const INSTALLMENTS_MODAL_API = '/api/commerce/installments/modal';
/** The checkout's card payment (#26): the payment the card field mounts with, the Pay press that holds the stock, and its release after a decline. */
export const CHECKOUT_PAYMENT_API = {
  intent: '/api/commerce/checkout/payment-intent',
  pay: '/api/commerce/checkout/payment',
  release: '/api/commerce/checkout/payment/release',
} as const;
/** Stripe's webhooks, for every website of the Worker: their signature is their credential. */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';
/** The visitor's restock sign-up (spec section 7 names the waitlist call but not its path). */
export const RESTOCK_SIGN_UP_API = '/api/commerce/waitlist';

/** The form calls of spec section 7. */
export const FORM_KEY_API = '/api/form/FormSubmissionKey';
export const SAVE_FORM_API = '/api/form/SaveFormSubmission';
/** Followed by `/{formId}`. */
export const FORM_VALIDATE_API = '/api/rest/forms/validate';
export const TEMPLATE_SCHEMA_API = '/api/template/GetTemplateSchema';

/** The census and events calls of spec section 7. */
export const CENSUS_API = {
  hit: '/api/census/RecordHit',
  buttonClick: '/api/census/button-click',
  buttonRender: '/api/census/button-render',
  formRender: '/api/census/form-render',
  overlay: '/api/census/overlay',
  /** Followed by `/{itemId}`. */
  quickView: '/api/census/RecordQuickView',
  event: '/api/events/RecordEvent',
  javascriptErrors: '/api/events/RecordJavascriptErrors',
  performance: '/api/1/performance/records',
  contextConfig: '/api/context/config',
} as const;

/** Site users' calls (spec section 7 names the restock ones). */
export const SITE_USERS_API = {
  signIn: '/api/site-users/sign-in',
  signOut: '/api/site-users/sign-out',
  restock: '/api/site-users/account/notifications/restock',
  restockGroups: '/api/site-users/account/notifications/restock/groups',
  restockSend: '/api/site-users/account/notifications/restock/send',
  restockSendAll: '/api/site-users/account/notifications/restock/send/all',
} as const;

/** The owner's calls: one of the site's owner tokens, or the dashboard's session (worker/middleware/owner.ts). */
export const OWNER_API = {
  /** Every owner call is under it. */
  prefix: '/api/owner/',
  /** Followed by `/{number}/refund`: the owner's refunds. */
  orders: '/api/owner/orders',
  ordersCsv: '/api/owner/orders.csv',
  /** Followed by `/{formId}/submissions` (`.csv` for the export). */
  forms: '/api/owner/forms',
  /** Followed by `/{itemId}`. */
  inventory: '/api/owner/inventory',
  /** Followed by `/{report}`. */
  analytics: '/api/owner/analytics',
  devOutbox: '/api/owner/dev/outbox',
} as const;

/** Where a form's submissions download as CSV. */
export const submissionsCsvPath = (formId: string) => `${OWNER_API.forms}/${encodeURIComponent(formId)}/submissions.csv`;

/**
 * The platform's calls: whoever runs the Worker (publishing, operators), by
 * `Authorization: Bearer <PLATFORM_TOKEN>` from scripts. They open no site's
 * data; they mint the sites' own owner tokens.
 */
export const PLATFORM_API = {
  /** Every platform call is under it. */
  prefix: '/api/platform/',
  /** Followed by `/{websiteId}/owner-tokens` (and `/{tokenId}` to revoke one). */
  websites: '/api/platform/websites',
  /** Local development only: the site watcher's writes (scripts/dev.ts). */
  devContent: '/api/platform/dev/content',
} as const;

/** The owner tokens of one website, as the platform mints, lists and revokes them. */
export const ownerTokensPath = (websiteId: string) => `${PLATFORM_API.websites}/${encodeURIComponent(websiteId)}/owner-tokens`;
