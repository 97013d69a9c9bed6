// How the store writes money for people: one formatter for the Worker, the
// engine and the browser. Kept apart from currency.ts's arithmetic, which
// brings dinero.js: the pages' first script draws prices but never sums them.
import { CURRENCY_CODES, fractionDigits, type CurrencyCode } from './currency-codes';

/** How one store currency is displayed: `-` + prefix + amount + suffix. */
export interface CurrencyFormat {
  readonly symbol: string;
  readonly fractionDigits: number;
  readonly prefix: string;
  readonly suffix: string;
}

// en-US symbols as CLDR gives them, written out because building an Intl.NumberFormat per price
// is what makes the reference engine slow.
const SYMBOLS: Readonly<Record<CurrencyCode, string>> = {
  EUR: '€', USD: '$', AUD: 'A$', NOK: 'kr', CAD: 'CA$', NZD: 'NZ$', DKK: 'kr', GBP: '£', HKD: 'HK$',
  CHF: 'CHF', MXN: 'MX$', SGD: 'SGD', SEK: 'kr', CZK: 'CZK', ILS: '₪', PHP: '₱', RUB: 'RUB', PLN: 'PLN',
  THB: 'THB', MYR: 'MYR', ARS: 'ARS', BRL: 'R$', COP: 'COP', IDR: 'IDR', INR: '₹', JPY: '¥', ZAR: 'ZAR',
};

// The crowns keep their native symbol, which reads after the amount.
const SYMBOL_AFTER: ReadonlySet<CurrencyCode> = new Set(['DKK', 'NOK', 'SEK']);

const MAX_INTEGER_PLACES = 15;

function currencyFormat(currency: CurrencyCode): CurrencyFormat {
  const symbol = SYMBOLS[currency];
  const base = { symbol, fractionDigits: fractionDigits(currency) };
  if (SYMBOL_AFTER.has(currency)) return { ...base, prefix: '', suffix: ` ${symbol}` };
  // CLDR currency spacing: a symbol ending in a letter ('CHF 5.00') is set apart from the digits, '$5.00' is not.
  return { ...base, prefix: /\p{L}$/u.test(symbol) ? `${symbol} ` : symbol, suffix: '' };
}

export const CURRENCY_FORMATS: Readonly<Record<CurrencyCode, CurrencyFormat>> = Object.fromEntries(
  CURRENCY_CODES.map((currency) => [currency, currencyFormat(currency)]),
) as Record<CurrencyCode, CurrencyFormat>;

// Template data is raw JSON, so an unknown code can get past the type.
function formatOf(currency: CurrencyCode): CurrencyFormat {
  const format = CURRENCY_FORMATS[currency];
  if (!format) throw new RangeError(`Unsupported currency: ${String(currency)}`);
  return format;
}

function unsignedAmount(cents: number, digits: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be a whole number of minor units: ${cents}`);
  const minor = String(Math.abs(cents)).padStart(digits + 1, '0');
  const whole = minor.slice(0, minor.length - digits);
  if (whole.length > MAX_INTEGER_PLACES) throw new RangeError(`Money amount too large: ${cents}`);
  const grouped = whole.length > 3 ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole;
  return digits === 0 ? grouped : `${grouped}.${minor.slice(-digits)}`;
}

/** English sites write money in the spec's en-US style (section 3: 'A$', 'CA$', 'kr' after the amount). */
const isEnglish = (locale: string) => /^en(?:[-_]|$)/i.test(locale);

// Building an Intl.NumberFormat costs far more than using one: one per language and currency, kept.
const localFormats = new Map<string, Intl.NumberFormat>();

function localFormat(locale: string, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = localFormats.get(key);
  if (format === undefined) {
    const digits = formatOf(currency).fractionDigits;
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    } catch {
      // A language tag Intl cannot read: the site's prices still show, in English.
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    }
    // Languages come from published sites, so the map stays small; the bound keeps it so.
    if (localFormats.size < 200) localFormats.set(key, format);
  }
  return format;
}

/**
 * Display text of an amount in integer minor units in the site's language
 * (`locale`, BCP 47): '$1,234.56', '-A$5.00', '1,234.50 kr' on English sites,
 * CLDR's words elsewhere ('1 234,56 $US' in French), as the engine prints a
 * product's price for that language. The one formatter of every price our
 * code draws, on the server and in the browser.
 */
export function formatMoney(cents: number, currency: CurrencyCode, locale: string): string {
  const format = formatOf(currency);
  const amount = unsignedAmount(cents, format.fractionDigits);
  if (!isEnglish(locale)) return localFormat(locale, currency).format(centsToDecimal(cents, currency) as Intl.StringNumericLiteral);
  return `${cents < 0 ? '-' : ''}${format.prefix}${amount}${format.suffix}`;
}

/** The amount alone, grouped and with the currency's fraction digits, e.g. '1,234.50' or JPY '1,235'. */
export function formatMoneyAmount(cents: number, currency: CurrencyCode): string {
  const amount = unsignedAmount(cents, formatOf(currency).fractionDigits);
  return cents < 0 ? `-${amount}` : amount;
}

/** The amount as a plain decimal in major units, e.g. '1234.50' or JPY '1235': for machines (APIs, CSV), not people. */
export function centsToDecimal(cents: number, currency: CurrencyCode): string {
  const digits = fractionDigits(currency);
  const minor = String(Math.abs(cents)).padStart(digits + 1, '0');
  const amount = digits === 0 ? minor : `${minor.slice(0, -digits)}.${minor.slice(-digits)}`;
  return cents < 0 ? `-${amount}` : amount;
}
