// Stock-object calls per product page view under load (#30): the demo site
// published into workerd's local state, the real app in workerd with its
// STOCK binding counted (bench/page-stock-worker.ts), one view to warm the
// isolate, then rounds of concurrent views of a product whose stock is
// tracked. The page's live stock comes from a copy kept at most a second,
// which one view reads anew once it is half a second old while the others keep
// it (worker/stock/product-stock.ts), so the calls follow the seconds, not the views.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { workerBundle } from '../scripts/build-worker';
import { DEMO_PRODUCT_PATH as PRODUCT_PATH, onPublishedDemo } from './published-demo';
import { STOCK_CALLS_PATH } from './counted-namespace';

const ROUNDS = 20;
const VIEWS_AT_ONCE = 20;

export async function run(): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), 'sitefront-page-stock-'));
  await build({ ...workerBundle(out), entryPoints: { index: 'bench/page-stock-worker.ts' }, metafile: false });
  return onPublishedDemo(out, async (miniflare) => {
    const view = async () => {
      const page = await miniflare.dispatchFetch(`http://localhost${PRODUCT_PATH}`);
      await page.arrayBuffer();
      if (page.status !== 200) throw new Error(`${PRODUCT_PATH} answered ${page.status}`);
    };
    const stockCalls = async () => (await (await miniflare.dispatchFetch(`http://localhost${STOCK_CALLS_PATH}`)).json()) as number;
    await view();
    const warm = await stockCalls();
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round++) await Promise.all(Array.from({ length: VIEWS_AT_ONCE }, view));
    const seconds = (performance.now() - started) / 1000;
    const calls = (await stockCalls()) - warm;
    const views = ROUNDS * VIEWS_AT_ONCE;
    return [
      `stock-object calls per product page view (${PRODUCT_PATH}, stock tracked; workerd, ${views} views ${VIEWS_AT_ONCE} at a time after one to warm up)`,
      `  warm-up view: ${warm} calls; then ${calls} calls in ${views} views over ${seconds.toFixed(1)} s: ${(calls / views).toFixed(3)} a view, ${(calls / seconds).toFixed(1)} a second (goal 0 a view after warm-up: ${calls === 0 ? 'met' : 'not met'}; the copy is at most 1 s old, so each tracked product the page shows costs two reads a second)`,
    ].join('\n');
  });
}
