// `{n|decimal ...}`: a number in the locale's digits and separators.
// `style:` decimal (default), percent (0.5 is 50%), percent-scaled (50 is
// 50%), short or long (compact: 1.2K, 1.2 thousand); plus the number options.
import { numberFormat } from './intl';
import { numberOptions } from './number';
import { parseOptions } from './options';

export interface DecimalArgs {
  readonly intl: Intl.NumberFormatOptions;
  /** percent-scaled values are already multiplied by 100. */
  readonly scaled: boolean;
}

export function parseDecimalArgs(args: readonly string[]): DecimalArgs {
  const options = parseOptions(args);
  const style = options.named.style ?? 'decimal';
  const intl = numberOptions(options);
  switch (style) {
    case 'percent':
    case 'percent-scaled':
      return { intl: { ...intl, style: 'percent' }, scaled: style === 'percent-scaled' };
    case 'short':
    case 'long':
      return { intl: { ...intl, notation: 'compact', compactDisplay: style }, scaled: false };
    default:
      return { intl, scaled: false };
  }
}

export function formatDecimal(value: number | Intl.StringNumericLiteral, args: DecimalArgs, locale: string): string {
  const format = numberFormat(locale, args.intl);
  return format.format(args.scaled ? Number(value) / 100 : value);
}
