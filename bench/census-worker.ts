// The Worker the census ceiling runs in workerd (bench/census.ts): the real
// census stores of worker/services/census, one hit after another, so the
// bench can time what one hit costs each of them.
import type { Env } from '../worker/env';
import { isolateLog } from '../worker/logging';
import { AnalyticsEngineCensus } from '../worker/services/census/analytics-engine';
import { DurableObjectCensus } from '../worker/services/census/durable-shards';
import type { CensusStore } from '../worker/services/census';

export { SiteAnalytics } from '../worker/analytics/site-analytics';

const DAY = '2026-11-27';

/** `hits` page views of one visitor (so all land in one shard locally), one after another; then what the store counts. */
async function hitsInto(store: CensusStore, hits: number, read: boolean): Promise<Response> {
  const started = Date.now();
  for (let hit = 0; hit < hits; hit++) {
    const batch = { day: DAY, at: Date.now(), client: 'bench', records: [{ kind: 'hit' as const, page: '/bench/census', visitor: 'one-visitor', referrer: '' }] };
    await store.record({ batch, key: 'one-visitor', callsPerMinute: Number.MAX_SAFE_INTEGER });
  }
  const ms = (Date.now() - started) / hits;
  const counted = read ? ((await store.totals({ from: DAY, to: DAY, events: ['hit'], by: [] }))[0]?.count ?? 0) : null;
  return Response.json({ ms, counted });
}

export default {
  async fetch(request: Request, env: Env & { CENSUS: AnalyticsEngineDataset }): Promise<Response> {
    const url = new URL(request.url);
    const hits = Number(url.searchParams.get('hits'));
    const site = `bench-${crypto.randomUUID()}`;
    if (url.pathname === '/shards') return hitsInto(new DurableObjectCensus(env, site, isolateLog), hits, true);
    // workerd's binding keeps nothing, so nothing is read back: this times the write alone.
    return hitsInto(new AnalyticsEngineCensus(env.CENSUS, null, site), hits, false);
  },
};
