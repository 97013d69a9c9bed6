import type { Env } from '../env';
import { objectStub } from '../storage/object-stub';
import { spread } from '../storage/spread';

/**
 * Local development keeps each site's census in a fixed number of Durable
 * Objects (worker/services/census/durable-shards.ts). A Durable Object runs
 * one call at a time, so a single one per site would cap a busy site's census
 * calls at what one object can take (see the README); the shards take calls
 * side by side and the dashboard adds them up. The number must never shrink:
 * shards beyond it would no longer be read.
 */
export const ANALYTICS_SHARDS = 4;

/** The shard a key (a visitor's session) goes to first. */
export const shardOf = (key: string): number => spread(key, ANALYTICS_SHARDS);

/** Every shard of the site, in order: shard `n` is at index `n`. */
export function everyShard(env: Env, websiteId: string) {
  return Array.from({ length: ANALYTICS_SHARDS }, (_, shard) => objectStub(env.ANALYTICS, `${websiteId}/${shard}`, ['totals', 'recentErrors']));
}
