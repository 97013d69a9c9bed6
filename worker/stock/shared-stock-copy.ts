// The data center's copy of a product's live stock, in the Cache API, which
// every isolate of the data center reads and none elsewhere: Cloudflare runs
// an isolate of the Worker on each machine of a data center that serves the
// site. Each isolate keeps its own copy for pages (pageStock); without this
// one, each would read a busy product's stock objects twice a second, so a
// viral product's reads would grow with the machines serving it rather than
// with its sales. With it, a data center's isolates together read them about
// twice a second. On workers.dev the Cache API keeps nothing, and every
// isolate reads the stock objects itself, as before.
import type { StockLevel } from '../../schemas';

/** A product's live stock and when it was read from its stock objects. */
export interface StockCopy {
  levels: StockLevel[];
  readAt: number;
}

const CACHE_NAME = 'page-stock';

/** A key of the cache's own: never the address of a page, so no visitor's request can match it. */
const copyKey = (websiteId: string, itemId: string) => `https://page-stock.invalid/${encodeURIComponent(websiteId)}/${encodeURIComponent(itemId)}`;

/** Opened by each request: a cache is an I/O object of the request that opens it. Its failures cost the isolates their sharing, never a page. */
const copies = () => caches.open(CACHE_NAME);

/** The data center's copy read from the stock objects less than `maxAgeMs` ago, or null. */
export async function sharedStockCopy(websiteId: string, itemId: string, maxAgeMs: number): Promise<StockCopy | null> {
  try {
    const found = await (await copies()).match(copyKey(websiteId, itemId));
    if (!found) return null;
    const copy = (await found.json()) as StockCopy;
    const age = Date.now() - copy.readAt;
    // A copy from the future (another machine's clock ahead of ours) is not trusted with its age.
    return age >= 0 && age < maxAgeMs ? copy : null;
  } catch {
    return null;
  }
}

/**
 * Offers `copy` to the data center's other isolates. Readers judge its age by
 * `readAt`, so the cache's own lifetime only has to outlast the slowest of
 * them (a request held up on a busy machine): a minute, each reading
 * replacing the last.
 */
export async function shareStockCopy(websiteId: string, itemId: string, copy: StockCopy): Promise<void> {
  try {
    const headers = { 'Cache-Control': 'max-age=60', 'Content-Type': 'application/json' };
    await (await copies()).put(copyKey(websiteId, itemId), new Response(JSON.stringify(copy), { headers }));
  } catch {
    // Unshared, the copy still serves this isolate.
  }
}
