// The form calls of spec section 7 and the address a form posts to without
// scripts, shared by the Worker that answers them, the engine that renders
// form blocks and the browser that calls them. Kept free of zod.
import {
  FORM_FIELDS_INVALID,
  FORM_FIELDS_UNPARSEABLE,
  FORM_NOT_CONFIGURED,
  FORM_RATE_LIMITED,
  FORM_SEND_FAILED,
  FORM_SUBMIT_FAILED,
  FORM_UNKNOWN_ERROR,
} from '../messages/catalogue';

/** The name of the global success event a form block fires on `window` (README "Form blocks"). */
export const FORM_SUBMITTED_EVENT = 'sitefront:form-submitted';

/**
 * Enterprise captcha action names (spec section 7), one per kind of form a
 * visitor submits. The Worker checks that a token was made for the action of
 * the form it comes with.
 */
export const CAPTCHA_ACTIONS = {
  formBlock: 'FORM_BLOCK_SUBMISSION',
  newsletterBlock: 'NEWSLETTER_BLOCK_SUBMISSION',
  productWaitlist: 'PRODUCT_WAITLIST_SUBMISSION',
  promoPopup: 'PROMO_POPUP_SUBMISSION',
} as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS];

/**
 * What a form block says when SaveFormSubmission fails (spec section 8's
 * status mapping): status 0 is no answer at all, `serverMessage` the message
 * the answer carried, `fieldErrors` whether it named fields (each then shows
 * its own message).
 */
export function submissionFailureMessage(status: number, serverMessage: string | undefined, fieldErrors: boolean): string {
  switch (status) {
    case 0:
      return FORM_UNKNOWN_ERROR;
    case 400:
      return fieldErrors ? FORM_FIELDS_INVALID : (serverMessage ?? FORM_FIELDS_UNPARSEABLE);
    case 401:
      return FORM_SUBMIT_FAILED;
    case 404:
      return FORM_NOT_CONFIGURED;
    case 429:
      return FORM_RATE_LIMITED;
    case 500:
      return FORM_SEND_FAILED;
    default:
      return serverMessage ?? FORM_UNKNOWN_ERROR;
  }
}
