import { Hono } from 'hono';
import { z } from 'zod';
import type { FormDefinition } from '../../schemas';
import { answerText, NO_ANSWER } from '../../schemas/forms/form-answers';
import { FORM_NOT_CONFIGURED } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { formSubmissions, type StoredSubmission } from '../forms/form-submissions';
import { csvDownload } from '../http/csv-download';
import { validQuery } from '../http/json-body';
import { OWNER_API } from '../../schemas/site/paths';

/** The owner reads a form's submissions 50 at a time unless asking for another page size (at most 500). */
const PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

const PageQuerySchema = z.object({
  cursor: z.string().regex(/^\d{1,15}$/).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});

/**
 * Owner-only (mounted behind worker/middleware/owner.ts): the stored
 * submissions of one form, as JSON pages or as one CSV file. Newsletter
 * forms list the address each submission signed up.
 */
export const ownerFormsApi = new Hono<AppEnv>();

const SUBMISSIONS = `${OWNER_API.forms}/:formId/submissions` as const;

ownerFormsApi.get(
  SUBMISSIONS,
  validQuery(PageQuerySchema),
  async (c) => {
    const { content, env, websiteId } = c.get('storefront');
    const form = await content.form(c.req.param('formId'));
    if (!form) return c.json({ message: FORM_NOT_CONFIGURED }, 404);
    const { cursor, limit } = c.req.valid('query');
    const page = await formSubmissions(env, websiteId, form.id).page(Number(cursor ?? 0), limit ?? PAGE_SIZE);
    return c.json({ form: { id: form.id, name: form.name, kind: form.kind }, ...page });
  },
);

function csvRow(form: FormDefinition, submission: StoredSubmission): string[] {
  const answers = form.fields.filter((field) => field.type !== 'section').map((field) => {
    const text = answerText(field, submission.answers[field.id]);
    return text === NO_ANSWER ? '' : text;
  });
  const signUp = form.kind === 'newsletter' ? [submission.newsletterSignUp ?? ''] : [];
  return [new Date(submission.submittedAt).toISOString(), submission.page, ...answers, ...signUp];
}

/** Every submission, oldest first: a header of the field titles, then one line each, read page by page as it streams. */
ownerFormsApi.get(`${SUBMISSIONS}.csv`, async (c) => {
  const { content, env, websiteId } = c.get('storefront');
  const form = await content.form(c.req.param('formId'));
  if (!form) return c.json({ message: FORM_NOT_CONFIGURED }, 404);
  const store = formSubmissions(env, websiteId, form.id);
  const titles = form.fields.filter((field) => field.type !== 'section').map((field) => field.title || field.id);
  const header = ['Submitted', 'Page', ...titles, ...(form.kind === 'newsletter' ? ['Newsletter sign-up'] : [])];
  return csvDownload(c, `${form.id}-submissions.csv`, header, async (cursor) => {
    const page = await store.page(cursor ?? 0, MAX_PAGE_SIZE);
    return { rows: page.submissions.map((submission) => csvRow(form, submission)), nextPageCursor: page.nextPageCursor };
  });
});
