// Currency formatting with locale data (reference §4.4): the `money`
// formatter, money placeholders in messages, `bookkeeper-money-format` and
// CLDR-flagged product prices. Amounts stay exact decimals.
import { child, toText } from '../values';
import { formatExact } from './exact-format';
import { numberFormat } from './intl';
import { compactOptions, decimalText } from './number';
import { intlOptions, numberOptions, parseOptions } from './options';
import type { NumberOptions } from './options';

const STYLES = ['symbol', 'accounting', 'code', 'name', 'short'] as const;
type Style = (typeof STYLES)[number];

export interface MoneyArgs {
  readonly style: Style;
  readonly narrow: boolean;
  readonly number: NumberOptions;
}

/** Most money tags give no arguments; those all share one set (and the formatters cached for it). */
let noArgs: MoneyArgs | undefined;

export function parseMoneyArgs(args: readonly string[]): MoneyArgs {
  return args.length === 0 ? (noArgs ??= readMoneyArgs(args)) : readMoneyArgs(args);
}

function readMoneyArgs(args: readonly string[]): MoneyArgs {
  const options = parseOptions(args);
  const requested = options.named.style === 'standard' ? 'symbol' : options.named.style;
  return {
    style: STYLES.includes(requested as Style) ? (requested as Style) : 'symbol',
    narrow: options.named.symbol === 'narrow',
    number: numberOptions(options),
  };
}

export const DEFAULT_MONEY_ARGS = parseMoneyArgs([]);

export interface MoneyValue {
  /** The exact decimal amount in major units. */
  readonly amount: string;
  readonly currency: string;
}

/** `{decimalValue, currencyCode}`, else `{value, currency}`; neither pair complete is no money. */
export function readMoney(value: unknown): MoneyValue | undefined {
  let amount = child(value, 'decimalValue');
  let currency = child(value, 'currencyCode');
  if (amount === undefined || currency === undefined) {
    amount = child(value, 'value');
    currency = child(value, 'currency');
    if (amount === undefined || currency === undefined) return undefined;
  }
  const text = decimalText(amount);
  return text === undefined ? undefined : { amount: text, currency: toText(currency).trim() };
}

const KNOWN = new Set(Intl.supportedValuesOf('currency'));
const CODE = /^[A-Z]{3}$/;
const digitsOf = new Map<string, number>();

/** The number of fraction digits CLDR gives the currency (2 for most, 0 for JPY, 3 for KWD). */
export function currencyDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = KNOWN.has(currency) ? (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2) : 2;
    if (digitsOf.size < 1000) digitsOf.set(currency, digits);
  }
  return digits;
}

/** The Intl options of one currency under one set of money arguments. */
function currencyOptions(args: MoneyArgs, currency: string): Intl.NumberFormatOptions {
  const o = args.number;
  const options: Intl.NumberFormatOptions = { style: 'currency', currency };
  const digits = currencyDigits(currency);
  if (args.style === 'short') Object.assign(options, compactOptions(o));
  else Object.assign(options, intlOptions(o, { minFrac: digits, maxFrac: digits }));
  if (args.style === 'accounting') options.currencySign = 'accounting';
  if (args.style === 'name') options.currencyDisplay = 'name';
  else if (args.narrow) options.currencyDisplay = 'narrowSymbol';
  return options;
}

/** Options per currency, kept with the arguments they were made for. */
const optionsOf = new WeakMap<MoneyArgs, Map<string, Intl.NumberFormatOptions>>();

export function formatMoney(money: MoneyValue, args: MoneyArgs, locale: string): string {
  // Intl needs some well-formed code; an unknown one prints with an empty symbol.
  const known = KNOWN.has(money.currency);
  const currency = known ? money.currency : CODE.test(money.currency) ? money.currency : 'XXX';
  let byCurrency = optionsOf.get(args);
  if (byCurrency === undefined) optionsOf.set(args, (byCurrency = new Map()));
  let options = byCurrency.get(currency);
  if (options === undefined) byCurrency.set(currency, (options = currencyOptions(args, currency)));
  const format = numberFormat(locale, options);
  const amount = money.amount as Intl.StringNumericLiteral;
  if (known && args.style !== 'code') return formatExact(format, money.amount);
  const parts = format.formatToParts(amount);
  if (args.style === 'code') return `${withoutCurrency(parts)} ${money.currency}`;
  return parts.map((p) => (p.type === 'currency' ? '' : p.value)).join('');
}

/** The number and its sign without the currency or the space that sets it apart. */
function withoutCurrency(parts: readonly Intl.NumberFormatPart[]): string {
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    const nextToCurrency = (i > 0 && parts[i - 1].type === 'currency') || parts[i + 1]?.type === 'currency';
    if (p.type === 'currency' || (p.type === 'literal' && nextToCurrency && p.value.trim() === '')) continue;
    out += p.value;
  }
  return out;
}
