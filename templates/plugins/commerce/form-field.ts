// summary-form-field: one answer of a custom product form or form block, as
// order summaries show it. Value shapes are those of spec section 3.
import { isBlankText as isBlank, LIKERT_LABELS as LIKERT } from '../../../schemas/form-rules';
import formField from '../../fragments/commerce/form-field';
import type { Formatter } from '../registry';
import { toText } from '../../values';
import { isRecord } from './context';
import { fragment } from '../fragment';

const summary = fragment(formField);

const NO_ANSWER = 'N/A';


/** An answer part as text; a list or object is not one. */
const partText = (part: unknown) => (typeof part === 'object' ? '' : toText(part));

/** The non-empty texts among `parts`. */
const answered = (parts: readonly unknown[]) => parts.map(partText).filter((text) => !isBlank(text));

type Answer = { text: string } | { list: string[] } | { lines: string[] } | { pairs: { question: string; answer: string }[] };

const text = (parts: string[], separator: string): Answer => ({ text: parts.length ? parts.join(separator) : NO_ANSWER });

function address(values: Record<string, unknown>): Answer {
  const city = answered([values.City, values.State]).join(', ');
  const lines = answered([values.Line1, values.Line2, answered([city, values.Zip, values.Country]).join(' ')]);
  return lines.length ? { lines } : { text: NO_ANSWER };
}

// Spec section 3: a phone given in 3 parts has no country; an empty first part is prepended.
function phone(values: unknown): Answer {
  const parts = Array.isArray(values) ? values : isRecord(values) ? [values.Country, values.Areacode, values.Prefix, values.Line] : [];
  const [country, ...number] = parts.length === 3 ? ['', ...parts] : parts;
  const digits = answered(number).join('-');
  if (digits === '') return { text: NO_ANSWER };
  return { text: isBlank(partText(country)) ? digits : `+${partText(country)} ${digits}` };
}

const twoDigits = (part: unknown) => (isBlank(partText(part)) ? '00' : partText(part).padStart(2, '0'));

function time(values: Record<string, unknown>): Answer {
  const { Hour, Minute, Second, Ampm } = values;
  if (answered([Hour, Minute, Second]).length === 0) return { text: NO_ANSWER };
  const hour = isBlank(partText(Hour)) ? '00' : partText(Hour);
  const clock = `${hour}:${twoDigits(Minute)}:${twoDigits(Second)}`;
  return { text: isBlank(partText(Ampm)) ? clock : `${clock} ${partText(Ampm)}` };
}

function likert(values: Record<string, unknown>): Answer {
  const pairs = Object.entries(values)
    .filter(([, value]) => !isBlank(partText(value)))
    .map(([question, value]) => ({ question, answer: LIKERT[partText(value)] ?? partText(value) }));
  return pairs.length ? { pairs } : { text: NO_ANSWER };
}

function answerOf(type: unknown, values: unknown): Answer {
  const fields = isRecord(values) ? values : undefined;
  switch (type) {
    case 'address':
      return fields ? address(fields) : { text: NO_ANSWER };
    case 'checkbox': {
      const list = Array.isArray(values) ? answered(values) : [];
      return list.length ? { list } : text(answered([values]), '');
    }
    case 'date':
      return text(fields ? answered([fields.Month, fields.Day, fields.Year]) : [], '/');
    case 'likert':
      return fields ? likert(fields) : { text: NO_ANSWER };
    case 'name':
      return text(fields ? answered([fields.First, fields.Last]) : [], ' ');
    case 'phone':
      return phone(values);
    case 'time':
      return fields ? time(fields) : { text: NO_ANSWER };
    default:
      return text(answered([values]), '');
  }
}

export const formFieldFormatters: Record<string, Formatter<unknown>> = {
  'summary-form-field': {
    format(field, _args, env) {
      if (!isRecord(field)) return '';
      const answer = answerOf(field.type, field.values ?? field.value);
      return summary(env, field, { title: toText(field.rawTitle ?? field.title), ...answer });
    },
  },
};
