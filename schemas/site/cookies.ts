// Cookie names shared by the Worker that sets them and the client that reads the
// readable ones. Kept free of zod for the browser bundle.

/** Cookie names shared by the Worker that sets them and the client that reads the readable ones. */
export const CART_COOKIE = 'sf_cart';
export const HAS_CART_COOKIE = 'hasCart';
export const CRUMB_COOKIE = 'crumb';
/** The cart token of the visitor's own subscription or gift card checkout: a link to it opens only in the browser that made it. */
export const CHECKOUT_LINK_COOKIE = 'sf_checkout';
export const CRUMB_HEADER = 'X-CSRF-Token';
