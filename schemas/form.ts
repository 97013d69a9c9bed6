import { z } from 'zod';

export const FORM_FIELD_TYPES = [
  'date', 'name', 'time', 'address', 'checkbox', 'likert', 'radio', 'select', 'phone', 'single-value', 'hidden', 'section',
  // Plain inputs the platform's form blocks also carry.
  'text', 'email', 'textarea',
] as const;

export const FormFieldSchema = z.looseObject({
  id: z.string().min(1),
  type: z.enum(FORM_FIELD_TYPES),
  title: z.string().default(''),
  required: z.boolean().default(false),
  options: z.array(z.string()).optional(),
  maxLength: z.number().int().positive().optional(),
});

/** A form definition of spec section 3: custom product forms and form blocks share it. */
export const FormDefinitionSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  fields: z.array(FormFieldSchema).default([]),
  submissionMessage: z.string().optional(),
  submitRedirect: z.string().optional(),
  disclaimer: z.string().optional(),
  captchaEnabled: z.boolean().default(false),
});
export type FormDefinition = z.infer<typeof FormDefinitionSchema>;
