// The form calls of spec section 7, as the form blocks and the custom product
// form dialog make them.
import type { FormDefinition } from '../../schemas/forms/form';
import type { FormAnswers } from '../../schemas/forms/form-rules';
import { call } from '../api';
import { FORM_KEY_API, FORM_VALIDATE_API, SAVE_FORM_API, TEMPLATE_SCHEMA_API } from '../../schemas/site/paths';

export async function formSubmissionKey(): Promise<string> {
  return (await call<{ data: { key: string } }>(FORM_KEY_API, { method: 'POST' })).data.key;
}

export interface SubmissionRequest {
  formId: string;
  key: string;
  /** Field id → value, as the form's controls hold them; the Worker judges them. */
  form: Readonly<Record<string, unknown>>;
  captchaKey?: string;
  /** A promotional pop-up's form names the captcha action its token was made for. */
  captchaAction?: string;
}

export function saveFormSubmission(request: SubmissionRequest): Promise<unknown> {
  return call(SAVE_FORM_API, { method: 'POST', body: JSON.stringify(request) });
}

/** The server's check of a custom product form: resolves when the answers pass, else rejects with the field messages. */
export function validateForm(formId: string, answers: FormAnswers): Promise<unknown> {
  return call(`${FORM_VALIDATE_API}/${encodeURIComponent(formId)}`, { method: 'POST', body: JSON.stringify(answers) });
}

/** A form's definition and the markup of its fields (type=form, block type 9). */
export function templateSchema(formId: string): Promise<{ form: FormDefinition; html: string }> {
  return call(`${TEMPLATE_SCHEMA_API}?type=form&formId=${encodeURIComponent(formId)}`);
}
