// The product page workload: one product with 20 variants and a collection
// of 30 related items, rendered with the commerce fragments (price, status,
// variant selectors, quantity input, add-to-cart button), image srcsets and
// money formatting. Measured with bench/engine.ts against the reference,
// once in the legacy money style and once with the useCLDRMoneyFormat flag.
import type { Workload } from './sides';

const TEMPLATE = `{.section item}
<article class="product" data-item-id="{id}">
  <h1>{title|html}</h1>
  {.section mainImage}<img src="{assetUrl}" {@|image-srcset}>{.end}
  {@|product-status}
  {@|product-price}
  {@|variants-select}
  {@|quantity-input}
  {@|add-to-cart-btn}
  <table class="variant-prices">
  {.repeated section structuredContent.variants}<tr><td>{sku}</td><td>{priceMoney|i18n-money-format}</td><td>{qtyInStock} left</td></tr>
  {.end}
  </table>
</article>
{.end}
<section class="related">
{.repeated section related}
  <div class="related-item">
    {.section mainImage}<img src="{assetUrl}" {@|image-srcset}>{.end}
    {@|product-status}
    <a href="{fullUrl}">{title|html}</a>
    {@|product-price}
    {@|add-to-cart-btn}
  </div>
{.end}
</section>
<p class="subtotal">{cart.subtotalCents|bookkeeper-money-format}</p>`;

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const COLORS = ['Red', 'Blue', 'Green', 'Black'];

const money = (cents: number) => ({ value: (cents / 100).toFixed(2), currency: 'USD' });

const image = (name: string) => ({
  assetUrl: `https://images.example.com/${name}.jpg`,
  systemDataVariants: '2500x1667,100w,300w,500w,750w,1000w,1500w,2500w',
  originalSize: '2500x1667',
});

function variant(i: number) {
  const onSale = i % 7 === 0;
  return {
    sku: `SQ${1000 + i}`,
    attributes: { Size: SIZES[i % SIZES.length], Color: COLORS[Math.floor(i / SIZES.length) % COLORS.length] },
    priceMoney: money(2500 + (i % 3) * 500),
    salePriceMoney: money(onSale ? 1900 : 0),
    onSale,
    qtyInStock: i % 4,
    unlimited: false,
  };
}

function related(i: number) {
  return {
    id: `item${i}`,
    collectionId: 'shop',
    title: `Related <${i}> & co`,
    fullUrl: `/shop/p/related-${i}`,
    mainImage: image(`related-${i}`),
    structuredContent: {
      productType: i % 5 === 0 ? 2 : 1,
      priceMoney: money(990 + i * 10),
      onSale: i % 6 === 0,
      salePriceMoney: money(790),
      variants: [variant(i), variant(i + 1)],
    },
  };
}

function productData(cldrMoney: boolean): unknown {
  return {
    item: {
      id: 'product',
      collectionId: 'shop',
      title: 'The Everyday Shirt',
      mainImage: image('shirt'),
      structuredContent: {
        productType: 1,
        variants: Array.from({ length: 20 }, (_, i) => variant(i)),
        variantOptionOrdering: ['Size', 'Color'],
        useCustomAddButtonText: false,
      },
    },
    related: Array.from({ length: 30 }, (_, i) => related(i)),
    cart: { subtotalCents: 123456 },
    website: { useCLDRMoneyFormat: cldrMoney },
    featureFlags: { useCLDRMoneyFormat: cldrMoney },
  };
}

// A larger product page, as a live store's looks: the demo site's product
// template (sites/demo/templates/products.item.jsont) inside its header and
// footer, with a gallery of 8 images, 24 variants listed with their prices
// and stock, tags, publication dates and 8 related products. The demo's
// formatters that are extensions of ours (in-stock-price, reviews, the
// related-products block, image options) are replaced by the reference
// formatters they build on, so both engines do the same work and print the
// same page (issue #30).
const GALLERY_PAGE = `{.section website}<header class="site-header"><a class="site-title" href="/">{siteTitle|html}</a>
<nav class="site-nav"><a href="/">Home</a><a href="/shop">Shop</a><a href="/journal">Journal</a><a class="header-cart-link" href="{@|cart-url}">Cart ({@|cart-quantity})</a></nav></header>{.end}
<main id="main">
{.section item}
<nav class="breadcrumb"><a href="{collection.fullUrl|htmlattr}">{collection.title|html}</a> / <span>{title|html}</span></nav>
<article class="product-detail {@|item-classes}" data-item-id="{id|htmlattr}" data-product-type="{structuredContent.productType|htmlattr}" data-variants="{structuredContent.variants|json|htmlattr}">
  <div class="product-gallery">
    {.repeated section items}<figure class="product-photo" style="--focal-x: {mediaFocalPoint.x|htmlattr}; --focal-y: {mediaFocalPoint.y|htmlattr}"><img {@|image-srcset} {.equal? @index 1}fetchpriority="high"{.or}loading="lazy"{.end} alt="{title|htmlattr}">{.section description}<figcaption>{@|html}</figcaption>{.end}</figure>{.end}
  </div>
  <div class="product-summary">
    <div class="product-badges">{@|product-status}</div>
    <h1 class="product-title">{title|html}</h1>
    {@|product-price}
    {.on-sale?}<p class="product-sale-note">On sale from {@|from-price|bookkeeper-money-format}</p>{.end}
    {.varied-prices?}<p class="product-price-range">From {@|from-price|bookkeeper-money-format}</p>{.end}
    {@|product-scarcity}
    <div class="product-excerpt">{excerpt}</div>
    <p class="product-published">Added <time datetime="{publishOn|date %Y-%m-%d}">{publishOn|date %B %d, %Y}</time></p>
    {.has-variants?}{@|variants-select}{.end}
    {@|quantity-input}
    {@|add-to-cart-btn}
    {@|product-restock-notification}
    {.section tags}<ul class="product-tags">{.repeated section @}<li><a href="/shop?tag={@|url-encode}">{@|html}</a></li>{.alternates with} {.end}</ul>{.end}
  </div>
  <table class="product-variants">
  {.repeated section structuredContent.variants}<tr class="{.equal? qtyInStock 0}sold-out{.or}in-stock{.end}"><td>{sku|html}</td><td>{attributes.Size|html}</td><td>{attributes.Color|html}</td><td>{.if onSale}<s>{priceMoney|money}</s> {salePriceMoney|money}{.or}{priceMoney|money}{.end}</td><td>{.greaterThan? qtyInStock 0}{qtyInStock} left{.or}Sold out{.end}</td></tr>
  {.end}
  </table>
</article>
{.end}
<section class="related-products">
  <h2>You may also like</h2>
  <ul>{.repeated section relatedProducts}
    <li class="product-card {@|item-classes}" data-item-id="{id|htmlattr}">
      <a href="{fullUrl|htmlattr}">{.section items.0}<img {@|image-srcset} loading="lazy" alt="{title|htmlattr}">{.end}</a>
      <div class="product-card-badges">{@|product-status}</div>
      <h3><a href="{fullUrl|htmlattr}">{title|html}</a></h3>
      {@|product-price}
      {.sold-out?}<span class="sold-out">Sold out</span>{.or}{.has-variants?}<a class="button" href="{fullUrl|htmlattr}">Choose options</a>{.or}{@|add-to-cart-btn}{.end}{.end}
      <time datetime="{publishOn|date %Y-%m-%d}">{publishOn|date %b %d}</time>
    </li>{.end}
  </ul>
</section>
</main>
<footer class="site-footer"><p>&copy; {website.siteTitle|html} &middot; {website.siteDescription|html}</p></footer>`;

const GALLERY_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const GALLERY_COLORS = ['Sage', 'Ink', 'Oat', 'Rust'];
/** 2026-03-14T09:30:00Z: dates are fixed so both engines print the same page on any day. */
const PUBLISHED = 1773480600000;

const photo = (name: string, i: number) => ({
  ...image(name),
  title: `${name} <${i}>`,
  description: i % 3 === 0 ? `Detail ${i} of the weave & its "hand"` : '',
  mediaFocalPoint: { x: 0.5, y: 0.3 + i / 20 },
});

function galleryVariant(i: number) {
  const onSale = i % 5 === 0;
  return {
    sku: `TEE-${GALLERY_SIZES[i % GALLERY_SIZES.length]}-${GALLERY_COLORS[Math.floor(i / GALLERY_SIZES.length)]}`,
    attributes: { Size: GALLERY_SIZES[i % GALLERY_SIZES.length], Color: GALLERY_COLORS[Math.floor(i / GALLERY_SIZES.length)] },
    priceMoney: money(2800 + (i % GALLERY_SIZES.length) * 200),
    salePriceMoney: money(onSale ? 2200 : 0),
    onSale,
    qtyInStock: (i * 7) % 5,
    unlimited: false,
  };
}

function relatedProduct(i: number) {
  return {
    ...related(i),
    title: `Related & matching <${i}>`,
    publishOn: PUBLISHED - i * 86400000 * 9,
    items: [photo(`related-${i}`, i)],
    tags: ['textiles'],
    structuredContent: {
      productType: 1,
      variantOptionOrdering: ['Size'],
      variants: Array.from({ length: 1 + (i % 4) }, (_, v) => variant(i + v)),
    },
  };
}

function galleryPageData(cldrMoney: boolean): unknown {
  const item = {
    id: 'item-tee',
    collectionId: 'shop',
    recordType: 11,
    title: 'Organic Cotton Tee',
    fullUrl: '/shop/p/organic-cotton-tee',
    excerpt: '<p>Heavyweight organic cotton, garment dyed in small batches.</p>',
    publishOn: PUBLISHED,
    tags: ['textiles', 'organic cotton', 'summer & spring'],
    categories: ['Clothing'],
    items: Array.from({ length: 8 }, (_, i) => photo('tee', i)),
    structuredContent: {
      productType: 1,
      variantOptionOrdering: ['Size', 'Color'],
      variants: Array.from({ length: 24 }, (_, i) => galleryVariant(i)),
    },
  };
  return {
    website: {
      siteTitle: 'Fern & Field',
      siteDescription: 'Small-batch goods for slow mornings: ceramics, candles, coffee and good reading.',
      timeZone: 'America/New_York',
      language: 'en-US',
      useCLDRMoneyFormat: cldrMoney,
    },
    collection: { id: 'shop', title: 'Shop', fullUrl: '/shop', typeName: 'products' },
    item,
    relatedProducts: Array.from({ length: 8 }, (_, i) => relatedProduct(i)),
    productMerchandisingContext: {
      'item-tee': {
        scarcityEnabled: true,
        scarcityText: 'Only {qtyInStock} left!',
        scarcityShownByDefault: true,
        scarcityTemplateViews: [{ qtyInStock: 1, attributes: { Size: 'L', Color: 'Sage' } }],
      },
    },
    cart: { totalQuantity: 2 },
    featureFlags: { useCLDRMoneyFormat: cldrMoney },
  };
}

// Issue #12: execute at least 10x the reference with legacy money and 4x
// with its CLDR money flag, compile at least 1.5x; both engines get en-US
// locale data, as a live page has.
export const PRODUCT_WORKLOADS: Workload[] = [
  { name: 'product (legacy)', template: TEMPLATE, data: productData(false), locale: 'en-US', targets: { compile: 1.5, execute: 10 } },
  { name: 'product (CLDR)', template: TEMPLATE, data: productData(true), locale: 'en-US', targets: { compile: 1.5, execute: 4 } },
  // Issue #30: the same targets on the larger page, compile at least 2x.
  { name: 'gallery (legacy)', template: GALLERY_PAGE, data: galleryPageData(false), locale: 'en-US', targets: { compile: 2, execute: 10 } },
  { name: 'gallery (CLDR)', template: GALLERY_PAGE, data: galleryPageData(true), locale: 'en-US', targets: { compile: 2, execute: 4 } },
];
