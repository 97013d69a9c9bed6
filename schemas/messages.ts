// The visitor-facing messages of spec sections 5 and 8, word for word, in one
// place for the Worker that sends them and the client that shows them.
// Kept free of zod for the browser bundle.

export const VARIANT_UNAVAILABLE = 'Sorry, that item variant is unavailable. Please select another variant.';
export const OUT_OF_STOCK = 'Sorry, we do not have enough of that item available.';
export const QUANTITY_NOT_A_NUMBER = 'Quantity must be a number.';
export const SESSION_EXPIRED = 'Your session has expired. Please reload the page and try again.';
export const COOKIES_DISABLED = 'Please enable cookies in your browser, reload the page, and try again.';
export const CHECK_CONNECTION = 'Please check your internet connection.';
export const ADD_TO_CART_FAILED_TITLE = 'Unable to Add Item';

// Not in the spec's catalogue: requests no page of ours sends.
export const REQUEST_UNREADABLE = 'The request could not be read.';
export const ITEM_NOT_FOUND = 'This item is no longer available.';
