import * as z from 'zod';
import { CHOICE_FIELD_TYPES, FORM_FIELD_TYPES, FORM_KINDS } from './form-rules';
import { IdSchema } from '../site/ids';

export { FORM_FIELD_TYPES };

/**
 * Form and field ids are template words (`{forms.contact-form|form-block}`)
 * and form control names (`address.Zip`), so they hold no dots or spaces.
 */
const FormWord = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'must be a letter followed by up to 63 letters, digits, _ or -');

export const FormFieldSchema = z.lazy(() => z.looseObject({
  id: FormWord,
  type: z.enum(FORM_FIELD_TYPES),
  title: z.string().default(''),
  description: z.string().optional(),
  required: z.boolean().default(false),
  /** The choices of a select, radio or checkbox field; the statements of a likert field. */
  options: z.array(z.string().min(1).max(500)).max(100).optional(),
  maxLength: z.number().int().positive().max(100_000).optional(),
  placeholder: z.string().optional(),
  /** A hidden field's value when the page's query string does not name it. */
  value: z.string().max(2048).optional(),
  /** The query-string name a hidden field reads (spec section 3); its id otherwise. */
  name: z.string().min(1).max(64).optional(),
  /** Phone fields: ask for a country code as well (four parts instead of three). */
  countryCode: z.boolean().optional(),
}));
export type FormField = z.infer<typeof FormFieldSchema>;

/** A redirect after success stays on this site or goes to a web address, never a script. */
const SubmitRedirect = z.string().refine((url) => /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url), 'must be a path on this site or an http(s) URL');

/**
 * A form definition of spec section 3: form blocks (contact, newsletter) and
 * custom product forms share it. Refused at publish: an unknown field type, a
 * duplicate field id, a choice field without choices, a newsletter without an
 * email field, a missing name.
 */
export const FormDefinitionSchema = z.lazy(() => z
  .looseObject({
    id: FormWord,
    name: z.string().min(1),
    kind: z.enum(FORM_KINDS).default('contact'),
    fields: z.array(FormFieldSchema).max(200).default([]),
    submitLabel: z.string().min(1).default('Submit'),
    /** The text shown in place of the form after a submission. */
    submissionMessage: z.string().default(''),
    /** Owner-authored HTML shown under the submission text. */
    postSubmitHtml: z.string().default(''),
    submitRedirect: SubmitRedirect.optional(),
    /** Owner-authored HTML shown above the submit button. */
    disclaimer: z.string().default(''),
    captchaEnabled: z.boolean().default(false),
  })
  .superRefine((form, context) => {
    const seen = new Set<string>();
    form.fields.forEach((field, index) => {
      if (seen.has(field.id)) context.addIssue({ code: 'custom', path: ['fields', index, 'id'], message: `duplicate field id "${field.id}"` });
      seen.add(field.id);
      if ((CHOICE_FIELD_TYPES as readonly string[]).includes(field.type) && !field.options?.length) {
        context.addIssue({ code: 'custom', path: ['fields', index, 'options'], message: `a ${field.type} field needs at least one option` });
      }
    });
    if (form.kind === 'newsletter' && !form.fields.some((field) => field.type === 'email')) {
      context.addIssue({ code: 'custom', path: ['fields'], message: 'a newsletter form needs an email field' });
    }
  }));
export type FormDefinition = z.infer<typeof FormDefinitionSchema>;

/** Body of POST /api/form/SaveFormSubmission (spec sections 3 and 7); the answers are judged by the form's rules. */
export const FormSubmissionRequestSchema = z.lazy(() => z.object({
  key: z.string().min(1).max(128),
  form: z.record(z.string().max(64), z.unknown()),
  captchaKey: z.string().max(4096).optional(),
}));

/** Query of GET /api/template/GetTemplateSchema. */
export const TemplateSchemaQuerySchema = z.lazy(() => z.object({ type: z.literal('form'), formId: IdSchema }));
