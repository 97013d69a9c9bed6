// What a deployed Worker is billed for: the product page's CPU inside workerd,
// without wrangler dev's proxy in front. The production bundle runs in
// Miniflare with wrangler.toml's bindings and the demo site published into its
// local state; requests go one at a time through dispatchFetch, and the CPU
// the workerd process used is read from /proc. /healthz runs in the same
// rounds, interleaved, so the page's extra CPU over a trivial route is
// measured under the same load. Beside it, the reference engine renders the
// same page body (the item template in the site's layout, with the context the
// Worker shows at ?format=json) on this process's CPU.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { LAYOUT_TEMPLATE } from '../schemas';
import { median, spread, workerdCpuSeconds } from './process-cpu';
import { reference } from './sides';
import { deployedBundle } from './worker-bundle';

const PRODUCT_PATH = '/shop/p/organic-cotton-tee';
const PRODUCT_TEMPLATE = 'products.item.jsont';
const ROUNDS = 7;
const REQUESTS_PER_ROUND = 300;
const EXTRA_CPU_GOAL_MS = 0.5;

async function cpuMsPerRequest(miniflare: Miniflare, url: string): Promise<number> {
  const before = workerdCpuSeconds();
  for (let i = 0; i < REQUESTS_PER_ROUND; i++) await (await miniflare.dispatchFetch(url)).arrayBuffer();
  return ((workerdCpuSeconds() - before) * 1000) / REQUESTS_PER_ROUND;
}

/** The reference engine's CPU milliseconds for the page body: the item template, then the layout around it. */
function referenceMs(context: Record<string, unknown>): number {
  const source = (name: string) => readFileSync(`sites/demo/templates/${name}`, 'utf8');
  const item = reference({ name: 'item', template: source(PRODUCT_TEMPLATE), data: context, locale: 'en-US', targets: { compile: 0, execute: 0 } });
  const render = () => {
    const content = item.execute();
    const data = { ...context, squarespace: { 'main-content': content } };
    return reference({ name: 'layout', template: source(LAYOUT_TEMPLATE), data, locale: 'en-US', targets: { compile: 0, execute: 0 } }).execute();
  };
  for (let i = 0; i < 200; i++) render();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < REQUESTS_PER_ROUND; i++) render();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000 / REQUESTS_PER_ROUND);
  }
  return median(times);
}

export async function run(): Promise<string> {
  const state = mkdtempSync(join(tmpdir(), 'sitefront-cpu-'));
  const bundle = deployedBundle();
  execFileSync('npx', ['tsx', 'scripts/publish.ts', 'sites/demo', '--persist-to', state], { stdio: 'pipe' });
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml');
  const miniflare = new Miniflare({
    ...(workerOptions as object),
    modules: true,
    scriptPath: join(bundle, 'index.js'),
    modulesRoot: bundle,
    defaultPersistRoot: join(state, 'v3'),
  } as ConstructorParameters<typeof Miniflare>[0]);
  try {
    const trivialUrl = 'http://localhost/healthz';
    const productUrl = `http://localhost${PRODUCT_PATH}`;
    const page = await miniflare.dispatchFetch(productUrl);
    if (page.status !== 200) throw new Error(`${PRODUCT_PATH} answered ${page.status} in Miniflare`);
    await page.arrayBuffer();
    // Warm both routes: templates compiled, content parsed, stock objects started.
    await cpuMsPerRequest(miniflare, productUrl);
    await cpuMsPerRequest(miniflare, trivialUrl);
    const trivial: number[] = [];
    const product: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating which goes first, so a drift in load falls on both alike.
      const first = round % 2 === 0;
      if (first) trivial.push(await cpuMsPerRequest(miniflare, trivialUrl));
      product.push(await cpuMsPerRequest(miniflare, productUrl));
      if (!first) trivial.push(await cpuMsPerRequest(miniflare, trivialUrl));
    }
    const extra = product.map((ms, round) => ms - trivial[round]);
    const context = (await (await miniflare.dispatchFetch(`${productUrl}?format=json`)).json()) as Record<string, unknown>;
    const referenceBody = referenceMs(context);
    return [
      `product page CPU inside workerd (Miniflare dispatchFetch, production bundle; ${ROUNDS} interleaved rounds of ${REQUESTS_PER_ROUND}; min / median / max ms per request)`,
      `  /healthz ${spread(trivial)}   ${PRODUCT_PATH} ${spread(product)}`,
      `  extra over /healthz ${spread(extra)} (goal at most ${EXTRA_CPU_GOAL_MS} ms: ${median(extra) <= EXTRA_CPU_GOAL_MS ? 'met' : 'not met'})`,
      `  the same page body by the reference engine (Node, item template in the layout): ${referenceBody.toFixed(2)} ms`,
    ].join('\n');
  } finally {
    await miniflare.dispose();
    rmSync(bundle, { recursive: true, force: true });
    rmSync(state, { recursive: true, force: true });
  }
}
