import { describe, expect, it } from 'vitest';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../schemas/add-to-cart-rules';
import { getFormatter, render } from '../../templates/index';

const run = (source: string, data: unknown) => render(source, data, { locale: 'en-US' });
const out = (source: string, data: unknown) => run(source, data).output;

const item = (structuredContent: object, extra: object = {}) => ({ item: { id: 'p1', collectionId: 'c1', structuredContent }, ...extra });

describe('quantity-input (spec section 5)', () => {
  const shown = (data: unknown) => out('{item|quantity-input}', data) !== '';
  it('carries the limits the cart enforces', () => {
    const html = out('{item|quantity-input}', item({ productType: 1, variants: [{ qtyInStock: 5 }] }));
    expect(html).toContain(`max="${QUANTITY_MAX}" min="${QUANTITY_MIN}" value="${QUANTITY_MIN}" type="number" step="1"`);
    expect(html).toContain('size="4"');
  });
  it('shows only when more than one unit is in stock', () => {
    expect(shown(item({ productType: 1, variants: [{ qtyInStock: 1 }] }))).toBe(false);
    expect(shown(item({ productType: 1, variants: [{ qtyInStock: 1 }, { qtyInStock: 1 }] }))).toBe(true);
    expect(shown(item({ productType: 1, variants: [{ unlimited: true }] }))).toBe(true);
  });
  it('shows for services only when the store allows several', () => {
    const service = item({ productType: 3, variants: [{ qtyInStock: 9 }] });
    expect(shown(service)).toBe(true);
    expect(shown({ ...service, websiteSettings: { storeSettings: { multipleQuantityAllowedForServices: false } } })).toBe(false);
  });
  it('never shows for digital goods, gift cards or subscriptions', () => {
    expect(shown(item({ productType: 2 }))).toBe(false);
    expect(shown(item({ productType: 4, variants: [{ unlimited: true }] }))).toBe(false);
    expect(shown(item({ productType: 1, isSubscribable: 'true', variants: [{ qtyInStock: 9 }] }))).toBe(false);
  });
});

describe('product-status', () => {
  it("shows 'sold out' before 'sale'", () => {
    const data = { structuredContent: { productType: 1, variants: [{ onSale: true, qtyInStock: 0 }] } };
    expect(out('{@|product-status}', data)).toBe('<div class="product-mark sold-out">sold out</div>');
  });
  it('a gift card is never sold out', () => {
    expect(out('{@|product-status}', { structuredContent: { productType: 4, variants: [{ qtyInStock: 0 }] } })).toBe('');
  });
});

describe('add-to-cart-btn', () => {
  const label = (data: unknown) => /inner">(.*)<\/div>/.exec(out('{item|add-to-cart-btn}', data))?.[1];
  it("reads 'Subscribe' for subscribable products, otherwise 'Add To Cart'", () => {
    expect(label(item({ productType: 1, isSubscribable: true }))).toBe('Subscribe');
    expect(label(item({ productType: 1 }))).toBe('Add To Cart');
  });
  it('uses the custom label only when the product asks for it, escaped', () => {
    expect(label(item({ useCustomAddButtonText: false, customAddButtonText: 'Mine' }))).toBe('Add To Cart');
    expect(label(item({ useCustomAddButtonText: true, customAddButtonText: '<b>Buy "now"</b>' }))).toBe('&lt;b&gt;Buy "now"&lt;/b&gt;');
  });
  it('carries the item and collection ids the storefront script adds with', () => {
    const html = out('{item|add-to-cart-btn}', item({ productType: 1 }));
    expect(html).toContain('class="sqs-add-to-cart-button ');
    expect(html).toContain('data-collection-id="c1" data-item-id="p1" data-product-type="1"');
  });
});

describe('variants-select', () => {
  const data = item({
    productType: 1,
    variants: [
      { attributes: { Size: 'S', Color: 'Red' } },
      { attributes: { Size: 'M', Color: 'Red' } },
      { attributes: { Size: 'S', Color: '"Blue"', Fit: 'Slim' } },
    ],
    variantOptionOrdering: ['Color', 'Size'],
  });
  const html = out('{item|variants-select}', data);
  it('lists each option once per distinct value, in variant order, options in variantOptionOrdering order then the rest', () => {
    const titles = [...html.matchAll(/variant-option-title">(.*?): </g)].map((m) => m[1]);
    expect(titles).toEqual(['Color', 'Size', 'Fit']);
    const sizes = [...html.matchAll(/name="variant-option-Size" id="[^"]*"/g)].length;
    expect(sizes).toBe(2);
  });
  it('escapes values, so a quote cannot end an attribute', () => {
    expect(html).toContain('<option value="&quot;Blue&quot;">"Blue"</option>');
    expect(html).not.toContain('value=""Blue"');
  });
  it('renders nothing for a product without options', () => {
    expect(out('{item|variants-select}', item({ productType: 1, variants: [{ sku: 'a' }] }))).toBe('');
  });
});

describe('product-quick-view', () => {
  it("falls back to 'Quick View'", () => {
    expect(out('{item|product-quick-view}', { item: { id: 'x' } })).toContain('>Quick View</span>');
  });
});

describe('restock notification and scarcity', () => {
  const context = (fields: object) => ({ item: { id: 'p1' }, productMerchandisingContext: { p1: fields } });
  it('renders nothing without a merchandising context', () => {
    expect(out('{item|product-restock-notification}{item|product-scarcity}', { item: { id: 'p1' } })).toBe('');
  });
  it('escapes the store texts of the restock form', () => {
    const html = out(
      '{item|product-restock-notification}',
      context({ restockNotificationViews: [{ variantId: 'v' }], restockNotificationMessages: { placeholderText: '"x"', CTAText: '<i>' } }),
    );
    expect(html).toContain('placeholder="&quot;x&quot;"');
    expect(html).toContain('<span class="product-restock-cta">&lt;i&gt;</span>');
  });
  it('hides a product-wide scarcity message unless shown by default', () => {
    const views = [{ qtyInStock: 2 }];
    const hidden = out('{item|product-scarcity}', context({ scarcityEnabled: true, scarcityTemplateViews: views, scarcityText: '{qtyInStock} left' }));
    expect(hidden).toContain('<div class="product-scarcity" hidden>');
    expect(hidden).toContain('2 left');
  });
});

describe('cart formatters', () => {
  it('cart-quantity sums the units of the entries', () => {
    expect(out('{@|cart-quantity}', { entries: [{ quantity: 2 }, { quantity: 'x' }, { quantity: -4 }, {}, null, { quantity: 7 }] })).toBe(
      '<span class="sqs-cart-quantity">9</span>',
    );
    expect(out('{@|cart-quantity}', { entries: [] })).toBe('<span class="sqs-cart-quantity">0</span>');
    expect(out('{@|cart-quantity}', {})).toBe('');
  });
  it('cart-url is always /cart', () => expect(out('{x|cart-url}', { x: 'elsewhere' })).toBe('/cart'));
});

describe('availability predicates share the rules of schemas/availability.ts', () => {
  const test = (predicate: string, structuredContent: unknown) => out(`{.${predicate}}y{.or}n{.end}`, { structuredContent });
  it('read a product type written as text', () => {
    expect(test('sold-out?', { productType: '1', variants: [{ qtyInStock: 0 }] })).toBe('y');
    expect(test('sold-out?', { productType: '2' })).toBe('n');
    expect(test('on-sale?', { productType: '1', variants: [{ onSale: true, qtyInStock: 1 }] })).toBe('y');
  });
  it('on-sale?: any variant on sale; digital by its own flag', () => {
    expect(test('on-sale?', { productType: 1, variants: [{}, { onSale: true }] })).toBe('y');
    expect(test('on-sale?', { productType: 2, onSale: true })).toBe('y');
    expect(test('on-sale?', { productType: 2 })).toBe('n');
  });
  it('are false for a node without a product', () => {
    for (const predicate of ['sold-out?', 'on-sale?', 'has-variants?', 'varied-prices?']) expect(test(predicate, undefined)).toBe('n');
  });
});

describe('bad input', () => {
  const formatters = [
    'add-to-cart-btn', 'bookkeeper-money-format', 'cart-quantity', 'from-price', 'normal-price', 'sale-price', 'percentage-format',
    'product-checkout', 'product-price', 'subscription-price', 'product-quick-view', 'product-restock-notification', 'product-scarcity',
    'product-status', 'quantity-input', 'summary-form-field', 'variant-descriptor', 'variants-select', 'money-format', 'money-string',
    'moneyFormat', 'i18n-money-format',
  ];
  const values = [
    null, 7, 'text', [], [null], { structuredContent: 5 }, { id: 5, structuredContent: { productType: {}, variants: [null, 5, 'x', { attributes: 5, priceMoney: 5 }] } },
    { structuredContent: { productType: 1, variantOptionOrdering: 'Size', variants: [{ attributes: { Size: {} }, pricingOptions: [null] }] } },
    { type: 'phone', values: 5 }, { type: 'likert', values: [] }, { entries: 'x' }, { optionValues: [null] },
  ];
  it('every formatter is registered', () => {
    for (const name of formatters) expect(getFormatter(name), name).toBeDefined();
  });
  it('never throws, and prints text', () => {
    for (const name of formatters) {
      for (const value of values) {
        const { output, errors } = run(`{v|${name}}`, { v: value, productMerchandisingContext: { 5: null } });
        expect(typeof output, name).toBe('string');
        expect(errors, `${name} ${JSON.stringify(value)}`).toEqual([]);
      }
    }
  });
});
