import { RecordType } from '../../schemas';
import type { SiteStore } from './site-store';

/**
 * Where 'Continue shopping' leads: the collection of the first product named,
 * else of the first product the site lists, else the home page.
 */
export async function shopPath(store: SiteStore, itemIds: readonly string[]): Promise<string> {
  const firstId = itemIds[0] ?? (await store.searchIndex())?.find((entry) => entry.recordType === RecordType.STORE_ITEM)?.id;
  const product = firstId === undefined ? null : await store.product(firstId);
  const collection = product && (await store.collection(product.collectionId));
  return collection?.fullUrl ?? '/';
}
