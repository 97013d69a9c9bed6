// Decimal formatting (reference §4.3): exact decimals through Intl, which
// formats a decimal string without going through a double, in the styles
// of `decimal` and of number placeholders in messages. The Intl options of
// a style are worked out once, when the formatter's arguments are prepared.
import { formatExact } from './exact-format';
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
  /** The Intl options of the style (for scientific, of the rounding step). */
  readonly intl: Intl.NumberFormatOptions;
  /** Scientific only: the options of the mantissa. */
  readonly mantissa?: Intl.NumberFormatOptions;
}

const PLAIN = { minFrac: 0, maxFrac: 3 };
const WHOLE = { minFrac: 0, maxFrac: 0 };

/** Compact numbers keep two significant digits unless more are asked for. */
export const compactDigits = (o: NumberOptions): NumberOptions =>
  o.minSig !== undefined && o.maxSig === undefined ? { ...o, maxSig: Math.max(o.minSig, 2) } : o;

/** Intl options for a compact style: its own rounding unless digits are asked for; mantissas grouped (`1,000T`). */
export function compactOptions(o: NumberOptions): Intl.NumberFormatOptions {
  const digits = hasDigitOptions(o) ? intlOptions(compactDigits(o), WHOLE) : { roundingMode: o.roundingMode };
  return o.grouping === false ? { ...digits, notation: 'compact' } : { ...digits, notation: 'compact', useGrouping: 'always' };
}

export function decimalArgs(style: Style, o: NumberOptions): DecimalArgs {
  switch (style) {
    case 'percent':
    case 'percent-scaled':
    case 'permille':
    case 'permille-scaled':
      return { style, intl: { ...intlOptions(o, WHOLE), style: 'percent' } };
    case 'scientific':
      return {
        style,
        intl: { ...intlOptions(o, PLAIN), useGrouping: false },
        mantissa: { ...intlOptions({ ...o, minSig: undefined, maxSig: undefined }, WHOLE), useGrouping: false },
      };
    case 'short':
    case 'long':
      return { style, intl: { ...compactOptions(o), compactDisplay: style } };
    default:
      return { style, intl: intlOptions(o, PLAIN) };
  }
}

export function parseDecimalArgs(args: readonly string[]): DecimalArgs {
  const options = parseOptions(args);
  const requested = options.named.style;
  return decimalArgs(STYLES.includes(requested as Style) ? (requested as Style) : 'decimal', numberOptions(options));
}

/** Percent-pattern formatting of `text` as a percentage; `sign` replaces the percent sign. */
function percent(text: string, args: DecimalArgs, locale: string, sign: string): string {
  const format = numberFormat(locale, args.intl);
  if (sign === '%') return format.format(text as Intl.StringNumericLiteral);
  let out = '';
  for (const part of format.formatToParts(text as Intl.StringNumericLiteral)) out += part.type === 'percentSign' ? sign : part.value;
  return out;
}

const ZERO_DIGITS: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/** `#E0`: the value rounded to its fraction digits, then one integer digit and an exponent (`1.2E-1`). */
function scientific(text: string, args: DecimalArgs, locale: string): string {
  const rounded = numberFormat('en', args.intl).format(text as Intl.StringNumericLiteral);
  const digits = rounded.replace(/[-.]/g, '').replace(/^0+/, '');
  if (digits === '') return numberFormat(locale, ZERO_DIGITS).format(0);
  const point = rounded.indexOf('.');
  const whole = (point < 0 ? rounded : rounded.slice(0, point)).replace('-', '');
  // The exponent places the first significant digit before the point.
  const exponent = whole === '0' ? -(rounded.slice(point + 1).search(/[1-9]/) + 1) : whole.length - 1;
  const mantissa = numberFormat(locale, args.mantissa!).format(shift(rounded, -exponent) as Intl.StringNumericLiteral);
  return exponent === 0 ? mantissa : `${mantissa}E${exponent > 0 ? '+' : '-'}${Math.abs(exponent)}`;
}

export function formatDecimal(text: string, args: DecimalArgs, locale: string): string {
  switch (args.style) {
    case 'percent':
      return percent(text, args, locale, '%');
    case 'percent-scaled':
      return percent(shift(text, -2), args, locale, '%');
    case 'permille':
      return percent(shift(text, 1), args, locale, '\u2030');
    case 'permille-scaled':
      return percent(shift(text, -2), args, locale, '\u2030');
    case 'scientific':
      return scientific(text, args, locale);
    default:
      return formatExact(numberFormat(locale, args.intl), text);
  }
}
