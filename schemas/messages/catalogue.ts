// The message catalogue: every visitor-facing string of the runtime, English
// word for word as the spec writes it (spec sections 2, 4, 5 and 8), with one
// table per language in messages/ that the type system holds to the same keys.
// Placeholders are `{name}`; `fill` puts the values in.
// Kept free of zod for the browser bundle. The strings the pages' first script
// shows are written in page-script.ts, and spread in here.
import { fill, pageScriptEn } from './page-script';

export { addedToCartMessage, fill, GIFT_CARD_DENOMINATION, MESSAGES_ID, OUT_OF_STOCK, RESTOCK_EMAIL_BLANK, RESTOCK_EMAIL_INVALID, VARIANT_UNAVAILABLE, type PageScriptMessages } from './page-script';

export const en = {
  ...pageScriptEn,
  SESSION_EXPIRED: 'Your session has expired. Please reload the page and try again.',
  COOKIES_DISABLED: 'Please enable cookies in your browser, reload the page, and try again.',
  RATE_LIMITED: 'Please try again in a few seconds.',
  GIFT_CARD_FAILED_TITLE: 'Unable to purchase Gift Card',
  CHECKOUT_SESSION_MISSING: 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',

  // Cart strings (spec section 8).
  UPDATE_QUANTITY_FAILED: 'Unable to update quantity',
  REMOVE_ITEM_FAILED: 'Unable to remove item',
  UPDATE_FORM_FAILED: 'Unable to update form',
  CART_EMPTY: 'You have nothing in your shopping cart.',

  // Restock sign-up (spec sections 5 and 8).
  RESTOCK_SIGNED_UP: 'Signed up!',

  // Form blocks (spec sections 4, 5 and 8).
  FORM_SUBMITTING: 'Submitting…',
  FORM_KEY_FAILED: 'Could not get a form submission key, please try again later.',
  FORM_FIELDS_UNPARSEABLE: 'Could not parse the form fields, please check your entries.',
  FORM_FIELDS_INVALID: 'One or more fields is invalid, please check your entries.',
  FORM_PROCESSING_FAILED: 'Error processing form submission. Please reload and try again.',
  FORM_UNKNOWN_ERROR: 'Unknown error, please try again later.',
  FORM_BANNER_ABOVE: 'Your form has encountered a problem. Please scroll down to review.',
  FORM_BANNER_BELOW: 'Your form has encountered a problem. Please scroll up to review.',
  FORM_NOT_CONFIGURED: 'This form has not been configured yet.',
  FORM_RATE_LIMITED: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  FORM_SEND_FAILED: 'Unable to send form. Please try again later.',

  /** The store's minimum order rule; `{subtotal}` is the formatted minimum. */
  MINIMUM_SUBTOTAL: 'To check out, your order subtotal must be {subtotal} or more.',

  // Not in the spec's catalogue: requests no page of ours sends, or states the spec does not name.
  REQUEST_UNREADABLE: 'The request could not be read.',
  PAGE_NOT_FOUND: 'Page not found',
  NO_SUCH_CALL: 'There is no such call.',
  NO_SITE_HERE: 'There is no site at this address.',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  /** Every answer of a deployed Worker whose configuration is incomplete (issue #25's words). */
  SITE_UNAVAILABLE: 'This site is not available right now.',
  ITEM_NOT_FOUND: 'This item is no longer available.',
  ENTRY_NOT_FOUND: 'This item is no longer in your cart.',
  NOT_A_SUBSCRIPTION: 'This item cannot be bought as a subscription.',
  /** The installments modal where the store offers none, or its page could not be had. */
  INSTALLMENTS_UNAVAILABLE: 'Installments information is not available.',
  /** The add-entries call for a subscribable product: subscriptions never enter the normal cart. */
  SUBSCRIPTION_NOT_IN_CART: 'This item is sold as a subscription and cannot be added to the cart. Please subscribe instead.',
  CHECKOUT_IN_PROGRESS: 'Your order is being placed.',
  CHECKOUT_LINK_UNKNOWN: 'This checkout link is no longer valid.',
  ORDER_NOT_FOUND: 'This order could not be found.',
  /** A form answer of the wrong shape, or not one of its field's options: no page of ours sends one. */
  ANSWER_INVALID: 'This answer is not valid.',

  // Checkout (the spec words none of these).
  COUPON_UNKNOWN: 'This coupon code is not valid.',
  COUPON_EXPIRED: 'This coupon code has expired.',
  NO_SHIPPING_TO_COUNTRY: 'We do not ship to this country.',
  SHIPPING_OPTION_REQUIRED: 'Choose a shipping option.',
  PHONE_INVALID: 'Enter a phone number of digits, spaces and + ( ) - only.',
  PAYMENT_DECLINED: 'Your payment was declined, and nothing was charged. Please try another card.',
  TOTAL_CHANGED: 'The total has changed since this page was shown. Please check it and place the order again.',
  PAYMENT_UNAVAILABLE: 'The payment could not be completed, and nothing was charged. Please try again.',
  // Card payments (#26): checkout without a payment provider, without scripts, and the owner's refunds.
  CHECKOUT_NOT_AVAILABLE: 'Checkout is not available right now.',
  CARD_NEEDS_JAVASCRIPT: 'Paying by card needs JavaScript. Turn it on in your browser to pay; everything you typed is kept.',
  CARD_FIELD_FAILED: 'The card field could not be loaded. Please reload the page.',
  PAYMENT_PROCESSING: 'Your payment is being confirmed. This can take a moment.',
  CHECK_AGAIN: 'Check again',
  PAYMENT_REFUNDED_SOLD_OUT: 'Sorry, the items sold out while your payment was being confirmed. Your payment has been refunded in full.',
  NOTHING_TO_REFUND: 'This order has nothing left to refund.',
  REFUND_TOO_LARGE: 'A refund cannot be more than the {amount} left to refund.',
  REFUND_FAILED: 'The refund could not be made. Please try again.',
  WEBHOOK_SIGNATURE_INVALID: 'The webhook signature could not be verified.',

  /** A coupon the order's subtotal is too small for; `{subtotal}` is the formatted minimum. */
  COUPON_MINIMUM: 'This coupon needs an order subtotal of {subtotal} or more.',

  /** Owner calls without the owner's token (no data is ever sent with it). */
  OWNER_UNAUTHORIZED: 'Sign in as the site owner to see this.',
  /** Platform calls without the platform's key. */
  PLATFORM_UNAUTHORIZED: 'This call needs the platform key.',
  /** A platform call naming a website that was never published. */
  NO_SUCH_WEBSITE: 'There is no such website.',
  /** Revoking an owner token the website does not have. */
  NO_SUCH_OWNER_TOKEN: 'This website has no such owner token.',
  /** A dashboard report while the census store cannot be read (Analytics Engine's SQL API unconfigured or failing). */
  ANALYTICS_UNAVAILABLE: 'Analytics are not available right now.',

  // Editor catalogue (spec section 8): the owner dashboard's words for its own failures.
  EDITOR_SOMETHING_WENT_WRONG: 'Something went wrong',
  EDITOR_NETWORK_ERROR: 'Network error',
  EDITOR_UNABLE_TO_LOAD: 'Unable to load. Try again.',
  EDITOR_UNABLE_TO_LOCATE: 'Unable to locate content',
  EDITOR_UNABLE_TO_CONNECT: 'Unable to connect. Please try again',
  EDITOR_UNABLE_TO_LOAD_COLLECTIONS: 'Unable to load collections',
  EDITOR_UNABLE_TO_LOAD_FONTS: 'Unable to load fonts',
  EDITOR_ERROR_UPLOADING: 'Error uploading',
  EDITOR_UNABLE_TO_UPLOAD_FILE: 'Unable to Upload File',
  EDITOR_UPLOAD_PROBLEM: 'There was a problem while uploading your file.',
  EDITOR_UNABLE_TO_RENAME_FILE: 'Unable to Rename File',
  EDITOR_RENAME_PROBLEM: 'There was a problem while renaming your file.',
  EDITOR_FILE_PROCESSING_FAILED: 'File processing failed',
  EDITOR_FILE_PROCESSING_CANCELLED: 'File processing cancelled',
  EDITOR_NO_RESPONSE_DATA: 'No response data from job request',
  EDITOR_ROWS_MISSING_DATA: 'One or more rows was missing data',
  EDITOR_CODE_EDITING_ANDROID: 'Code editing is not available on Android',
  EDITOR_VIMEO_BASIC: 'Vimeo Basic accounts are unsupported, share a video from a different account.',

  // Editor catalogue validation messages (spec section 5), each as the spec writes it between its semicolons.
  EDITOR_EMAIL_INVALID: 'Please enter a valid email',
  EDITOR_EMAIL_FORMAT: 'emails must be formatted as {email}.',
  EDITOR_LINK_FORMAT: 'Links must be formatted as {host} or {host}.',
  EDITOR_NOT_A_PAGE_URL: '{val} is not a valid page URL',
  EDITOR_NOT_AN_OPTION: '{val} is not one of the expected options.',
  EDITOR_FILE_NAME_REQUIRED: 'Please enter a file name',
  EDITOR_LIST_REQUIRED: 'a list must be selected.',
  EDITOR_DATASET_EMPTY: 'A dataset must have at least one row and one column.',
  EDITOR_FILE_TOO_LARGE: 'The file is too large, the maximum allowed size is {maxSize}',
  EDITOR_FILE_UNSUPPORTED: 'the file does not appear to be a supported file.',
  EDITOR_ONE_TAG_AT_A_TIME: 'You may only edit one tag at a time',
  EDITOR_TAG_EXISTS: 'this tag already exists.',

  // Site users and the restock account area (issue #16): the spec shows none of these words.
  /** The answer to every accepted sign-in request, whether the address is known or not. */
  SIGN_IN_LINK_SENT: 'If that address can sign in, a sign-in link is on its way. It works once, for 15 minutes.',
  SIGN_IN_LINK_INVALID: 'This sign-in link has expired or was already used. Please ask for a new one.',
  SIGNED_OUT: 'You are signed out.',
  SITE_USER_UNAUTHORIZED: 'Please sign in to continue.',
  SITE_USER_FORBIDDEN: 'Your account may not do this.',
  /** The owner's token stands for the site, not a person with an address to notify. */
  SIGN_UP_NEEDS_SITE_USER: 'Sign in with your own account to sign up.',
  STOCK_NOT_TRACKED: 'This product does not keep stock.',
  STOCK_BELOW_ZERO: 'Stock cannot go below zero.',
  /** A restock sign-up for a variant that can be bought now (issue #29). */
  RESTOCK_VARIANT_IN_STOCK: 'This item is in stock now, so there is nothing to wait for.',
  /** A restock send for a variant with no stock: nobody is told, every sign-up keeps waiting (issue #29). */
  RESTOCK_SEND_OUT_OF_STOCK: 'This variant is out of stock, so no one was told.',
  /** The restock account lists' `pageSize` (RESTOCK_PAGE_SIZE is the most). */
  PAGE_SIZE_OUT_OF_RANGE: 'Page size must be a whole number from 1 to 50.',
  /** Before a struck-through regular price, for screen readers (the engine's price block says the same, reference product-price). */
  ORIGINAL_PRICE: 'Original Price:',
  /** The engine's price block in the site's language (reference product-price: salePriceText, productPriceFromText). */
  SALE_PRICE: 'Sale Price:',

  // Buttons and the cart pill (spec sections 2 and 4) where the site's own text is not set.
  PILL_ONE_ITEM: 'item',
  PILL_ITEMS: 'items',
  PILL_SPOKEN_ONE: 'One item in cart',
  PILL_SPOKEN_MORE_THAN: 'More than {count} items in cart',
  PILL_SPOKEN_MANY: '{count} items in cart',

  // The cart page, dialogs and links of the client.
  CART_TITLE: 'Cart',
  CART_UPDATE: 'Update',
  CART_REMOVE: 'Remove',
  CART_EDIT_FORM: 'Edit form',
  CART_SUBTOTAL: 'Subtotal',
  CONTINUE_SHOPPING: 'Continue shopping',
  CHECKOUT_LABEL: 'Checkout',
  SAVE_LABEL: 'Save',

  // Titles of the pages of the buying flow and of refusals shown as pages.
  ORDER_TITLE: 'Order',
  ORDER_CONFIRMED_TITLE: 'Order confirmed',
  UNABLE_TO_CONTINUE_TITLE: 'Unable to continue',

  // Form field rules (spec sections 4 and 5); `{email}` is the format an address should follow.
  REQUIRED: 'Required',
  SURVEY_INCOMPLETE: 'Survey is not valid. Missing a required question.',
  FORM_NOTICE: 'Update the missing or invalid information above.',
  TEXT_TOO_LONG: 'You have exceeded the character limit.',
  EMAIL_NOT_VALID: 'Email is not valid. Email addresses should follow the format {email}.',

  // Postal codes (spec section 5): the messages, what to enter, and each kind of code as a field label.
  POSTAL_CODE_INVALID: 'Invalid postal code.',
  POSTAL_CODES_4_DIGITS: 'Postal Codes need to be 4 digits',
  POSTCODES_4_DIGITS: 'Postcodes need to be 4 digits',
  POSTAL_CODES_5_DIGITS: 'Postal Codes need to be 5 digits',
  ZIP_CODES_5_DIGITS: 'ZIP Codes need to be 5 digits.',
  FSA_INVALID: 'An FSA code is invalid.',
  OUTCODE_INSTRUCTION: 'Enter only the 1 to 4 character outcode.',
  ROUTING_KEY_INSTRUCTION: 'Enter only the first three characters of the Eircode.',
  SHORT_POSTCODE_INSTRUCTION: 'Enter up to 3 digits of the postcode.',
  ZIP_CODE_LABEL: 'ZIP code',
  POSTCODE_LABEL: 'Postcode',
  POSTAL_CODE_LABEL: 'Postal code',
  FSA_LABEL: 'FSA',
  ROUTING_KEY_LABEL: 'Routing key',
  EIRCODE_LABEL: 'Eircode',

  // Address parts (spec section 3 "Address fields"), and the prompt of a listed region.
  COUNTRY_LABEL: 'Country',
  ADDRESS_LABEL: 'Address',
  ADDRESS_2_LABEL: 'Address 2',
  CITY_LABEL: 'City',
  STATE_LABEL: 'State',
  PROVINCE_LABEL: 'Province',
  COUNTY_LABEL: 'County',
  REGION_LABEL: 'Region',
  CHOOSE_STATE: 'Choose a state',
  CHOOSE_PROVINCE: 'Choose a province',
  CHOOSE_COUNTY: 'Choose a county',
  CHOOSE_REGION: 'Choose a region',

  // The parts of form fields, and a form's button where the owner set no label.
  FIRST_NAME_PART: 'First Name',
  LAST_NAME_PART: 'Last Name',
  PHONE_COUNTRY_CODE: 'Country code',
  PHONE_AREA_CODE: 'Area code',
  PHONE_PREFIX: 'Prefix',
  PHONE_LINE: 'Line',
  TIME_HOUR: 'Hour',
  TIME_MINUTE: 'Minute',
  TIME_SECOND: 'Second',
  /** A date field's parts, as the format each language writes them in. */
  DATE_MONTH_MARK: 'MM',
  DATE_DAY_MARK: 'DD',
  DATE_YEAR_MARK: 'YYYY',
  SELECT_AN_OPTION: 'Select an option',
  SUBMIT_LABEL: 'Submit',
  /** The page a form posted without scripts answers with. */
  FORM_TITLE: 'Form',
  BACK_TO_FORM: 'Back to the form',
  BACK_TO_PAGE: 'Back to the page',

  // The checkout form.
  CONTACT_LEGEND: 'Contact',
  EMAIL_LABEL: 'Email',
  FIRST_NAME_LABEL: 'First name',
  LAST_NAME_LABEL: 'Last name',
  PHONE_LABEL: 'Phone',
  OPTIONAL_MARK: '(optional)',
  SHIPPING_ADDRESS_LEGEND: 'Shipping address',
  SHIPPING_LABEL: 'Shipping',
  SHIPPING_FREE: 'Free',
  UPDATE_TOTAL: 'Update total',
  COUPON_LEGEND: 'Coupon',
  COUPON_CODE_LABEL: 'Coupon code',
  APPLY_LABEL: 'Apply',
  /** `{amount}` is the formatted discount. */
  COUPON_APPLIED: '{code} takes {amount} off.',
  PAYMENT_LEGEND: 'Payment',
  TEST_MODE_NOTICE: 'Test mode: no real payment is taken.',
  TEST_CARD_LABEL: 'Test card',
  TEST_CARD_PAYS_LABEL: 'Test card that pays',
  TEST_CARD_DECLINED_LABEL: 'Test card that is declined',
  GIFT_CARD_LEGEND: 'Gift card',
  RECIPIENT_EMAIL_LABEL: 'Recipient\'s email',
  GIFT_CARD_RECIPIENT_HINT: 'The gift card and its code are sent to this address.',
  /** `{total}` is the formatted grand total. */
  PLACE_ORDER: 'Place order · {total}',
  ORDER_SUMMARY: 'Order summary',

  // Order summaries (checkout, the order-confirmed page and the receipt).
  SUMMARY_QUANTITY: 'Quantity {quantity}',
  DISCOUNT_LINE: 'Discount ({code})',
  SHIPPING_LINE: 'Shipping ({name})',
  SHIPPING_NEEDS_ADDRESS: 'Enter your address',
  /** A tax the prices include; `{tax}` is its name and rate. */
  TAX_INCLUDED: 'Includes {tax}',
  TOTAL_LABEL: 'Total',

  // The order-confirmed page.
  ORDER_THANKS: 'Thank you, {name}. Your order number is {number}.',
  ORDER_TEST_MODE: 'Test mode: no payment was taken.',
  WHAT_HAPPENS_NEXT: 'What happens next',
  RECEIPT_ON_ITS_WAY: 'A receipt is on its way to {email}.',
  ORDER_WILL_SHIP: 'We will pack your order and ship it to the address below.',
  /** `{amount}` is the card's formatted value. */
  GIFT_CARD_ON_ITS_WAY: 'A {amount} gift card is on its way to {email}.',
  SUBSCRIPTION_RENEWS: 'Your subscription renews as shown until you cancel it.',
  SHIPPING_TO: 'Shipping to',

  // The receipt and gift card e-mails.
  RECEIPT_THANKS: 'Thank you for your order from {site}',
  RECEIPT_SUBJECT: 'Your order {number} from {site}',
  RECEIPT_ORDER_NUMBER: 'Order number {number}',
  RECEIPT_TEST_MODE: '(test mode: no payment was taken)',
  GIFT_CARD_SENT: '{from} sent you a {amount} gift card for {site}.',
  GIFT_CARD_CODE: 'Your gift card code: {code}',
  GIFT_CARD_SUBJECT: 'A {amount} gift card for {site}',

  // The restock notice e-mail; `{product}` names the variant.
  RESTOCK_NOTICE_SUBJECT: '{product} is back in stock',
  RESTOCK_NOTICE_NEWS: 'Good news: {product} is back in stock at {site}.',
  RESTOCK_NOTICE_LINK: 'See {product}',
  RESTOCK_NOTICE_WHY: 'You are receiving this because you asked to be told when it was back.',

  // Gallery blocks and their lightbox: the words a screen reader says for their controls.
  GALLERY_LABEL: 'Gallery',
  GALLERY_PREVIOUS: 'Previous image',
  GALLERY_NEXT: 'Next image',
  GALLERY_OPEN: 'Open image {number} of {count}',

  // The cookie banner of a site that asks before tracking (its cookieSettings may word it otherwise).
  COOKIE_BANNER_LABEL: 'Cookies',
  COOKIE_BANNER_TEXT: 'We use cookies to count visits and to measure how fast our pages load. The cookies your cart and session need are always on.',
  COOKIE_ACCEPT: 'Accept',
  COOKIE_DECLINE: 'Decline',

  // The reviews block and its rating summary; `{average}` and `{rating}` are numbers out of 5.
  REVIEWS_TITLE: 'Reviews',
  REVIEWS_COUNT_ONE: '1 review',
  REVIEWS_COUNT: '{count} reviews',
  REVIEWS_EMPTY: 'No reviews yet.',
  REVIEWS_AVERAGE: 'Rated {average} out of 5',
  REVIEW_RATING: '{rating} out of 5',
  REVIEW_VERIFIED: 'Verified purchase',

  /** The related-products block's heading where the template names none. */
  RELATED_PRODUCTS_TITLE: 'You may also like',

  // Likert answers -2 to 2 (spec section 3).
  LIKERT_STRONGLY_DISAGREE: 'Strongly Disagree',
  LIKERT_DISAGREE: 'Disagree',
  LIKERT_NEUTRAL: 'Neutral',
  LIKERT_AGREE: 'Agree',
  LIKERT_STRONGLY_AGREE: 'Strongly Agree',

  // The checkout's billing address, and the cart page's shipping and tax estimate.
  BILLING_ADDRESS_LEGEND: 'Billing address',
  BILLING_SAME_AS_SHIPPING: 'Same as the shipping address',
  ESTIMATE_LEGEND: 'Estimate shipping and tax',
  ESTIMATE_BUTTON: 'Estimate',

  // The captcha when its provider cannot be reached, and local development's own check.
  CAPTCHA_UNAVAILABLE: 'The spam check could not load. Check your connection and try again.',
  CAPTCHA_DEVELOPMENT_CHECK: 'I am not a robot (development check: local development runs no spam check)',

  // The restock sign-up answered without scripts.
  RESTOCK_SIGN_UP_BUTTON: 'Sign up',

  // Site users: signing in and out, the sign-in e-mail, and the account page.
  SIGN_IN_INTRO: 'Enter your email address and we will send you a link to sign in.',
  SIGN_IN_BUTTON: 'Send sign-in link',
  SIGN_IN_SUBJECT: 'Sign in to {site}',
  SIGN_IN_MAIL_TEXT: 'Follow this link to sign in to {site}. It works once, for {minutes} minutes.',
  SIGN_IN_MAIL_IGNORE: 'If you did not ask to sign in, you can ignore this message.',
  ACCOUNT_SIGNED_IN_AS: 'Signed in as {email}',
  ACCOUNT_ORDERS: 'Orders',
  ACCOUNT_NO_ORDERS: 'You have placed no orders with this address yet.',
  ORDER_NUMBER_LABEL: 'Order {number}',
  ORDER_DATE_LABEL: 'Date',
  ORDER_STATUS_LABEL: 'Status',
  ORDER_STATUS_PAID: 'Paid',
  ORDER_STATUS_TEST: 'Test order: no payment was taken',
  ACCOUNT_RESTOCK: 'Restock notifications',
  ACCOUNT_NO_RESTOCK: 'You are not waiting for any product to be back.',
  ACCOUNT_SUBSCRIPTIONS: 'Subscriptions',
  ACCOUNT_NO_SUBSCRIPTIONS: 'You have no subscriptions.',
  SUBSCRIPTION_ACTIVE: 'Renews until you cancel it',
  SUBSCRIPTION_CANCELLED: 'Cancelled: it will not renew',
  CANCEL_SUBSCRIPTION: 'Cancel',
  SUBSCRIPTION_NOT_FOUND: 'This subscription could not be found.',
  SUBSCRIPTION_CANCEL_FAILED: 'The subscription could not be cancelled. Please try again.',
  RESTOCK_SIGN_UP_NOT_FOUND: 'This restock notification could not be found.',
} as const;

export type MessageKey = keyof typeof en;
/** One language's table: every key, no more. */
export type Messages = { readonly [K in MessageKey]: string };

// The English texts under their own names, for code that always speaks English
// (the Worker's answers are put into the site's language at the API's edge).
export const {
  QUANTITY_NOT_A_NUMBER,
  SUB_QUANTITY_NOT_WHOLE,
  SESSION_EXPIRED,
  COOKIES_DISABLED,
  RATE_LIMITED,
  CHECK_CONNECTION,
  ADD_TO_CART_FAILED_TITLE,
  EXPRESS_CHECKOUT_FAILED_TITLE,
  GIFT_CARD_FAILED_TITLE,
  SOLD_OUT_LABEL,
  SELECT_OPTION_LABEL,
  ADDING_LABEL,
  ADDED_LABEL,
  ADDED_TO_CART,
  CHECKOUT_SESSION_MISSING,
  UPDATE_QUANTITY_FAILED,
  REMOVE_ITEM_FAILED,
  UPDATE_FORM_FAILED,
  OPEN_FORM_FAILED,
  CART_EMPTY,
  RESTOCK_SIGNED_UP,
  FORM_SUBMIT_FAILED,
  FORM_SUBMITTING,
  FORM_KEY_FAILED,
  FORM_FIELDS_UNPARSEABLE,
  FORM_FIELDS_INVALID,
  FORM_PROCESSING_FAILED,
  FORM_UNKNOWN_ERROR,
  FORM_BANNER_ABOVE,
  FORM_BANNER_BELOW,
  FORM_NOT_CONFIGURED,
  FORM_RATE_LIMITED,
  FORM_SEND_FAILED,
  CAPTCHA_INCOMPLETE,
  MINIMUM_SUBTOTAL,
  REQUEST_UNREADABLE,
  PAGE_NOT_FOUND,
  NO_SUCH_CALL,
  NO_SITE_HERE,
  SOMETHING_WENT_WRONG,
  SITE_UNAVAILABLE,
  ITEM_NOT_FOUND,
  QUANTITY_OUT_OF_RANGE,
  ENTRY_NOT_FOUND,
  NOT_A_SUBSCRIPTION,
  INSTALLMENTS_UNAVAILABLE,
  SUBSCRIPTION_NOT_IN_CART,
  CHECKOUT_IN_PROGRESS,
  CHECKOUT_LINK_UNKNOWN,
  ORDER_NOT_FOUND,
  ANSWER_INVALID,
  COUPON_UNKNOWN,
  COUPON_EXPIRED,
  NO_SHIPPING_TO_COUNTRY,
  SHIPPING_OPTION_REQUIRED,
  PHONE_INVALID,
  PAYMENT_DECLINED,
  TOTAL_CHANGED,
  PAYMENT_UNAVAILABLE,
  CHECKOUT_NOT_AVAILABLE,
  CARD_NEEDS_JAVASCRIPT,
  CARD_FIELD_FAILED,
  PAYMENT_PROCESSING,
  CHECK_AGAIN,
  PAYMENT_REFUNDED_SOLD_OUT,
  NOTHING_TO_REFUND,
  REFUND_TOO_LARGE,
  REFUND_FAILED,
  WEBHOOK_SIGNATURE_INVALID,
  COUPON_MINIMUM,
  OWNER_UNAUTHORIZED,
  PLATFORM_UNAUTHORIZED,
  NO_SUCH_WEBSITE,
  NO_SUCH_OWNER_TOKEN,
  ANALYTICS_UNAVAILABLE,
  EDITOR_SOMETHING_WENT_WRONG,
  EDITOR_NETWORK_ERROR,
  EDITOR_UNABLE_TO_LOAD,
  EDITOR_UNABLE_TO_LOCATE,
  FALLBACK_SOLD_OUT,
  FALLBACK_UNAVAILABLE,
  SIGN_IN_LINK_SENT,
  SIGN_IN_LINK_INVALID,
  SIGNED_OUT,
  SITE_USER_UNAUTHORIZED,
  SITE_USER_FORBIDDEN,
  SIGN_UP_NEEDS_SITE_USER,
  STOCK_NOT_TRACKED,
  STOCK_BELOW_ZERO,
  RESTOCK_VARIANT_IN_STOCK,
  RESTOCK_SEND_OUT_OF_STOCK,
  EDITOR_NOT_AN_OPTION,
  PAGE_SIZE_OUT_OF_RANGE,
  FALLBACK_SALE,
  ORIGINAL_PRICE,
  SALE_PRICE,
  PRICE_FROM,
  ADD_TO_CART_LABEL,
  SUBSCRIBE_LABEL,
  PILL_ONE_ITEM,
  PILL_ITEMS,
  PILL_SPOKEN_ONE,
  PILL_SPOKEN_MORE_THAN,
  PILL_SPOKEN_MANY,
  LIKERT_STRONGLY_DISAGREE,
  LIKERT_DISAGREE,
  LIKERT_NEUTRAL,
  LIKERT_AGREE,
  LIKERT_STRONGLY_AGREE,
  CART_TITLE,
  CART_QUANTITY,
  CART_UPDATE,
  CART_REMOVE,
  CART_EDIT_FORM,
  CART_SUBTOTAL,
  CONTINUE_SHOPPING,
  CHECKOUT_LABEL,
  SAVE_LABEL,
  CLOSE_LABEL,
  LEARN_MORE,
  PAY_IN_INSTALLMENTS,
  VIEW_FULL_DETAILS,
  SUBSCRIPTION_NOT_FOUND,
  SUBSCRIPTION_CANCEL_FAILED,
  RESTOCK_SIGN_UP_NOT_FOUND,
} = en;

export const minimumSubtotalMessage = (subtotal: string, messages: Messages = en) => fill(messages.MINIMUM_SUBTOTAL, { subtotal });
export const couponMinimumMessage = (subtotal: string, messages: Messages = en) => fill(messages.COUPON_MINIMUM, { subtotal });
