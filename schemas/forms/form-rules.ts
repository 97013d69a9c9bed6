// The rules of form answers (spec sections 3 and 5), shared by the Worker that
// judges a submission, the browser that checks it first, and the engine's
// answer summaries: one rule per field type, each written once. Answers keep
// the spec's value shapes. Kept free of zod for the browser bundle.
import { isEmailAddress } from './email';
import { en, fill, type MessageKey, type Messages } from '../messages/catalogue';
import type { FormDefinition } from './form';
import { postalCodeRule } from '../address/postal-codes';

export const FORM_FIELD_TYPES = [
  'date', 'name', 'time', 'address', 'checkbox', 'likert', 'radio', 'select', 'phone', 'single-value', 'hidden', 'section',
  // The single-value inputs by what they hold.
  'text', 'email', 'textarea',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Fields whose answer is one or more of the definition's options (likert: its statements). */
export const CHOICE_FIELD_TYPES = ['checkbox', 'likert', 'radio', 'select'] as const satisfies readonly FormFieldType[];

/** A form block is a contact form or a newsletter sign-up; custom product forms are contact-like. */
export const FORM_KINDS = ['contact', 'newsletter'] as const;

export const { REQUIRED, SURVEY_INCOMPLETE, FORM_NOTICE, TEXT_TOO_LONG } = en;
/** The format an email address should follow, as the message shows it. */
export const EMAIL_FORMAT = 'name@example.com';
/** A field's problem in the catalogue's language. */
const problemText = (key: MessageKey, messages: Messages) => fill(messages[key], { email: EMAIL_FORMAT });
export const EMAIL_NOT_VALID = problemText('EMAIL_NOT_VALID', en);

/** Likert answers -2 to 2 in order (spec section 3); an object would list '0' before '-2'. */
export const LIKERT_SCALE: readonly (readonly [string, MessageKey])[] = [
  ['-2', 'LIKERT_STRONGLY_DISAGREE'],
  ['-1', 'LIKERT_DISAGREE'],
  ['0', 'LIKERT_NEUTRAL'],
  ['1', 'LIKERT_AGREE'],
  ['2', 'LIKERT_STRONGLY_AGREE'],
];

/** The English labels, as submissions are summarized for the owner. */
export const LIKERT_LABELS: Readonly<Record<string, string>> = Object.fromEntries(LIKERT_SCALE.map(([value, key]) => [value, en[key]]));

/** The parts of the structured answers (spec section 3, "Field value shapes"). */
export const ANSWER_PARTS = {
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const satisfies Partial<Record<FormFieldType, readonly string[]>>;
export type PartsFieldType = keyof typeof ANSWER_PARTS;

/** A text part without a limit of its own holds at most this many characters. */
export const TEXT_LIMIT = 10_000;

const TAG = /<[^>]*>/g;
const BLANK = /^[\s\u200b-\u200d\u2060\ufeff]*$/;

/** Spec section 5: a text is empty if, once tags are stripped, only whitespace or zero-width characters remain. */
export function isBlankText(text: string): boolean {
  return BLANK.test(text.replace(TAG, ''));
}

/** Characters as a visitor counts them (the counter 'N / max' and the limit agree): code points, not UTF-16 units. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** An answer in the shape of its field: text, chosen options, or named parts. */
export type AnswerParts = Readonly<Record<string, string>>;
export type AnswerValue = string | readonly string[] | AnswerParts;
export type FormAnswers = Readonly<Record<string, AnswerValue>>;

type Field = FormDefinition['fields'][number];

/** What is wrong with an answer: the catalogue key of its message. */
type Problem = MessageKey | null;

/** A field's answer as stored, and what is wrong with it (null when nothing). */
interface Judged {
  value: AnswerValue;
  problem: Problem;
}

const judged = (value: AnswerValue, problem: Problem = null): Judged => ({ value, problem });
const unreadable = (): Judged => judged('', 'ANSWER_INVALID');

/** The text of a scalar; undefined for anything else (a list or an object is not text). */
function textOf(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return '';
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  return undefined;
}

const isPlainObject = (raw: unknown): raw is Record<string, unknown> => typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/** Named parts, trimmed; undefined when the answer is not an object of texts. Spec section 3: a 3-part phone gets an empty first part. */
function partsOf(type: PartsFieldType, raw: unknown): Record<string, string> | undefined {
  const names = ANSWER_PARTS[type];
  let values: readonly unknown[];
  if (raw === undefined || raw === null || raw === '') values = [];
  else if (isPlainObject(raw)) values = names.map((name) => (Object.hasOwn(raw, name) ? raw[name] : undefined));
  else if (type === 'phone' && Array.isArray(raw) && (raw.length === 3 || raw.length === 4)) values = raw.length === 3 ? ['', ...raw] : raw;
  else return undefined;
  const parts: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    const text = textOf(values[index]);
    if (text === undefined) return undefined;
    parts[name] = text.trim();
  }
  return parts;
}

const allBlank = (parts: Record<string, string>, names: readonly string[]) => names.every((name) => isBlankText(parts[name]));
const tooLong = (text: string, max = TEXT_LIMIT) => characterCount(text) > max;

function singleValue(field: Field, raw: unknown): Judged {
  const text = textOf(raw);
  if (text === undefined) return unreadable();
  if (isBlankText(text)) return judged(text, field.required ? 'REQUIRED' : null);
  if (tooLong(text, field.maxLength)) return judged(text, 'TEXT_TOO_LONG');
  if (field.type === 'email' && !isEmailAddress(text.trim())) return judged(text, 'EMAIL_NOT_VALID');
  return judged(field.type === 'email' ? text.trim() : text);
}

function oneOption(field: Field, raw: unknown): Judged {
  const text = textOf(raw);
  if (text === undefined) return unreadable();
  if (text === '') return judged(text, field.required ? 'REQUIRED' : null);
  return judged(text, field.options?.includes(text) ? null : 'ANSWER_INVALID');
}

function checkbox(field: Field, raw: unknown): Judged {
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === '' ? [] : [raw];
  const chosen = list.map(textOf);
  if (chosen.some((choice) => choice === undefined || !field.options?.includes(choice))) return unreadable();
  const value = [...new Set(chosen as string[])];
  return judged(value, value.length === 0 && field.required ? 'REQUIRED' : null);
}

const LIKERT_ANSWER = new Set(LIKERT_SCALE.map(([answer]) => answer));

/** Answers by statement; a required survey needs every statement answered. */
function likert(field: Field, raw: unknown): Judged {
  if (raw !== undefined && raw !== null && raw !== '' && !isPlainObject(raw)) return unreadable();
  const given = isPlainObject(raw) ? raw : {};
  const value: Record<string, string> = {};
  for (const statement of field.options ?? []) {
    const answer = textOf(Object.hasOwn(given, statement) ? given[statement] : undefined);
    if (answer === undefined || (answer !== '' && !LIKERT_ANSWER.has(answer))) return unreadable();
    if (answer !== '') value[statement] = answer;
  }
  const missing = Object.keys(value).length < (field.options?.length ?? 0);
  return judged(value, field.required && missing ? 'SURVEY_INCOMPLETE' : null);
}

const inRange = (text: string, min: number, max: number) => /^\d{1,4}$/.test(text) && Number(text) >= min && Number(text) <= max;

function dateProblem({ Month, Day, Year }: Record<string, string>): Problem {
  if (!inRange(Month, 1, 12) || !/^\d{4}$/.test(Year) || Number(Year) === 0) return 'ANSWER_INVALID';
  const daysInMonth = new Date(Date.UTC(Number(Year), Number(Month), 0)).getUTCDate();
  return inRange(Day, 1, daysInMonth) ? null : 'ANSWER_INVALID';
}

function timeProblem({ Hour, Minute, Second, Ampm }: Record<string, string>): Problem {
  const twelveHour = Ampm !== '';
  if (twelveHour && !/^(AM|PM)$/i.test(Ampm)) return 'ANSWER_INVALID';
  const hourOk = twelveHour ? inRange(Hour, 1, 12) : inRange(Hour, 0, 23);
  const ok = hourOk && inRange(Minute, 0, 59) && (Second === '' || inRange(Second, 0, 59));
  return ok ? null : 'ANSWER_INVALID';
}

/** Digits only once spaces and punctuation are dropped; at most 15 in all (the international limit). */
function phoneProblem(parts: Record<string, string>): Problem {
  const digits = Object.values(parts).map((part) => part.replace(/[\s().+-]/g, ''));
  if (digits.some((part) => !/^\d*$/.test(part)) || parts.Line === '') return 'ANSWER_INVALID';
  return digits.join('').length <= 15 ? null : 'ANSWER_INVALID';
}

function addressProblem(parts: Record<string, string>): Problem {
  if (['Line1', 'City', 'Country'].some((name) => isBlankText(parts[name]))) return 'REQUIRED';
  // A form's address is where something goes: the country's whole code.
  const rule = postalCodeRule(parts.Country, en, 'address');
  // Countries without a rule of their own may have no postal code at all.
  if (!rule.required && isBlankText(parts.Zip)) return null;
  return rule.problem(parts.Zip);
}

/** Which parts must all be blank for a structured answer to count as unanswered. */
const ANSWERED_BY: Readonly<Record<PartsFieldType, readonly string[]>> = {
  // A country may be chosen for the visitor; the address lines are the answer.
  address: ['Line1', 'Line2', 'City', 'State', 'Zip'],
  name: ANSWER_PARTS.name,
  phone: ['Areacode', 'Prefix', 'Line'],
  date: ANSWER_PARTS.date,
  time: ['Hour', 'Minute', 'Second'],
};

const PART_RULES: Readonly<Record<PartsFieldType, (parts: Record<string, string>) => Problem>> = {
  address: addressProblem,
  name: (parts) => (isBlankText(parts.First) || isBlankText(parts.Last) ? 'REQUIRED' : null),
  phone: phoneProblem,
  date: dateProblem,
  time: timeProblem,
};

function structured(field: Field & { type: PartsFieldType }, raw: unknown): Judged {
  const parts = partsOf(field.type, raw);
  if (!parts) return unreadable();
  if (allBlank(parts, ANSWERED_BY[field.type])) return judged(parts, field.required ? 'REQUIRED' : null);
  if (Object.values(parts).some((part) => tooLong(part))) return judged(parts, 'TEXT_TOO_LONG');
  // A name may be left half done unless it is required.
  if (field.type === 'name' && !field.required) return judged(parts);
  return judged(parts, PART_RULES[field.type](parts));
}

const isPartsField = (field: Field): field is Field & { type: PartsFieldType } => Object.hasOwn(ANSWER_PARTS, field.type);

function judge(field: Field, raw: unknown): Judged {
  if (isPartsField(field)) return structured(field, raw);
  switch (field.type) {
    case 'checkbox':
      return checkbox(field, raw);
    case 'likert':
      return likert(field, raw);
    case 'radio':
    case 'select':
      return oneOption(field, raw);
    case 'hidden': {
      const text = textOf(raw);
      return text === undefined || tooLong(text, 2048) ? unreadable() : judged(text);
    }
    default:
      return singleValue(field, raw);
  }
}

export interface CheckedAnswers {
  /** The answers of the form's fields in their spec shapes; other keys are dropped. Section fields hold none. */
  answers: Record<string, AnswerValue>;
  /** Field id → the message to show above it; empty when the form may be sent. */
  problems: Record<string, string>;
}

/**
 * Judges every field of `form` against the given answers (field id → value),
 * as the server and the browser both do; the messages are `messages`' words.
 */
export function checkAnswers(form: Pick<FormDefinition, 'fields'>, given: Readonly<Record<string, unknown>>, messages: Messages = en): CheckedAnswers {
  const answers: Record<string, AnswerValue> = {};
  const problems: Record<string, string> = {};
  for (const field of form.fields) {
    if (field.type === 'section') continue;
    const { value, problem } = judge(field, Object.hasOwn(given, field.id) ? given[field.id] : undefined);
    answers[field.id] = value;
    if (problem) problems[field.id] = problemText(problem, messages);
  }
  return { answers, problems };
}
