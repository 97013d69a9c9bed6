import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyAmount } from '../../schemas/currency';
import { render } from '../../templates/index';

const run = (source: string, data: unknown) => render(source, data, { locale: 'en-US' });
const out = (source: string, data: unknown) => run(source, data).output;
const native = (cents: number, currency: 'USD' | 'JPY' = 'USD') => `<span class="sqs-money-native">${formatMoneyAmount(cents, currency)}</span>`;

/** The single price line of a product-price block. */
const priceLine = (data: unknown) => out('{@|product-price}', data).split('\n')[1];

const subscription = (unit: string, value: number, numBillingCycles?: number, extra: object = {}) => ({
  structuredContent: {
    productType: 1,
    isSubscribable: true,
    subscriptionPlan: { billingPeriod: { unit, value }, numBillingCycles },
    variants: [{ priceMoney: { value: '10.00' } }],
  },
  ...extra,
});

describe('subscription price wording (spec section 9)', () => {
  it('bills by the year', () => {
    expect(priceLine(subscription('YEAR', 1))).toBe(`${native(1000)} every year`);
    expect(priceLine(subscription('YEAR', 2))).toBe(`${native(1000)} every 2 years`);
    expect(priceLine(subscription('YEAR', 1, 3))).toBe(`${native(1000)} every year for 3 years`);
  });

  it('converts a duration to years when it fills whole years: 52 weeks or 12 months each', () => {
    expect(priceLine(subscription('WEEK', 4, 26))).toBe(`${native(1000)} every 4 weeks for 2 years`);
    expect(priceLine(subscription('WEEK', 4, 14))).toBe(`${native(1000)} every 4 weeks for 56 weeks`);
    expect(priceLine(subscription('MONTH', 6, 2))).toBe(`${native(1000)} every 6 months for 1 year`);
    expect(priceLine(subscription('MONTH', 1, 18))).toBe(`${native(1000)} every month for 18 months`);
    expect(priceLine(subscription('YEAR', 1, 1))).toBe(`${native(1000)} every year for 1 year`);
  });

  it('bills indefinitely when the plan has no cycle count', () => {
    expect(priceLine(subscription('MONTH', 3, 0))).toBe(`${native(1000)} every 3 months`);
  });

  it('takes site wording under its key, with the placeholders of spec section 3, and escapes it', () => {
    const data = subscription('YEAR', 2, 3, {
      localizedStrings: { productPrice__singlePrice__nYearly__limited__nYears: '{priceString} <b>/ {billingPeriodValue} yrs × {durationValue}</b>' },
    });
    expect(priceLine(data)).toBe(`${native(1000)} &lt;b&gt;/ 2 yrs × 6&lt;/b&gt;`);
  });

  it("reads 'Unavailable' when the plan cannot be read", () => {
    for (const plan of [undefined, { billingPeriod: { unit: 'DAY', value: 1 } }, { billingPeriod: { unit: 'WEEK', value: 0 } }]) {
      const data = subscription('WEEK', 1);
      data.structuredContent.subscriptionPlan = plan as never;
      expect(priceLine(data)).toBe('Unavailable');
    }
  });
});

describe('product-price', () => {
  it('prints JPY without fraction digits', () => {
    const data = { structuredContent: { productType: 1, variants: [{ priceMoney: { value: '1500', currency: 'JPY' } }] } };
    expect(priceLine(data)).toBe(native(1500, 'JPY'));
  });

  it('uses the CLDR money text of the price currency when the site has the feature flag', () => {
    for (const currency of ['NOK', 'AUD', 'GBP'] as const) {
      const data = {
        structuredContent: { productType: 2, priceMoney: { value: '1234.5', currency } },
        featureFlags: { useCLDRMoneyFormat: true },
      };
      expect(priceLine(data)).toBe(formatMoney(123450, currency));
    }
  });

  it('falls back to legacy cent prices when a variant has no Money', () => {
    const data = { structuredContent: { productType: 1, variants: [{ price: 1999 }] } };
    expect(priceLine(data)).toBe(native(1999));
  });

  it('shows nothing for prices it cannot print: unknown currency, malformed or oversized amounts', () => {
    for (const priceMoney of [{ value: '5', currency: 'XYZ' }, { value: '1e3' }, { value: '12345678901234567' }, { value: null }]) {
      const { output, errors } = run('{@|product-price}', { structuredContent: { productType: 2, priceMoney } });
      expect(output).toBe('<div class="product-price">\n\n</div>');
      expect(errors).toEqual([]);
    }
  });

  it('shows a sale of a physical product with one price for all variants', () => {
    const variant = { onSale: true, priceMoney: { value: '20' }, salePriceMoney: { value: '15' } };
    const line = priceLine({ structuredContent: { productType: 3, variants: [variant, variant] } });
    expect(line).toContain(`${native(1500)} <span class="visually-hidden v6-visually-hidden">Original Price:</span>`);
    expect(line).toContain(`<span class="original-price">${native(2000)}</span>`);
  });
});

describe('from-price, normal-price, sale-price', () => {
  const product = {
    structuredContent: {
      productType: 1,
      variants: [
        { priceMoney: { value: '30' } },
        { onSale: true, priceMoney: { value: '40' }, salePriceMoney: { value: '12.5' } },
        { onSale: false, priceMoney: { value: '20' }, salePriceMoney: { value: '1' } },
      ],
    },
  };
  it('from is the lowest price payable now, normal the highest regular price, sale the lowest sale price', () => {
    expect(out('{@|from-price} {@|normal-price} {@|sale-price}', product)).toBe('1250 4000 1250');
  });
  it('a digital product is priced on the item; its sale price counts only while on sale', () => {
    const digital = (onSale: boolean) => ({ structuredContent: { productType: 2, onSale, priceMoney: { value: '9' }, salePriceMoney: { value: '4' } } });
    expect(out('{@|from-price} {@|normal-price} {@|sale-price}', digital(false))).toBe('900 900 0');
    expect(out('{@|from-price} {@|normal-price} {@|sale-price}', digital(true))).toBe('400 900 400');
  });
});

describe('subscription-price', () => {
  it('prices each variant at its first pricing option', () => {
    const variant = (first: string, second: string) => ({
      pricingOptions: [{ priceMoney: { value: first } }, { priceMoney: { value: second } }],
    });
    const data = { structuredContent: { productType: 1, variants: [variant('8', '1'), variant('6', '2')] } };
    expect(out('{@|subscription-price}', data).split('\n')[1]).toBe(`from ${native(600)}`);
  });
});

describe('price blocks without a product', () => {
  it('print nothing for a value that is no product, and an empty block for a product the store cannot sell', () => {
    expect(out('{x|product-price}{x|subscription-price}', { x: { title: 'not a product' } })).toBe('');
    expect(out('{x|product-price}', { x: { structuredContent: { productType: 5 } } })).toBe('<div class="product-price">\n\n</div>');
  });
});
