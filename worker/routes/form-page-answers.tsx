// The answer to a form block posted without scripts (worker/routes/form-pages.ts):
// the submission, then a page saying how it went. Loaded when the first such
// post comes (#30).
import type { Context } from 'hono';
import { CRUMB_COOKIE, PageType, type FormDefinition } from '../../schemas';
import { answersFromEntries } from '../../schemas/forms/form-answers';
import { FORM_NOT_CONFIGURED, REQUEST_UNREADABLE } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { CAPTCHA_FIELD } from '../forms/development-check';
import { postedControls } from '../forms/filled-controls';
import { formAgainHtml } from '../forms/form-again';
import { fieldProblems, FormResultView } from '../forms/form-result-view';
import { submissionKeys } from '../forms/submission-keys';
import { submitForm } from '../forms/submit-form';
import { sendPage } from '../http/answers';
import { postedFields } from '../http/posted-fields';
import { refererPage, refererUrl } from '../http/referer';
import { privatePage } from '../render/private-page';
import { usesDevelopmentCheck } from '../services/captcha';
import { clientAddress } from '../storefront';

type ResultView = Omit<Parameters<typeof FormResultView>[0], 'messages' | 'title'> & { title?: string };

/**
 * The answer page: the submission text, or what went wrong; it is the
 * visitor's own, so never cached. Its title is the form's name as the owner
 * wrote it, else the catalogue's word for a form.
 */
async function resultPage(c: Context<AppEnv>, status: number, view: ResultView) {
  const storefront = c.get('storefront');
  const { messages } = await storefront.locale();
  const title = view.title ?? messages.FORM_TITLE;
  const body = <FormResultView {...view} title={title} messages={messages} />;
  return sendPage(c, await privatePage(storefront, title, status === 200 ? PageType.PAGE : PageType.ERROR, body, status));
}

/** Spec section 3: a hidden field takes its value from the page's query string by its name, else its own. */
function withQueryValues(c: Context<AppEnv>, form: FormDefinition, answers: Record<string, unknown>): Record<string, unknown> {
  const query = refererUrl(c)?.searchParams;
  const filled = { ...answers };
  for (const field of form.fields) {
    const value = field.type === 'hidden' ? query?.get(field.name ?? field.id) : null;
    if (value !== null && value !== undefined) filled[field.id] = value;
  }
  return filled;
}

/** A post larger than any form's answers. */
export const tooLarge = (c: Context<AppEnv>) => resultPage(c, 413, { message: REQUEST_UNREADABLE, failed: true, back: refererPage(c) || '/' });

export async function formPost(c: Context<AppEnv>) {
  const storefront = c.get('storefront');
  const page = refererPage(c);
  const back = page || '/';
  const failure = (status: number, title: string | undefined, message: string) => resultPage(c, status, { title, message, failed: true, back });
  const form = await storefront.content.form(c.req.param('formId') ?? '');
  if (!form) return failure(404, undefined, FORM_NOT_CONFIGURED);
  const entries = await postedFields(c).catch(() => null);
  if (!entries) return failure(400, form.name, REQUEST_UNREADABLE);

  // A first visit's post has only the crumb just handed out: its address says more of who sends it.
  const visitor = storefront.visitor.cookies.get(CRUMB_COOKIE) ?? `address:${clientAddress(storefront.visitor)}`;
  const key = await submissionKeys(storefront.env, storefront.websiteId).issue(visitor);
  const answers = withQueryValues(c, form, answersFromEntries(form, entries));
  const captchaToken = entries.find(([name]) => name === CAPTCHA_FIELD)?.[1];
  const outcome = await submitForm(storefront, { formId: form.id, key, answers, captchaToken, visitor, page });
  if (!outcome.ok) {
    const problems = outcome.errors ? fieldProblems(form, outcome.errors) : [];
    // The form again, as typed: a captcha not solved or an answer to fix loses nothing (#27).
    const [site, { messages }] = await Promise.all([storefront.settings(), storefront.locale()]);
    const again = { posted: postedControls(entries), problems: outcome.errors ?? {}, message: outcome.message, developmentCheck: usesDevelopmentCheck(storefront.env) };
    const formHtml = site ? await formAgainHtml(form, site, again, messages, storefront.log) : undefined;
    return resultPage(c, outcome.status, { title: form.name, message: outcome.message, failed: true, problems, back, formHtml });
  }
  if (form.submitRedirect) {
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(form.submitRedirect, 303);
  }
  return resultPage(c, 200, { title: form.name, message: form.submissionMessage, failed: false, postSubmitHtml: form.postSubmitHtml, back });
}

