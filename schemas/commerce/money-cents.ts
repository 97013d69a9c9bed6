// Kept free of zod: the browser bundle prices variants with it.
import { DEFAULT_CURRENCY, fractionDigits, type CurrencyCode } from './currency-codes';

/** Either money shape of spec section 3, read structurally (extra KV fields are kept). */
export type MoneyFields = { value?: string; currency?: CurrencyCode; decimalValue?: string; currencyCode?: CurrencyCode };

export function moneyCurrency(money: MoneyFields): CurrencyCode {
  return money.currencyCode ?? money.currency ?? DEFAULT_CURRENCY;
}

/** Integer minor units ("cents") of a money value, the unit every cart computation uses. */
// Read by index rather than split and replace: templates price every variant of every product they show.
export function moneyToCents(money: MoneyFields): number {
  const decimal = money.decimalValue ?? money.value ?? '0';
  const digits = fractionDigits(moneyCurrency(money));
  const negative = decimal.charCodeAt(0) === 45; // '-'
  const start = negative ? 1 : 0;
  const dot = decimal.indexOf('.', start);
  const whole = dot < 0 ? decimal.slice(start) : decimal.slice(start, dot);
  let fraction = '';
  if (dot >= 0) {
    const end = decimal.indexOf('.', dot + 1);
    fraction = decimal.slice(dot + 1, end < 0 ? undefined : end).slice(0, digits);
  }
  while (fraction.length < digits) fraction += '0';
  const cents = Number(whole) * 10 ** digits + Number(fraction || '0');
  return negative ? -cents : cents;
}
