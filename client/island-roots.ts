// Where the server leaves each island's markup and data, and the forms whose
// modules come as chunks. Kept apart from the islands themselves: the page's
// first script reads these, and importing them from a .tsx module would pull
// React's JSX runtime into every page.
export const CART_PILL_ROOT_ID = 'cart-pill-root';
export const CART_PAGE_ROOT_ID = 'cart-page-root';
export const CART_PAGE_DATA_ID = 'cart-page-data';
export const BLOCK_FORM = 'form[data-form-id][data-form]';
export const CHECKOUT_FORM = 'form[data-checkout-form]';
/** The checkout's card field (Stripe's Payment Element), drawn by the Worker, mounted by client/checkout/card-payment.ts. */
export const CARD_FIELD = '[data-card-field]';
