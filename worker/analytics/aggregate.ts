import { censusStore } from '../services/census';
import { clientAddress, type Storefront } from '../storefront';
import type { AnalyticsRecord } from './records';
import { siteDay, siteTimeZone } from './site-day';

/**
 * Census calls a client may make per minute into one local shard of one site: a
 * page view costs a handful, so this is dozens of page views a minute from one
 * address (an office behind one router included), and a script flooding a
 * site's numbers is cut off after it. CENSUS_CALLS_PER_MINUTE overrides it.
 */
export const DEFAULT_CENSUS_CALLS_PER_MINUTE = 300;

/**
 * Adds `records` to the site's census store (worker/services/census) after
 * the answer has gone out (`waitUntil`), so a census call never waits on
 * storage. `shardKey` picks the local store's shard: the visitor, or the
 * order a purchase is for; the client's address when the call names neither.
 */
export function aggregate(
  storefront: Storefront,
  records: AnalyticsRecord[] | (() => Promise<AnalyticsRecord[]>),
  shardKey = clientAddress(storefront.visitor),
): void {
  const { env, websiteId, log } = storefront;
  const client = clientAddress(storefront.visitor);
  const perMinute = Number(env.CENSUS_CALLS_PER_MINUTE) || DEFAULT_CENSUS_CALLS_PER_MINUTE;
  const at = Date.now();
  const work = async () => {
    const batch = typeof records === 'function' ? await records() : records;
    if (batch.length === 0) return;
    const day = siteDay(siteTimeZone(await storefront.settings()), at);
    await censusStore(env, websiteId, log).record({ batch: { day, at, client, records: batch }, key: shardKey, callsPerMinute: perMinute });
  };
  storefront.waitUntil(work().catch((error: unknown) => storefront.log.error('analytics not recorded', error)));
}
