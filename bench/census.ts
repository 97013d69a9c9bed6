// Page-view hits per second on loopback: autocannon drives POST /api/census/RecordHit
// against `wrangler dev` (scripts/dev-server.ts), then the owner's traffic report is
// read until every accepted hit is counted, so the run shows how many the
// aggregates take and whether any was lost. Prints numbers, asserts nothing.
import autocannon from 'autocannon';
import { type TrafficReport } from '../schemas/census/analytics-reports';
import { PAGE_VIEW } from '../schemas/census/census';
import { startDevServer } from '../scripts/dev-server';
import { ownerAuthorization } from '../scripts/local-owner';
import { CENSUS_API, OWNER_API } from '../schemas/site/paths';

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

export async function run(): Promise<string> {
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
