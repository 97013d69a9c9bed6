import { CAPTCHA_ACTIONS } from '../../schemas/forms/form-api';
import { checkAnswers } from '../../schemas/forms/form-rules';
import { FORM_FIELDS_INVALID, FORM_NOT_CONFIGURED, FORM_RATE_LIMITED, FORM_SUBMIT_FAILED } from '../../schemas/messages';
import type { FormDefinition } from '../../schemas';
import { spendVisitorCall } from '../rate-limit';
import type { Storefront } from '../storefront';
import { captchaRefusal } from './captcha-check';
import { formSubmissions } from './form-submissions';
import { submissionKeys } from './submission-keys';


export interface Submission {
  formId: string;
  key: string;
  /** Field id → value, not yet judged. */
  answers: Readonly<Record<string, unknown>>;
  captchaToken?: string;
  /** Where the form stood: a promotional pop-up's form says so (its token carries PROMO_POPUP_SUBMISSION); else its own block. */
  fromPromoPopup?: boolean;
  /** Who sends it: the crumb, or for a form posted without scripts what else is known of the visitor. */
  visitor: string;
  /** The path of the page the form was on ('' when the browser did not say). */
  page: string;
}

export type SubmitOutcome =
  | { ok: true; form: FormDefinition }
  | { ok: false; status: 400 | 401 | 404 | 429; message: string; errors?: Record<string, string>; form?: FormDefinition };

/**
 * A visitor may send 10 submissions a minute (a person fixing a mistake sends
 * two or three), their address ten visitors' worth (the VISITOR_SUBMISSIONS and
 * ADDRESS_SUBMISSIONS bindings). A form has no limit for everyone together: a
 * popular sign-up must not refuse real people. FORM_SUBMISSIONS_PER_MINUTE sets
 * another limit, counted exactly.
 */
function withinLimits(storefront: Storefront, visitor: string): Promise<boolean> {
  const { env } = storefront;
  const limit = {
    scope: 'form-submissions',
    perVisitor: env.VISITOR_SUBMISSIONS,
    perAddress: env.ADDRESS_SUBMISSIONS,
    perMinuteOverride: Number(env.FORM_SUBMISSIONS_PER_MINUTE) || undefined,
  };
  return spendVisitorCall(storefront, limit, visitor);
}

/**
 * SaveFormSubmission (spec sections 7 and 8), for scripts and for forms posted
 * without them: the form must exist, the visitor and the form be within their
 * limits, the key be one this visitor holds, every field pass the rules the
 * browser also applies, and the captcha be solved. Then the submission is
 * stored with the page it came from, and a newsletter sign-up with it.
 */
export async function submitForm(storefront: Storefront, submission: Submission): Promise<SubmitOutcome> {
  const { env, websiteId } = storefront;
  const form = await storefront.content.form(submission.formId);
  if (!form) return { ok: false, status: 404, message: FORM_NOT_CONFIGURED };
  if (!(await withinLimits(storefront, submission.visitor))) return { ok: false, status: 429, message: FORM_RATE_LIMITED, form };
  if (!(await submissionKeys(env, websiteId).redeem(submission.key, submission.visitor))) {
    return { ok: false, status: 401, message: FORM_SUBMIT_FAILED, form };
  }
  const { answers, problems } = checkAnswers(form, submission.answers);
  if (Object.keys(problems).length > 0) return { ok: false, status: 400, message: FORM_FIELDS_INVALID, errors: problems, form };
  const blockAction = form.kind === 'newsletter' ? CAPTCHA_ACTIONS.newsletterBlock : CAPTCHA_ACTIONS.formBlock;
  const action = submission.fromPromoPopup ? CAPTCHA_ACTIONS.promoPopup : blockAction;
  const refusal = await captchaRefusal(storefront, form.captchaEnabled, action, submission.captchaToken);
  if (refusal) return { ok: false, status: 401, message: refusal, form };
  const email = form.kind === 'newsletter' ? form.fields.find((field) => field.type === 'email') : undefined;
  await formSubmissions(env, websiteId, form.id).store(form.id, {
    key: submission.key,
    page: submission.page,
    answers,
    newsletterEmail: email && typeof answers[email.id] === 'string' ? (answers[email.id] as string) : undefined,
  });
  return { ok: true, form };
}
