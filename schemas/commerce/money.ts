import * as z from 'zod';

import { CURRENCY_CODES, DEFAULT_CURRENCY, fractionDigits, type CurrencyCode } from './currency-codes';

export { CURRENCY_CODES, DEFAULT_CURRENCY, fractionDigits, type CurrencyCode };

export const CurrencyCodeSchema = z.enum(CURRENCY_CODES);

const DecimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number');

// The platform writes money in two shapes; both carry a decimal amount in major units.
export const MoneySchema = z.lazy(() => z.union([
  z.looseObject({ value: DecimalString.default('0'), currency: CurrencyCodeSchema.default(DEFAULT_CURRENCY) }),
  z.looseObject({ decimalValue: DecimalString, currencyCode: CurrencyCodeSchema.default(DEFAULT_CURRENCY) }),
]));
export type Money = z.infer<typeof MoneySchema>;

// The conversions live in a zod-free module so the browser bundle can use them too.
export { moneyCurrency, moneyToCents } from './money-cents';
