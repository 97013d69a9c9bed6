import { metricBin, rateMetric } from '../../../schemas';
import { ROLLUP, type AnalyticsRecord, type ClientErrorGroup, type RollupDimension, type RollupQuery, type RollupRow } from '../../analytics/records';
import { CensusUnavailable, mergeRollups, type CensusStore, type CensusWrite } from './census-store';
import { sqlText, type AnalyticsEngineSql } from './sql-api';
import { sha256Hex } from '../../storage/secrets';

/**
 * Where each field of a census data point is written; the queries below read
 * the same columns. One point per rollup the local shards would bump, so a
 * rollup is a sum over points; unique visitors and purchases (counted once
 * per order) are read as distinct keys.
 */
const COLUMN = { day: 'blob1', event: 'blob2', page: 'blob3', detail: 'blob4', key: 'blob5', message: 'blob6', stack: 'blob7', value: 'double1' } as const;

interface CensusPoint {
  event: string;
  page: string;
  detail: string;
  key?: string;
  message?: string;
  stack?: string;
  value?: number;
}

function censusPoints(record: AnalyticsRecord): CensusPoint[] {
  switch (record.kind) {
    case 'hit':
      return [
        { event: ROLLUP.hit, page: record.page, detail: '', key: record.visitor },
        ...(record.referrer ? [{ event: ROLLUP.referrer, page: '', detail: record.referrer }] : []),
      ];
    case 'event':
      return [{ event: record.name, page: record.page, detail: record.detail }];
    case 'vital':
      return [
        { event: ROLLUP.vital(record.metric), page: record.page, detail: rateMetric(record.metric, record.value), value: record.value },
        { event: ROLLUP.vitalBin(record.metric), page: '', detail: String(metricBin(record.metric, record.value)) },
      ];
    case 'error':
      return [{ event: ROLLUP.error, page: record.page, detail: '', message: record.message, stack: record.stack }];
    case 'purchase':
      return [{ event: ROLLUP.purchase, page: '', detail: record.currency, key: record.orderId, value: record.totalCents }];
  }
}

/** Analytics Engine takes at most 16 KB of blobs per data point; a long stack is cut to fit. */
const BLOB_BYTES = 16_000;
const encoder = new TextEncoder();

function cutTo(text: string, bytes: number): string {
  const encoded = encoder.encode(text);
  return encoded.length <= bytes ? text : new TextDecoder().decode(encoded.subarray(0, Math.max(0, bytes))).replace(/\uFFFD$/, '');
}

function dataPoint(index: string, day: string, point: CensusPoint): AnalyticsEngineDataPoint {
  const blobs = [day, point.event, point.page, point.detail, point.key ?? '', point.message ?? ''];
  const used = blobs.reduce((sum, blob) => sum + encoder.encode(blob).length, 0);
  return { indexes: [index], blobs: [...blobs, cutTo(point.stack ?? '', BLOB_BYTES - used)], doubles: [point.value ?? 0] };
}

/** Ids of the usual shape are their own index; any other (an id may be any text) is its SHA-256, so the index fits 96 bytes and a query can name it safely. */
const PLAIN_ID = /^[\w.-]{1,64}$/;

export async function censusIndex(websiteId: string): Promise<string> {
  if (PLAIN_ID.test(websiteId)) return websiteId;
  return `#${await sha256Hex(websiteId)}`;
}

/** Where a rollup's rows come from: a FROM, a filter, the expression of each dimension, and the count and total. */
interface RollupSource {
  from: string;
  where: string;
  columns: Record<RollupDimension, string>;
  count: string;
  total: string;
}

const ALIAS: Record<RollupDimension, string> = { day: 'r_day', event: 'r_event', page: 'r_page', detail: 'r_detail' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_SECONDS = 86_400;
/** Points written with `_sample_interval` n stand for n hits each (Analytics Engine samples a busy index). */
const WEIGHTED_COUNT = 'SUM(_sample_interval)';
const NONE = sqlText('');

/**
 * The site's census in Workers Analytics Engine: every record is written
 * with the binding's `writeDataPoint` (no await, no Durable Object, nothing
 * that one hot object could refuse), indexed by the website, and the reports
 * read it back through the SQL API with the website's index in every query.
 */
export class AnalyticsEngineCensus implements CensusStore {
  constructor(
    private readonly dataset: AnalyticsEngineDataset,
    /** Null where the SQL API is not configured: writes go on, reports answer 503. */
    private readonly sql: AnalyticsEngineSql | null,
    private readonly websiteId: string,
    /** The census budget of one address on one site (the CENSUS_CALLS binding): a call beyond it is counted as dropped. */
    private readonly budget?: RateLimit,
  ) {}

  async record({ batch }: CensusWrite): Promise<void> {
    const index = await censusIndex(this.websiteId);
    if (this.budget && !(await this.budget.limit({ key: `${index}/${batch.client}` })).success) {
      this.dataset.writeDataPoint(dataPoint(index, batch.day, { event: ROLLUP.dropped, page: '', detail: '' }));
      return;
    }
    for (const record of batch.records) for (const point of censusPoints(record)) this.dataset.writeDataPoint(dataPoint(index, batch.day, point));
  }

  async totals(query: RollupQuery): Promise<RollupRow[]> {
    const sql = this.reader();
    const sources = this.sources(query, sql.table, await this.scope(query.from, query.to));
    const parts = await Promise.all(sources.map(async (source) => (await sql.rows(selectRollups(source, query))).map((row) => rollupRow(row, query.by))));
    return mergeRollups(parts, query.by, query.limit);
  }

  async recentErrors(limit: number): Promise<ClientErrorGroup[]> {
    const sql = this.reader();
    const index = sqlText(await censusIndex(this.websiteId));
    const rows = await sql.rows(
      `SELECT ${COLUMN.message} AS r_message, ${WEIGHTED_COUNT} AS r_count, toUnixTimestamp(min(timestamp)) AS r_first, toUnixTimestamp(max(timestamp)) AS r_last, ` +
        `argMax(${COLUMN.page}, timestamp) AS r_page, argMax(${COLUMN.stack}, timestamp) AS r_stack ` +
        `FROM ${sql.table} WHERE index1 = ${index} AND ${COLUMN.event} = ${sqlText(ROLLUP.error)} ` +
        `GROUP BY r_message ORDER BY r_last DESC LIMIT ${integer(limit)} FORMAT JSON`,
    );
    return rows.map((row) => ({
      message: String(row.r_message),
      count: Number(row.r_count),
      firstSeen: Number(row.r_first) * 1000,
      lastSeen: Number(row.r_last) * 1000,
      page: String(row.r_page),
      stack: String(row.r_stack),
    }));
  }

  private reader(): AnalyticsEngineSql {
    if (!this.sql) throw new CensusUnavailable('the Analytics Engine SQL API is not configured (ANALYTICS_ENGINE_ACCOUNT_ID, ANALYTICS_ENGINE_SQL_TOKEN, CENSUS_DATASET)');
    return this.sql;
  }

  /**
   * The site's points of the days `from` to `to`: by its index, by the day
   * written with each point (the site's own day), and by a timestamp window
   * a day wider on each side, which lets the service skip the rest.
   */
  private async scope(from: string, to: string): Promise<string> {
    if (!DAY.test(from) || !DAY.test(to)) throw new Error('a census query day is not YYYY-MM-DD');
    const start = Date.parse(`${from}T00:00:00Z`) / 1000 - DAY_SECONDS;
    const end = Date.parse(`${to}T00:00:00Z`) / 1000 + 2 * DAY_SECONDS;
    return (
      `index1 = ${sqlText(await censusIndex(this.websiteId))} AND ${COLUMN.day} >= ${sqlText(from)} AND ${COLUMN.day} <= ${sqlText(to)} ` +
      `AND timestamp >= toDateTime(${integer(start)}) AND timestamp < toDateTime(${integer(end)})`
    );
  }

  private sources({ events }: RollupQuery, table: string, scope: string): RollupSource[] {
    const stored = events.filter((event) => event !== ROLLUP.visitor && event !== ROLLUP.purchase);
    const sources: RollupSource[] = [];
    if (stored.length > 0) {
      sources.push({
        from: table,
        where: `${scope} AND ${COLUMN.event} IN (${stored.map(sqlText).join(', ')})`,
        columns: { day: COLUMN.day, event: COLUMN.event, page: COLUMN.page, detail: COLUMN.detail },
        count: WEIGHTED_COUNT,
        total: `SUM(_sample_interval * ${COLUMN.value})`,
      });
    }
    // Distinct keys are what the sample kept: exact until Analytics Engine samples the site's writes, a lower bound after.
    if (events.includes(ROLLUP.visitor)) {
      sources.push({
        from: table,
        where: `${scope} AND ${COLUMN.event} = ${sqlText(ROLLUP.hit)}`,
        columns: { day: COLUMN.day, event: sqlText(ROLLUP.visitor), page: NONE, detail: NONE },
        count: `count(DISTINCT ${COLUMN.key})`,
        total: '0',
      });
    }
    if (events.includes(ROLLUP.purchase)) {
      const orders =
        `SELECT ${COLUMN.key} AS order_id, min(${COLUMN.day}) AS order_day, min(${COLUMN.detail}) AS currency, min(${COLUMN.value}) AS cents ` +
        `FROM ${table} WHERE ${scope} AND ${COLUMN.event} = ${sqlText(ROLLUP.purchase)} GROUP BY order_id`;
      sources.push({
        from: `(${orders})`,
        where: '',
        columns: { day: 'order_day', event: sqlText(ROLLUP.purchase), page: NONE, detail: 'currency' },
        count: 'count()',
        total: 'SUM(cents)',
      });
    }
    return sources;
  }
}

function integer(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error('a census query number is not an integer');
  return String(value);
}

function selectRollups(source: RollupSource, { by, limit }: RollupQuery): string {
  const columns = by.map((dimension) => `${source.columns[dimension]} AS ${ALIAS[dimension]}`);
  return [
    `SELECT ${[...columns, `${source.count} AS r_count`, `${source.total} AS r_total`].join(', ')}`,
    `FROM ${source.from}`,
    source.where && `WHERE ${source.where}`,
    by.length > 0 && `GROUP BY ${by.map((dimension) => ALIAS[dimension]).join(', ')}`,
    'ORDER BY r_count DESC',
    limit !== undefined && `LIMIT ${integer(limit)}`,
    'FORMAT JSON',
  ]
    .filter(Boolean)
    .join(' ');
}

function rollupRow(row: Record<string, unknown>, by: readonly RollupDimension[]): RollupRow {
  const dimensions = Object.fromEntries(by.map((dimension) => [dimension, String(row[ALIAS[dimension]])]));
  return { ...dimensions, count: Number(row.r_count), total: Number(row.r_total) };
}
