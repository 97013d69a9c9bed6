// `{t|relative-time}` ('in 2 hours', 'yesterday' from now) and
// `{start, end|relative-time}` (the end as seen from the start), in the
// unit the calendar difference picks (reference §4.9): the largest non-zero
// of years, months, (weeks), days, hours, minutes, seconds, with the whole
// difference expressed in it as a fraction and rounded.
import { relativeTimeFormat } from './intl';
import { inContext } from './locale';
import { decimalArgs, formatDecimal } from './number';
import type { DecimalArgs } from './number';
import { numberOptions, parseOptions } from './options';
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
  /** Intl options for the special words (`numeric: auto`) and for numbers only. */
  readonly words: Intl.RelativeTimeFormatOptions;
  readonly numbers: Intl.RelativeTimeFormatOptions;
  readonly context?: string;
  readonly field?: Unit;
  readonly numericOnly: boolean;
  readonly alwaysNow: boolean;
  readonly allowWeeks: boolean;
  /** How the amount is rounded (in `en`, to read it back) and how it prints. */
  readonly rounding: DecimalArgs;
  readonly amount: DecimalArgs;
}

export function parseRelativeTimeArgs(args: readonly string[]): RelativeTimeArgs {
  const options = parseOptions(args);
  const { named } = options;
  const given = numberOptions(options);
  // Whole numbers unless a fraction or significant-digit option says otherwise.
  const number = given.maxFrac === undefined && given.maxSig === undefined ? { ...given, maxFrac: given.minFrac ?? 0 } : given;
  const style = WIDTHS[named.width] ?? 'long';
  return {
    words: { style, numeric: 'auto' },
    numbers: { style, numeric: 'always' },
    context: named.context,
    field: FIELDS[named.field],
    numericOnly: named.numericOnly === 'true',
    alwaysNow: named.alwaysNow === 'true',
    allowWeeks: named.allowWeeks === 'true',
    rounding: decimalArgs('decimal', { ...number, grouping: false }),
    amount: decimalArgs('decimal', number),
  };
}

/** Units whose ±1 (and ±2) have words of their own: tomorrow, next week, last year. */
const NAMED_OFFSETS: ReadonlySet<Unit> = new Set(['day', 'week', 'month', 'year']);

export function formatRelativeTime(fromMs: number, toMs: number, args: RelativeTimeArgs, locale: string): string {
  const difference = calendarDifference(fromMs, toMs);
  const unit = args.field ?? UNITS.find((u) => (args.allowWeeks || u !== 'week') && difference.fields[u] !== 0) ?? 'second';
  const rounded = formatDecimal(String(difference.in(unit)), args.rounding, 'en');
  const amount = Number(rounded) || 0;
  let phrase: string;
  if (amount === 0 && (!args.numericOnly || args.alwaysNow)) {
    phrase = relativeTimeFormat(locale, args.words).format(0, unit);
  } else {
    const words = !args.numericOnly && NAMED_OFFSETS.has(unit) && (amount === 1 || amount === -1 || amount === 2 || amount === -2);
    const parts = relativeTimeFormat(locale, words ? args.words : args.numbers).formatToParts(amount, unit);
    // The number as the number options write it, in place of Intl's own.
    const number = formatDecimal(rounded.replace('-', ''), args.amount, locale);
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
