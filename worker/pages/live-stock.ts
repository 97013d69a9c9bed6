import { isProductItem, scarcityCount, type Item, type ProductItem, type StockLevel } from '../../schemas';
import { pageStock, withLiveStock } from '../stock/product-stock';
import type { SiteObjects } from '../storefront';

/** Reads a product's live stock (its StockObject, or this isolate's read of it within the last second). */
export type StockReader = (product: ProductItem) => Promise<StockLevel[]>;

export const stockReader =
  ({ env, websiteId }: SiteObjects): StockReader =>
  (product) =>
    pageStock(env, websiteId, product);

/**
 * The product as it can be bought now: the variants' stock fields and the
 * scarcity views' counts come from the live stock the cart enforces, so the
 * badge, the 'Only 3 left!' message and the button agree with what an add
 * would be allowed.
 */
function liveProduct(product: ProductItem, levels: readonly StockLevel[]): ProductItem {
  const live = withLiveStock(product, levels);
  const merchandising = live.merchandising;
  if (!merchandising?.scarcityTemplateViews.length) return live;
  const scarcityTemplateViews = merchandising.scarcityTemplateViews.map((view) => ({
    ...view,
    qtyInStock: scarcityCount(live.structuredContent, view.attributes) ?? 0,
  }));
  return { ...live, merchandising: { ...merchandising, scarcityTemplateViews } };
}

/** The page's items with every product's live stock, read side by side. */
export function withLiveStockItems(items: readonly Item[], read: StockReader): Promise<Item[]> {
  return Promise.all(items.map(async (item) => (isProductItem(item) ? liveProduct(item, await read(item)) : item)));
}
