// Prices as a shopper can pay them (#28): "from" the lowest price among the
// variants in stock, sale prices struck through beside the sale price with
// the badge wherever the product shows, and JSON-LD offers that follow the
// live stock. The "from" wording is the reference's default from-price text
// (`from {fromPrice}`, ../shared/engine/reference.md, `product-price`).
import { beforeAll, describe, expect, it } from 'vitest';
import { add, arrivingVisitor } from './cart-helpers';
import { seedDemoSite, visit } from './demo-site';
import { productPage, setStock } from './product-pages';

beforeAll(seedDemoSite);

const html = async (path: string) => (await visit(path)).text();

/** The text of the first price block of a piece of markup, tags stripped. */
function priceText(markup: string): string {
  const block = /<div class="product-price">([\s\S]*?)<\/div>/.exec(markup);
  return block ? block[1].replace(/<span class="visually-hidden[^"]*">[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '').trim() : '';
}

/** The markup of the product card, add-on or product detail holding `marker`, up to its end. */
function partOf(markup: string, marker: string, end: string): string {
  const start = markup.indexOf(marker);
  expect(start, marker).toBeGreaterThanOrEqual(0);
  return markup.slice(start, markup.indexOf(end, start));
}

function jsonLd(markup: string): { offers: { sku?: string; price: string; availability: string }[]; aggregateRating?: unknown } {
  return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(markup)![1]);
}

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

describe('a product whose variants differ in price', () => {
  it('shows "from" the lowest price in stock, not the highest, on its page and in the grid', async () => {
    // The demo tee: Large Sage costs $30.00 and is sold out; every variant in stock costs $28.00.
    expect(priceText(partOf(await html('/shop/p/organic-cotton-tee'), 'data-product-detail', '</article>'))).toBe('from $28.00');
    expect(priceText(partOf(await html('/shop'), 'data-item-id="item-tee"', '</li>'))).toBe('from $28.00');
  });

  it('names the cheapest variant in stock: a cheaper sold-out one is not offered, until it is restocked', async () => {
    // Only Large Sage ($30.00) in stock.
    const { product, path, skus } = await productPage('item-tee', 0, (variant) => ({ ...variant, qtyInStock: variant.sku.endsWith('TEE-L-SAGE') ? 4 : 0 }));
    expect(priceText(await html(path))).toBe('from $30.00');
    await setStock(product.id, { sku: skus.find((sku) => sku.endsWith('TEE-M-INK')), qtyInStock: 2 });
    expect(priceText(await html(path))).toBe('from $28.00');
  });

  it('names the cheapest of all when every variant is sold out', async () => {
    const { path } = await productPage('item-tee', 0);
    expect(priceText(await html(path))).toBe('from $28.00');
  });

  it('gift card: from the smallest value until one is chosen', async () => {
    expect(priceText(await html('/shop/p/gift-card'))).toBe('from $25.00');
  });
});

describe('a product on sale', () => {
  it('shows the sale price, the original struck through and the sale badge in the grid and on its page', async () => {
    // The demo tote: $24.00, on sale at $18.00.
    for (const part of [partOf(await html('/shop'), 'data-item-id="item-tote"', '</li>'), partOf(await html('/shop/p/canvas-tote'), 'data-product-detail', '</article>')]) {
      expect(part).toMatch(/\$18\.00\s*<span class="visually-hidden[^"]*">Original Price:<\/span><span class="original-price">\$24\.00<\/span>/);
      expect(part).toContain('<div class="product-mark sale">');
    }
  });

  it('shows in the cart and the checkout struck through beside what is paid, with the badge; a full-price line shows one price', async () => {
    const visitor = await arrivingVisitor();
    await add(visitor, { itemId: 'item-tote', sku: 'TOTE-NATURAL', quantity: 2 });
    await add(visitor, { itemId: 'item-candle', sku: 'CANDLE-PILLAR', quantity: 1 });
    const page = await (await visitor.request('/cart')).text();
    const line = (title: string) => partOf(page, `>${title}</a>`, '</li>');
    const tote = line('Canvas Tote');
    expect(tote).toMatch(/<div class="cart-entry-subtotal"><span class="product-mark sale">sale<\/span> <span class="visually-hidden">Original Price:<\/span><s class="original-price">\$48\.00<\/s> (<!-- -->)?\$36\.00<\/div>/);
    expect(line('Beeswax Candle')).toContain('<div class="cart-entry-subtotal">$16.00</div>');
    // The checkout's order summary, likewise.
    const checkout = await (await visitor.request('/checkout')).text();
    const summaryLine = (title: string) => partOf(checkout, `>${title}</a>`, '</li>');
    expect(summaryLine('Canvas Tote')).toMatch(/<span class="summary-line-total"><span class="product-mark sale">sale<\/span> <span class="visually-hidden">Original Price:<\/span><s class="original-price">\$48\.00<\/s> (<!-- -->)?\$36\.00<\/span>/);
    expect(summaryLine('Beeswax Candle')).toContain('<span class="summary-line-total">$16.00</span>');
  });

  it('add-ons ("Goes well with") show their price and badge', async () => {
    // The tote's add-ons: the pillar candle ($16.00) and the oat napkins, set of 4 ($32.00).
    const addOns = partOf(await html('/shop/p/canvas-tote'), 'class="product-add-ons"', '</section>');
    const items = addOns.split('<li>').slice(1);
    expect(items.map(priceText)).toEqual(['$16.00', '$32.00']);
  });
});

describe('JSON-LD of a product page', () => {
  it('offers each variant at its price, with its live availability: InStock after a restock', async () => {
    const { product, path, skus } = await productPage('item-tee', 0);
    let data = jsonLd(await html(path));
    expect(data.offers.map((offer) => [offer.sku, offer.price, offer.availability])).toEqual(
      product.structuredContent.variants.map((variant) => [variant.sku, variant.priceMoney!.value, OUT_OF_STOCK]),
    );
    await setStock(product.id, { sku: skus[2], qtyInStock: 3 });
    data = jsonLd(await html(path));
    expect(data.offers.map((offer) => offer.availability)).toEqual([OUT_OF_STOCK, OUT_OF_STOCK, IN_STOCK, OUT_OF_STOCK]);
  });

  it('rates the product when it has reviews, and not otherwise', async () => {
    expect(jsonLd(await html('/shop/p/organic-cotton-tee')).aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: 3 });
    expect(jsonLd(await html('/shop/p/canvas-tote'))).not.toHaveProperty('aggregateRating');
  });
});
