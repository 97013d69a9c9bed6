import { isVariantInStock, type ProductItem } from '../../schemas';
import { liveStock } from '../stock/product-stock';
import type { SiteObjects } from '../storefront';

/**
 * Whether one variant can be bought now, by its live stock: a restock sign-up
 * waits only for a variant that cannot, and a notice goes out only for one
 * that can (issue #29). Digital goods and gift cards are never out of stock.
 */
export async function variantInStock({ env, websiteId }: SiteObjects, product: ProductItem, sku: string): Promise<boolean> {
  const level = (await liveStock(env, websiteId, product)).find((candidate) => candidate.sku === sku);
  return level !== undefined && isVariantInStock(level);
}
