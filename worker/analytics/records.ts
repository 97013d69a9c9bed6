import type { PerformanceMetricName } from '../../schemas';

/** What one census or events call adds to a site's aggregates, already validated. */
export type AnalyticsRecord =
  | { kind: 'hit'; page: string; visitor: string; referrer: string }
  | { kind: 'event'; page: string; name: string; detail: string }
  | { kind: 'vital'; page: string; metric: PerformanceMetricName; value: number }
  | { kind: 'error'; page: string; message: string; stack: string }
  | { kind: 'purchase'; orderId: string; currency: string; totalCents: number };

export interface RecordBatch {
  /** The day in the site's time zone, YYYY-MM-DD. */
  day: string;
  at: number;
  /** Who sent it (the client address), for the census budget. */
  client: string;
  records: AnalyticsRecord[];
}

/** The `event` column of the rollups beside the spec's event names and census call names. */
export const ROLLUP = {
  hit: 'hit',
  visitor: 'visitor',
  referrer: 'referrer',
  error: 'error',
  purchase: 'purchase',
  /** Calls over a client's census budget: counted, never recorded. */
  dropped: 'dropped',
  vital: (metric: PerformanceMetricName) => `vital:${metric}`,
  vitalBin: (metric: PerformanceMetricName) => `vital-bin:${metric}`,
} as const;

/** A rollup dimension a dashboard query may group by. */
export type RollupDimension = 'day' | 'page' | 'event' | 'detail';

export interface RollupQuery {
  from: string;
  to: string;
  events: readonly string[];
  by: readonly RollupDimension[];
  /** Largest counts first, at most this many rows. */
  limit?: number;
}

export interface RollupRow {
  day?: string;
  page?: string;
  event?: string;
  detail?: string;
  count: number;
  total: number;
}

export interface ClientErrorGroup {
  message: string;
  count: number;
  firstSeen: number;
  lastSeen: number;
  page: string;
  stack: string;
}
