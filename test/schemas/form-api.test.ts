import { describe, expect, it } from 'vitest';
import { CAPTCHA_ACTIONS, submissionFailureMessage } from '../../schemas/forms/form-api';
import { formPostPath } from '../../schemas/site/paths';

describe('form submission status mapping (spec section 8)', () => {
  it('gives each status its words', () => {
    expect(submissionFailureMessage(400, 'One or more fields is invalid, please check your entries.', true)).toBe('One or more fields is invalid, please check your entries.');
    expect(submissionFailureMessage(400, undefined, false)).toBe('Could not parse the form fields, please check your entries.');
    expect(submissionFailureMessage(401, 'Complete CAPTCHA before submitting.', false)).toBe('Unable to submit form. Please try again later.');
    expect(submissionFailureMessage(404, 'x', false)).toBe('This form has not been configured yet.');
    expect(submissionFailureMessage(429, 'x', false)).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    expect(submissionFailureMessage(500, 'x', false)).toBe('Unable to send form. Please try again later.');
  });

  it('shows the server text otherwise, else the unknown error', () => {
    expect(submissionFailureMessage(403, 'Your session has expired. Please reload the page and try again.', false)).toBe(
      'Your session has expired. Please reload the page and try again.',
    );
    expect(submissionFailureMessage(413, 'The request could not be read.', false)).toBe('The request could not be read.');
    expect(submissionFailureMessage(502, undefined, false)).toBe('Unknown error, please try again later.');
    expect(submissionFailureMessage(0, undefined, false)).toBe('Unknown error, please try again later.');
  });

  it('names the enterprise captcha actions and posts forms to their own page', () => {
    expect(Object.values(CAPTCHA_ACTIONS)).toEqual(['FORM_BLOCK_SUBMISSION', 'NEWSLETTER_BLOCK_SUBMISSION', 'PRODUCT_WAITLIST_SUBMISSION', 'PROMO_POPUP_SUBMISSION']);
    expect(formPostPath('contact-form')).toBe('/forms/contact-form');
  });
});
