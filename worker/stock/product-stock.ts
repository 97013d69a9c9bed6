import { ProductType, type ProductItem, type StockLevel } from '../../schemas';
import { cached, forgetCached } from '../content/isolate-cache';
import type { Env } from '../env';
import type { StockChange, StockChangeResult, StockLine } from './stock-object';
import { objectStub } from '../storage/object-stub';

// Digital goods and gift cards are not stock-tracked, so they never touch a stock object.
export const isTracked = (product: ProductItem) =>
  product.structuredContent.productType !== ProductType.DIGITAL && product.structuredContent.productType !== ProductType.GIFT_CARD;

/** The stock as published in KV: the initial stock of each variant. */
export function publishedStock(product: ProductItem): StockLevel[] {
  const tracked = isTracked(product);
  return product.structuredContent.variants.map((variant) => ({
    sku: variant.sku,
    unlimited: !tracked || variant.unlimited,
    qtyInStock: variant.qtyInStock,
  }));
}

/** One stock object per product of one website. */
function stockStub(env: Env, websiteId: string, itemId: string) {
  return objectStub(env.STOCK, `${websiteId}/${itemId}`, ['levels']);
}

export async function liveStock(env: Env, websiteId: string, product: ProductItem): Promise<StockLevel[]> {
  const published = publishedStock(product);
  return isTracked(product) ? stockStub(env, websiteId, product.id).levels(published) : published;
}

/**
 * How long pages may show stock this isolate read before. Far shorter than a
 * CDN keeps the page (s-maxage=60) and the client redraws it from the stock
 * call; adds and checkouts always ask the stock object, which enforces it.
 */
const PAGE_STOCK_TTL_MS = 1_000;

const pageStockKey = (websiteId: string, itemId: string) => `stock ${websiteId}/${itemId}`;

/** The live stock as a page shows it: read at most once a second per product and isolate, as a popular page is asked for far more often. */
export async function pageStock(env: Env, websiteId: string, product: ProductItem): Promise<StockLevel[]> {
  if (!isTracked(product)) return publishedStock(product);
  return (await cached(pageStockKey(websiteId, product.id), PAGE_STOCK_TTL_MS, () => liveStock(env, websiteId, product))) ?? publishedStock(product);
}

/** The product with each variant's stock fields replaced by the live ones, for the availability rules. */
export function withLiveStock(product: ProductItem, levels: readonly StockLevel[]): ProductItem {
  const bySku = new Map(levels.map((level) => [level.sku, level]));
  const variants = product.structuredContent.variants.map((variant) => {
    const level = bySku.get(variant.sku);
    return level ? { ...variant, unlimited: level.unlimited, qtyInStock: level.qtyInStock } : variant;
  });
  return { ...product, structuredContent: { ...product.structuredContent, variants } };
}

/** Takes all `lines` of the product or none: the sku that fell short, or null. */
export async function takeStock(env: Env, websiteId: string, product: ProductItem, lines: StockLine[]): Promise<string | null> {
  if (!isTracked(product)) return null;
  forgetCached(pageStockKey(websiteId, product.id));
  return stockStub(env, websiteId, product.id).take(publishedStock(product), lines);
}

export async function giveBackStock(env: Env, websiteId: string, product: ProductItem, lines: StockLine[]): Promise<void> {
  if (!isTracked(product)) return;
  forgetCached(pageStockKey(websiteId, product.id));
  await stockStub(env, websiteId, product.id).giveBack(lines);
}

/** The owner's change to one variant of a tracked product, atomic with any checkout taking stock. */
export async function changeStock(env: Env, websiteId: string, product: ProductItem, sku: string, change: StockChange): Promise<StockChangeResult> {
  forgetCached(pageStockKey(websiteId, product.id));
  return stockStub(env, websiteId, product.id).change(publishedStock(product), sku, change);
}
