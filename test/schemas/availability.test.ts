import { describe, expect, it } from 'vitest';

import {
  currentAmount,
  findVariantBySku,
  fromPriceVariant,
  hasEnoughStock,
  hasUnlimitedStock,
  hasVariants,
  hasVariedPrices,
  isOnSale,
  isSoldOut,
  isVariantInStock,
  scarcityCount,
  scarcityMessage,
  totalStock,
  type VariantLike,
} from '../../schemas/commerce/availability';
import { ProductContentSchema, ProductType } from '../../schemas/commerce/product';

const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD } = ProductType;
const PAYWALL = 5;

const product = (productType: number | undefined, variants: VariantLike[] = [], onSale?: boolean) => ({
  productType,
  variants,
  onSale,
});

describe.each([
  ['physical', PHYSICAL],
  ['service', SERVICE],
])('a %s product', (_, type) => {
  it('is sold out without variants', () => {
    const empty = product(type);
    expect(isSoldOut(empty)).toBe(true);
    expect(totalStock(empty)).toBe(0);
    expect(hasUnlimitedStock(empty)).toBe(false);
  });

  it('is sold out when every variant has no stock', () => {
    const none = product(type, [{ qtyInStock: 0 }, { qtyInStock: 0, unlimited: false }]);
    expect(isSoldOut(none)).toBe(true);
    expect(totalStock(none)).toBe(0);
  });

  it('is available when one variant has stock', () => {
    const some = product(type, [{ qtyInStock: 0 }, { qtyInStock: 3 }, { qtyInStock: 4 }]);
    expect(isSoldOut(some)).toBe(false);
    expect(totalStock(some)).toBe(7);
    expect(hasUnlimitedStock(some)).toBe(false);
  });

  it('is available and unlimited when one variant is unlimited', () => {
    const unlimited = product(type, [{ qtyInStock: 0 }, { qtyInStock: 0, unlimited: true }]);
    expect(isSoldOut(unlimited)).toBe(false);
    expect(hasUnlimitedStock(unlimited)).toBe(true);
    expect(totalStock(unlimited)).toBe(Infinity);
  });

  it('is on sale when any variant is', () => {
    expect(isOnSale(product(type, [{ onSale: false }, { onSale: true }]))).toBe(true);
    expect(isOnSale(product(type, [{ onSale: false }, {}]))).toBe(false);
    expect(isOnSale(product(type, [{}], true))).toBe(false);
  });

  it('can be on sale and sold out at once', () => {
    const p = product(type, [{ onSale: true, qtyInStock: 0 }]);
    expect(isOnSale(p)).toBe(true);
    expect(isSoldOut(p)).toBe(true);
  });
});

describe.each([
  ['digital', DIGITAL],
  ['gift card', GIFT_CARD],
])('a %s product', (_, type) => {
  it('is never sold out and has unlimited stock', () => {
    for (const p of [product(type), product(type, [{ qtyInStock: 0 }])]) {
      expect(isSoldOut(p)).toBe(false);
      expect(hasUnlimitedStock(p)).toBe(true);
      expect(totalStock(p)).toBe(Infinity);
    }
  });

  it('can always supply any quantity', () => {
    expect(hasEnoughStock(product(type), { qtyInStock: 0 }, 9999)).toBe(true);
  });
});

describe('sale state of items priced on themselves', () => {
  it('reads a digital product’s own flag, not its variants', () => {
    expect(isOnSale(product(DIGITAL, [], true))).toBe(true);
    expect(isOnSale(product(DIGITAL, [{ onSale: true }], false))).toBe(false);
  });

  it('never puts a gift card on sale', () => {
    expect(isOnSale(product(GIFT_CARD, [{ onSale: true }], true))).toBe(false);
  });
});

describe.each([
  ['paywall', PAYWALL],
  ['missing', undefined],
])('a product whose type is %s', (_, type) => {
  it('is sold out and never on sale, whatever its variants say', () => {
    const p = product(type, [{ unlimited: true, onSale: true }]);
    expect(isSoldOut(p)).toBe(true);
    expect(isOnSale(p)).toBe(false);
  });
});

describe('isVariantInStock and hasEnoughStock', () => {
  it('compares the quantity with the variant stock', () => {
    expect(isVariantInStock({ qtyInStock: 3 }, 3)).toBe(true);
    expect(isVariantInStock({ qtyInStock: 3 }, 4)).toBe(false);
    expect(isVariantInStock({ qtyInStock: 1 })).toBe(true);
    expect(isVariantInStock({ qtyInStock: 0 })).toBe(false);
    expect(isVariantInStock({})).toBe(false);
    expect(isVariantInStock({ unlimited: true, qtyInStock: 0 }, 9999)).toBe(true);
  });

  it('judges physical and service variants by their stock', () => {
    expect(hasEnoughStock(product(PHYSICAL), { qtyInStock: 2 }, 2)).toBe(true);
    expect(hasEnoughStock(product(SERVICE), { qtyInStock: 2 }, 3)).toBe(false);
  });
});

describe('findVariantBySku', () => {
  const small = { sku: 'SQ-S', attributes: { Size: 'S' } };
  const large = { sku: 'SQ-L', attributes: { Size: 'L' } };

  it('returns the variant itself', () => {
    expect(findVariantBySku(product(PHYSICAL, [small, large]), 'SQ-L')).toBe(large);
  });

  it('returns undefined for an unknown sku or a product without variants', () => {
    expect(findVariantBySku(product(PHYSICAL, [small]), 'SQ-XL')).toBeUndefined();
    expect(findVariantBySku({ productType: PHYSICAL }, 'SQ-S')).toBeUndefined();
  });
});

describe('hasVariants', () => {
  it('is true for several variants or options on a single one', () => {
    expect(hasVariants(product(PHYSICAL, [{}, {}]))).toBe(true);
    expect(hasVariants(product(SERVICE, [{ attributes: { Length: '1 hour' } }]))).toBe(true);
  });

  it('is false for a single plain variant, no variants, or a digital product', () => {
    expect(hasVariants(product(PHYSICAL, [{ attributes: {} }]))).toBe(false);
    expect(hasVariants(product(PHYSICAL, [{}]))).toBe(false);
    expect(hasVariants(product(PHYSICAL))).toBe(false);
    expect(hasVariants(product(DIGITAL, [{}, {}]))).toBe(false);
  });
});

describe('hasVariedPrices', () => {
  const usd = (value: string) => ({ value, currency: 'USD' });

  it('compares the regular prices', () => {
    expect(hasVariedPrices(product(PHYSICAL, [{ priceMoney: usd('10.00') }, { priceMoney: usd('12.00') }]))).toBe(true);
    expect(hasVariedPrices(product(PHYSICAL, [{ priceMoney: usd('10.00') }, { priceMoney: usd('10.00') }]))).toBe(false);
  });

  it('compares amounts, not how the money is written', () => {
    const decimal = { priceMoney: { decimalValue: '10.00', currencyCode: 'USD' } };
    expect(hasVariedPrices(product(PHYSICAL, [decimal, { priceMoney: usd('10') }]))).toBe(false);
  });

  it('counts sale prices only while on sale', () => {
    const regular = (sale: string, onSale: boolean) => ({ priceMoney: usd('10.00'), salePriceMoney: usd(sale), onSale });
    expect(hasVariedPrices(product(PHYSICAL, [regular('5.00', false), regular('7.00', false)]))).toBe(false);
    expect(hasVariedPrices(product(PHYSICAL, [regular('5.00', true), regular('7.00', true)]))).toBe(true);
    expect(hasVariedPrices(product(PHYSICAL, [regular('5.00', true), regular('5.00', false)]))).toBe(true);
  });

  it('is false for one variant, none, or a digital product', () => {
    expect(hasVariedPrices(product(PHYSICAL, [{ priceMoney: usd('10.00') }]))).toBe(false);
    expect(hasVariedPrices(product(PHYSICAL))).toBe(false);
    expect(hasVariedPrices(product(DIGITAL, [{ priceMoney: usd('1') }, { priceMoney: usd('2') }]))).toBe(false);
  });
});

// The reference engine's own predicate cases (conformance p-sold-out, p-varied-prices,
// p-has-variants-1), as raw context JSON.
describe('raw template data', () => {
  it('decides sold-out like the reference engine', () => {
    const items = [
      { productType: 1, variants: [{ unlimited: true }] },
      { productType: 2 },
      { productType: 1, variants: [{ qtyInStock: 3 }] },
      { productType: 1, variants: [{ qtyInStock: 0 }] },
      { productType: -1 },
    ];
    expect(items.map(isSoldOut)).toEqual([false, false, false, true, true]);
  });

  it('decides varied prices from legacy price fields', () => {
    const items = [
      { productType: 1, variants: [{ onSale: true, salePrice: 100 }, { price: 200 }] },
      { productType: 2 },
      { productType: 1, variants: [{ price: 100 }, { price: 200 }] },
      { productType: -1 },
      { productType: 3, variants: [{ price: 100 }, { price: 100 }] },
      { productType: 1, variants: [] },
      { productType: 1, variants: [100, 100, 200].map((salePrice) => ({ onSale: true, salePrice })) },
    ];
    expect(items.map(hasVariedPrices)).toEqual([true, false, true, false, false, false, true]);
  });

  it('decides has-variants', () => {
    const items = [{ productType: 1, variants: [{}, {}] }, { productType: 2 }, { variants: [{}] }];
    expect(items.map(hasVariants)).toEqual([true, false, false]);
  });

  it('tolerates null and non-array fields', () => {
    const odd = { productType: 1, variants: null, onSale: null };
    expect(isSoldOut(odd)).toBe(true);
    expect(totalStock(odd)).toBe(0);
    expect(isSoldOut(JSON.parse('{"productType":1,"variants":{"0":{"unlimited":true}}}'))).toBe(true);
    expect(totalStock(product(PHYSICAL, [{ qtyInStock: null }, { qtyInStock: 2 }]))).toBe(2);
  });
});

describe('parsed ProductContent', () => {
  it('is accepted as is', () => {
    const content = ProductContentSchema.parse({
      productType: PHYSICAL,
      variants: [
        { sku: 'MUG-1', qtyInStock: 2, priceMoney: { value: '12.00', currency: 'USD' } },
        { sku: 'MUG-2', onSale: true, priceMoney: { value: '12.00', currency: 'USD' } },
      ],
    });
    expect(isSoldOut(content)).toBe(false);
    expect(isOnSale(content)).toBe(true);
    expect(totalStock(content)).toBe(2);
    expect(hasVariedPrices(content)).toBe(true);
    expect(findVariantBySku(content, 'MUG-2')?.onSale).toBe(true);
  });
});

describe('scarcity', () => {
  const tee = product(PHYSICAL, [
    { sku: 'S-SAGE', attributes: { Size: 'S', Color: 'Sage' }, qtyInStock: 12 },
    { sku: 'M-SAGE', attributes: { Size: 'M', Color: 'Sage' }, qtyInStock: 3 },
    { sku: 'M-INK', attributes: { Size: 'M', Color: 'Ink' }, qtyInStock: 0 },
  ]);

  it('counts the variants carrying every named attribute, all of them when none is named', () => {
    expect(scarcityCount(tee, { Size: 'M', Color: 'Sage' })).toBe(3);
    expect(scarcityCount(tee, { Size: 'M' })).toBe(3);
    expect(scarcityCount(tee, { Color: 'Sage' })).toBe(15);
    expect(scarcityCount(tee, {})).toBe(15);
    expect(scarcityCount(tee, null)).toBe(15);
    expect(scarcityCount(tee, { Size: 'XL' })).toBe(0);
  });

  it('has nothing to count for unlimited variants and for goods without stock', () => {
    expect(scarcityCount(product(PHYSICAL, [{ attributes: { Size: 'M' }, unlimited: true }, { attributes: { Size: 'S' }, qtyInStock: 2 }]), { Size: 'M' })).toBeNull();
    expect(scarcityCount(product(PHYSICAL, [{ attributes: { Size: 'M' }, unlimited: true }, { attributes: { Size: 'S' }, qtyInStock: 2 }]), { Size: 'S' })).toBe(2);
    expect(scarcityCount(product(DIGITAL, [{ qtyInStock: 0 }]), {})).toBeNull();
  });

  it('shows a message only while something is left to count', () => {
    expect(scarcityMessage('Only {qtyInStock} left! ({qtyInStock})', 3)).toBe('Only 3 left! (3)');
    expect(scarcityMessage('Only {qtyInStock} left!', 0)).toBeNull();
    expect(scarcityMessage('Only {qtyInStock} left!', null)).toBeNull();
  });
});

describe('the variant a "from" price names (#28)', () => {
  const usd = (value: string) => ({ value, currency: 'USD' });
  const tee = (stock: number[]) =>
    product(PHYSICAL, [
      { sku: 'cheap', priceMoney: usd('28.00'), qtyInStock: stock[0] },
      { sku: 'dear', priceMoney: usd('30.00'), qtyInStock: stock[1] },
      { sku: 'sale', priceMoney: usd('40.00'), salePriceMoney: usd('25.00'), onSale: true, qtyInStock: stock[2] },
    ]);

  it('is the cheapest in stock, by what the shopper pays now (the sale price while on sale)', () => {
    expect(fromPriceVariant(tee([1, 1, 1]))?.sku).toBe('sale');
    expect(fromPriceVariant(tee([1, 1, 0]))?.sku).toBe('cheap');
    expect(fromPriceVariant(tee([0, 1, 0]))?.sku).toBe('dear');
  });

  it('is the cheapest of all when every variant is sold out, and none without variants', () => {
    expect(fromPriceVariant(tee([0, 0, 0]))?.sku).toBe('sale');
    expect(fromPriceVariant(product(PHYSICAL))).toBeUndefined();
  });

  it('counts unlimited variants in stock, and every gift card value', () => {
    const unlimited = product(PHYSICAL, [{ sku: 'a', priceMoney: usd('5'), qtyInStock: 0 }, { sku: 'b', priceMoney: usd('9'), unlimited: true }]);
    expect(fromPriceVariant(unlimited)?.sku).toBe('b');
    const giftCard = product(GIFT_CARD, [{ sku: '100', priceMoney: usd('100') }, { sku: '25', priceMoney: usd('25') }]);
    expect(fromPriceVariant(giftCard)?.sku).toBe('25');
  });

  it('reads either money shape, or the legacy number', () => {
    expect(currentAmount({ priceMoney: { decimalValue: '12.5' } })).toBe(12.5);
    expect(currentAmount({ price: 1999 })).toBe(1999);
    expect(currentAmount({})).toBeNull();
  });
});
