import type { Messages } from '../../schemas';
import { escapeAttribute, escapeHtml } from '../../templates';
import { DEVELOPMENT_CHECK_TOKEN } from '../services/captcha';

/** The field a captcha widget adds to its form when solved; the development check answers in it too. */
export const CAPTCHA_FIELD = 'cf-turnstile-response';

/** Marks the development check's box, which the client's captcha (client/forms/captcha.ts) takes for the provider's widget. */
export const DEVELOPMENT_CHECK_ATTRIBUTE = 'data-development-check';

/**
 * Local development's own captcha, put into a captcha container in the
 * provider's place (#27): a box that needs no network and no script, saying
 * what it is. Ticked, it posts the answer only a development Worker accepts;
 * `formId` ties it to a form it does not sit in (the restock form's container
 * is beside its form).
 */
export function developmentCheckHtml(messages: Messages, formId?: string): string {
  const form = formId ? ` form="${escapeAttribute(formId)}"` : '';
  return `<label class="captcha-development-check"><input type="checkbox" name="${CAPTCHA_FIELD}" value="${DEVELOPMENT_CHECK_TOKEN}" ${DEVELOPMENT_CHECK_ATTRIBUTE}${form}> ${escapeHtml(messages.CAPTCHA_DEVELOPMENT_CHECK)}</label>`;
}
