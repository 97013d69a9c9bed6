// Decimal formatting (reference §4.3): exact decimals through Intl, which
// formats a decimal string without going through a double, in the styles
// of `decimal` and of number placeholders in messages.
import { numberFormat } from './intl';
import { hasDigitOptions, intlOptions, numberOptions, parseOptions } from './options';
import type { NumberOptions } from './options';

const DECIMAL_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** The exact decimal a value names (numbers, numeric text); undefined for anything else or a non-finite number. */
export function decimalText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === 'string' && DECIMAL_TEXT.test(value) ? value : undefined;
}

/** `text` × 10^places, still exact. */
export function shift(text: string, places: number): string {
  const e = text.search(/[eE]/);
  return e < 0 ? `${text}e${places}` : `${text.slice(0, e)}e${Number(text.slice(e + 1)) + places}`;
}

const STYLES = ['decimal', 'percent', 'percent-scaled', 'permille', 'permille-scaled', 'scientific', 'short', 'long'] as const;
type Style = (typeof STYLES)[number];

export interface DecimalArgs {
  readonly style: Style;
  readonly number: NumberOptions;
}

export function parseDecimalArgs(args: readonly string[]): DecimalArgs {
  const options = parseOptions(args);
  const requested = options.named.style;
  const style = STYLES.includes(requested as Style) ? (requested as Style) : 'decimal';
  return { style, number: numberOptions(options) };
}

const PLAIN = { minFrac: 0, maxFrac: 3 };
const WHOLE = { minFrac: 0, maxFrac: 0 };

// Compact numbers group their mantissa too (`1,000T`), which Intl leaves to `always`.
const groupedCompact = (o: NumberOptions, options: Intl.NumberFormatOptions): Intl.NumberFormatOptions =>
  o.grouping === false ? options : { ...options, useGrouping: 'always' };

/** Compact numbers keep two significant digits unless more are asked for. */
export const compactDigits = (o: NumberOptions): NumberOptions =>
  o.minSig !== undefined && o.maxSig === undefined ? { ...o, maxSig: Math.max(o.minSig, 2) } : o;

/** Percent-pattern formatting of `text` as a percentage; `sign` replaces the percent sign. */
function percent(text: string, o: NumberOptions, locale: string, sign: string): string {
  const format = numberFormat(locale, { ...intlOptions(o, WHOLE), style: 'percent' });
  let out = '';
  for (const part of format.formatToParts(text as Intl.StringNumericLiteral)) out += part.type === 'percentSign' ? sign : part.value;
  return out;
}

/** `#E0`: the value rounded to its fraction digits, then one integer digit and an exponent (`1.2E-1`). */
function scientific(text: string, o: NumberOptions, locale: string): string {
  const rounded = numberFormat('en', { ...intlOptions(o, PLAIN), useGrouping: false }).format(text as Intl.StringNumericLiteral);
  const digits = rounded.replace(/[-.]/g, '').replace(/^0+/, '');
  if (digits === '') return numberFormat(locale, { maximumFractionDigits: 0 }).format(0);
  const point = rounded.indexOf('.');
  const whole = (point < 0 ? rounded : rounded.slice(0, point)).replace('-', '');
  // The exponent places the first significant digit before the point.
  const exponent = whole === '0' ? -(rounded.slice(point + 1).search(/[1-9]/) + 1) : whole.length - 1;
  const mantissa = numberFormat(locale, {
    ...intlOptions({ ...o, minSig: undefined, maxSig: undefined }, WHOLE),
    useGrouping: false,
  }).format(shift(rounded, -exponent) as Intl.StringNumericLiteral);
  return exponent === 0 ? mantissa : `${mantissa}E${exponent > 0 ? '+' : '-'}${Math.abs(exponent)}`;
}

export function formatDecimal(text: string, args: DecimalArgs, locale: string): string {
  const o = args.number;
  switch (args.style) {
    case 'percent':
      return percent(text, o, locale, '%');
    case 'percent-scaled':
      return percent(shift(text, -2), o, locale, '%');
    case 'permille':
      return percent(shift(text, 1), o, locale, '\u2030');
    case 'permille-scaled':
      return percent(shift(text, -2), o, locale, '\u2030');
    case 'scientific':
      return scientific(text, o, locale);
    case 'short':
    case 'long': {
      // Without digit options Intl's own compact rounding applies: two significant digits under 10, else whole.
      const digits = hasDigitOptions(o) ? intlOptions(compactDigits(o), WHOLE) : { roundingMode: o.roundingMode };
      return numberFormat(locale, groupedCompact(o, { ...digits, notation: 'compact', compactDisplay: args.style })).format(text as Intl.StringNumericLiteral);
    }
    default:
      return numberFormat(locale, intlOptions(o, PLAIN)).format(text as Intl.StringNumericLiteral);
  }
}
