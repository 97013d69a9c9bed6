// Product detail page against the trivial /healthz route of the same Worker,
// both served by `wrangler dev` (React production build, request logging off,
// scripts/dev-server.ts) and driven on loopback by autocannon in one run.
// Prints requests/s, p50/p99 latency and server CPU per request; the goal is
// product page throughput of at least 60% of the trivial route.
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import { startDevServer } from '../scripts/dev-server';

const CONNECTIONS = 10;
const DURATION_SECONDS = 10;
const GOAL = 0.6;
const PRODUCT_PATH = '/shop/p/organic-cotton-tee';

/** CPU seconds (user + system) used so far by every process in the group: wrangler and workerd. */
function groupCpuSeconds(group: number): number {
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // Fields after the parenthesised command: state ppid pgrp ... utime(14) stime(15).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while we looked
    }
  }
  return ticks / ticksPerSecond;
}

interface RouteResult {
  path: string;
  rps: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  non2xx: number;
}

async function measure(url: string, group: number, path: string): Promise<RouteResult> {
  // Warm the isolate: compiled templates and KV reads are cached after the first requests.
  for (let i = 0; i < 20; i++) await (await fetch(`${url}${path}`)).arrayBuffer();
  const cpuBefore = groupCpuSeconds(group);
  const result = await autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration: DURATION_SECONDS });
  const cpu = groupCpuSeconds(group) - cpuBefore;
  return {
    path,
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
    const trivial = await measure(server.url, server.processGroup, '/healthz');
    const product = await measure(server.url, server.processGroup, PRODUCT_PATH);
    const ratio = product.rps / trivial.rps;
    const line = (r: RouteResult) =>
      `  ${r.path.padEnd(30)} requests/s ${r.rps.toFixed(0).padStart(6)}   p50 ${r.p50} ms   p99 ${r.p99} ms   ` +
      `server CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request   non-2xx ${r.non2xx}`;
    return [
      `pages (wrangler dev, NODE_ENV=production, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each; CPU = wrangler + workerd)`,
      line(trivial),
      line(product),
      `  product page / trivial route: ${(ratio * 100).toFixed(0)}% (goal at least ${GOAL * 100}%: ${ratio >= GOAL ? 'met' : 'not met'})`,
    ].join('\n');
  } finally {
    server.stop();
  }
}
