import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { CRUMB_COOKIE, PageType, type FormDefinition } from '../../schemas';
import { answersFromEntries } from '../../schemas/form-answers';
import { FORM_POST_PREFIX } from '../../schemas/form-api';
import { FORM_NOT_CONFIGURED, FORM_PROCESSING_FAILED, REQUEST_UNREADABLE } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { fieldProblems, FormResultView } from '../forms/form-result-view';
import { submissionKeys } from '../forms/submission-keys';
import { refererPage, refererUrl, submitForm } from '../forms/submit-form';
import { streamPage } from '../render/stream-page';
import { MAX_FORM_BODY_BYTES } from './forms-api';

/**
 * A form block posted without scripts (spec section 4): the same submission
 * as SaveFormSubmission, answered with a page. Such a visitor has no crumb
 * (form pages are cached and set no cookie), so a cross-site post is refused
 * by its Origin instead; the submission key is taken on the visitor's behalf.
 */
export const formPages = new Hono<AppEnv>();

/** The field a captcha widget adds to its form when it runs. */
const CAPTCHA_FIELD = 'cf-turnstile-response';

function sameOrigin(c: Context<AppEnv>): boolean {
  const fetchSite = c.req.header('Sec-Fetch-Site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = c.req.header('Origin');
  return origin !== undefined ? origin === new URL(c.req.url).origin : refererUrl(c) !== null;
}

async function resultPage(c: Context<AppEnv>, status: number, view: Parameters<typeof FormResultView>[0]) {
  const settings = await c.get('site').settings();
  c.header('Cache-Control', 'private, no-store');
  const response = await streamPage(c, {
    head: { title: `${view.title} — ${settings?.website.siteTitle ?? ''}`, description: view.message },
    currency: settings?.websiteSettings.storeSettings.selectedCurrency ?? 'USD',
    pageType: status === 200 ? PageType.PAGE : PageType.ERROR,
    children: <FormResultView {...view} />,
  });
  return new Response(response.body, { status, headers: response.headers });
}

/** Text fields of the posted form, in order; uploads have no place in a form block. */
async function postedEntries(c: Context<AppEnv>): Promise<[string, string][]> {
  const body = await c.req.parseBody({ all: true });
  return Object.entries(body).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).filter((item) => typeof item === 'string').map((item): [string, string] => [name, item]));
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

formPages.post(
  `${FORM_POST_PREFIX}:formId`,
  bodyLimit({
    maxSize: MAX_FORM_BODY_BYTES,
    onError: (c) => resultPage(c, 413, { title: 'Form', message: REQUEST_UNREADABLE, failed: true, back: refererPage(c) || '/' }),
  }),
  async (c) => {
    const back = refererPage(c) || '/';
    const failure = (status: number, title: string, message: string) => resultPage(c, status, { title, message, failed: true, back });
    if (!sameOrigin(c)) return failure(403, 'Form', FORM_PROCESSING_FAILED);
    const form = await c.get('site').form(c.req.param('formId'));
    if (!form) return failure(404, 'Form', FORM_NOT_CONFIGURED);
    const entries = await postedEntries(c).catch(() => null);
    if (!entries) return failure(400, form.name, REQUEST_UNREADABLE);

    const visitor = getCookie(c, CRUMB_COOKIE) ?? `address:${c.req.header('CF-Connecting-IP') ?? 'unknown'}`;
    const key = await submissionKeys(c.env, c.get('websiteId')).issue(visitor);
    const answers = withQueryValues(c, form, answersFromEntries(form, entries));
    const captchaToken = entries.find(([name]) => name === CAPTCHA_FIELD)?.[1];
    const outcome = await submitForm(c, { formId: form.id, key, answers, captchaToken, visitor });
    if (!outcome.ok) {
      const problems = outcome.errors ? fieldProblems(form, outcome.errors) : [];
      return resultPage(c, outcome.status, { title: form.name, message: outcome.message, failed: true, problems, back });
    }
    c.header('Cache-Control', 'private, no-store');
    if (form.submitRedirect) return c.redirect(form.submitRedirect, 303);
    return resultPage(c, 200, { title: form.name, message: form.submissionMessage, failed: false, postSubmitHtml: form.postSubmitHtml, back });
  },
);
