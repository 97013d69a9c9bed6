// The rules of custom product forms and form answers (spec sections 3 and 5),
// shared by the engine's answer summaries and the browser's form dialog.
// Kept free of zod for the browser bundle.
import type { FormDefinition } from './form';

export const REQUIRED = 'Required';
export const SURVEY_INCOMPLETE = 'Survey is not valid. Missing a required question.';
export const FORM_NOTICE = 'Update the missing or invalid information above.';

/** Likert answers -2 to 2 in order (spec section 3); an object would list '0' before '-2'. */
export const LIKERT_SCALE: readonly (readonly [string, string])[] = [
  ['-2', 'Strongly Disagree'],
  ['-1', 'Disagree'],
  ['0', 'Neutral'],
  ['1', 'Agree'],
  ['2', 'Strongly Agree'],
];

export const LIKERT_LABELS: Readonly<Record<string, string>> = Object.fromEntries(LIKERT_SCALE);

const TAG = /<[^>]*>/g;
const BLANK = /^[\s\u200b-\u200d\u2060\ufeff]*$/;

/** Spec section 5: a text is empty if, once tags are stripped, only whitespace or zero-width characters remain. */
export function isBlankText(text: string): boolean {
  return BLANK.test(text.replace(TAG, ''));
}

/** A custom form's answers as the cart stores them: field id → text. */
export type FormAnswers = Readonly<Record<string, string>>;

/** The answers an entry's additionalFields (a JSON string) holds; none when it holds no object of them. */
export function entryAnswers(additionalFields: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(additionalFields);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).map(([id, value]) => [id, typeof value === 'string' ? value : String(value ?? '')]));
}

/** Which fields a visitor must still fix, with the spec's words; empty when the form may be sent. */
export function formProblems(form: Pick<FormDefinition, 'fields'>, answers: FormAnswers): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of form.fields) {
    if (!field.required || field.type === 'section' || field.type === 'hidden') continue;
    if (isBlankText(answers[field.id] ?? '')) problems[field.id] = field.type === 'likert' ? SURVEY_INCOMPLETE : REQUIRED;
  }
  return problems;
}
