// Shipping, tax and coupon arithmetic as the cart computes it, in several
// currencies: the pure pricing the cart Durable Object runs, then one whole
// checkout in yen.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatMoney,
  ProductType,
  siteKeys,
  type CartEntry,
  type CheckoutDetails,
  type Coupon,
  type CurrencyCode,
  type ShippingRule,
  type TaxRule,
} from '../../schemas';
import { COUPON_EXPIRED, COUPON_UNKNOWN, couponMinimumMessage } from '../../schemas/messages';
import { buildShoppingCart, type CartPricing } from '../../worker/cart/totals';
import { add, arrivingVisitor, publishCopy, websiteId } from './cart-helpers';
import { BUYER, orderOf, submitCheckout, withStoreSettings } from './checkout-helpers';
import { putSiteContent, seedDemoSite } from './demo-site';

beforeAll(seedDemoSite);

let entryCount = 0;
function entry(purchasePriceCents: number, quantity: number, productType: number = ProductType.PHYSICAL): CartEntry {
  const id = `entry-${++entryCount}`;
  return {
    id,
    itemId: id,
    sku: id,
    quantity,
    chosenVariant: { sku: id, attributes: {} },
    additionalFields: 'null',
    title: id,
    purchasePriceCents,
    subTotal: purchasePriceCents * quantity,
    productType,
  };
}

function details(country: string, region = '', couponCode = '', shippingOptionId = ''): CheckoutDetails {
  return {
    customer: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '' },
    address: { country, line1: '1 Main St', line2: '', city: 'Town', region, postcode: '' },
    recipientEmail: '',
    shippingOptionId,
    couponCode,
  };
}

interface Priced {
  currency: CurrencyCode;
  entries: CartEntry[];
  shippingRules?: ShippingRule[];
  taxRules?: TaxRule[];
  details?: CheckoutDetails | null;
  coupon?: Coupon | null;
  weightGrams?: number;
  now?: number;
}

function price({ currency, entries, shippingRules = [], taxRules = [], details = null, coupon = null, weightGrams = 0, now = Date.parse('2026-05-01T12:00:00Z') }: Priced) {
  const record = { id: 'cart', websiteId: 'site', currencyCode: currency, created: 0, isPurchased: false, orderId: null };
  const pricing: CartPricing = { rules: { shippingRules, taxRules }, details, coupon, weightGrams, now };
  return buildShoppingCart(record, entries, pricing);
}

const flat = (id: string, countries: string[], amountCents: number): ShippingRule => ({ id, name: id, countries, type: 'flat', amountCents });
const tax = (rule: Partial<TaxRule> & Pick<TaxRule, 'country' | 'ratePercent'>): TaxRule => ({ name: 'Tax', inclusive: false, taxShipping: false, ...rule });

describe('shipping', () => {
  const rules: ShippingRule[] = [
    flat('standard', ['US'], 600),
    { id: 'express', name: 'Express', countries: ['US'], type: 'weight', baseCents: 1200, perKgCents: 250 },
    { id: 'free', name: 'Free', countries: ['US'], type: 'free', minimumSubtotalCents: 10_000 },
    flat('world', ['*'], 2500),
  ];

  it('offers the options of the zone, picks the cheapest unless one was chosen, and charges per started kilogram', () => {
    const cart = price({ currency: 'USD', entries: [entry(2000, 2)], shippingRules: rules, details: details('US'), weightGrams: 2001 });
    expect(cart.shippingOptions).toEqual([
      { id: 'standard', name: 'standard', type: 'flat', amountCents: 600 },
      // Three started kilograms: 12.00 + 3 × 2.50.
      { id: 'express', name: 'Express', type: 'weight', amountCents: 1950 },
    ]);
    expect([cart.selectedShippingOption?.id, cart.shippingCostCents, cart.grandTotalCents]).toEqual(['standard', 600, 4600]);
    const express = price({ currency: 'USD', entries: [entry(2000, 2)], shippingRules: rules, details: details('US', '', '', 'express'), weightGrams: 2001 });
    expect([express.shippingCostCents, express.grandTotalCents]).toEqual([1950, 5950]);
  });

  it('ships free once the subtotal after discount reaches the line', () => {
    const coupon: Coupon = { code: 'TEN', type: 'fixed', amountCents: 1000 };
    const over = price({ currency: 'USD', entries: [entry(5000, 2)], shippingRules: rules, details: details('US') });
    expect([over.selectedShippingOption?.id, over.shippingCostCents]).toEqual(['free', 0]);
    const under = price({ currency: 'USD', entries: [entry(5000, 2)], shippingRules: rules, details: details('US', '', 'TEN'), coupon });
    expect(under.shippingOptions.map((option) => option.id)).toEqual(['standard', 'express']);
    expect(under.grandTotalCents).toBe(10_000 - 1000 + 600);
  });

  it('sends countries no rule names to the catch-all zone, and offers nothing where no rule reaches', () => {
    expect(price({ currency: 'USD', entries: [entry(100, 1)], shippingRules: rules, details: details('FR') }).shippingOptions.map((option) => option.id)).toEqual(['world']);
    const usOnly = price({ currency: 'USD', entries: [entry(100, 1)], shippingRules: rules.slice(0, 1), details: details('FR') });
    expect([usOnly.shippingOptions, usOnly.selectedShippingOption, usOnly.shippingCostCents]).toEqual([[], null, 0]);
  });

  it('leaves digital carts without shipping, location or tax', () => {
    const cart = price({ currency: 'USD', entries: [entry(900, 1, ProductType.DIGITAL)], shippingRules: rules, taxRules: [tax({ country: 'US', ratePercent: 5 })], details: details('US') });
    expect([cart.requiresShipping, cart.shippingLocation, cart.shippingOptions, cart.taxCents, cart.grandTotalCents]).toEqual([false, null, [], 0, 900]);
  });
});

describe('tax', () => {
  it("adds a region's rate on top, rounding half up to the cent", () => {
    // 8.875 % of $20.00 is $1.775: $1.78.
    const cart = price({ currency: 'USD', entries: [entry(1000, 2)], shippingRules: [flat('s', ['US'], 500)], taxRules: [tax({ country: 'US', region: 'NY', ratePercent: 8.875 })], details: details('US', 'NY') });
    expect(cart.applicableTaxRules).toEqual([{ name: 'Tax', country: 'US', region: 'NY', ratePercent: 8.875, inclusive: false, amountCents: 178 }]);
    expect([cart.taxCents, cart.grandTotalCents]).toEqual([178, 2000 + 500 + 178]);
    const elsewhere = price({ currency: 'USD', entries: [entry(1000, 2)], taxRules: [tax({ country: 'US', region: 'NY', ratePercent: 8.875 })], details: details('US', 'NJ') });
    expect(elsewhere.applicableTaxRules).toEqual([]);
  });

  it("applies a country's and a province's rates together, on shipping too where a rule says so", () => {
    const rules = [tax({ name: 'GST', country: 'CA', ratePercent: 5, taxShipping: true }), tax({ name: 'PST', country: 'CA', region: 'BC', ratePercent: 7 })];
    const cart = price({ currency: 'CAD', entries: [entry(3333, 3)], shippingRules: [flat('s', ['CA'], 1500)], taxRules: rules, details: details('CA', 'BC') });
    // GST: 5 % of 99.99 + 15.00 = 5.7495 → 5.75; PST: 7 % of 99.99 = 6.9993 → 7.00.
    expect(cart.applicableTaxRules.map((applied) => applied.amountCents)).toEqual([575, 700]);
    expect(cart.grandTotalCents).toBe(9999 + 1500 + 575 + 700);
  });

  it('finds the tax already in prices, split so that net and taxes add up exactly', () => {
    const vat = tax({ name: 'VAT', country: 'DE', ratePercent: 19, inclusive: true });
    const cart = price({ currency: 'EUR', entries: [entry(11_900, 1)], shippingRules: [flat('s', ['DE'], 490)], taxRules: [vat], details: details('DE') });
    expect(cart.applicableTaxRules[0].amountCents).toBe(1900);
    // Included tax is not added again.
    expect([cart.taxCents, cart.grandTotalCents]).toEqual([0, 11_900 + 490]);
    const two = price({ currency: 'EUR', entries: [entry(1000, 1)], taxRules: [tax({ country: 'IT', ratePercent: 10, inclusive: true }), tax({ country: 'IT', ratePercent: 5, inclusive: true })], details: details('IT') });
    // 10.00 = net 8.70 + 0.87 + 0.43: the cents left over go to the first shares.
    const shares = two.applicableTaxRules.map((applied) => applied.amountCents);
    expect(shares).toEqual([87, 43]);
  });

  it('counts whole yen', () => {
    const cart = price({ currency: 'JPY', entries: [entry(1234, 3)], shippingRules: [flat('s', ['JP'], 800)], taxRules: [tax({ country: 'JP', ratePercent: 10 })], details: details('JP', 'Tokyo') });
    // 10 % of ¥3,702 is ¥370.2: ¥370.
    expect([cart.subtotalCents, cart.taxCents, cart.shippingCostCents, cart.grandTotalCents]).toEqual([3702, 370, 800, 4872]);
  });
});

describe('coupons', () => {
  const base = { entries: [entry(2500, 2)], details: details('US', '', 'save') };

  it('takes a percentage or a fixed amount off the merchandise, never more than it', () => {
    const percent = price({ currency: 'USD', ...base, coupon: { code: 'SAVE', type: 'percent', percent: 12.5 } });
    expect([percent.coupons, percent.validCoupons, percent.invalidCoupons]).toEqual([[{ code: 'save' }], [{ code: 'SAVE', type: 'percent', discountCents: 625 }], []]);
    expect([percent.discountCents, percent.grandTotalCents]).toEqual([625, 5000 - 625]);
    const huge = price({ currency: 'GBP', ...base, coupon: { code: 'SAVE', type: 'fixed', amountCents: 999_999 } });
    expect([huge.discountCents, huge.grandTotalCents]).toEqual([5000, 0]);
  });

  it('never discounts or taxes gift cards, which are money', () => {
    const entries = [entry(2000, 1), entry(5000, 1, ProductType.GIFT_CARD)];
    const cart = price({
      currency: 'USD',
      entries,
      details: details('US', 'NY', 'half'),
      coupon: { code: 'HALF', type: 'percent', percent: 50 },
      shippingRules: [flat('s', ['US'], 0)],
      taxRules: [tax({ country: 'US', ratePercent: 10 })],
    });
    // Half of the $20.00 merchandise; 10 % of what is left of it.
    expect([cart.discountCents, cart.taxCents, cart.grandTotalCents]).toEqual([1000, 100, 7000 - 1000 + 100]);
  });

  it('refuses an unknown, expired or too small order with its reason, and takes nothing off', () => {
    const unknown = price({ currency: 'USD', ...base, coupon: null });
    expect([unknown.invalidCoupons, unknown.discountCents]).toEqual([[{ code: 'save', message: COUPON_UNKNOWN }], 0]);
    const expired = price({ currency: 'USD', ...base, coupon: { code: 'SAVE', type: 'percent', percent: 10, expiresAt: '2026-05-01T11:59:59Z' } });
    expect(expired.invalidCoupons).toEqual([{ code: 'save', message: COUPON_EXPIRED }]);
    // The instant of expiry, written in another offset, is already too late.
    const atExpiry = price({ currency: 'USD', ...base, coupon: { code: 'SAVE', type: 'percent', percent: 10, expiresAt: '2026-05-01T14:00:00+02:00' } });
    expect([atExpiry.discountCents, atExpiry.invalidCoupons]).toEqual([0, [{ code: 'save', message: COUPON_EXPIRED }]]);
    const before = price({ currency: 'USD', ...base, coupon: { code: 'SAVE', type: 'percent', percent: 10, expiresAt: '2026-05-01T14:00:01+02:00' } });
    expect(before.discountCents).toBe(500);
    const yen = price({ currency: 'JPY', entries: [entry(1200, 2)], details: details('JP', '', 'big'), coupon: { code: 'BIG', type: 'fixed', amountCents: 500, minimumSubtotalCents: 5000 } });
    expect(yen.invalidCoupons).toEqual([{ code: 'big', message: couponMinimumMessage('¥5,000') }]);
    expect(yen.grandTotalCents).toBe(2400);
  });

  it('rounds a percentage of yen to whole yen', () => {
    const cart = price({ currency: 'JPY', entries: [entry(1999, 1)], details: details('JP', '', 'x'), coupon: { code: 'X', type: 'percent', percent: 15 } });
    // 15 % of ¥1,999 is ¥299.85: ¥300.
    expect([cart.discountCents, cart.grandTotalCents]).toEqual([300, 1699]);
  });
});

describe('every total', () => {
  it('is whole minor units, and the grand total is subtotal − discount + shipping + added tax', () => {
    const currencies: CurrencyCode[] = ['USD', 'JPY', 'EUR', 'SEK', 'INR'];
    fc.assert(
      fc.property(
        fc.constantFrom(...currencies),
        fc.array(fc.record({ cents: fc.integer({ min: 0, max: 500_000 }), quantity: fc.integer({ min: 1, max: 20 }), giftCard: fc.boolean() }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 30_000 }).map((rate) => rate / 1000),
        fc.boolean(),
        fc.option(fc.oneof(fc.integer({ min: 1, max: 100 }).map((percent): Coupon => ({ code: 'C', type: 'percent', percent })), fc.integer({ min: 1, max: 100_000 }).map((amountCents): Coupon => ({ code: 'C', type: 'fixed', amountCents })))),
        (currency, lines, shipping, ratePercent, inclusive, coupon) => {
          const entries = lines.map((line) => entry(line.cents, line.quantity, line.giftCard ? ProductType.GIFT_CARD : ProductType.PHYSICAL));
          const cart = price({
            currency,
            entries,
            shippingRules: [flat('s', ['*'], shipping)],
            taxRules: [tax({ country: 'US', ratePercent, inclusive, taxShipping: true })],
            details: details('US', '', coupon ? 'c' : ''),
            coupon,
          });
          for (const total of [cart.subtotalCents, cart.discountCents, cart.shippingCostCents, cart.taxCents, cart.grandTotalCents]) expect(Number.isSafeInteger(total)).toBe(true);
          expect(cart.grandTotalCents).toBe(cart.subtotalCents - cart.discountCents + cart.shippingCostCents + cart.taxCents);
          const merchandise = entries.filter((candidate) => candidate.productType !== ProductType.GIFT_CARD).reduce((sum, candidate) => sum + candidate.subTotal, 0);
          expect(cart.discountCents).toBeLessThanOrEqual(merchandise);
          for (const applied of cart.applicableTaxRules) expect(applied.amountCents).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('a store in yen', () => {
  it('checks out in whole yen, with its shipping, tax and coupon', async () => {
    const matcha = await publishCopy('item-candle', 'item-matcha-bowl', 50, (variant) => ({ ...variant, priceMoney: { value: '2400', currency: 'JPY' }, onSale: false }));
    await putSiteContent(siteKeys.coupons(await websiteId()), JSON.stringify([{ code: 'KANPAI', type: 'percent', percent: 10 }]));
    await withStoreSettings(
      (settings) => {
        settings.selectedCurrency = 'JPY';
        settings.shippingRules = [{ id: 'yamato', name: 'Yamato', countries: ['JP'], type: 'weight', baseCents: 700, perKgCents: 300 }];
        settings.taxRules = [{ name: 'Consumption tax', country: 'JP', ratePercent: 10, inclusive: false, taxShipping: true }];
      },
      async () => {
        const visitor = await arrivingVisitor();
        const { shoppingCart } = await add(visitor, { itemId: matcha.id, sku: matcha.structuredContent.variants[0].sku, quantity: 3 });
        expect([shoppingCart.currencyCode, shoppingCart.subtotalCents]).toEqual(['JPY', 7200]);
        const address = { country: 'JP', line1: '1-1 Chiyoda', line2: '', city: 'Chiyoda-ku', region: 'Tokyo', postcode: '100-0001' };
        const placed = await submitCheckout(visitor, { ...address, couponCode: 'kanpai' });
        expect(placed.status).toBe(303);
        const order = await orderOf(placed);
        // ¥7,200 − ¥720; three candles weigh 1.05 kg: ¥700 + 2 × ¥300; 10 % of ¥6,480 + ¥1,300.
        expect(order).toMatchObject({ currencyCode: 'JPY', subtotal: 7200, discountTotal: 720, couponCode: 'KANPAI', shippingTotal: 1300, taxTotal: 778, grandTotal: 8558 });
        expect(await (await visitor.request(placed.headers.get('Location')!)).text()).toContain(formatMoney(8558, 'JPY', 'en-US'));
        expect(order.customer.email).toBe(BUYER.email);
      },
    );
  });
});
