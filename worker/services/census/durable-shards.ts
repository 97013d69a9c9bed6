import type { ClientErrorGroup, RollupQuery, RollupRow } from '../../analytics/records';
import { everyShard, shardOf } from '../../analytics/shards';
import type { Env } from '../../env';
import type { Log } from '../../logging';
import { ObjectBusy } from '../../storage/object-stub';
import { mergeRollups, type CensusStore, type CensusWrite } from './census-store';

/** Each shard gives more than the top rows, so the top of the sum is right unless counts are spread very unevenly. */
const TOP_ROWS_PER_SHARD = 200;

/**
 * Local development's census store (`npm start`, `npm run dev`, the tests):
 * workerd's Analytics Engine binding keeps nothing it is given, so the census
 * stays in the site's `SiteAnalytics` shards, where the dashboard reads it.
 */
export class DurableObjectCensus implements CensusStore {
  constructor(
    private readonly env: Env,
    private readonly websiteId: string,
    private readonly log: Log,
  ) {}

  /**
   * The key's own shard first, so that a visitor's hits add up to exact
   * unique visitors; a shard too busy to take the call even after the stub's
   * retry hands it on to the next, so one hot shard loses nothing. A batch is
   * dropped only when every shard refused it, and then with an error line.
   */
  async record({ batch, key, callsPerMinute }: CensusWrite): Promise<void> {
    const shards = everyShard(this.env, this.websiteId);
    const first = shardOf(key);
    let refusal: unknown;
    for (let step = 0; step < shards.length; step++) {
      try {
        await shards[(first + step) % shards.length].record(batch, callsPerMinute);
        return;
      } catch (error) {
        if (!(error instanceof ObjectBusy)) throw error;
        refusal = error;
      }
    }
    this.log.error('census dropped: every analytics shard was busy', refusal, { records: batch.records.length, shards: shards.length });
  }

  async totals(query: RollupQuery): Promise<RollupRow[]> {
    const perShard = { ...query, limit: query.limit && TOP_ROWS_PER_SHARD };
    const parts = await Promise.all(everyShard(this.env, this.websiteId).map((shard) => shard.totals(perShard)));
    return mergeRollups(parts, query.by, query.limit);
  }

  /** Groups of the same message from several shards become one: counts added, first and last seen across them, the latest page and stack. */
  async recentErrors(limit: number): Promise<ClientErrorGroup[]> {
    const parts = await Promise.all(everyShard(this.env, this.websiteId).map((shard) => shard.recentErrors(limit)));
    const groups = new Map<string, ClientErrorGroup>();
    for (const group of parts.flat()) {
      const known = groups.get(group.message);
      if (!known) groups.set(group.message, { ...group });
      else {
        const latest = group.lastSeen > known.lastSeen ? group : known;
        groups.set(group.message, { ...latest, count: known.count + group.count, firstSeen: Math.min(known.firstSeen, group.firstSeen) });
      }
    }
    return [...groups.values()].sort((a, b) => b.lastSeen - a.lastSeen).slice(0, limit);
  }
}
