// The product page inside workerd with no dev proxy in front, as a deployed
// Worker is billed: the production bundle (wrangler deploy --dry-run) runs in
// Miniflare on the demo site published into its local state, and requests go
// through dispatchFetch one after another, interleaved with the trivial
// /healthz (which goes first alternates). Per request: the CPU the workerd
// process used (from /proc, so other processes' load on the shared cores is
// not counted) and the wall time. Beside it, the reference engine's CPU time to
// execute the same page's templates (the item template, then the layout
// around it) on the same context, which the Worker hands out at ?format=json.
// The requests ask for no compression: Miniflare's entry compresses a body
// inside workerd for a client that accepts gzip, as Cloudflare's front line
// does outside the Worker, unbilled; counted here it would charge the page's
// 22 KB about 0.1 to 0.2 ms that no deployed Worker pays.
import { readFileSync } from 'node:fs';
import type { Miniflare } from 'miniflare';
import { median, spread, workerdCpuSeconds } from './process-cpu';
import { reference } from './sides';
import { deployedBundle } from './worker-bundle';
import { DEMO_PRODUCT_PATH as PRODUCT_PATH, onPublishedDemo } from './published-demo';

const ITEM_TEMPLATE = 'sites/demo/templates/products.item.jsont';
const LAYOUT_TEMPLATE = 'sites/demo/templates/site.region';
const ROUNDS = 7;
const REQUESTS_PER_ROUND = 200;
const EXTRA_CPU_GOAL_MS = 0.5;

interface Round {
  cpuMs: number;
  wallMs: number;
}

const UNCOMPRESSED = { headers: { 'Accept-Encoding': 'identity' } };

async function perRequest(miniflare: Miniflare, url: string): Promise<Round> {
  const cpuBefore = workerdCpuSeconds();
  const started = performance.now();
  for (let i = 0; i < REQUESTS_PER_ROUND; i++) await (await miniflare.dispatchFetch(url, UNCOMPRESSED)).arrayBuffer();
  return { wallMs: (performance.now() - started) / REQUESTS_PER_ROUND, cpuMs: ((workerdCpuSeconds() - cpuBefore) * 1000) / REQUESTS_PER_ROUND };
}

/** The reference engine on the page's own context: the item template, then the layout with it as the main content. */
function referenceMs(context: unknown): number {
  const item = reference({ name: 'item', template: readFileSync(ITEM_TEMPLATE, 'utf8'), data: context, locale: 'en-US', targets: { compile: 1, execute: 1 } });
  const main = item.execute();
  const layout = reference({
    name: 'layout',
    template: readFileSync(LAYOUT_TEMPLATE, 'utf8'),
    data: { ...(context as object), squarespace: { 'main-content': main } },
    locale: 'en-US',
    targets: { compile: 1, execute: 1 },
  });
  const runs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.cpuUsage();
    for (let i = 0; i < REQUESTS_PER_ROUND; i++) {
      item.execute();
      layout.execute();
    }
    const used = process.cpuUsage(started);
    runs.push((used.user + used.system) / 1000 / REQUESTS_PER_ROUND);
  }
  return median(runs);
}

export async function run(): Promise<string> {
  return onPublishedDemo(deployedBundle(), async (miniflare) => {
    const page = `http://localhost${PRODUCT_PATH}`;
    const trivial = 'http://localhost/healthz';
    const context = await (await miniflare.dispatchFetch(`${page}?format=json`)).json();
    // Warm: compiled templates and content are kept by the isolate after the first requests.
    await perRequest(miniflare, page);
    await perRequest(miniflare, trivial);
    const pageRuns: Round[] = [];
    const trivialRuns: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const trivialFirst = round % 2 === 0;
      if (trivialFirst) trivialRuns.push(await perRequest(miniflare, trivial));
      pageRuns.push(await perRequest(miniflare, page));
      if (!trivialFirst) trivialRuns.push(await perRequest(miniflare, trivial));
    }
    const extra = pageRuns.map((run, round) => run.cpuMs - trivialRuns[round].cpuMs);
    const referenceTime = referenceMs(context);
    const line = (name: string, runs: Round[]) =>
      `  ${name.padEnd(28)} CPU ${spread(runs.map((r) => r.cpuMs))} ms/request   wall ${spread(runs.map((r) => r.wallMs))} ms/request`;
    return [
      `product page inside workerd (Miniflare dispatchFetch, uncompressed, production bundle, ${ROUNDS} interleaved rounds of ${REQUESTS_PER_ROUND}; min / median / max; CPU of the workerd process)`,
      line('/healthz', trivialRuns),
      line(PRODUCT_PATH, pageRuns),
      `  the page's extra CPU over /healthz: ${spread(extra)} ms (goal at most ${EXTRA_CPU_GOAL_MS} ms: ${median(extra) <= EXTRA_CPU_GOAL_MS ? 'met' : 'not met'})`,
      `  the reference engine alone executing the same page's templates on its context: ${referenceTime.toFixed(2)} ms CPU`,
    ].join('\n');
  });
}
