import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { clientAddress } from '../middleware/client-address';
import type { AnalyticsRecord } from './records';
import { analyticsShard } from './shards';
import { siteDay, siteTimeZone } from './site-day';

/**
 * Census calls a client may make per minute into one shard of one site: a
 * page view costs a handful, so this is dozens of page views a minute from one
 * address (an office behind one router included), and a script flooding a
 * site's numbers is cut off after it. CENSUS_CALLS_PER_MINUTE overrides it.
 */
export const DEFAULT_CENSUS_CALLS_PER_MINUTE = 300;

/**
 * Adds `records` to the site's aggregates after the answer has gone out
 * (`waitUntil`), so a census call never waits on storage. `shardKey` picks the
 * shard: the visitor, or the order a purchase is for.
 */
export function aggregate(c: Context<AppEnv>, shardKey: string, records: AnalyticsRecord[] | (() => Promise<AnalyticsRecord[]>)): void {
  const client = clientAddress(c);
  const perMinute = Number(c.env.CENSUS_CALLS_PER_MINUTE) || DEFAULT_CENSUS_CALLS_PER_MINUTE;
  const at = Date.now();
  const work = async () => {
    const batch = typeof records === 'function' ? await records() : records;
    if (batch.length === 0) return;
    const day = siteDay(siteTimeZone(await c.get('site').settings()), at);
    await analyticsShard(c.env, c.get('websiteId'), shardKey).record({ day, at, client, records: batch }, perMinute);
  };
  c.executionCtx.waitUntil(work().catch((error: unknown) => console.error('analytics not recorded:', (error as Error).message)));
}
