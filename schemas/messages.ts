// The visitor-facing messages of spec sections 5 and 8, word for word, in one
// place for the Worker that sends them and the client that shows them.
// Kept free of zod for the browser bundle.

export const VARIANT_UNAVAILABLE = 'Sorry, that item variant is unavailable. Please select another variant.';
export const GIFT_CARD_DENOMINATION = 'Select a denomination for the Gift Card';
export const OUT_OF_STOCK = 'Sorry, we do not have enough of that item available.';
export const QUANTITY_NOT_A_NUMBER = 'Quantity must be a number.';
export const SUB_QUANTITY_NOT_WHOLE = 'Quantity must be a whole number';
export const SESSION_EXPIRED = 'Your session has expired. Please reload the page and try again.';
export const COOKIES_DISABLED = 'Please enable cookies in your browser, reload the page, and try again.';
export const RATE_LIMITED = 'Please try again in a few seconds.';
export const CHECK_CONNECTION = 'Please check your internet connection.';
export const ADD_TO_CART_FAILED_TITLE = 'Unable to Add Item';
export const EXPRESS_CHECKOUT_FAILED_TITLE = 'Unable to Purchase Item';
export const GIFT_CARD_FAILED_TITLE = 'Unable to purchase Gift Card';
/** The add-to-cart button of a sold-out product or chosen variant (spec section 4). */
export const SOLD_OUT_LABEL = 'Sold Out';
/** The add-to-cart button for 2 s after a click with options unselected (spec section 4). */
export const SELECT_OPTION_LABEL = 'Select Option';
export const ADDING_LABEL = 'Adding…';
export const ADDED_LABEL = 'Added!';
/** The added-to-cart popover of product list pages (spec section 4). */
export function addedToCartMessage(productName: string): string {
  return `${productName} was added to your cart.`;
}
export const CHECKOUT_SESSION_MISSING =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

// Cart strings (spec section 8).
export const UPDATE_QUANTITY_FAILED = 'Unable to update quantity';
export const REMOVE_ITEM_FAILED = 'Unable to remove item';
export const UPDATE_FORM_FAILED = 'Unable to update form';
export const OPEN_FORM_FAILED = 'Unable to open form';
export const CART_EMPTY = 'You have nothing in your shopping cart.';

// Restock sign-up (spec sections 5 and 8).
export const RESTOCK_EMAIL_BLANK = 'Email cannot be blank';
export const RESTOCK_EMAIL_INVALID = 'Email is invalid';
export const RESTOCK_SIGNED_UP = 'Signed up!';
/** A form call that failed without a message of the server's own; also a refused submission key or captcha (401). */
export const FORM_SUBMIT_FAILED = 'Unable to submit form. Please try again later.';

// Form blocks (spec sections 4, 5 and 8).
export const FORM_SUBMITTING = 'Submitting…';
export const FORM_KEY_FAILED = 'Could not get a form submission key, please try again later.';
export const FORM_FIELDS_UNPARSEABLE = 'Could not parse the form fields, please check your entries.';
export const FORM_FIELDS_INVALID = 'One or more fields is invalid, please check your entries.';
export const FORM_PROCESSING_FAILED = 'Error processing form submission. Please reload and try again.';
export const FORM_UNKNOWN_ERROR = 'Unknown error, please try again later.';
export const FORM_BANNER_ABOVE = 'Your form has encountered a problem. Please scroll down to review.';
export const FORM_BANNER_BELOW = 'Your form has encountered a problem. Please scroll up to review.';
export const FORM_NOT_CONFIGURED = 'This form has not been configured yet.';
export const FORM_RATE_LIMITED = 'Unable to submit form. Submission rate limit exceeded. Please try again later.';
export const FORM_SEND_FAILED = 'Unable to send form. Please try again later.';
export const CAPTCHA_INCOMPLETE = 'Complete CAPTCHA before submitting.';

/** The store's minimum order rule; `subtotal` is the formatted minimum. */
export function minimumSubtotalMessage(subtotal: string): string {
  return `To check out, your order subtotal must be ${subtotal} or more.`;
}

// Not in the spec's catalogue: requests no page of ours sends, or states the spec does not name.
export const REQUEST_UNREADABLE = 'The request could not be read.';
export const PAGE_NOT_FOUND = 'Page not found';
export const NO_SUCH_CALL = 'There is no such call.';
export const NO_SITE_HERE = 'There is no site at this address.';
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const ITEM_NOT_FOUND = 'This item is no longer available.';
export const QUANTITY_OUT_OF_RANGE = 'Quantity must be between 1 and 9999.';
export const ENTRY_NOT_FOUND = 'This item is no longer in your cart.';
export const NOT_A_SUBSCRIPTION = 'This item cannot be bought as a subscription.';
/** The installments modal where the store offers none, or its page could not be had. */
export const INSTALLMENTS_UNAVAILABLE = 'Installments information is not available.';
/** The add-entries call for a subscribable product: subscriptions never enter the normal cart. */
export const SUBSCRIPTION_NOT_IN_CART = 'This item is sold as a subscription and cannot be added to the cart. Please subscribe instead.';
export const CHECKOUT_IN_PROGRESS = 'Your order is being placed.';
export const CHECKOUT_LINK_UNKNOWN = 'This checkout link is no longer valid.';
export const ORDER_NOT_FOUND = 'This order could not be found.';
/** A form answer of the wrong shape, or not one of its field's options: no page of ours sends one. */
export const ANSWER_INVALID = 'This answer is not valid.';

// Checkout (the spec words none of these).
export const COUPON_UNKNOWN = 'This coupon code is not valid.';
export const COUPON_EXPIRED = 'This coupon code has expired.';
export const NO_SHIPPING_TO_COUNTRY = 'We do not ship to this country.';
export const SHIPPING_OPTION_REQUIRED = 'Choose a shipping option.';
export const PHONE_INVALID = 'Enter a phone number of digits, spaces and + ( ) - only.';
export const PAYMENT_DECLINED = 'Your payment was declined, and nothing was charged. Please try another card.';
export const TOTAL_CHANGED = 'The total has changed since this page was shown. Please check it and place the order again.';
export const PAYMENT_UNAVAILABLE = 'The payment could not be completed, and nothing was charged. Please try again.';

/** A coupon the order's subtotal is too small for; `subtotal` is the formatted minimum. */
export function couponMinimumMessage(subtotal: string): string {
  return `This coupon needs an order subtotal of ${subtotal} or more.`;
}

/** Owner calls without the owner's token (no data is ever sent with it). */
export const OWNER_UNAUTHORIZED = 'Sign in as the site owner to see this.';

// Editor catalogue (spec section 8): the owner dashboard's words for its own failures.
export const EDITOR_SOMETHING_WENT_WRONG = 'Something went wrong';
export const EDITOR_NETWORK_ERROR = 'Network error';
export const EDITOR_UNABLE_TO_LOAD = 'Unable to load. Try again.';
export const EDITOR_UNABLE_TO_LOCATE = 'Unable to locate content';

// Spec section 8 fallback texts that the client shows as a visitor chooses variants.
export const FALLBACK_SOLD_OUT = 'sold out';
export const FALLBACK_UNAVAILABLE = 'Unavailable';

// Site users and the restock account area (issue #16): the spec shows none of these words.
/** The answer to every accepted sign-in request, whether the address is known or not. */
export const SIGN_IN_LINK_SENT = 'If that address can sign in, a sign-in link is on its way. It works once, for 15 minutes.';
export const SIGN_IN_LINK_INVALID = 'This sign-in link has expired or was already used. Please ask for a new one.';
export const SIGNED_OUT = 'You are signed out.';
export const SITE_USER_UNAUTHORIZED = 'Please sign in to continue.';
export const SITE_USER_FORBIDDEN = 'Your account may not do this.';
/** The owner's token stands for the site, not a person with an address to notify. */
export const SIGN_UP_NEEDS_SITE_USER = 'Sign in with your own account to sign up.';
export const STOCK_NOT_TRACKED = 'This product does not keep stock.';
export const STOCK_BELOW_ZERO = 'Stock cannot go below zero.';
/** The sale badge's word (spec section 8 fallback texts), as the client redraws the badge from live stock. */
export const FALLBACK_SALE = 'sale';
