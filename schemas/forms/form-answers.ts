// Form answers as form controls carry them and as people read them. A control
// is named for its field: `{id}` for a text, a choice or each checked box,
// `{id}.{Part}` for a part of a structured answer (`address.Zip`), `{id}.{n}`
// for the n-th statement of a likert field. The browser reads a form this way
// and the Worker reads a form posted without scripts the same way, so both
// hand the same answers to the same rules. Shoppers read a cart entry's
// answers back (cart page, checkout, order and receipt) titled by their
// questions. Kept free of zod for the browser bundle.
import type { FormDefinition } from './form';
import { ANSWER_PARTS, isBlankText, LIKERT_LABELS, type FormAnswers } from './form-rules';
import type { LabelledAnswer } from '../commerce/order';

type Field = FormDefinition['fields'][number];

/** What an answer summary shows for an empty answer (spec section 3). */
export const NO_ANSWER = 'N/A';

const hasParts = (type: string): type is keyof typeof ANSWER_PARTS => Object.hasOwn(ANSWER_PARTS, type);

/** The answers (field id → value, not yet judged) that a form's controls hold, from their name/value pairs. */
export function answersFromEntries(form: Pick<FormDefinition, 'fields'>, entries: Iterable<readonly [string, string]>): Record<string, unknown> {
  const fields = new Map(form.fields.map((field) => [field.id, field]));
  const answers: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const dot = name.indexOf('.');
    const field = fields.get(dot < 0 ? name : name.slice(0, dot));
    if (!field || field.type === 'section') continue;
    if (dot < 0) {
      if (field.type !== 'checkbox') answers[field.id] = value;
      else answers[field.id] = [...((answers[field.id] as string[] | undefined) ?? []), value];
      continue;
    }
    const part = name.slice(dot + 1);
    const key = field.type === 'likert' ? field.options?.[Number(part)] : hasParts(field.type) && (ANSWER_PARTS[field.type] as readonly string[]).includes(part) ? part : undefined;
    if (key === undefined) continue;
    answers[field.id] = { ...(answers[field.id] as Record<string, string> | undefined), [key]: value };
  }
  return answers;
}

/** The name/value pairs that show `answers` in a form's controls: the way back from `answersFromEntries`. */
export function entriesFromAnswers(form: Pick<FormDefinition, 'fields'>, answers: FormAnswers): [string, string][] {
  const entries: [string, string][] = [];
  for (const field of form.fields) {
    const value = Object.hasOwn(answers, field.id) ? answers[field.id] : undefined;
    if (typeof value === 'string') entries.push([field.id, value]);
    else if (Array.isArray(value)) for (const choice of value) entries.push([field.id, String(choice)]);
    else if (value && field.type === 'likert') {
      (field.options ?? []).forEach((statement, index) => {
        const answer = (value as Record<string, string>)[statement];
        if (answer !== undefined) entries.push([`${field.id}.${index}`, answer]);
      });
    } else if (value) for (const [part, text] of Object.entries(value)) entries.push([`${field.id}.${part}`, text]);
  }
  return entries;
}

/** A cart entry's answers (its `additionalFields`, a JSON string of field id → answer); none when that is not an object. */
export function entryAnswers(additionalFields: string): FormAnswers {
  try {
    const parsed: unknown = JSON.parse(additionalFields);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as FormAnswers) : {};
  } catch {
    return {};
  }
}

const filled = (parts: readonly (string | undefined)[]) => parts.filter((part): part is string => part !== undefined && !isBlankText(part));

/** Every scalar in an answer of a shape its field does not give (a product without a form keeps what it was sent), as text. */
function scalarTexts(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(scalarTexts);
  if (typeof value === 'object') return Object.values(value).flatMap(scalarTexts);
  return filled([String(value)]);
}

/** The text parts of a structured answer; anything else in it is no part of its shape. */
const textParts = (value: object): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

function partsText(type: keyof typeof ANSWER_PARTS, parts: Readonly<Record<string, string>>): string {
  switch (type) {
    case 'address': {
      const place = filled([filled([parts.State, parts.Zip]).join(' ')]);
      return filled([parts.Line1, parts.Line2, parts.City, ...place, parts.Country]).join(', ');
    }
    case 'name':
      return filled([parts.First, parts.Last]).join(' ');
    case 'phone': {
      const number = filled([parts.Areacode, parts.Prefix, parts.Line]).join('-');
      return number && filled([parts.Country]).length ? `+${parts.Country} ${number}` : number;
    }
    case 'date':
      return filled([parts.Month, parts.Day, parts.Year]).join('/');
    case 'time': {
      if (filled([parts.Hour, parts.Minute]).length === 0) return '';
      const clock = [parts.Hour ?? '', parts.Minute ?? '', parts.Second || '00'].map((part, index) => (index === 0 ? part : part.padStart(2, '0'))).join(':');
      return filled([clock, parts.Ampm]).join(' ');
    }
  }
}

function structuredText(type: string | undefined, value: object): string {
  if (type === 'likert') {
    return filled(Object.entries(textParts(value)).map(([statement, answer]) => `${statement}: ${LIKERT_LABELS[answer] ?? answer}`)).join('; ');
  }
  return type !== undefined && hasParts(type) ? partsText(type, textParts(value)) : scalarTexts(value).join(', ');
}

/**
 * One answer as a line of text, as the cart, checkout, order, receipt and the
 * owner's export show it; 'N/A' when empty. Without its field (one the form
 * no longer has) the answer's parts are listed as they come.
 */
export function answerText(field: Pick<Field, 'type'> | undefined, value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'object' && value !== null && !Array.isArray(value)) text = structuredText(field?.type, value);
  else text = scalarTexts(value).join(', ');
  return isBlankText(text) ? NO_ANSWER : text;
}

/** What titling an answer needs of its form field. */
type AnswerField = Pick<Field, 'id' | 'title' | 'type'>;

/**
 * A cart entry's answers titled by the product's form: the form's fields
 * first, in its order, sections and hidden fields left out; answers to fields
 * the form no longer has keep their id.
 */
export function labelledAnswers(additionalFields: string, fields: readonly AnswerField[] = []): LabelledAnswer[] {
  const answers = entryAnswers(additionalFields);
  const shown = fields.filter((field) => field.type !== 'section' && field.type !== 'hidden' && Object.hasOwn(answers, field.id));
  const known = new Set(fields.map((field) => field.id));
  return [
    ...shown.map((field) => ({ label: field.title || field.id, value: answerText(field, answers[field.id]) })),
    ...Object.keys(answers)
      .filter((id) => !known.has(id))
      .map((id) => ({ label: id, value: answerText(undefined, answers[id]) })),
  ];
}
