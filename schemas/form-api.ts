// The form calls of spec section 7 and the address a form posts to without
// scripts, shared by the Worker that answers them, the engine that renders
// form blocks and the browser that calls them. Kept free of zod.

export const FORM_KEY_API = '/api/form/FormSubmissionKey';
export const SAVE_FORM_API = '/api/form/SaveFormSubmission';
/** Followed by `/{formId}`. */
export const FORM_VALIDATE_API = '/api/rest/forms/validate';
export const TEMPLATE_SCHEMA_API = '/api/template/GetTemplateSchema';

/** Where a form block posts when scripts do not run: a page, so the answer is HTML (never a GET, so answers stay out of URLs). */
export const FORM_POST_PREFIX = '/forms/';
export const formPostPath = (formId: string) => `${FORM_POST_PREFIX}${encodeURIComponent(formId)}`;

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
