// Money formatters (reference §4.11 and Part 2): the legacy money family
// the platform keeps for old templates (`money-format`, `moneyFormat`,
// `money-string`, `i18n-money-format`), `bookkeeper-money-format` in the
// currency of the locale's region, and `percentage-format`.
import { groupThousands } from '../../i18n/exact-format';
import { INTL_CACHE_SIZE, numberFormat } from '../../i18n/intl';
import { LruCache } from '../../i18n/lru';
import { localeOf } from '../../i18n/locale';
import { currencyDigits, DEFAULT_MONEY_ARGS, formatMoney } from '../../i18n/money';
import { decimalText, shift } from '../../i18n/number';
import { regionCurrency } from '../../i18n/region-currency';
import { child, toText } from '../../values';
import type { Formatter } from '../registry';

/**
 * `#,##0.00`-style text of a double, rounded half to even on its exact
 * binary value as Java's DecimalFormat does (0.125 -> 0.12, 1.005 -> 1.00).
 * `toFixed` rounds the exact value too, but ties upwards; a tie shows as a
 * final 5 one place further, and only then is the exact expansion read.
 */
export function legacyDecimal(n: number, digits: number, group: string, point: string): string {
  const x = Math.abs(n);
  const fixed = x < 1e21 && !x.toFixed(digits + 1).endsWith('5') ? x.toFixed(digits) : halfEven(x, digits);
  const whole = digits ? fixed.slice(0, -digits - 1) : fixed;
  const body = digits ? `${groupThousands(whole, group)}${point}${fixed.slice(-digits)}` : groupThousands(whole, group);
  return n < 0 && /[1-9]/.test(fixed) ? `-${body}` : body;
}

/** `x` to `digits` places, half to even, from its exact decimal expansion. */
function halfEven(x: number, digits: number): string {
  const exact = x.toPrecision(100).replace(/\.?0+$/, '');
  const [whole, fraction = ''] = exact.split('.');
  let units = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  const rest = fraction.slice(digits);
  if (rest > '5' || (rest.startsWith('5') && (/[1-9]/.test(rest.slice(1)) || units % 2n === 1n))) units += 1n;
  const text = units.toString().padStart(digits + 1, '0');
  return digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
}

/** Cents as text or a number; anything else is a run-time error, so the tag prints nothing. */
export function legacyCents(value: unknown): string {
  const text = decimalText(typeof value === 'string' ? value.trim() : value);
  if (text === undefined) throw new Error(`not a number of cents: ${JSON.stringify(value) ?? 'missing'}`);
  return legacyDecimal(Number(text) / 100, 2, ',', '.');
}

const moneyFormat: Formatter = { pure: true, format: legacyCents };

// i18n-money-format: where each locale puts the symbol, its separators, and the platform's symbols.
const SYMBOL_RIGHT = new Set(['da-DK', 'de-DE', 'fr-FR', 'sv-SE']);
const SEPARATORS: Readonly<Record<string, [group: string, point: string]>> = {
  'de-DE': ['.', ','],
  'da-DK': ['.', ','],
  'nl-NL': ['.', ','],
  'fr-FR': ['\u00a0', ','],
  'sv-SE': ['\u00a0', ','],
  'no-NO': ['\u00a0', ','],
};
const SYMBOLS: Readonly<Record<string, string>> = { AUD: 'A$', CAD: 'C$', DKK: 'kr', EUR: '€', GBP: '£', JPY: '¥', NOK: 'kr', SEK: 'kr', USD: '$' };
const LETTER = /\p{L}/u;
const KNOWN = new Set(Intl.supportedValuesOf('currency'));

const legacyLocales = new LruCache<string, string>(INTL_CACHE_SIZE);

/** `de_DE`, `de-DE` -> `de-DE`; a tag that is no locale is an error when the template compiles. */
function legacyLocale(args: readonly string[]): string {
  return legacyLocales.use(args[0] ?? 'en-US', (tag) => {
    const locale = new Intl.Locale(Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0]);
    return locale.region ? `${locale.language}-${locale.region}` : locale.language;
  });
}

const LOCALE_DEFAULTS: Intl.NumberFormatOptions = {};

function separatorsOf(locale: string): [string, string] {
  if (SEPARATORS[locale]) return SEPARATORS[locale];
  if (locale.startsWith('en') || locale === 'es-US') return [',', '.'];
  const parts = numberFormat(locale, LOCALE_DEFAULTS).formatToParts(12345.6);
  return [parts.find((p) => p.type === 'group')?.value ?? ',', parts.find((p) => p.type === 'decimal')?.value ?? '.'];
}

function i18nMoney(value: unknown, locale: string): string | undefined {
  // A value without an amount is no money: nothing (the shared case f-missing-1).
  if (child(value, 'decimalValue') === undefined) return undefined;
  const currency = toText(child(value, 'currencyCode')).trim() || 'USD';
  if (!KNOWN.has(currency)) throw new Error(`unknown currency ${currency}`);
  const amount = Number(decimalText(child(value, 'decimalValue')) ?? 0);
  const [group, point] = separatorsOf(locale);
  const number = legacyDecimal(Math.abs(amount), Math.min(2, currencyDigits(currency)), group, point);
  const sign = amount < 0 && /[1-9]/.test(number) ? '-' : '';
  const symbol = SYMBOLS[currency] ?? currency;
  if (SYMBOL_RIGHT.has(locale)) return `${sign}${number}${LETTER.test(symbol[0]) ? ' ' : ''}${symbol}`;
  if (LETTER.test(symbol[symbol.length - 1])) return `${symbol} ${sign}${number}`;
  return `${sign}${symbol}${number}`;
}

/**
 * The currency of the locale's region, kept per locale: maximizing the
 * locale through Intl cost more than formatting the amount (bench/engine.ts,
 * gallery page).
 */
const localeCurrencies = new LruCache<string, string>(INTL_CACHE_SIZE);
const localeCurrency = (locale: string) => localeCurrencies.use(locale, (tag) => regionCurrency(new Intl.Locale(tag).maximize().region));

const PERCENT = { minimumFractionDigits: 2, maximumFractionDigits: 3, roundingMode: 'halfEven' } as const;
const PERCENT_TRIMMED = { minimumFractionDigits: 0, maximumFractionDigits: 3, roundingMode: 'halfEven' } as const;

export const moneyFormatters: Record<string, Formatter<unknown>> = {
  'money-format': moneyFormat,
  moneyFormat,
  'money-string': { pure: true, format: (value) => `<span class="sqs-money-native">${legacyCents(value)}</span>` },
  'i18n-money-format': { pure: true, prepare: legacyLocale, format: (value, locale: string) => i18nMoney(value, locale) },
  /** Cents in the currency of the locale's region: en -> USD, en-GB -> GBP, de -> EUR. */
  'bookkeeper-money-format': {
    format(value, _args, env) {
      const locale = localeOf(env);
      if (!locale) return '';
      const cents = decimalText(typeof value === 'string' ? value.trim() : value) ?? '0';
      return formatMoney({ amount: shift(cents, -2), currency: localeCurrency(locale) }, DEFAULT_MONEY_ARGS, locale);
    },
  },
  /** A number that is already a percentage: 2 to 3 decimals, or 0 to 3 with `trim`. */
  'percentage-format': {
    prepare: (args) => args.includes('trim'),
    format(value, trim: boolean, env) {
      const locale = localeOf(env);
      if (!locale) return '';
      const text = decimalText(value) ?? '0';
      return numberFormat(locale, trim ? PERCENT_TRIMMED : PERCENT).format(text as Intl.StringNumericLiteral);
    },
  },
};
