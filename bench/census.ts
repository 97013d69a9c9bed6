// Page-view hits per second on loopback: autocannon drives POST /api/census/RecordHit
// against `wrangler dev` (scripts/dev-server.ts), then the owner's traffic report is
// read until every accepted hit is counted, so the run shows how many the
// aggregates take and whether any was lost. Then the ceiling of hits per second
// per site on Cloudflare, from what one hit costs each census store in workerd
// (Miniflare, bench/census-worker.ts), one hit after another, as workerd's CPU
// (not slowed by the shared machine's other load; the wall time beside):
//   local shards:     ceiling = shards / time per hit on one SiteAnalytics object
//                     (an object runs one call at a time; shards run side by side)
//   Analytics Engine: no object on the way, so no ceiling of one site of ours:
//                     one isolate takes 1 / time per hit, and Cloudflare runs as
//                     many isolates as the traffic needs.
// Prints numbers, asserts nothing.
import autocannon from 'autocannon';
import type { Miniflare } from 'miniflare';
import { type TrafficReport } from '../schemas/census/analytics-reports';
import { PAGE_VIEW } from '../schemas/census/census';
import { startDevServer } from '../scripts/dev-server';
import { ownerAuthorization } from '../scripts/local-owner';
import { CENSUS_API, OWNER_API } from '../schemas/site/paths';
import { ANALYTICS_SHARDS } from '../worker/analytics/shards';
import { median, workerdCpuSeconds } from './process-cpu';
import { inWorkerd } from './workerd-worker';

const CONNECTIONS = 10;
/** A fixed number of hits, so every one sent has been answered when the count is taken. */
const HITS = 2000;
/** Visitors spread over the analytics shards, as real traffic is. */
const VISITORS = 400;
const PAGE = '/bench/census';
/** How long the aggregates may take to catch up after the run. */
const SETTLE_MS = 30_000;

function hitBody(visitor: number): string {
  const id = `bench-visitor-${visitor}`;
  const data = { websiteId: 'demo-website', pagePath: PAGE, pageTitle: 'bench', visitorCookie: id, url: `http://localhost${PAGE}`, referrer: '' };
  return new URLSearchParams({ event: PAGE_VIEW, data: JSON.stringify(data), ss_cvr: `${id}|1700000000000|1700000000000|1700000000000|1` }).toString();
}

async function counted(url: string, owner: { Authorization: string }): Promise<number> {
  const response = await fetch(`${url}${OWNER_API.analytics}/traffic?days=1`, { headers: owner });
  const report = (await response.json()) as TrafficReport;
  return report.topPages.find((page) => page.path === PAGE)?.views ?? 0;
}

/**
 * Hits one after another per round of the ceiling, and rounds (the median is
 * taken). A write to Analytics Engine costs so little that it takes many to
 * add up to a few of /proc's 10 ms CPU ticks.
 */
const SERIAL_HITS = { shards: 1000, 'analytics-engine': 100_000 } as const;
const ROUNDS = 5;

interface Timed {
  ms: number;
  counted: number | null;
}

/** What one hit costs a census store in workerd: CPU and wall milliseconds (medians), and whether the shards counted every hit. */
async function perHit(miniflare: Miniflare, store: 'shards' | 'analytics-engine') {
  const cpus: number[] = [];
  const walls: number[] = [];
  let allCounted = true;
  for (let round = 0; round < ROUNDS; round++) {
    const cpuBefore = workerdCpuSeconds();
    const timed = (await (await miniflare.dispatchFetch(`http://bench/${store}?hits=${SERIAL_HITS[store]}`)).json()) as Timed;
    cpus.push(((workerdCpuSeconds() - cpuBefore) * 1000) / SERIAL_HITS[store]);
    walls.push(timed.ms);
    allCounted &&= timed.counted === null || timed.counted === SERIAL_HITS[store];
  }
  return { cpuMs: median(cpus), wallMs: median(walls), allCounted };
}

const perSecond = (ms: number) => Math.round(1000 / ms).toLocaleString('en-US');

async function ceiling(): Promise<string> {
  const bindings = { durableObjects: { ANALYTICS: { className: 'SiteAnalytics', useSQLite: true } }, analyticsEngineDatasets: { CENSUS: { dataset: 'sitefront_census_bench' } } };
  return inWorkerd('bench/census-worker.ts', bindings, async (miniflare) => {
    const shards = await perHit(miniflare, 'shards');
    const engine = await perHit(miniflare, 'analytics-engine');
    return [
      `census ceiling per site (workerd CPU per hit, median of ${ROUNDS} runs of hits one after another: ${SERIAL_HITS.shards} into the shards, ${SERIAL_HITS['analytics-engine'].toLocaleString('en-US')} into Analytics Engine; wall time beside)`,
      `  local shards (npm start, tests): ${shards.cpuMs.toFixed(3)} ms CPU (${shards.wallMs.toFixed(3)} ms wall) per hit on one SiteAnalytics object, ` +
        `every hit counted: ${shards.allCounted ? 'yes' : 'NO'}; ${ANALYTICS_SHARDS} shards: ceiling ${perSecond(shards.cpuMs / ANALYTICS_SHARDS)} hits/s per site`,
      `  Analytics Engine (deployed): ${(engine.cpuMs * 1000).toFixed(2)} µs CPU (${(engine.wallMs * 1000).toFixed(2)} µs wall) of the store's work per hit in the isolate, no object: ` +
        `${perSecond(engine.cpuMs)} hits/s of it per isolate, no per-site ceiling of ours (isolates scale out; Analytics Engine samples a busy index, the reports weight by _sample_interval)`,
    ].join('\n');
  });
}

export async function run(): Promise<string> {
  return [await loopback(), await ceiling()].join('\n');
}

async function loopback(): Promise<string> {
  // One address sends everything here, so its census budget is lifted for the run.
  const server = await startDevServer('sites/demo', { CENSUS_CALLS_PER_MINUTE: '100000000' });
  try {
    const bodies = Array.from({ length: VISITORS }, (_, visitor) => hitBody(visitor));
    let next = 0;
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      amount: HITS,
      requests: [
        {
          method: 'POST',
          path: CENSUS_API.hit,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          setupRequest: (request) => ({ ...request, body: bodies[next++ % VISITORS] }),
        },
      ],
    });
    const accepted = result['2xx'];
    const started = Date.now();
    const owner = await ownerAuthorization(server.url, 'demo-website', 'bench');
    let recorded = await counted(server.url, owner);
    while (recorded < accepted && Date.now() - started < SETTLE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      recorded = await counted(server.url, owner);
    }
    const caughtUp = ((Date.now() - started) / 1000).toFixed(1);
    return [
      `census hits (POST ${CENSUS_API.hit}, ${HITS} hits, ${CONNECTIONS} connections, ${VISITORS} visitors over the shards)`,
      `  requests/s ${result.requests.average.toFixed(0)}   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ` +
        `accepted ${accepted}   non-2xx ${result.non2xx}   errors ${result.errors}`,
      `  aggregated ${recorded} of ${accepted} (lost ${accepted - recorded}), all counted ${caughtUp} s after the run`,
    ].join('\n');
  } finally {
    server.stop();
  }
}
