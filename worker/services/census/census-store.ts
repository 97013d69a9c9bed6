import type { ClientErrorGroup, RecordBatch, RollupDimension, RollupQuery, RollupRow } from '../../analytics/records';

/** One census or events call for the store: the batch, and the key that spreads local shards (the visitor, the order). */
export interface CensusWrite {
  batch: RecordBatch;
  key: string;
  /** The census budget of one address (local shards only; see worker/analytics/aggregate.ts). */
  callsPerMinute: number;
}

/**
 * Where a site's census is kept and read back: every hit and event is
 * written here, and the dashboard's reports read the same place. The rollups
 * (day, event, page, detail) are those of worker/analytics/records.ts whichever
 * store answers.
 */
export interface CensusStore {
  record(write: CensusWrite): Promise<void>;
  totals(query: RollupQuery): Promise<RollupRow[]>;
  recentErrors(limit: number): Promise<ClientErrorGroup[]>;
}

/** The store cannot be read now (unconfigured, or its service failed): the report answers 503, never a 500. */
export class CensusUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CensusUnavailable';
  }
}

/** Rows read in parts (shards, queries) added up by the query's dimensions, largest counts first. */
export function mergeRollups(parts: RollupRow[][], by: readonly RollupDimension[], limit?: number): RollupRow[] {
  const merged = new Map<string, RollupRow>();
  for (const row of parts.flat()) {
    const key = JSON.stringify(by.map((dimension) => row[dimension]));
    const sum = merged.get(key);
    if (sum) {
      sum.count += row.count;
      sum.total += row.total;
    } else merged.set(key, { ...row });
  }
  const rows = [...merged.values()].sort((a, b) => b.count - a.count);
  return limit ? rows.slice(0, limit) : rows;
}
