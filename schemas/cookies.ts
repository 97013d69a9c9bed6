// Kept free of zod: the browser bundle reads the script-readable cookies by these
// names and calls the API at these paths.

/** Cookie names shared by the Worker that sets them and the client that reads the readable ones. */
export const CART_COOKIE = 'sf_cart';
export const HAS_CART_COOKIE = 'hasCart';
export const CRUMB_COOKIE = 'crumb';
/** The cart token of the visitor's own subscription or gift card checkout: a link to it opens only in the browser that made it. */
export const CHECKOUT_LINK_COOKIE = 'sf_checkout';
export const CRUMB_HEADER = 'X-CSRF-Token';
export const CART_API = '/api/commerce/shopping-cart';
/** The add-entries call (spec section 7); plain forms post here too. */
export const CART_ENTRIES_API = `${CART_API}/entries`;
/** The subscription call (spec section 7): a cart token for /checkout/subscribe. */
export const SUBSCRIPTION_API = '/api/3/commerce/cart/subscription';
export const STOCK_API = '/api/commerce/inventory/stock/';
/** Spec section 7: a quick view opened, `/{item id}` appended (answered by the census routes). */
export const QUICK_VIEW_API = '/api/census/RecordQuickView';
/** The installments modal's HTML, for the shopper's language (worker/services/installments). */
export const INSTALLMENTS_MODAL_API = '/api/commerce/installments/modal';
/** The visitor's restock sign-up (spec section 7 names the waitlist call but not its path). */
export const RESTOCK_SIGN_UP_API = '/api/commerce/waitlist';
