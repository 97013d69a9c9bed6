import { isVariantInStock, type ProductItem } from '../../schemas';
import { liveStock, pageStock } from '../stock/product-stock';
import type { SiteObjects } from '../storefront';

/**
 * Whether one variant can be bought now, by its live stock: a notice goes out
 * only for a variant that can (issue #29). Digital goods and gift cards are
 * never out of stock.
 */
export async function variantInStock({ env, websiteId }: SiteObjects, product: ProductItem, sku: string, read = liveStock): Promise<boolean> {
  const level = (await read(env, websiteId, product)).find((candidate) => candidate.sku === sku);
  return level !== undefined && isVariantInStock(level);
}

/**
 * Whether a restock sign-up has anything to wait for: the variant's stock as
 * pages show it (read at most once a second per product and isolate, as a
 * sold-out product draws sign-ups in bursts). A variant back within that
 * second takes a sign-up that then waits for the next restock.
 */
export const variantSoldOut = async (objects: SiteObjects, product: ProductItem, sku: string) => !(await variantInStock(objects, product, sku, pageStock));
