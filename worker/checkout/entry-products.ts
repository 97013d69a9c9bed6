import type { EntryProduct } from '../../client/cart-page/cart-view';
import { labelledAnswers, MEDIA_PATH, moneyToCents, multiplyCents, ProductType, regularLineCents, type CurrencyCode, type Order, type ProductItem, type ShoppingCart } from '../../schemas';
import type { SiteStore } from '../content/site-store';
import { billingWording } from './billing';
import type { SummaryLine } from './order-summary';

/** The products a cart or order names, as published now; gone ones are left out. */
export async function productsOf(store: SiteStore, itemIds: readonly string[]): Promise<Map<string, ProductItem>> {
  const unique = [...new Set(itemIds)];
  const products = await Promise.all(unique.map((itemId) => store.product(itemId)));
  return new Map(products.filter((product) => product !== null).map((product) => [product.id, product]));
}

/** Cart lines show a product's picture at most 96 px wide (twice that on dense screens): the 300w variant of our own images. */
export const LINE_IMAGE_FORMAT = '300w';

function lineImage(url: string | undefined): string | null {
  if (url === undefined) return null;
  return url.startsWith(MEDIA_PATH) ? `${url}?format=${LINE_IMAGE_FORMAT}` : url;
}

export function entryProduct(product: ProductItem): EntryProduct {
  const image = product.items[0];
  return {
    url: product.fullUrl,
    imageUrl: lineImage(image?.assetUrl ?? product.assetUrl),
    imageAlt: image?.altText || product.title,
    form: product.structuredContent.additionalFieldsForm ?? null,
    salePrices: salePrices(product),
  };
}

/** The regular price of each variant on sale, by sku; a digital product's sale is its own (spec section 3). */
function salePrices({ structuredContent: content }: ProductItem): Record<string, number> {
  const digital = content.productType === ProductType.DIGITAL;
  const prices: Record<string, number> = {};
  for (const variant of content.variants) {
    const priced = digital ? content : variant;
    if (priced.onSale && priced.priceMoney) prices[variant.sku] = moneyToCents(priced.priceMoney);
  }
  return prices;
}

export function entryProducts(products: Map<string, ProductItem>): Record<string, EntryProduct> {
  return Object.fromEntries([...products].map(([itemId, product]) => [itemId, entryProduct(product)]));
}

/** The cart's lines as checkout shows them; a subscription's line says how it bills. */
export function cartLines(cart: ShoppingCart, products: Map<string, ProductItem>, locale: string): SummaryLine[] {
  const currency = cart.currencyCode as CurrencyCode;
  return cart.entries.map((entry) => {
    const product = products.get(entry.itemId);
    const display = product && entryProduct(product);
    return {
      title: entry.title,
      product: display,
      quantity: entry.quantity,
      totalCents: entry.subTotal,
      regularCents: regularLineCents(entry.purchasePriceCents, display?.salePrices[entry.sku], entry.quantity, currency),
      options: Object.entries(entry.chosenVariant.attributes),
      answers: labelledAnswers(entry.additionalFields, display?.form?.fields),
      billing: product ? billingWording(product, entry.subTotal, currency, locale) : null,
    };
  });
}

/** An order's lines as they were bought, pictured by the products as they are now. */
export function orderLines(order: Order, products: Map<string, ProductItem>): SummaryLine[] {
  return order.items.map((line) => {
    const product = products.get(line.itemId);
    return {
      title: line.productName,
      product: product && entryProduct(product),
      quantity: line.quantity,
      totalCents: multiplyCents(line.unitPrice, line.quantity, order.currencyCode as CurrencyCode),
      // What was paid is what the order says; its sale is the checkout's business.
      regularCents: null,
      options: Object.entries(line.attributes),
      answers: line.answers,
      billing: line.billing,
    };
  });
}
