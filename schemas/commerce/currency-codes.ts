// Kept free of zod so the browser bundle can import it without the schema library.

/** The 27 store currencies of spec section 3; every one has 2 fraction digits but JPY. */
export const CURRENCY_CODES = [
  'EUR', 'USD', 'AUD', 'NOK', 'CAD', 'NZD', 'DKK', 'GBP', 'HKD', 'CHF', 'MXN', 'SGD', 'SEK', 'CZK',
  'ILS', 'PHP', 'RUB', 'PLN', 'THB', 'MYR', 'ARS', 'BRL', 'COP', 'IDR', 'INR', 'JPY', 'ZAR',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function fractionDigits(currency: CurrencyCode): number {
  return currency === 'JPY' ? 0 : 2;
}

export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return (CURRENCY_CODES as readonly unknown[]).includes(code);
}
