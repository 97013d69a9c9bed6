import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CART_ENTRIES_API,
  hasVariants,
  SUBSCRIPTION_API,
  isOnSale,
  isSoldOut,
  ProductType,
  PageType,
  totalStock,
  type Collection,
  type ProductItem,
  type PublishedSite,
} from '../../schemas';
import { SOLD_OUT_LABEL } from '../../schemas/messages';
import { seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);

async function kvJson<T>(key: string): Promise<T> {
  return (await env.CONTENT.get<T>(key, 'json'))!;
}

async function shopProducts(): Promise<ProductItem[]> {
  const shop = await kvJson<Collection>('site:demo-website:collection:shop');
  return Promise.all(shop.itemIds.map((id) => kvJson<ProductItem>(`site:demo-website:item:${id}`)));
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Spec section 5: physical products, or services when the store allows several; never subscriptions; more than one in stock. */
function showsQuantity(product: ProductItem['structuredContent'], settings: PublishedSite): boolean {
  const { productType } = product;
  const typeAllows =
    productType === ProductType.PHYSICAL ||
    (productType === ProductType.SERVICE && settings.websiteSettings.storeSettings.multipleQuantityAllowedForServices);
  return typeAllows && !product.isSubscribable && totalStock(product) > 1;
}

describe('product detail pages', () => {
  it('shows every element of spec section 2 for each demo product', async () => {
    const settings = await kvJson<PublishedSite>('site:demo-website:settings');
    const products = await shopProducts();
    expect(products.length).toBeGreaterThanOrEqual(12);
    for (const item of products) {
      const product = item.structuredContent;
      const response = await visit(item.fullUrl);
      expect(response.status, item.id).toBe(200);
      const html = await response.text();
      expect(html, item.id).toContain(`<body data-page-type="${PageType.CONTENT_ITEM}">`);
      expect(html).toContain(`<title>${escapeHtml(item.title)} — ${escapeHtml(settings.website.siteTitle)}</title>`);

      const label = isSoldOut(product) ? SOLD_OUT_LABEL : product.isSubscribable ? 'Subscribe' : product.useCustomAddButtonText ? product.customAddButtonText! : 'Add To Cart';
      expect(html, item.id).toMatch(new RegExp(`<span class="sqs-add-to-cart-button-inner">\\s*${escapeHtml(label)}\\s*</span>`));

      const selects = [...html.matchAll(/<select[^>]*data-variant-option-name="([^"]+)"/g)].map((match) => match[1]);
      expect(selects, item.id).toEqual(hasVariants(product) ? product.variantOptionOrdering : []);

      expect(html.includes('class="product-quantity-input"'), `${item.id} quantity`).toBe(showsQuantity(product, settings));
      if (showsQuantity(product, settings)) expect(html, item.id).toContain('max="9999" min="1"');

      const badges = [...html.matchAll(/<div class="product-mark ([a-z-]+)">/g)].map((match) => match[1]);
      expect(badges, item.id).toEqual(isSoldOut(product) ? ['sold-out'] : isOnSale(product) ? ['sale'] : []);

      expect(html.includes('class="product-restock-notification"'), `${item.id} restock`).toBe(
        isSoldOut(product) && (item.merchandising?.restockNotificationViews.length ?? 0) > 0,
      );
      expect(html).toContain('class="sqs-product-quick-view-button"');
      expect(html).toContain(`<section class="product-reviews" id="reviews-${item.id}" data-reviews`);
      expect(html).toMatch(/<div class="product-installments" data-installments hidden><\/div>/);
    }
  });

  it('puts the scarcity message on products whose merchandising enables it', async () => {
    const products = (await shopProducts()).filter((item) => item.merchandising?.scarcityEnabled);
    expect(products.length).toBeGreaterThan(0);
    for (const item of products) {
      const html = await (await visit(item.fullUrl)).text();
      const view = item.merchandising!.scarcityTemplateViews[0];
      expect(html).toContain(item.merchandising!.scarcityText!.replace('{qtyInStock}', String(view.qtyInStock)));
    }
  });

  it('describes the product: canonical link and Open Graph in the head, JSON-LD Product after the body', async () => {
    const [tee] = await shopProducts();
    const html = await (await visit(`${tee.fullUrl}/`)).text();
    const canonical = `http://localhost${tee.fullUrl}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain(`<meta property="og:image" content="http://localhost${tee.items[0].assetUrl}"/>`);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: tee.title, url: canonical, sku: tee.structuredContent.variants[0].sku });
    expect(jsonLd.offers).toMatchObject(tee.structuredContent.variants.map((variant) => ({ '@type': 'Offer', sku: variant.sku, price: variant.priceMoney!.value, priceCurrency: 'USD' })));
  });
});

describe('product list page', () => {
  it('shows each product with its price, badge, grid button and quick view', async () => {
    const response = await visit('/shop');
    const html = await response.text();
    expect(html).toContain(`<body data-page-type="${PageType.CONTENT_COLLECTION}">`);
    for (const item of await shopProducts()) {
      const card = html.slice(html.indexOf(`data-item-id="${item.id}"`));
      const end = card.indexOf('</li>');
      const cardHtml = card.slice(0, end);
      expect(cardHtml, item.id).toContain('class="product-price"');
      expect(cardHtml, item.id).toContain(`data-id="${item.id}"`);
      if (isSoldOut(item.structuredContent)) expect(cardHtml).toContain('product-mark sold-out');
      else if (isOnSale(item.structuredContent)) expect(cardHtml).toContain('product-mark sale');
      // Products with options are chosen on their page; the rest have the grid button, in its form.
      const gridButton = isSoldOut(item.structuredContent) || !hasVariants(item.structuredContent);
      expect(cardHtml.includes(`<form method="post" action="${item.structuredContent.isSubscribable ? SUBSCRIPTION_API : CART_ENTRIES_API}" id="add-to-cart-${item.id}"`), item.id).toBe(gridButton);
    }
  });
});
