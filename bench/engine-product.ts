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

// Issue #12: execute at least 10x the reference with legacy money and 4x
// with its CLDR money flag, compile at least 1.5x; both engines get en-US
// locale data, as a live page has.
export const PRODUCT_WORKLOADS: Workload[] = [
  { name: 'product (legacy)', template: TEMPLATE, data: productData(false), locale: 'en-US', targets: { compile: 1.5, execute: 10 } },
  { name: 'product (CLDR)', template: TEMPLATE, data: productData(true), locale: 'en-US', targets: { compile: 1.5, execute: 4 } },
];
