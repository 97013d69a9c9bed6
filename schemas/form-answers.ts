// A cart entry's custom-form answers as shoppers read them back (cart page,
// checkout, order and receipt): each with its question's title, in the
// form's order. Kept free of zod for the cart page island.
import { isBlankText, LIKERT_LABELS } from './form-rules';
import type { LabelledAnswer } from './order';

/** Spec section 3: answer summaries show 'N/A' for an empty answer. */
export const NO_ANSWER = 'N/A';

/** What titling an answer needs of its form field. */
export interface AnswerField {
  id: string;
  title: string;
  type: string;
}

function parts(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(parts);
  if (typeof value === 'object') return Object.values(value).flatMap(parts);
  const text = String(value);
  return isBlankText(text) ? [] : [text];
}

/** One answer as text: a name reads 'First Last', a likert score its label, other shapes their parts in order. */
export function answerText(type: string | undefined, value: unknown): string {
  const found = parts(value);
  if (found.length === 0) return NO_ANSWER;
  if (type === 'likert' && found.length === 1) return LIKERT_LABELS[found[0]] ?? found[0];
  return found.join(type === 'name' ? ' ' : ', ');
}

function parsed(additionalFields: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(additionalFields);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The answers an entry carries (field id → value, spec section 3), titled by
 * the product's form: the form's fields first, in its order, sections and
 * hidden fields left out; answers to fields the form no longer has keep their id.
 */
export function labelledAnswers(additionalFields: string, fields: readonly AnswerField[] = []): LabelledAnswer[] {
  const answers = parsed(additionalFields);
  if (!answers) return [];
  const shown = fields.filter((field) => field.type !== 'section' && field.type !== 'hidden' && Object.hasOwn(answers, field.id));
  const known = new Set(fields.map((field) => field.id));
  return [
    ...shown.map((field) => ({ label: field.title || field.id, value: answerText(field.type, answers[field.id]) })),
    ...Object.keys(answers)
      .filter((id) => !known.has(id))
      .map((id) => ({ label: id, value: answerText(undefined, answers[id]) })),
  ];
}
