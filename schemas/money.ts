import { z } from 'zod';

import { CURRENCY_CODES, DEFAULT_CURRENCY, fractionDigits, type CurrencyCode } from './currency-codes';

export { CURRENCY_CODES, DEFAULT_CURRENCY, fractionDigits, type CurrencyCode };

export const CurrencyCodeSchema = z.enum(CURRENCY_CODES);

const DecimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number');

// The platform writes money in two shapes; both carry a decimal amount in major units.
export const MoneySchema = z.union([
  z.looseObject({ value: DecimalString.default('0'), currency: CurrencyCodeSchema.default(DEFAULT_CURRENCY) }),
  z.looseObject({ decimalValue: DecimalString, currencyCode: CurrencyCodeSchema.default(DEFAULT_CURRENCY) }),
]);
export type Money = z.infer<typeof MoneySchema>;

// Both shapes are loose objects (extra KV fields are kept), so read them structurally.
type MoneyFields = { value?: string; currency?: CurrencyCode; decimalValue?: string; currencyCode?: CurrencyCode };

export function moneyCurrency(money: Money): CurrencyCode {
  const fields = money as MoneyFields;
  return fields.currencyCode ?? fields.currency ?? DEFAULT_CURRENCY;
}

/** Integer minor units ("cents") of a money value, the unit every cart computation uses. */
export function moneyToCents(money: Money): number {
  const fields = money as MoneyFields;
  const decimal = fields.decimalValue ?? fields.value ?? '0';
  const digits = fractionDigits(moneyCurrency(money));
  const negative = decimal.startsWith('-');
  const [whole, fraction = ''] = decimal.replace('-', '').split('.');
  const padded = (fraction + '0'.repeat(digits)).slice(0, digits);
  const cents = Number(whole) * 10 ** digits + Number(padded || '0');
  return negative ? -cents : cents;
}
