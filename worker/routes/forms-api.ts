import { Hono } from 'hono';
import * as z from 'zod';
import { FormSubmissionRequestSchema, IdSchema, TemplateSchemaQuerySchema } from '../../schemas';
import { CAPTCHA_ACTIONS } from '../../schemas/forms/form-api';
import { checkAnswers, FORM_NOTICE } from '../../schemas/forms/form-rules';
import { FORM_FIELDS_UNPARSEABLE, FORM_NOT_CONFIGURED } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { fieldsHtml } from '../forms/fields-html';
import { submissionKeys } from '../forms/submission-keys';
import { submitForm } from '../forms/submit-form';
import { jsonBody, validQuery } from '../http/json-body';
import { refererPage } from '../http/referer';
import { limitBody } from '../middleware/body-limit';
import { rateLimit } from '../middleware/rate-limit';
import { FORM_KEY_API, FORM_VALIDATE_API, SAVE_FORM_API, TEMPLATE_SCHEMA_API } from '../../schemas/site/paths';

/** Form bodies are small: a long message is a few kilobytes. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

export const formsApi = new Hono<AppEnv>();

for (const path of ['/api/form/*', '/api/rest/forms/*']) {
  formsApi.use(path, limitBody(MAX_FORM_BODY_BYTES), rateLimit, async (c, next) => {
    // Answers and keys belong to one visitor: no cache may keep them.
    c.header('Cache-Control', 'private, no-store');
    await next();
  });
}

/** A body that is not the call's shape: one 400, never a 500. */
function formJson<S extends z.ZodType>(schema: S) {
  return jsonBody(schema, (c) => c.json({ message: FORM_FIELDS_UNPARSEABLE }, 400));
}

/** Spec section 7: a single-use key, bound to this visitor (the crumb), for one submission. */
formsApi.post(FORM_KEY_API, async (c) => {
  const { env, websiteId, visitor } = c.get('storefront');
  const key = await submissionKeys(env, websiteId).issue(visitor.crumb);
  return c.json({ data: { key } });
});

/**
 * The form a submission is for travels with it: the spec's payload names none, and a key serves any form;
 * so does the captcha action of a form in a promotional pop-up, which its token was made for.
 */
const SaveRequestSchema = z.lazy(() => FormSubmissionRequestSchema.unwrap().extend({ formId: IdSchema, captchaAction: z.literal(CAPTCHA_ACTIONS.promoPopup).optional() }));

formsApi.post(SAVE_FORM_API, formJson(SaveRequestSchema), async (c) => {
  const { formId, key, form, captchaKey, captchaAction } = c.req.valid('json');
  const storefront = c.get('storefront');
  const submission = { formId, key, answers: form, captchaToken: captchaKey, fromPromoPopup: captchaAction !== undefined, visitor: storefront.visitor.crumb, page: refererPage(c) };
  const outcome = await submitForm(storefront, submission);
  if (outcome.ok) return c.json({ data: { formId } });
  const { status, message, errors } = outcome;
  return c.json(errors ? { message, errors } : { message }, status);
});

/** The custom product form's server check (spec section 5): errors keyed by field id, shown above each field. */
formsApi.post(`${FORM_VALIDATE_API}/:formId`, formJson(z.record(z.string().max(64), z.unknown())), async (c) => {
  const form = await c.get('storefront').content.form(c.req.param('formId'));
  if (!form) return c.json({ message: FORM_NOT_CONFIGURED }, 404);
  const { problems } = checkAnswers(form, c.req.valid('json'));
  if (Object.keys(problems).length > 0) return c.json({ message: FORM_NOTICE, errors: problems }, 400);
  return c.json({ errors: {} });
});

/** Spec section 7, type=form (block type 9): the definition of a custom product form and its fields' markup. */
formsApi.get(TEMPLATE_SCHEMA_API, validQuery(TemplateSchemaQuerySchema), async (c) => {
  const storefront = c.get('storefront');
  const form = await storefront.content.form(c.req.valid('query').formId);
  c.header('Cache-Control', 'private, no-cache');
  if (!form) return c.json({ message: FORM_NOT_CONFIGURED }, 404);
  const site = await storefront.settings();
  return c.json({ form, html: fieldsHtml(form, site?.website.language, c.get('log')) });
});
