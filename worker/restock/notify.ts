import type { ProductItem } from '../../schemas';
import { variantInStock } from './in-stock';
import { sendRestockNotices, type NoticeSource, type NoticesSent } from './notices';

/** What an owner's send for one variant did: its notices, or that it was refused for want of stock. */
export type VariantNotices = NoticesSent & { refused: boolean };

/**
 * The owner's send for one variant (the account area's call and the
 * dashboard's Notify button alike): a variant with no stock tells no one and
 * keeps its sign-ups waiting (issue #29).
 */
export async function notifyWaiting(source: NoticeSource, product: ProductItem, variantId: string): Promise<VariantNotices> {
  if (!(await variantInStock(source, product, variantId))) return { sent: 0, failed: 0, refused: true };
  return { ...(await sendRestockNotices(source, product, variantId)), refused: false };
}
