// `{t|relative-time}` ('in 2 hours', 'yesterday' from now) and
// `{start, end|relative-time}` (the end as seen from the start), in the
// unit the calendar difference picks (reference §4.9): the largest non-zero
// of years, months, (weeks), days, hours, minutes, seconds, with the whole
// difference expressed in it as a fraction and rounded.
import { relativeTimeFormat } from './intl';
import { inContext } from './locale';
import { formatDecimal } from './number';
import { numberOptions, parseOptions } from './options';
import type { NumberOptions } from './options';
import { calendarDifference, UNITS } from './time-units';
import type { Unit } from './time-units';

const WIDTHS: Readonly<Record<string, Intl.RelativeTimeFormatStyle>> = { wide: 'long', short: 'short', narrow: 'narrow' };
const FIELDS: Readonly<Record<string, Unit>> = {
  year: 'year',
  month: 'month',
  week: 'week',
  day: 'day',
  hour: 'hour',
  minute: 'minute',
  second: 'second',
  // Milliseconds are phrased in seconds.
  millis: 'second',
};

export interface RelativeTimeArgs {
  readonly width: Intl.RelativeTimeFormatStyle;
  readonly context?: string;
  readonly field?: Unit;
  readonly numericOnly: boolean;
  readonly alwaysNow: boolean;
  readonly allowWeeks: boolean;
  readonly number: NumberOptions;
}

export function parseRelativeTimeArgs(args: readonly string[]): RelativeTimeArgs {
  const options = parseOptions(args);
  const { named } = options;
  const number = numberOptions(options);
  return {
    width: WIDTHS[named.width] ?? 'long',
    context: named.context,
    field: FIELDS[named.field],
    numericOnly: named.numericOnly === 'true',
    alwaysNow: named.alwaysNow === 'true',
    allowWeeks: named.allowWeeks === 'true',
    // Whole numbers unless a fraction or significant-digit option says otherwise.
    number: number.maxFrac === undefined && number.maxSig === undefined ? { ...number, maxFrac: number.minFrac ?? 0 } : number,
  };
}

/** Units whose ±1 (and ±2) have words of their own: tomorrow, next week, last year. */
const NAMED_OFFSETS: ReadonlySet<Unit> = new Set(['day', 'week', 'month', 'year']);

export function formatRelativeTime(fromMs: number, toMs: number, args: RelativeTimeArgs, locale: string): string {
  const difference = calendarDifference(fromMs, toMs);
  const unit = args.field ?? UNITS.find((u) => (args.allowWeeks || u !== 'week') && difference.fields[u] !== 0) ?? 'second';
  const rounded = formatDecimal(String(difference.in(unit)), { style: 'decimal', number: { ...args.number, grouping: false } }, 'en');
  const amount = Number(rounded) || 0;
  let phrase: string;
  if (amount === 0 && (!args.numericOnly || args.alwaysNow)) {
    phrase = relativeTimeFormat(locale, { style: args.width, numeric: 'auto' }).format(0, unit);
  } else {
    const words = !args.numericOnly && NAMED_OFFSETS.has(unit) && (amount === 1 || amount === -1 || amount === 2 || amount === -2);
    const parts = relativeTimeFormat(locale, { style: args.width, numeric: words ? 'auto' : 'always' }).formatToParts(amount, unit);
    // The number as the number options write it, in place of Intl's own.
    const number = formatDecimal(rounded.replace('-', ''), { style: 'decimal', number: args.number }, locale);
    let placed = false;
    phrase = '';
    for (const part of parts) {
      if (part.type === 'literal') phrase += part.value;
      else if (!placed) {
        phrase += number;
        placed = true;
      }
    }
  }
  return inContext(phrase, args.context, locale);
}
