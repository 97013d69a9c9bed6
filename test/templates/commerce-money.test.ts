import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../../schemas/currency-codes';
import { formatMoney, formatMoneyAmount } from '../../schemas/currency';
import { render } from '../../templates/index';

const out = (source: string, data: unknown) => render(source, data, { locale: 'en-US' }).output;
const inStore = (value: unknown, selectedCurrency?: string) => ({ value, websiteSettings: { storeSettings: { selectedCurrency } } });

describe('money formatters (spec section 3 currency rules)', () => {
  it('bookkeeper-money-format and money-string print cents of the store currency with its symbol', () => {
    for (const currency of CURRENCY_CODES) {
      const expected = formatMoney(123456, currency);
      expect(out('{value|bookkeeper-money-format}', inStore(123456, currency))).toBe(expected);
      expect(out('{value|money-string}', inStore(123456, currency))).toBe(expected);
    }
  });

  it('money-format and moneyFormat print the amount alone', () => {
    expect(out('{value|money-format}|{value|moneyFormat}', inStore(123456, 'JPY'))).toBe(`${formatMoneyAmount(123456, 'JPY')}|${formatMoneyAmount(123456, 'JPY')}`);
  });

  it('follows the symbol rules: en-US symbols before, the crowns after the amount, JPY without decimals', () => {
    expect(out('{value|money-string}', inStore(123450, 'AUD'))).toBe('A$1,234.50');
    expect(out('{value|money-string}', inStore(123450, 'SEK'))).toBe('1,234.50 kr');
    expect(out('{value|money-string}', inStore(1234, 'JPY'))).toBe('¥1,234');
    expect(out('{value|money-string}', inStore(-500))).toBe('-$5.00');
  });

  it('i18n-money-format prints a Money object in its own currency', () => {
    expect(out('{m|i18n-money-format}', { m: { decimalValue: '1234.5', currencyCode: 'CAD' } })).toBe(formatMoney(123450, 'CAD'));
    expect(out('{m|i18n-money-format}', { m: { value: '7', currency: 'DKK' } })).toBe(formatMoney(700, 'DKK'));
    expect(out('{m|i18n-money-format}', { m: { value: '7' } })).toBe(formatMoney(700, 'USD'));
  });

  it('prints nothing without a locale, for missing data or a number that is not finite', () => {
    expect(render('{value|bookkeeper-money-format}{m|i18n-money-format}', { value: 5, m: { value: '5' } }).output).toBe('');
    for (const value of [undefined, null, {}, [], Infinity, -Infinity, NaN, 1e300]) {
      expect(out('{value|bookkeeper-money-format}{value|money-string}{value|money-format}', { value })).toBe('');
    }
    expect(out('{m|i18n-money-format}', { m: { value: 'abc' } })).toBe('');
    expect(out('{m|i18n-money-format}', { m: { value: '1', currency: 'XYZ' } })).toBe('');
  });
});

describe('percentage-format (spec section 9)', () => {
  const pct = (value: unknown, args = '') => out(`{value|percentage-format${args}}`, { value });
  it('shows 2 to 3 decimals', () => {
    expect(pct(12)).toBe('12.00');
    expect(pct(12.5)).toBe('12.50');
    expect(pct(12.3456)).toBe('12.346');
    expect(pct(1234.5)).toBe('1,234.50');
    expect(pct(-0.25)).toBe('-0.25');
  });
  it('shows 0 to 3 decimals with trim', () => {
    expect(pct(12, ' trim')).toBe('12');
    expect(pct(12.5, ' trim')).toBe('12.5');
    expect(pct(0.1239, ' trim')).toBe('0.124');
    expect(pct(-0.0001, ' trim')).toBe('0');
  });
  it('prints nothing when there is no finite number', () => {
    for (const value of [undefined, {}, Infinity, 1e30]) expect(pct(value)).toBe('');
  });
});

describe('CLDR product prices follow the execution locale', () => {
  const product = (value: string, currency: string) => ({
    structuredContent: { productType: 2, priceMoney: { value, currency } },
    featureFlags: { useCLDRMoneyFormat: true },
  });
  const price = (data: unknown, locale?: string) => render('{@|product-price}', data, { locale }).output;

  it('reads as the rest of the store in English and without a locale', () => {
    for (const locale of ['en-US', 'en', undefined]) {
      expect(price(product('1234.5', 'SEK'), locale)).toContain(formatMoney(123450, 'SEK'));
    }
  });

  it('uses the locale format elsewhere, exactly as Intl formats the same decimal', () => {
    for (const [locale, currency] of [['de-DE', 'EUR'], ['fr-FR', 'EUR'], ['ja-JP', 'JPY']] as const) {
      const expected = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(currency === 'JPY' ? 2500 : 2500.5);
      expect(price(product(currency === 'JPY' ? '2500' : '2500.50', currency), locale)).toContain(expected);
    }
  });
});
