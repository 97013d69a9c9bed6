import type { InventoryUpdate, ProductItem, StockLevel } from '../../schemas';
import { noticeSource, sendRestockNotices, type NoticesSent } from '../restock';
import type { Storefront } from '../storefront';
import { changeStock } from './product-stock';
import type { StockChange } from './stock-object';

/** What the owner's change did: the variant's level now and the notices its restock sent, or why nothing changed. */
export type OwnerStockResult = (StockLevel & { restockNotices: NoticesSent }) | 'unknown-sku' | 'below-zero';

const isAvailable = (level: StockLevel) => level.unlimited || level.qtyInStock > 0;

function stockChange(update: InventoryUpdate): StockChange {
  if (update.unlimited !== undefined) return { unlimited: update.unlimited };
  return update.qtyInStock !== undefined ? { qtyInStock: update.qtyInStock } : { adjustBy: update.adjustBy ?? 0 };
}

/** A variant back from 0 tells its waiting sign-ups, unless the product's merchandising turned that off. */
async function noticesOnRestock(storefront: Storefront, product: ProductItem, before: StockLevel, after: StockLevel): Promise<NoticesSent> {
  const none = { sent: 0, failed: 0 };
  if (isAvailable(before) || !isAvailable(after) || product.merchandising?.restockNotificationAutoSendEnabled === false) return none;
  const source = await noticeSource(storefront);
  return source ? sendRestockNotices(source, product, after.sku) : none;
}

/**
 * The owner's change to one variant of a tracked product, by the inventory
 * call or the dashboard's inventory page alike: set, adjusted or made
 * unlimited, never below zero, and a restock tells who waits.
 */
export async function changeOwnerStock(storefront: Storefront, product: ProductItem, update: InventoryUpdate): Promise<OwnerStockResult> {
  const result = await changeStock(storefront.env, storefront.websiteId, product, update.sku, stockChange(update));
  if (typeof result === 'string') return result;
  return { ...result.after, restockNotices: await noticesOnRestock(storefront, product, result.before, result.after) };
}
