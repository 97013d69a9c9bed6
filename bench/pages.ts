// Product detail page against the trivial /healthz route of the same Worker,
// both served by `wrangler dev` (React production build, request logging off,
// scripts/dev-server.ts) and driven on loopback by autocannon in one run, in
// interleaved rounds so that the shared machine's load falls on both alike.
// Prints requests/s, p50/p99 latency and server CPU per request (wrangler's
// proxy and workerd); the goals are product page throughput of at least 80%
// of the trivial route's and at most 0.5 ms more server CPU per request.
import autocannon from 'autocannon';
import { startDevServer } from '../scripts/dev-server';
import { groupCpuSeconds, median, spread } from './process-cpu';
import { DEMO_PRODUCT_PATH as PRODUCT_PATH } from './published-demo';

const CONNECTIONS = 10;
/** Five, so that one round disturbed by the shared machine moves neither median (one such round read 61% where the others read 80–81%). */
const ROUNDS = 5;
const SECONDS_PER_ROUND = 5;
const THROUGHPUT_GOAL = 0.8;
const EXTRA_CPU_GOAL_MS = 0.5;

interface RouteResult {
  rps: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  non2xx: number;
}

async function measure(url: string, group: number): Promise<RouteResult> {
  const cpuBefore = groupCpuSeconds(group);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS_PER_ROUND });
  const cpu = groupCpuSeconds(group) - cpuBefore;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: (cpu * 1000) / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
  };
}

export async function run(): Promise<string> {
  const server = await startDevServer();
  try {
    const urls = [`${server.url}/healthz`, `${server.url}${PRODUCT_PATH}`];
    // Warm the isolate: compiled templates and content are kept after the first requests.
    for (const url of urls) for (let i = 0; i < 50; i++) await (await fetch(url)).arrayBuffer();
    const trivial: RouteResult[] = [];
    const product: RouteResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const first = round % 2 === 0;
      if (first) trivial.push(await measure(urls[0], server.processGroup));
      product.push(await measure(urls[1], server.processGroup));
      if (!first) trivial.push(await measure(urls[0], server.processGroup));
    }
    const ratios = product.map((r, round) => r.rps / trivial[round].rps);
    const extra = product.map((r, round) => r.cpuMsPerRequest - trivial[round].cpuMsPerRequest);
    const line = (path: string, results: RouteResult[]) =>
      `  ${path.padEnd(30)} requests/s ${spread(results.map((r) => r.rps), 0)}   p50 ${median(results.map((r) => r.p50))} ms   ` +
      `p99 ${median(results.map((r) => r.p99))} ms   server CPU ${spread(results.map((r) => r.cpuMsPerRequest))} ms/request   ` +
      `non-2xx ${results.reduce((sum, r) => sum + r.non2xx, 0)}`;
    return [
      `pages (wrangler dev, NODE_ENV=production, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS_PER_ROUND} s; min / median / max; CPU = wrangler + workerd)`,
      line('/healthz', trivial),
      line(PRODUCT_PATH, product),
      `  product page / trivial route: ${spread(ratios.map((r) => r * 100), 0)}% (goal at least ${THROUGHPUT_GOAL * 100}%: ${median(ratios) >= THROUGHPUT_GOAL ? 'met' : 'not met'})`,
      `  extra server CPU over the trivial route: ${spread(extra)} ms/request (goal at most ${EXTRA_CPU_GOAL_MS} ms: ${median(extra) <= EXTRA_CPU_GOAL_MS ? 'met' : 'not met'})`,
    ].join('\n');
  } finally {
    server.stop();
  }
}
