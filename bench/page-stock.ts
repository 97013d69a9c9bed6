// Stock-object calls per product page view under load (#30): the demo site
// published into workerd's local state, the real app in workerd with its
// STOCK binding counted (bench/page-stock-worker.ts), one view to warm each
// isolate, then rounds of concurrent views of a product whose stock is
// tracked. The page's live stock comes from the isolate's copy, kept at most
// a second from its reading, which one view reads anew once it is half a
// second old while the others keep it; the data center's isolates share their
// readings through the Cache API (worker/stock/product-stock.ts). So the calls
// follow the seconds, neither the views nor the isolates: the rounds run on
// one isolate, then alternate between two of one data center.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { Miniflare } from 'miniflare';
import { workerBundle } from '../scripts/build-worker';
import { isolateName } from '../scripts/deployed-worker';
import { DEMO_PRODUCT_PATH as PRODUCT_PATH, onPublishedDemo } from './published-demo';
import { STOCK_CALLS_PATH } from './counted-namespace';

const ROUNDS = 100;
const VIEWS_AT_ONCE = 20;
const ISOLATES = 2;

interface Count {
  calls: number;
  seconds: number;
}

export async function run(): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), 'sitefront-page-stock-'));
  await build({ ...workerBundle(out), entryPoints: { index: 'bench/page-stock-worker.ts' }, metafile: false });
  return onPublishedDemo(
    out,
    async (miniflare: Miniflare) => {
      const isolates = await Promise.all(Array.from({ length: ISOLATES }, (_, index) => miniflare.getWorker(isolateName(index))));
      const view = async (isolate: number) => {
        const page = await isolates[isolate].fetch(`http://localhost${PRODUCT_PATH}`);
        await page.arrayBuffer();
        if (page.status !== 200) throw new Error(`${PRODUCT_PATH} answered ${page.status}`);
      };
      // Each isolate counts the calls it makes.
      const stockCalls = async () => {
        const counts = await Promise.all(isolates.map(async (isolate) => (await (await isolate.fetch(`http://localhost${STOCK_CALLS_PATH}`)).json()) as number));
        return counts.reduce((total, count) => total + count, 0);
      };
      const rounds = async (on: number): Promise<Count> => {
        const before = await stockCalls();
        const started = performance.now();
        for (let round = 0; round < ROUNDS; round++) await Promise.all(Array.from({ length: VIEWS_AT_ONCE }, (_, index) => view(index % on)));
        return { calls: (await stockCalls()) - before, seconds: (performance.now() - started) / 1000 };
      };
      await view(0);
      const warm = await stockCalls();
      const alone = await rounds(1);
      for (let isolate = 1; isolate < ISOLATES; isolate++) await view(isolate);
      const together = await rounds(ISOLATES);
      const views = ROUNDS * VIEWS_AT_ONCE;
      const line = (name: string, { calls, seconds }: Count) =>
        `  ${name}: ${calls} calls in ${views} views over ${seconds.toFixed(1)} s: ${(calls / views).toFixed(3)} a view, ${(calls / seconds).toFixed(1)} a second`;
      return [
        `stock-object calls per product page view (${PRODUCT_PATH}, stock tracked; workerd, ${views} views ${VIEWS_AT_ONCE} at a time after one to warm up each isolate)`,
        `  warm-up view: ${warm} calls`,
        line('one isolate', alone),
        line(`${ISOLATES} isolates of one data center, views alternating`, together),
        `  goal 0 a view after warm-up: ${alone.calls + together.calls === 0 ? 'met' : 'not met'}; a copy is at most 1 s old, so each tracked product the page shows costs about two reads a second per data center`,
      ].join('\n');
    },
    ISOLATES,
  );
}
