import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, execute } from '../../templates';

import { CURRENCY_CODES, type CurrencyCode } from '../../schemas/commerce/currency-codes';
import {
  CURRENCY_FORMATS,
  addCents,
  centsToDecimal,
  decimalToCents,
  regularLineCents,
  formatMoney,
  formatMoneyAmount,
  multiplyCents,
  subtractCents,
  sumCents,
} from '../../schemas/commerce/currency';

// Written out by hand from spec section 3: en-US symbols, 'kr' after the amount, JPY without decimals.
const EXPECTED: Record<CurrencyCode, [positive: string, negative: string]> = {
  EUR: ['€1,234.56', '-€5.00'],
  USD: ['$1,234.56', '-$5.00'],
  AUD: ['A$1,234.56', '-A$5.00'],
  NOK: ['1,234.56 kr', '-5.00 kr'],
  CAD: ['CA$1,234.56', '-CA$5.00'],
  NZD: ['NZ$1,234.56', '-NZ$5.00'],
  DKK: ['1,234.56 kr', '-5.00 kr'],
  GBP: ['£1,234.56', '-£5.00'],
  HKD: ['HK$1,234.56', '-HK$5.00'],
  CHF: ['CHF 1,234.56', '-CHF 5.00'],
  MXN: ['MX$1,234.56', '-MX$5.00'],
  SGD: ['SGD 1,234.56', '-SGD 5.00'],
  SEK: ['1,234.56 kr', '-5.00 kr'],
  CZK: ['CZK 1,234.56', '-CZK 5.00'],
  ILS: ['₪1,234.56', '-₪5.00'],
  PHP: ['₱1,234.56', '-₱5.00'],
  RUB: ['RUB 1,234.56', '-RUB 5.00'],
  PLN: ['PLN 1,234.56', '-PLN 5.00'],
  THB: ['THB 1,234.56', '-THB 5.00'],
  MYR: ['MYR 1,234.56', '-MYR 5.00'],
  ARS: ['ARS 1,234.56', '-ARS 5.00'],
  BRL: ['R$1,234.56', '-R$5.00'],
  COP: ['COP 1,234.56', '-COP 5.00'],
  IDR: ['IDR 1,234.56', '-IDR 5.00'],
  INR: ['₹1,234.56', '-₹5.00'],
  JPY: ['¥123,456', '-¥500'],
  ZAR: ['ZAR 1,234.56', '-ZAR 5.00'],
};

describe('formatMoney', () => {
  it('has an expectation for every store currency', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...CURRENCY_CODES].sort());
  });

  it.each(CURRENCY_CODES)('formats %s', (currency) => {
    const [positive, negative] = EXPECTED[currency];
    expect(formatMoney(123456, currency, 'en-US')).toBe(positive);
    expect(formatMoney(-500, currency, 'en-US')).toBe(negative);
  });

  // The symbols are a hand-written table; Intl (test-only) is the oracle that they are CLDR's en-US ones.
  it.each(CURRENCY_CODES.filter((code) => !['DKK', 'NOK', 'SEK'].includes(code)))(
    'matches Intl en-US for %s',
    (currency) => {
      const digits = CURRENCY_FORMATS[currency].fractionDigits;
      const intl = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      for (const cents of [0, 7, 99999, 100000, -123456789, 4_000_000_000_001]) {
        expect(formatMoney(cents, currency, 'en-US')).toBe(intl.format(cents / 10 ** digits).replace(/\u00a0/g, ' '));
      }
    },
  );

  it('formats the spec examples', () => {
    expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatMoney(1234, 'JPY', 'en-US')).toBe('¥1,234');
    expect(formatMoney(500, 'AUD', 'en-US')).toBe('A$5.00');
    expect(formatMoney(123450, 'SEK', 'en-US')).toBe('1,234.50 kr');
    expect(formatMoney(0, 'USD', 'en-US')).toBe('$0.00');
  });

  it('pads small amounts and never shows a negative zero', () => {
    expect(formatMoney(5, 'USD', 'en-US')).toBe('$0.05');
    expect(formatMoney(50, 'EUR', 'en-US')).toBe('€0.50');
    expect(formatMoney(-0, 'USD', 'en-US')).toBe('$0.00');
    expect(formatMoney(-5, 'DKK', 'en-US')).toBe('-0.05 kr');
  });

  it('groups thousands at every boundary', () => {
    expect(formatMoney(99999, 'USD', 'en-US')).toBe('$999.99');
    expect(formatMoney(100000, 'USD', 'en-US')).toBe('$1,000.00');
    expect(formatMoney(100000000, 'USD', 'en-US')).toBe('$1,000,000.00');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en-US')).toBe('$90,071,992,547,409.91');
  });

  it('allows at most 15 integer places', () => {
    expect(formatMoney(999_999_999_999_999, 'JPY', 'en-US')).toBe('¥999,999,999,999,999');
    expect(() => formatMoney(1_000_000_000_000_000, 'JPY', 'en-US')).toThrow(RangeError);
  });

  it('rejects amounts that are not whole safe minor units', () => {
    for (const cents of [1.5, Number.NaN, Infinity, 2 ** 53]) {
      expect(() => formatMoney(cents, 'USD', 'en-US')).toThrow(RangeError);
    }
  });

  it('rejects a currency outside the store list', () => {
    expect(() => formatMoney(100, 'XYZ' as CurrencyCode, 'en-US')).toThrow(RangeError);
  });
});

describe('formatMoneyAmount', () => {
  it('formats without a symbol', () => {
    expect(formatMoneyAmount(123450, 'USD')).toBe('1,234.50');
    expect(formatMoneyAmount(123450, 'SEK')).toBe('1,234.50');
    expect(formatMoneyAmount(1235, 'JPY')).toBe('1,235');
    expect(formatMoneyAmount(-123450, 'CHF')).toBe('-1,234.50');
    expect(formatMoneyAmount(0, 'JPY')).toBe('0');
  });

  it('reads back as the same number of cents', () => {
    // 15 integer places even for JPY.
    const amounts = fc.integer({ min: -(1e15 - 1), max: 1e15 - 1 });
    fc.assert(
      fc.property(amounts, fc.constantFrom(...CURRENCY_CODES), (cents, currency) => {
        const text = formatMoneyAmount(cents, currency);
        const pattern = currency === 'JPY' ? /^-?\d{1,3}(,\d{3})*$/ : /^-?\d{1,3}(,\d{3})*\.\d{2}$/;
        expect(text).toMatch(pattern);
        expect(Number(text.replace(/[,.]/g, ''))).toBe(cents);
      }),
    );
  });
});

describe('cent arithmetic', () => {
  it('adds, subtracts and multiplies whole cents', () => {
    expect(addCents(1999, 1, 'USD')).toBe(2000);
    expect(subtractCents(500, 1250, 'USD')).toBe(-750);
    expect(multiplyCents(1999, 3, 'USD')).toBe(5997);
    expect(multiplyCents(1234, 2, 'JPY')).toBe(2468);
    expect(multiplyCents(1999, 0, 'EUR')).toBe(0);
  });

  it('sums a list of amounts', () => {
    expect(sumCents([1999, 5997, 1], 'USD')).toBe(7997);
    expect(sumCents([], 'USD')).toBe(0);
    expect(sumCents(Array.from({ length: 10 }, () => 10), 'EUR')).toBe(100);
  });

  it('rejects fractional quantities even when the product is whole', () => {
    expect(() => multiplyCents(2, 1.5, 'USD')).toThrow(RangeError);
  });

  it('rejects fractional cents', () => {
    expect(() => addCents(0.5, 1, 'USD')).toThrow();
  });

  it('rejects totals past the safe integer range', () => {
    expect(() => multiplyCents(Number.MAX_SAFE_INTEGER, 2, 'USD')).toThrow(RangeError);
    expect(() => addCents(Number.MAX_SAFE_INTEGER, 1, 'USD')).toThrow(RangeError);
  });

  it('agrees with integer arithmetic', () => {
    const cents = fc.integer({ min: -1e9, max: 1e9 });
    fc.assert(
      fc.property(fc.array(cents), (amounts) => {
        expect(sumCents(amounts, 'USD')).toBe(amounts.reduce((a, b) => a + b, 0));
      }),
    );
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 9999 }), (unit, quantity) => {
        expect(multiplyCents(unit, quantity, 'USD')).toBe(unit * quantity);
      }),
    );
  });
});

describe('formatMoney in the site language', () => {
  it("writes other languages as CLDR does, exactly as the engine's money formatter prints the price for them", () => {
    const template = compile('{price|money}');
    const cases: [string, CurrencyCode, number][] = [
      ['fr-FR', 'USD', 3000],
      ['fr-FR', 'EUR', 123456],
      ['de-DE', 'EUR', -98765],
      ['es-ES', 'JPY', 1234],
      ['fr-CA', 'CAD', 500],
      ['de-CH', 'CHF', 1999999],
    ];
    for (const [locale, currency, cents] of cases) {
      const { output } = execute(template, { price: { value: centsToDecimal(cents, currency), currency } }, { locale });
      expect(formatMoney(cents, currency, locale), `${locale} ${currency}`).toBe(output);
    }
    expect(formatMoney(3000, 'USD', 'fr-FR')).toMatch(/^30,00\s\$US$/);
  });

  it("keeps the spec's en-US style for every English site", () => {
    for (const locale of ['en', 'en-US', 'en-GB', 'EN-au']) expect(formatMoney(123450, 'SEK', locale)).toBe('1,234.50 kr');
  });
});

describe('decimalToCents', () => {
  it('reads back every decimal centsToDecimal writes, in every currency', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_CODES), fc.integer({ min: 0, max: 10 ** 12 }), (currency, cents) => {
        expect(decimalToCents(centsToDecimal(cents, currency), currency)).toBe(cents);
      }),
    );
  });

  it('takes what a person types, and refuses what is not an amount of the currency', () => {
    expect(decimalToCents('12.5', 'USD')).toBe(1250);
    expect(decimalToCents(' 12 ', 'USD')).toBe(1200);
    expect(decimalToCents('12.', 'EUR')).toBe(1200);
    expect(decimalToCents('1235', 'JPY')).toBe(1235);
    for (const [text, currency] of [['12.505', 'USD'], ['12.5', 'JPY'], ['-1', 'USD'], ['1,50', 'EUR'], ['', 'USD'], ['1e3', 'USD'], ['.5', 'USD']] as const) {
      expect(decimalToCents(text, currency), `${text} ${currency}`).toBeNull();
    }
  });
});

describe('regularLineCents', () => {
  it('prices a line bought on sale at its regular price, and no other line', () => {
    expect(regularLineCents(1800, 2400, 2, 'USD')).toBe(4800);
    expect(regularLineCents(1800, undefined, 2, 'USD')).toBeNull();
    expect(regularLineCents(2400, 2400, 2, 'USD')).toBeNull();
    expect(regularLineCents(2400, 1800, 1, 'JPY')).toBeNull();
  });
});
