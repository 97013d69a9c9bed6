// Money as template data carries it (spec section 3): a Money object in
// either shape, or a legacy price as a number of cents. Amounts are held in
// integer minor units and printed only through schemas/currency.ts.
import { formatMoney, formatMoneyAmount } from '../../../schemas/currency';
import { DEFAULT_CURRENCY, fractionDigits, isCurrencyCode } from '../../../schemas/currency-codes';
import type { CurrencyCode } from '../../../schemas/currency-codes';
import { moneyToCents } from '../../../schemas/money-cents';
import type { Money } from '../../../schemas/money';
import moneyNative from '../../fragments/commerce/money-native';
import { localeOf } from '../../i18n/locale';
import { formatMoneyValue, isStoreLocale, parseMoneyArgs } from '../../i18n/money';
import { truthy } from '../../values';
import { isRecord, siteValue } from './context';
import { fragment } from '../fragment';
import type { Env } from '../registry';

export interface Amount {
  readonly cents: number;
  readonly currency: CurrencyCode;
}

// Stored values include '.5' and '100' as well as '100.00'.
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const MAX_INTEGER_PLACES = 15;

/** The amount a value of integer minor units stands for, if it is one the store can print. */
export function amountOf(cents: number, currency: CurrencyCode): Amount | undefined {
  const printable = Number.isSafeInteger(cents) && Math.abs(cents) < 10 ** (MAX_INTEGER_PLACES + fractionDigits(currency));
  return printable ? { cents, currency } : undefined;
}

/** A Money object in either shape; the currency defaults to USD, an unknown one is not money, nor is one without an amount. */
export function moneyAmount(money: unknown): Amount | undefined {
  if (!isRecord(money)) return undefined;
  const code = money.currencyCode ?? money.currency ?? DEFAULT_CURRENCY;
  const raw = money.decimalValue ?? money.value;
  const decimal = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  if (!isCurrencyCode(code) || typeof decimal !== 'string' || !DECIMAL.test(decimal)) return undefined;
  return amountOf(moneyToCents({ value: decimal, currency: code } satisfies Money), code);
}

/** A Money object, or a legacy number of cents in the default currency. */
export function priceAmount(money: unknown, legacyCents: unknown): Amount | undefined {
  if (money !== undefined && money !== null) return moneyAmount(money);
  return typeof legacyCents === 'number' ? amountOf(legacyCents, DEFAULT_CURRENCY) : undefined;
}

/** Sites on the CLDR money format see '$2,500.00'; the others the bare amount the storefront dresses. */
export function usesCldrMoney(env: Env): boolean {
  return truthy(siteValue(env, ['featureFlags', 'useCLDRMoneyFormat'])) || truthy(siteValue(env, ['website', 'useCLDRMoneyFormat']));
}

const nativeMoney = fragment(moneyNative);
const STORE_STYLE = parseMoneyArgs([]);

/** The exact decimal text of an amount, for formatters that take major units. */
function decimalOf({ cents, currency }: Amount): string {
  const digits = fractionDigits(currency);
  if (digits === 0) return String(cents);
  const text = String(Math.abs(cents)).padStart(digits + 1, '0');
  return `${cents < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * CLDR money in the execution's locale ('2.500,00 €' in de-DE); English and
 * locale-less executions read exactly as the rest of the store (schemas/currency.ts).
 */
function cldrMoney(env: Env, amount: Amount): string {
  const locale = localeOf(env);
  if (!locale || isStoreLocale(locale)) return formatMoney(amount.cents, amount.currency);
  return formatMoneyValue({ amount: decimalOf(amount), currency: amount.currency }, STORE_STYLE, locale);
}

/** A price as product fragments show it. */
export function moneyMarkup(env: Env, amount: Amount, cldr: boolean): string {
  return cldr ? cldrMoney(env, amount) : nativeMoney(env, formatMoneyAmount(amount.cents, amount.currency));
}
