// Issue #30: analytics that cannot be lost to one hot object. Where the CENSUS
// dataset is bound (a deployed environment), every census record is a Workers
// Analytics Engine data point indexed by its website, and the dashboard reads
// the same dataset through the SQL API; locally the census stays in the
// SiteAnalytics shards, chosen by load. The dataset below stands in for the
// platform's binding (workerd's own keeps nothing); the SQL API is reached
// through the outgoing fetch, which the tests answer.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_UNAVAILABLE, CENSUS_API, OWNER_API, type ErrorsReport, type TrafficReport, type VitalsReport } from '../../schemas';
import { isolateLog } from '../../worker/logging';
import type { Env } from '../../worker/env';
import { AnalyticsEngineCensus, censusIndex } from '../../worker/services/census/analytics-engine';
import { AnalyticsEngineSql, sqlText } from '../../worker/services/census/sql-api';
import { DEMO_WEBSITE_ID, hitForm, ownerReport, settled } from './census-helpers';
import { seedDemoSite } from './demo-site';
import { failing, overloaded } from './faulty-bindings';
import { FRENCH_ID, FRENCH_ORIGIN, publishFrenchCopy } from './french-site';
import { ownerHeaders } from './owner-helpers';

beforeAll(async () => {
  await seedDemoSite();
  await publishFrenchCopy();
});
afterEach(() => vi.restoreAllMocks());

const ACCOUNT = '0123456789abcdef0123456789abcdef';
const TOKEN = 'analytics-read-token';
const DATASET = 'sitefront_census_test';
const SQL_API = `https://api.cloudflare.com/client/v4/accounts/${ACCOUNT}/analytics_engine/sql`;

/** Stands in for the platform's Analytics Engine binding: keeps every data point written. */
function datasetStandIn() {
  const points: AnalyticsEngineDataPoint[] = [];
  return { points, dataset: { writeDataPoint: (point?: AnalyticsEngineDataPoint) => void points.push(point!) } as AnalyticsEngineDataset };
}

/** A deployed environment's census bindings; `sql: false` leaves the SQL API unconfigured. */
function analyticsEngine(dataset: AnalyticsEngineDataset, { sql = true } = {}): Partial<Env> {
  return { CENSUS: dataset, CENSUS_DATASET: DATASET, ...(sql && { ANALYTICS_ENGINE_ACCOUNT_ID: ACCOUNT, ANALYTICS_ENGINE_SQL_TOKEN: TOKEN }) };
}

interface SqlCall {
  url: string;
  method: string;
  authorization: string | null;
  query: string;
}

/** Answers the SQL API's calls (only) with `answer(query)` as FORMAT JSON does; returns the calls made. */
function stubSqlApi(answer: (query: string) => Record<string, unknown>[] | Response) {
  const calls: SqlCall[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith('https://api.cloudflare.com/')) return original(input, init);
    const query = await request.text();
    calls.push({ url: request.url, method: request.method, authorization: request.headers.get('Authorization'), query });
    const rows = answer(query);
    return rows instanceof Response ? rows : Response.json({ meta: [], data: rows, rows: rows.length });
  });
  return calls;
}

const ownerReportThrough = async (overrides: Partial<Env>, report: string, origin = 'http://localhost', websiteId = DEMO_WEBSITE_ID) =>
  settled(`${origin}${OWNER_API.analytics}/${report}?days=1`, { headers: await ownerHeaders(websiteId) }, overrides);

const today = async () => (await ownerReport<TrafficReport>('traffic')).to;

describe('the census where the CENSUS dataset is bound', () => {
  it('writes each hit as data points indexed by the website, and calls no analytics shard', async () => {
    const { points, dataset } = datasetStandIn();
    const shards = failing(env.ANALYTICS, 'record', overloaded);
    const bindings = { ...analyticsEngine(dataset), ANALYTICS: shards.binding };
    const hit = await settled(CENSUS_API.hit, { method: 'POST', body: hitForm('/ae-written', 'visitor-ae', { referrer: 'https://search.example/?q=mugs' }) }, bindings);
    expect(hit.status).toBe(204);
    const day = await today();
    expect(points).toEqual([
      { indexes: [DEMO_WEBSITE_ID], blobs: [day, 'hit', '/ae-written', '', 'visitor-ae', '', ''], doubles: [0] },
      { indexes: [DEMO_WEBSITE_ID], blobs: [day, 'referrer', '', 'search.example', '', '', ''], doubles: [0] },
    ]);
    expect(shards.attempts()).toBe(0);
  });

  it("drops a call beyond the address's census budget, counted as dropped", async () => {
    const { points, dataset } = datasetStandIn();
    // Stands in for the CENSUS_CALLS Rate Limiting binding: one call a minute.
    const keys: string[] = [];
    const budget = { limit: async ({ key }: RateLimitOptions) => ({ success: keys.push(key) === 1 }) } as RateLimit;
    const bindings = { ...analyticsEngine(dataset), CENSUS_CALLS: budget };
    for (const page of ['/ae-budget-1', '/ae-budget-2']) {
      expect((await settled(CENSUS_API.hit, { method: 'POST', body: hitForm(page, 'visitor-budget') }, bindings)).status).toBe(204);
    }
    expect(points.map((point) => point.blobs!.slice(1, 3))).toEqual([
      ['hit', '/ae-budget-1'],
      ['dropped', ''],
    ]);
    expect(keys[0]).toMatch(new RegExp(`^${DEMO_WEBSITE_ID}/`));
    expect(keys[1]).toBe(keys[0]);
  });

  it('writes a web vital as a point with its rating and value, and one with its bin', async () => {
    const { points, dataset } = datasetStandIn();
    const vital = { name: 'LCP', value: 1800, rating: 'good', id: 'v4-lcp', navigationType: 'navigate', pagePath: '/ae-vital', websiteId: DEMO_WEBSITE_ID };
    const sent = await settled(CENSUS_API.performance, { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body: JSON.stringify([vital]) }, analyticsEngine(dataset));
    expect(sent.status).toBe(204);
    expect(points.map((point) => point.blobs!.slice(1, 4))).toEqual([
      ['vital:LCP', '/ae-vital', 'good'],
      ['vital-bin:LCP', '', expect.stringMatching(/^\d+$/)],
    ]);
    expect(points[0].doubles).toEqual([1800]);
  });

  it('reads the traffic report from the same dataset, weighting each point by its sample interval', async () => {
    const calls = stubSqlApi((query) => {
      if (query.includes("'visitor' AS r_event")) return [{ r_day: '2026-11-27', r_event: 'visitor', r_count: '3', r_total: 0 }];
      if (query.includes('r_page')) return [{ r_page: '/ae-read', r_count: '40', r_total: 0 }];
      return [];
    });
    const response = await ownerReportThrough(analyticsEngine(datasetStandIn().dataset), 'traffic');
    expect(response.status).toBe(200);
    const report: TrafficReport = await response.json();
    expect(report.topPages).toEqual([{ path: '/ae-read', views: 40 }]);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call).toMatchObject({ url: SQL_API, method: 'POST', authorization: `Bearer ${TOKEN}` });
      expect(call.query).toContain(`FROM ${DATASET} WHERE index1 = '${DEMO_WEBSITE_ID}' AND blob1 >= '${report.from}' AND blob1 <= '${report.to}'`);
      expect(call.query).toMatch(/ FORMAT JSON$/);
    }
    // A sampled point stands for _sample_interval hits: counts are sums of it, never a count of rows.
    const pages = calls.find((call) => call.query.includes('r_page'))!.query;
    expect(pages).toContain("SUM(_sample_interval) AS r_count");
    expect(pages).toContain("blob2 IN ('hit')");
    expect(pages).toContain('GROUP BY r_page ORDER BY r_count DESC LIMIT 20');
  });

  it('averages a vital over its weighted points', async () => {
    stubSqlApi((query) => (query.includes("'vital:LCP'") && query.includes('r_detail') ? [{ r_event: 'vital:LCP', r_detail: 'good', r_count: '20', r_total: '50000' }] : []));
    const response = await ownerReportThrough(analyticsEngine(datasetStandIn().dataset), 'vitals');
    const lcp = ((await response.json()) as VitalsReport).metrics.find((metric) => metric.name === 'LCP')!;
    expect(lcp).toMatchObject({ count: 20, mean: 2500, ratings: { good: 20, 'needs-improvement': 0, poor: 0 } });
  });

  it('groups client errors by message, with when they were first and last seen', async () => {
    const calls = stubSqlApi(() => [{ r_message: 'boom', r_count: '5', r_first: '1700000000', r_last: '1700000600', r_page: '/ae-error', r_stack: 'at x' }]);
    const report: ErrorsReport = await (await ownerReportThrough(analyticsEngine(datasetStandIn().dataset), 'errors')).json();
    expect(report.groups).toEqual([{ message: 'boom', count: 5, firstSeen: 1_700_000_000_000, lastSeen: 1_700_000_600_000, page: '/ae-error', stack: 'at x' }]);
    expect(calls[0].query).toContain(`WHERE index1 = '${DEMO_WEBSITE_ID}' AND blob2 = 'error' GROUP BY r_message ORDER BY r_last DESC LIMIT 50`);
  });

  it("lets one site's report ask for that site's points only", async () => {
    const calls = stubSqlApi(() => []);
    const response = await ownerReportThrough(analyticsEngine(datasetStandIn().dataset), 'traffic', FRENCH_ORIGIN, FRENCH_ID);
    expect(response.status).toBe(200);
    expect(calls.length).toBeGreaterThan(0);
    for (const { query } of calls) {
      expect(query.match(/index1 = '[^']*'/g)).toEqual([`index1 = '${FRENCH_ID}'`]);
    }
    // The demo's owner token opens nothing of the French site.
    const crossed = await settled(`${FRENCH_ORIGIN}${OWNER_API.analytics}/traffic?days=1`, { headers: await ownerHeaders(DEMO_WEBSITE_ID) }, analyticsEngine(datasetStandIn().dataset));
    expect(crossed.status).toBeGreaterThanOrEqual(400);
    expect(crossed.status).toBeLessThan(500);
  });

  it('answers a report with 503 and a plain message while the SQL API is not configured, and still writes hits', async () => {
    const { points, dataset } = datasetStandIn();
    const calls = stubSqlApi(() => []);
    const report = await ownerReportThrough(analyticsEngine(dataset, { sql: false }), 'traffic');
    expect(report.status).toBe(503);
    expect(await report.json()).toEqual({ message: ANALYTICS_UNAVAILABLE });
    expect(calls).toHaveLength(0);
    await settled(CENSUS_API.hit, { method: 'POST', body: hitForm('/ae-unconfigured') }, analyticsEngine(dataset, { sql: false }));
    expect(points.map((point) => point.blobs![2])).toEqual(['/ae-unconfigured']);
  });

  it('answers 503 when the SQL API refuses the query, and logs its status without the token', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubSqlApi(() => Response.json({ errors: [{ message: 'Authentication error' }] }, { status: 401 }));
    const report = await ownerReportThrough(analyticsEngine(datasetStandIn().dataset), 'traffic');
    expect(report.status).toBe(503);
    expect(await report.json()).toEqual({ message: ANALYTICS_UNAVAILABLE });
    const lines = errors.mock.calls.map(([line]) => String(line));
    expect(lines.some((line) => line.includes('census query failed') && line.includes('"status":401'))).toBe(true);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });
});

describe('census queries', () => {
  const sql = new AnalyticsEngineSql({ accountId: ACCOUNT, token: TOKEN, dataset: DATASET }, isolateLog);
  const query = { from: '2026-11-27', to: '2026-11-27', events: ['hit'], by: ['page'] } as const;

  it('index a website whose id could break out of a string by its SHA-256, and query it by that', async () => {
    const hostile = "evil' OR '1'='1' --";
    const index = await censusIndex(hostile);
    expect(index).toMatch(/^#[0-9a-f]{64}$/);
    const { points, dataset } = datasetStandIn();
    const store = new AnalyticsEngineCensus(dataset, sql, hostile);
    await store.record({ batch: { day: '2026-11-27', at: Date.now(), client: 'x', records: [{ kind: 'hit', page: '/', visitor: 'v', referrer: '' }] }, key: 'v', callsPerMinute: 1 });
    expect(points[0].indexes).toEqual([index]);
    const calls = stubSqlApi(() => []);
    await store.totals(query);
    expect(calls[0].query).toContain(`index1 = '${index}'`);
    expect(calls[0].query).not.toContain('evil');
  });

  it('refuse a value outside the safe alphabet before any query is made', async () => {
    const calls = stubSqlApi(() => []);
    expect(() => sqlText("x' OR '1'='1")).toThrow();
    const store = new AnalyticsEngineCensus(datasetStandIn().dataset, sql, DEMO_WEBSITE_ID);
    await expect(store.totals({ ...query, from: "2026-11-27' OR '1'='1" })).rejects.toThrow();
    await expect(store.totals({ ...query, events: ["hit') OR ('1'='1"] })).rejects.toThrow();
    expect(calls).toHaveLength(0);
  });

  it('count unique visitors and purchases as distinct keys', async () => {
    const calls = stubSqlApi(() => []);
    const store = new AnalyticsEngineCensus(datasetStandIn().dataset, sql, DEMO_WEBSITE_ID);
    await store.totals({ ...query, events: ['visitor', 'purchase'], by: ['day', 'event'] });
    const queries = calls.map((call) => call.query);
    expect(queries.find((text) => text.includes("'visitor' AS r_event"))).toContain('count(DISTINCT blob5) AS r_count');
    expect(queries.find((text) => text.includes("'purchase' AS r_event"))).toContain("FROM (SELECT blob5 AS order_id");
  });
});

describe('the census in local shards', () => {
  const hitsOn = async (path: string) => (await ownerReport<TrafficReport>('traffic')).topPages.find((page) => page.path === path)?.views ?? 0;

  it('hands a hit its shard cannot take to another shard, and counts it', async () => {
    // The visitor's own shard refuses the call and the stub's retry: the next shard takes it.
    const shards = failing(env.ANALYTICS, 'record', overloaded, 2);
    const before = await hitsOn('/shard-busy');
    const hit = await settled(CENSUS_API.hit, { method: 'POST', body: hitForm('/shard-busy', 'visitor-busy') }, { ANALYTICS: shards.binding });
    expect(hit.status).toBe(204);
    expect(shards.attempts()).toBe(3);
    expect((await hitsOn('/shard-busy')) - before).toBe(1);
  });

  it('logs an error line for a hit that every shard refused', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const shards = failing(env.ANALYTICS, 'record', overloaded);
    const hit = await settled(CENSUS_API.hit, { method: 'POST', body: hitForm('/shard-all-busy', 'visitor-unlucky') }, { ANALYTICS: shards.binding });
    expect(hit.status).toBe(204);
    // Four shards, each tried twice (the stub's retry).
    expect(shards.attempts()).toBe(8);
    const lines = errors.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual(expect.objectContaining({ message: 'census dropped: every analytics shard was busy', records: 1, shards: 4 }));
  });

  it("keeps one site's census out of another's report", async () => {
    await settled(CENSUS_API.hit, { method: 'POST', body: hitForm('/only-the-demo') });
    expect(await hitsOn('/only-the-demo')).toBeGreaterThan(0);
    const french = await settled(`${FRENCH_ORIGIN}${OWNER_API.analytics}/traffic?days=1`, { headers: await ownerHeaders(FRENCH_ID) });
    const report: TrafficReport = await french.json();
    expect(report.topPages.map((page) => page.path)).not.toContain('/only-the-demo');
  });
});
