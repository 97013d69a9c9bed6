// Number options shared by `decimal` and `money`: `minint:`, `minfrac:`,
// `maxfrac:`, `minsig:`, `maxsig:` (digit counts, clamped to 0..50),
// `group:false` and `round:` (half-even by default, as CLDR rounds).
import { digitOption, flagOption, MAX_DIGITS } from './options';
import type { FormatterOptions } from './options';

type Options = Intl.NumberFormatOptions;

const ROUNDING_MODES: Readonly<Record<string, Options['roundingMode']>> = {
  'half-even': 'halfEven',
  'half-up': 'halfExpand',
  'half-down': 'halfTrunc',
  ceil: 'ceil',
  floor: 'floor',
  truncate: 'trunc',
};

// Intl accepts 1..21 integer and significant digits; fraction digits go to
// 100 since ES2023 and to 20 in older engines (Node 20).
const INTL_MAX_INTEGER_DIGITS = 21;
const INTL_MAX_FRACTION_DIGITS = (() => {
  try {
    new Intl.NumberFormat('en', { maximumFractionDigits: MAX_DIGITS });
    return MAX_DIGITS;
  } catch {
    return 20;
  }
})();
const atLeastOne = (n: number | undefined) => (n === undefined ? undefined : Math.min(INTL_MAX_INTEGER_DIGITS, Math.max(1, n)));
const fraction = (n: number | undefined) => (n === undefined ? undefined : Math.min(INTL_MAX_FRACTION_DIGITS, n));

export function numberOptions(options: FormatterOptions): Options {
  const { named } = options;
  const out: Options = { roundingMode: ROUNDING_MODES[named.round ?? 'half-even'] ?? 'halfEven' };
  const minint = atLeastOne(digitOption(named, 'minint'));
  if (minint !== undefined) out.minimumIntegerDigits = minint;
  const minsig = atLeastOne(digitOption(named, 'minsig'));
  const maxsig = atLeastOne(digitOption(named, 'maxsig'));
  if (minsig !== undefined || maxsig !== undefined) {
    out.minimumSignificantDigits = minsig ?? 1;
    out.maximumSignificantDigits = Math.max(maxsig ?? INTL_MAX_INTEGER_DIGITS, out.minimumSignificantDigits);
  }
  const minfrac = fraction(digitOption(named, 'minfrac'));
  const maxfrac = fraction(digitOption(named, 'maxfrac'));
  if (minfrac !== undefined) out.minimumFractionDigits = minfrac;
  if (maxfrac !== undefined) out.maximumFractionDigits = Math.max(maxfrac, minfrac ?? 0);
  if (flagOption(options, 'group') === false) out.useGrouping = false;
  return out;
}

const DECIMAL_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/** The text Intl formats exactly: a decimal string keeps every digit a double would lose. */
export function numericValue(value: unknown): number | Intl.StringNumericLiteral | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && DECIMAL_TEXT.test(value)) return value.trim() as Intl.StringNumericLiteral;
  return undefined;
}
