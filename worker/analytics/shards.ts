import type { Env } from '../env';
import { objectStub } from '../storage/object-stub';

/**
 * Each site's aggregates are split over a fixed number of Durable Objects. A
 * Durable Object runs one call at a time, so a single one per site would cap
 * a busy site's census calls at what one object can take (see the README);
 * the shards take calls side by side and the dashboard adds them up. Visitors
 * are spread by id, so a visitor always counts in the same shard and unique
 * visitors add up exactly. The number must never shrink: shards beyond it
 * would no longer be read.
 */
export const ANALYTICS_SHARDS = 4;

/** FNV-1a: a cheap, stable spread of keys over the shards. */
function shardOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % ANALYTICS_SHARDS;
}

const named = (env: Env, websiteId: string, shard: number) => objectStub(env.ANALYTICS, `${websiteId}/${shard}`, ['totals', 'recentErrors']);

/** The shard that records what `key` (a visitor, an order) sends. */
export function analyticsShard(env: Env, websiteId: string, key: string) {
  return named(env, websiteId, shardOf(key));
}

export function everyShard(env: Env, websiteId: string) {
  return Array.from({ length: ANALYTICS_SHARDS }, (_, shard) => named(env, websiteId, shard));
}
