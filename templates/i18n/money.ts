// `{price|money ...}`: a money value (spec section 3: decimalValue and
// currencyCode, or value and currency) in the locale's currency format.
// `style:` symbol (default), short (compact, $123K), name (123.45 US
// dollars), code (USD 123.45) or accounting; plus the number options.
// In English with no options a store currency reads exactly as the rest of
// the store shows it (schemas/currency.ts, e.g. '1,234.50 kr').
import { formatMoney } from '../../schemas/currency';
import { DEFAULT_CURRENCY, fractionDigits, isCurrencyCode } from '../../schemas/currency-codes';
import { child } from '../values';
import { numberFormat } from './intl';
import { numberOptions } from './number';
import { parseOptions } from './options';

export interface MoneyArgs {
  readonly intl: Intl.NumberFormatOptions;
  /** No option given: the store's own display applies where it can. */
  readonly plain: boolean;
}

const STYLES: Readonly<Record<string, Intl.NumberFormatOptions>> = {
  symbol: {},
  short: { notation: 'compact' },
  name: { currencyDisplay: 'name' },
  code: { currencyDisplay: 'code' },
  accounting: { currencySign: 'accounting' },
};

export function parseMoneyArgs(args: readonly string[]): MoneyArgs {
  const options = parseOptions(args);
  const style = STYLES[options.named.style ?? 'symbol'] ?? {};
  return { intl: { ...numberOptions(options), ...style }, plain: args.length === 0 };
}

export interface MoneyValue {
  /** Decimal amount in major units. */
  readonly amount: string;
  readonly currency: string;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const CURRENCY = /^[A-Z]{3}$/;

export function readMoney(value: unknown): MoneyValue | undefined {
  const amount = child(value, 'decimalValue') ?? child(value, 'value');
  const currency = child(value, 'currencyCode') ?? child(value, 'currency') ?? DEFAULT_CURRENCY;
  const text = typeof amount === 'number' && Number.isFinite(amount) ? String(amount) : amount;
  if (typeof text !== 'string' || !DECIMAL.test(text) || typeof currency !== 'string' || !CURRENCY.test(currency)) return undefined;
  return { amount: text, currency };
}

const STORE_LOCALE = /^en(-US)?$/i;

/** English, in which the store's own money display (schemas/currency.ts) is the CLDR one. */
export const isStoreLocale = (locale: string) => STORE_LOCALE.test(locale);

export function formatMoneyValue(money: MoneyValue, args: MoneyArgs, locale: string): string {
  const { amount, currency } = money;
  if (args.plain && isStoreLocale(locale) && isCurrencyCode(currency)) {
    return formatMoney(minorUnits(amount, fractionDigits(currency)), currency);
  }
  return numberFormat(locale, { ...args.intl, style: 'currency', currency }).format(amount as Intl.StringNumericLiteral);
}

/** A decimal amount in whole minor units, rounded half to even as CLDR rounds. */
function minorUnits(amount: string, digits: number): number {
  const negative = amount.startsWith('-');
  const [whole, fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const rest = fraction.slice(digits);
  let units = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  const first = rest[0] ?? '0';
  const pastHalf = /[1-9]/.test(rest.slice(1));
  if (first > '5' || (first === '5' && (pastHalf || units % 2n === 1n))) units += 1n;
  return Number(negative ? -units : units);
}
