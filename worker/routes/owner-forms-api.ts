import { Hono } from 'hono';
import * as z from 'zod';
import { FORM_NOT_CONFIGURED } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { formSubmissions } from '../forms/form-submissions';
import { submissionColumns, submissionRow } from '../forms/submission-rows';
import { csvDownload } from '../http/csv-download';
import { validQuery } from '../http/json-body';
import { ownerArea } from '../middleware/account-access';
import { OWNER_API } from '../../schemas/site/paths';

/** The owner reads a form's submissions 50 at a time unless asking for another page size (at most 500). */
const PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

const PageQuerySchema = z.lazy(() => z.object({
  cursor: z.string().regex(/^\d{1,15}$/).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
}));

/**
 * Owner calls (behind `ownerCalls`, worker/middleware/account-access.ts): the stored
 * submissions of one form, as JSON pages or as one CSV file. Newsletter
 * forms list the address each submission signed up.
 */
export const ownerFormsApi = new Hono<AppEnv>();

const SUBMISSIONS = `${OWNER_API.forms}/:formId/submissions` as const;
const forms = ownerArea('forms');

ownerFormsApi.get(
  SUBMISSIONS,
  forms,
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

/** Every submission, oldest first: a header of the field titles, then one line each, read page by page as it streams. */
ownerFormsApi.get(`${SUBMISSIONS}.csv`, forms, async (c) => {
  const { content, env, websiteId } = c.get('storefront');
  const form = await content.form(c.req.param('formId'));
  if (!form) return c.json({ message: FORM_NOT_CONFIGURED }, 404);
  const store = formSubmissions(env, websiteId, form.id);
  return csvDownload(c, `${form.id}-submissions.csv`, submissionColumns(form), async (cursor) => {
    const page = await store.page(cursor ?? 0, MAX_PAGE_SIZE);
    return { rows: page.submissions.map((submission) => submissionRow(form, submission)), nextPageCursor: page.nextPageCursor };
  });
});
