// Money and percentage text for templates. Money goes through
// schemas/currency.ts with the currency rules of spec section 3 (symbols,
// 2 fraction digits, JPY 0, grouping ',' and decimal '.').
import { formatMoney, formatMoneyAmount } from '../../../schemas/currency';
import { DEFAULT_CURRENCY, isCurrencyCode } from '../../../schemas/currency-codes';
import type { CurrencyCode } from '../../../schemas/currency-codes';
import type { Env, Formatter } from '../registry';
import { siteValue } from './context';
import { amountOf, moneyAmount } from './money';
import type { Amount } from './money';

/** The store's currency (spec section 3, selectedCurrency), USD by default. */
function storeCurrency(env: Env): CurrencyCode {
  const code = siteValue(env, ['websiteSettings', 'storeSettings', 'selectedCurrency']);
  return isCurrencyCode(code) ? code : DEFAULT_CURRENCY;
}

/**
 * A number as the formatters read it: text that is not a number reads as 0,
 * as the platform has it; anything else (missing, an object, an infinite
 * number) is no number, and the formatter prints nothing.
 */
function numberOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) || 0 : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** A legacy amount in cents of the store currency. */
function storeCents(value: unknown, env: Env): Amount | undefined {
  const n = numberOf(value);
  return n === undefined ? undefined : amountOf(Math.round(n), storeCurrency(env));
}

/** Money text with its symbol, e.g. '$123.45' or '1,234.50 kr'. */
const withSymbol = (amount: Amount | undefined) => (amount ? formatMoney(amount.cents, amount.currency) : '');
/** The amount alone, e.g. '1,234.50'. */
const bare = (amount: Amount | undefined) => (amount ? formatMoneyAmount(amount.cents, amount.currency) : '');

/** Like the reference's i18n formatters, these print nothing when the execution has no locale. */
const localizedOnly = (format: (value: unknown, env: Env) => string): Formatter => ({
  format: (value, _args, env) => (env.options.locale ? format(value, env) : ''),
});

const MAX_PERCENT_DIGITS = 3;

/** '12.50', '12.345', or with trim '12.5', '12'; grouping ',' and decimal '.'. */
function percentage(n: number, minDigits: number): string {
  const fixed = Math.abs(n).toFixed(MAX_PERCENT_DIGITS);
  // toFixed falls back to exponent notation from 1e21 on: no longer a readable percentage.
  if (fixed.includes('e')) return '';
  const [whole, digits] = fixed.split('.');
  const fraction = digits.replace(/0+$/, '').padEnd(minDigits, '0');
  const sign = n < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

const legacyAmount: Formatter = { format: (value, _args, env) => bare(storeCents(value, env)) };

export const moneyFormatters: Record<string, Formatter<unknown>> = {
  /** Cents of the store currency, e.g. 12345 -> '$123.45'. */
  'bookkeeper-money-format': localizedOnly((value, env) => withSymbol(storeCents(value, env))),
  /** A Money object in its own currency, e.g. '€123,456.79'. */
  'i18n-money-format': localizedOnly((value) => withSymbol(moneyAmount(value))),
  /** Legacy: cents of the store currency as the amount alone, e.g. 12345 -> '123.45'. */
  'money-format': legacyAmount,
  moneyFormat: legacyAmount,
  /** Legacy: cents of the store currency with the symbol, e.g. 12345 -> '$123.45'. */
  'money-string': { format: (value, _args, env) => withSymbol(storeCents(value, env)) },
  'percentage-format': {
    prepare: (args) => (args[0] === 'trim' ? 0 : 2),
    format(value, minDigits: number) {
      const n = numberOf(value);
      return n === undefined ? '' : percentage(n, minDigits);
    },
  },
};
