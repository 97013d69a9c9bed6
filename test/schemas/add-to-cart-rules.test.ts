import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAddToCart,
  isRefusal,
  productOptions,
  QUANTITY_MAX,
  quantityProblem,
  selectOptionsMessage,
  type AddToCartRequest,
} from '../../schemas/commerce/add-to-cart-rules';
import {
  GIFT_CARD_DENOMINATION,
  OUT_OF_STOCK,
  QUANTITY_NOT_A_NUMBER,
  QUANTITY_OUT_OF_RANGE,
  SUB_QUANTITY_NOT_WHOLE,
  VARIANT_UNAVAILABLE,
} from '../../schemas/messages';
import { ProductType } from '../../schemas/commerce/product-type';
import { en, fill, translated } from '../../schemas/messages';
import { fr } from '../../schemas/messages/fr';

const variant = (sku: string, attributes: Record<string, string>, qtyInStock = 5, unlimited = false) => ({
  sku,
  attributes,
  qtyInStock,
  unlimited,
});

// Size × Color, listed Color-first in the variants so the ordering has to come from variantOptionOrdering.
const tee = {
  productType: ProductType.PHYSICAL,
  variantOptionOrdering: ['Size', 'Color'],
  variants: [
    variant('S-SAGE', { Color: 'Sage', Size: 'Small' }),
    variant('M-SAGE', { Color: 'Sage', Size: 'Medium' }, 1),
    variant('L-SAGE', { Color: 'Sage', Size: 'Large' }, 0),
  ],
};
const candle = { productType: ProductType.PHYSICAL, variants: [variant('CANDLE', {}, 3)] };
const giftCard = {
  productType: ProductType.GIFT_CARD,
  variantOptionOrdering: ['Amount'],
  variants: [variant('GIFT-25', { Amount: '$25' }, 0, true)],
};

const add = (product: Parameters<typeof checkAddToCart>[0], request: Partial<AddToCartRequest>) =>
  checkAddToCart(product, { sku: '', quantity: 1, ...request });

describe('missing variant selection', () => {
  it('names one, two or many options in variantOptionOrdering order', () => {
    expect(selectOptionsMessage(['Size'])).toBe('Please select the Size option.');
    expect(selectOptionsMessage(['Size', 'Color'])).toBe('Please select the Size and Color options.');
    expect(selectOptionsMessage(['Size', 'Color', 'Fit'])).toBe('Please select the Size, Color and Fit options.');
    expect(productOptions(tee)).toEqual(['Size', 'Color']);
  });

  it('asks for a gift card denomination instead', () => {
    expect(add(giftCard, {})).toEqual({ errorType: 'NO_VARIANT_SELECTED', message: GIFT_CARD_DENOMINATION });
  });

  it('lists every option when nothing was chosen, and only the unchosen ones otherwise', () => {
    expect(add(tee, {})).toEqual({ errorType: 'NO_VARIANT_SELECTED', message: 'Please select the Size and Color options.' });
    expect(add(tee, { chosenAttributes: { Size: 'Small' } })).toEqual({
      errorType: 'NO_VARIANT_SELECTED',
      message: 'Please select the Color option.',
    });
  });

  it('needs no choice for a product without options', () => {
    expect(add(candle, {})).toMatchObject({ variant: { sku: 'CANDLE' }, quantity: 1 });
  });
});

describe('the checks run in the spec order', () => {
  it('a chosen combination no variant has is unavailable', () => {
    const refusal = add(tee, { chosenAttributes: { Size: 'Small', Color: 'Ink' } });
    expect(refusal).toEqual({ errorType: 'VARIANT_UNAVAILABLE', message: VARIANT_UNAVAILABLE });
  });

  it('an unknown sku, or one contradicting the chosen options, is unavailable', () => {
    expect(add(tee, { sku: 'NOPE' })).toEqual({ errorType: 'VARIANT_UNAVAILABLE', message: VARIANT_UNAVAILABLE });
    expect(add(tee, { sku: 'M-SAGE', chosenAttributes: { Size: 'Small', Color: 'Sage' } })).toMatchObject({
      errorType: 'VARIANT_UNAVAILABLE',
    });
  });

  it('finds the variant by its chosen options alone', () => {
    expect(add(tee, { chosenAttributes: { Size: 'Medium', Color: 'Sage' } })).toMatchObject({ variant: { sku: 'M-SAGE' } });
  });

  it('stock comes before the quantity being a number', () => {
    expect(add(tee, { sku: 'L-SAGE', quantity: 'lots' })).toEqual({ errorType: 'OUT_OF_STOCK', message: OUT_OF_STOCK });
    expect(add(tee, { sku: 'M-SAGE', quantity: 2 })).toEqual({ errorType: 'OUT_OF_STOCK', message: OUT_OF_STOCK });
    expect(add(tee, { sku: 'M-SAGE', quantity: 'lots' })).toEqual({ errorType: 'QUANTITY_NOT_A_NUMBER', message: QUANTITY_NOT_A_NUMBER });
  });

  it('a subscription quantity must be whole; any quantity stays within 1 to 9999', () => {
    expect(add(candle, { quantity: '1.5', subscription: true })).toEqual({
      errorType: 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER',
      message: SUB_QUANTITY_NOT_WHOLE,
    });
    expect(add(candle, { quantity: 1.5 })).toEqual({ errorType: 'API_FAILURE', message: QUANTITY_OUT_OF_RANGE });
    expect(add(candle, { quantity: 0 })).toEqual({ errorType: 'API_FAILURE', message: QUANTITY_OUT_OF_RANGE });
    expect(add(giftCard, { sku: 'GIFT-25', quantity: QUANTITY_MAX + 1 })).toMatchObject({ message: QUANTITY_OUT_OF_RANGE });
    expect(add(giftCard, { sku: 'GIFT-25', quantity: QUANTITY_MAX })).toMatchObject({ quantity: QUANTITY_MAX });
  });

  it('checks a quantity before it is sent, as the add would, in the words of the table given', () => {
    for (const quantity of ['0', '-1', '1.5', 0, -3]) expect(quantityProblem(quantity), String(quantity)).toEqual({ errorType: 'API_FAILURE', message: QUANTITY_OUT_OF_RANGE });
    expect(quantityProblem('')).toEqual({ errorType: 'QUANTITY_NOT_A_NUMBER', message: QUANTITY_NOT_A_NUMBER });
    expect(quantityProblem('2.5', true)).toEqual({ errorType: 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER', message: SUB_QUANTITY_NOT_WHOLE });
    expect(quantityProblem(' 12 ')).toBeNull();
    expect(quantityProblem('0', false, fr)?.message).toBe(fr.QUANTITY_OUT_OF_RANGE);
    expect(quantityProblem('', false, fr)?.message).toBe(fr.QUANTITY_NOT_A_NUMBER);
  });
});

it('words the options still to choose by the catalogue, so the API says them in the site language', () => {
  expect(translated(selectOptionsMessage(['Size']), fr)).toBe(fill(fr.SELECT_ONE_OPTION, { option: 'Size' }));
  expect(translated(selectOptionsMessage(['Size', 'Color', 'Fit']), fr)).toBe(fill(fr.SELECT_OPTIONS, { options: 'Size, Color', lastOption: 'Fit' }));
  expect(fr.SELECT_OPTIONS).not.toBe(en.SELECT_OPTIONS);
});

it('accepts exactly the whole quantities from 1 to the stock of an available variant', () => {
  fc.assert(
    fc.property(fc.integer({ min: -5, max: 20 }), fc.integer({ min: 0, max: 10 }), (quantity, stock) => {
      const product = { productType: ProductType.PHYSICAL, variants: [variant('ONE', {}, stock)] };
      const result = add(product, { sku: 'ONE', quantity });
      expect(isRefusal(result)).toBe(!(quantity >= 1 && quantity <= stock));
    }),
  );
});
