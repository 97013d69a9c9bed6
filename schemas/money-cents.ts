// Kept free of zod: the browser bundle prices variants with it.
import { DEFAULT_CURRENCY, fractionDigits, type CurrencyCode } from './currency-codes';

/** Either money shape of spec section 3, read structurally (extra KV fields are kept). */
export type MoneyFields = { value?: string; currency?: CurrencyCode; decimalValue?: string; currencyCode?: CurrencyCode };

export function moneyCurrency(money: MoneyFields): CurrencyCode {
  return money.currencyCode ?? money.currency ?? DEFAULT_CURRENCY;
}

/** Integer minor units ("cents") of a money value, the unit every cart computation uses. */
export function moneyToCents(money: MoneyFields): number {
  const decimal = money.decimalValue ?? money.value ?? '0';
  const digits = fractionDigits(moneyCurrency(money));
  const negative = decimal.startsWith('-');
  const [whole, fraction = ''] = decimal.replace('-', '').split('.');
  const padded = (fraction + '0'.repeat(digits)).slice(0, digits);
  const cents = Number(whole) * 10 ** digits + Number(padded || '0');
  return negative ? -cents : cents;
}
