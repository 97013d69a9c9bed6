import { metricBin, rateMetric } from '../../schemas';
import type { Env } from '../env';
import { TokenBucket } from '../rate-limit';
import { SqlObject } from '../storage/sql-object';
import { armSweep } from '../storage/sweeps';
import { ROLLUP, type AnalyticsRecord, type ClientErrorGroup, type RecordBatch, type RollupQuery, type RollupRow } from './records';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rollups (
  day TEXT NOT NULL, event TEXT NOT NULL, page TEXT NOT NULL, detail TEXT NOT NULL,
  count INTEGER NOT NULL, total REAL NOT NULL,
  PRIMARY KEY (day, event, page, detail)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS raw_events (at INTEGER NOT NULL, kind TEXT NOT NULL, body TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS raw_events_at ON raw_events (at);
CREATE TABLE IF NOT EXISTS day_visitors (day TEXT NOT NULL, visitor TEXT NOT NULL, PRIMARY KEY (day, visitor)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS purchases (order_id TEXT PRIMARY KEY, at INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS client_errors (
  message TEXT PRIMARY KEY, count INTEGER NOT NULL, first_seen INTEGER NOT NULL, last_seen INTEGER NOT NULL,
  page TEXT NOT NULL, stack TEXT NOT NULL
) WITHOUT ROWID;
`;

const DAY_MS = 86_400_000;
/** Raw events are kept a week (and at most this many rows per shard), for looking into a rollup. */
const RAW_EVENT_DAYS = 7;
const RAW_EVENT_ROWS = 200_000;
/** Long enough to ignore a reloaded order confirmation, short enough to stay small. */
const PURCHASE_DEDUP_DAYS = 90;
const CLIENT_ERROR_GROUPS = 500;
/**
 * Rollups are kept as long as the dashboard's reports can ask for
 * (AnalyticsRangeQuerySchema: 400 days, today included), and a day more for
 * the site's time zone against UTC.
 */
export const ROLLUP_DAYS = 401;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Clients whose census budget is remembered; beyond it the oldest is forgotten (and starts full again). */
const BUDGET_CLIENTS = 10_000;

const DIMENSIONS = new Set(['day', 'page', 'event', 'detail']);

/**
 * One shard of one site's analytics (see shards.ts): raw events for a bounded
 * window, and rollups per day, page, event and detail that the dashboard
 * reads. Each batch is written in one transaction, so an aggregate never holds
 * half a call.
 */
export class SiteAnalytics extends SqlObject {
  private readonly budgets = new Map<string, TokenBucket>();
  private prunedAt = 0;
  /** Whether this instance has made sure the daily prune is armed (an alarm read per record would cost). */
  private pruneArmed = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, [SCHEMA]);
  }

  /** Records the batch unless its client is over budget; false when it was dropped. */
  record(batch: RecordBatch, callsPerMinute: number): boolean {
    if (!this.budgetOf(batch.client).take(callsPerMinute, batch.at)) {
      this.bump(batch.day, ROLLUP.dropped, '', '', 0);
      return false;
    }
    this.ctx.storage.transactionSync(() => {
      for (const record of batch.records) this.apply(batch, record);
    });
    if (batch.at - this.prunedAt > PRUNE_EVERY_MS) this.prune(batch.at);
    if (!this.pruneArmed) {
      this.pruneArmed = true;
      void armSweep(this.ctx.storage, batch.at + DAY_MS);
    }
    return true;
  }

  /**
   * Retention: a shard that no longer gets records still ages out what it
   * holds, pruning once a day while it holds anything.
   */
  override async alarm(): Promise<void> {
    const now = Date.now();
    this.prune(now);
    if (this.sql.exec('SELECT 1 FROM rollups LIMIT 1').toArray().length > 0) await this.ctx.storage.setAlarm(now + DAY_MS);
  }

  totals(query: RollupQuery): RollupRow[] {
    const columns = query.by.filter((column) => DIMENSIONS.has(column));
    const select = columns.map((column) => `${column}, `).join('');
    const group = columns.length > 0 ? `GROUP BY ${columns.join(', ')}` : '';
    const events = query.events.map(() => '?').join(', ');
    return this.sql
      .exec<Omit<RollupRow, 'count' | 'total'> & { count: number; total: number }>(
        `SELECT ${select}SUM(count) AS count, SUM(total) AS total FROM rollups
         WHERE day BETWEEN ? AND ? AND event IN (${events}) ${group}
         ORDER BY count DESC LIMIT ?`,
        query.from,
        query.to,
        ...query.events,
        query.limit ?? -1,
      )
      .toArray()
      .filter((row) => row.count !== null)
      .map((row) => ({ ...row }));
  }

  recentErrors(limit: number): ClientErrorGroup[] {
    return this.sql
      .exec<{ message: string; count: number; first_seen: number; last_seen: number; page: string; stack: string }>(
        'SELECT * FROM client_errors ORDER BY last_seen DESC LIMIT ?',
        limit,
      )
      .toArray()
      .map((row) => ({ message: row.message, count: row.count, firstSeen: row.first_seen, lastSeen: row.last_seen, page: row.page, stack: row.stack }));
  }

  private budgetOf(client: string): TokenBucket {
    let budget = this.budgets.get(client);
    if (!budget) {
      if (this.budgets.size >= BUDGET_CLIENTS) this.budgets.delete(this.budgets.keys().next().value!);
      budget = new TokenBucket();
      this.budgets.set(client, budget);
    }
    return budget;
  }

  private bump(day: string, event: string, page: string, detail: string, total: number): void {
    this.sql.exec(
      `INSERT INTO rollups (day, event, page, detail, count, total) VALUES (?, ?, ?, ?, 1, ?)
       ON CONFLICT (day, event, page, detail) DO UPDATE SET count = count + 1, total = total + excluded.total`,
      day,
      event,
      page,
      detail,
      total,
    );
  }

  private apply({ day, at }: RecordBatch, record: AnalyticsRecord): void {
    this.sql.exec('INSERT INTO raw_events (at, kind, body) VALUES (?, ?, ?)', at, record.kind, JSON.stringify(record));
    switch (record.kind) {
      case 'hit':
        this.bump(day, ROLLUP.hit, record.page, '', 0);
        if (this.firstToday(day, record.visitor)) this.bump(day, ROLLUP.visitor, '', '', 0);
        if (record.referrer) this.bump(day, ROLLUP.referrer, '', record.referrer, 0);
        return;
      case 'event':
        return this.bump(day, record.name, record.page, record.detail, 0);
      case 'vital':
        this.bump(day, ROLLUP.vital(record.metric), record.page, rateMetric(record.metric, record.value), record.value);
        return this.bump(day, ROLLUP.vitalBin(record.metric), '', String(metricBin(record.metric, record.value)), 0);
      case 'error':
        this.bump(day, ROLLUP.error, record.page, '', 0);
        this.sql.exec(
          `INSERT INTO client_errors (message, count, first_seen, last_seen, page, stack) VALUES (?, 1, ?, ?, ?, ?)
           ON CONFLICT (message) DO UPDATE SET count = count + 1, last_seen = excluded.last_seen, page = excluded.page, stack = excluded.stack`,
          record.message,
          at,
          at,
          record.page,
          record.stack,
        );
        return;
      case 'purchase':
        // An order counts once, however often its confirmation is reported.
        if (this.sql.exec('INSERT INTO purchases (order_id, at) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING 1', record.orderId, at).toArray().length === 0) return;
        return this.bump(day, ROLLUP.purchase, '', record.currency, record.totalCents);
    }
  }

  private firstToday(day: string, visitor: string): boolean {
    return this.sql.exec('INSERT INTO day_visitors (day, visitor) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING 1', day, visitor).toArray().length > 0;
  }

  /** Keeps the raw window and the bookkeeping tables bounded, and the rollups to what the reports read. */
  private prune(now: number): void {
    this.prunedAt = now;
    this.sql.exec('DELETE FROM rollups WHERE day < ?', new Date(now - ROLLUP_DAYS * DAY_MS).toISOString().slice(0, 10));
    this.sql.exec('DELETE FROM raw_events WHERE at < ?', now - RAW_EVENT_DAYS * DAY_MS);
    this.sql.exec('DELETE FROM raw_events WHERE rowid <= (SELECT MAX(rowid) FROM raw_events) - ?', RAW_EVENT_ROWS);
    // Visitors are only needed while their day can still get hits (two days covers every time zone).
    this.sql.exec('DELETE FROM day_visitors WHERE day < ?', new Date(now - 2 * DAY_MS).toISOString().slice(0, 10));
    this.sql.exec('DELETE FROM purchases WHERE at < ?', now - PURCHASE_DEDUP_DAYS * DAY_MS);
    this.sql.exec('DELETE FROM client_errors WHERE last_seen < ?', now - ROLLUP_DAYS * DAY_MS);
    this.sql.exec('DELETE FROM client_errors WHERE message NOT IN (SELECT message FROM client_errors ORDER BY last_seen DESC LIMIT ?)', CLIENT_ERROR_GROUPS);
  }
}
