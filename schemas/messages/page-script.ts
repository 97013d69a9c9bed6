// The catalogue's English strings that the pages' first script shows (add to
// cart, variant choice, live stock, restock sign-up, quick view, the added
// popover, the account link), with what that script needs to put them on the
// page. catalogue.ts spreads them into `en`, so each string is written once; the
// browser's first script imports this module and not the catalogue, whose
// other strings only the Worker and the chunks loaded on demand need (#18:
// the whole catalogue made a fifth of that script). Kept free of zod.

export const pageScriptEn = {
  VARIANT_UNAVAILABLE: 'Sorry, that item variant is unavailable. Please select another variant.',
  GIFT_CARD_DENOMINATION: 'Select a denomination for the Gift Card',
  OUT_OF_STOCK: 'Sorry, we do not have enough of that item available.',
  QUANTITY_NOT_A_NUMBER: 'Quantity must be a number.',
  SUB_QUANTITY_NOT_WHOLE: 'Quantity must be a whole number',
  QUANTITY_OUT_OF_RANGE: 'Quantity must be between 1 and 9999.',
  CHECK_CONNECTION: 'Please check your internet connection.',
  ADD_TO_CART_FAILED_TITLE: 'Unable to Add Item',
  EXPRESS_CHECKOUT_FAILED_TITLE: 'Unable to Purchase Item',
  /** The add-to-cart button of a sold-out product or chosen variant (spec section 4). */
  SOLD_OUT_LABEL: 'Sold Out',
  /** The add-to-cart button for 2 s after a click with options unselected (spec section 4). */
  SELECT_OPTION_LABEL: 'Select Option',
  ADDING_LABEL: 'Adding…',
  ADDED_LABEL: 'Added!',
  /** The added-to-cart popover of product list pages (spec section 4). */
  ADDED_TO_CART: '{product} was added to your cart.',
  /** The product the popover names when the add did not say which. */
  ITEM_FALLBACK: 'Item',
  OPEN_FORM_FAILED: 'Unable to open form',

  // Restock sign-up (spec sections 5 and 8).
  RESTOCK_EMAIL_BLANK: 'Email cannot be blank',
  RESTOCK_EMAIL_INVALID: 'Email is invalid',
  /** A form call that failed without a message of the server's own; also a refused submission key or captcha (401). */
  FORM_SUBMIT_FAILED: 'Unable to submit form. Please try again later.',
  CAPTCHA_INCOMPLETE: 'Complete CAPTCHA before submitting.',

  // Spec section 8 fallback texts that the client shows as a visitor chooses variants.
  FALLBACK_SOLD_OUT: 'sold out',
  FALLBACK_UNAVAILABLE: 'Unavailable',
  /** The sale badge's word (spec section 8 fallback texts), as the client redraws the badge from live stock. */
  FALLBACK_SALE: 'sale',
  PRICE_FROM: 'from {fromPrice}',

  // Buttons (spec sections 2 and 4) where the site's own text is not set, and the quick view's and installments' words.
  ADD_TO_CART_LABEL: 'Add To Cart',
  SUBSCRIBE_LABEL: 'Subscribe',
  CART_QUANTITY: 'Quantity',
  CLOSE_LABEL: 'Close',
  LEARN_MORE: 'Learn more',
  PAY_IN_INSTALLMENTS: 'Pay in installments',
  VIEW_FULL_DETAILS: 'View full details',

  // Add to cart: the options still to choose (spec section 5), and the quick view's prompt.
  SELECT_ONE_OPTION: 'Please select the {option} option.',
  SELECT_OPTIONS: 'Please select the {options} and {lastOption} options.',
  SELECT_OPTION_PROMPT: 'Select {option}',

  // The account link in the header.
  SIGN_IN_TITLE: 'Sign in',
  SIGN_OUT_LABEL: 'Sign out',
  ACCOUNT_TITLE: 'Your account',
} as const;

/** The first script's table: these keys in the page's language. */
export type PageScriptMessages = { readonly [K in keyof typeof pageScriptEn]: string };

/** The page's script element holding its language's table when that is not English. */
export const MESSAGES_ID = 'sitefront-messages';

/** A catalogue text with its `{name}` placeholders filled in. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

// The English texts under their own names, for the rules of schemas/ that the first script runs too.
export const { VARIANT_UNAVAILABLE, GIFT_CARD_DENOMINATION, OUT_OF_STOCK, RESTOCK_EMAIL_BLANK, RESTOCK_EMAIL_INVALID } = pageScriptEn;

export const addedToCartMessage = (product: string, messages: PageScriptMessages = pageScriptEn) => fill(messages.ADDED_TO_CART, { product });
