import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { binEdges, CENSUS_API, REQUEST_UNREADABLE, type TrafficReport, type VitalsReport } from '../../schemas';
import { everyShard } from '../../worker/analytics/shards';
import { DEMO_WEBSITE_ID, hitForm, ownerReport, pageFields, settled } from './census-helpers';
import { seedDemoSite } from './demo-site';
import { stopTheClock } from './stopped-clock';

beforeAll(seedDemoSite);

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** How often `event` was counted on `page` today, over every shard of the demo site. */
async function counted(event: string, page?: string): Promise<number> {
  const today = (await ownerReport<TrafficReport>('traffic')).to;
  const rows = await Promise.all(everyShard(env, DEMO_WEBSITE_ID).map((shard) => shard.totals({ from: today, to: today, events: [event], by: ['page'] })));
  return rows.flat().filter((row) => page === undefined || row.page === page).reduce((sum, row) => sum + row.count, 0);
}

const views = (report: TrafficReport, path: string) => report.topPages.find((page) => page.path === path)?.views ?? 0;
const sum = (report: TrafficReport, key: 'pageViews' | 'visitors') => report.days.reduce((total, day) => total + day[key], 0);

describe('POST /api/census/RecordHit', () => {
  it('answers 204 and counts page views, unique visitors and outside referrers', async () => {
    const before = await ownerReport<TrafficReport>('traffic');
    const sends = [
      hitForm('/census-a', 'visitor-a'),
      hitForm('/census-a', 'visitor-a', { referrer: 'https://search.example/?q=mugs' }),
      hitForm('/census-a', 'visitor-b', { referrer: 'http://localhost/shop' }),
      hitForm('/census-b', 'visitor-b'),
    ];
    for (const body of sends) {
      const response = await settled(CENSUS_API.hit, { method: 'POST', body });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
    }
    const after = await ownerReport<TrafficReport>('traffic');
    expect(views(after, '/census-a') - views(before, '/census-a')).toBe(3);
    expect(views(after, '/census-b') - views(before, '/census-b')).toBe(1);
    expect(sum(after, 'pageViews') - sum(before, 'pageViews')).toBe(4);
    expect(sum(after, 'visitors') - sum(before, 'visitors')).toBe(2);
    // The visitor's own site is no referrer.
    expect(after.referrers).toContainEqual({ referrer: 'search.example', visits: 1 });
    expect(after.referrers.map((row) => row.referrer)).not.toContain('localhost');
  });

  const good = () => hitForm('/census-garbage');
  const badBodies: [string, () => RequestInit][] = [
    ['data that is not JSON', () => ({ body: new URLSearchParams({ ...Object.fromEntries(good()), data: '{"pagePath":' }), headers: FORM })],
    ['no returning-visit cookie', () => ({ body: new URLSearchParams({ event: 'page view', data: good().get('data')! }), headers: FORM })],
    ['a returning-visit cookie with three numbers', () => ({ body: new URLSearchParams({ ...Object.fromEntries(good()), ss_cvr: 'abc|1|2|3' }), headers: FORM })],
    ['a returning-visit cookie with a zero', () => ({ body: new URLSearchParams({ ...Object.fromEntries(good()), ss_cvr: 'abc|0|1|1|1' }), headers: FORM })],
    ['a viewport that is text', () => ({ body: hitForm('/census-garbage', 'v', { viewportInnerWidth: 'wide' }), headers: FORM })],
    ['a path that is no path', () => ({ body: hitForm('census-garbage'), headers: FORM })],
    ['another site', () => ({ body: hitForm('/census-garbage', 'v', { websiteId: 'someone-else' }), headers: FORM })],
    ['another event', () => ({ body: new URLSearchParams({ ...Object.fromEntries(good()), event: 'purchase' }), headers: FORM })],
    ['a JSON body', () => ({ body: JSON.stringify(Object.fromEntries(good())), headers: JSON_TYPE })],
    ['an empty body', () => ({ headers: FORM })],
    ['a title longer than any page has', () => ({ body: hitForm('/census-garbage', 'v', { pageTitle: 'x'.repeat(600) }), headers: FORM })],
  ];

  it.each(badBodies)('refuses %s with a 400 and counts nothing', async (_, init) => {
    const before = await counted('hit', '/census-garbage');
    const response = await settled(CENSUS_API.hit, { method: 'POST', ...init() });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: REQUEST_UNREADABLE });
    expect(await counted('hit', '/census-garbage')).toBe(before);
  });

  it('refuses oversize bodies, sized or chunked, with a 413', async () => {
    const padding = 'x'.repeat(70 * 1024);
    const sized = await settled(CENSUS_API.hit, { method: 'POST', body: hitForm('/census-garbage', 'v', { padding }), headers: FORM });
    expect(sized.status).toBe(413);
    const chunked = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 80; i++) controller.enqueue(new TextEncoder().encode(padding.slice(0, 1024)));
        controller.close();
      },
    });
    const streamed = await settled(CENSUS_API.hit, { method: 'POST', body: chunked, headers: FORM, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('takes odd Unicode in a title as text', async () => {
    const before = await counted('hit', '/census-unicode');
    const response = await settled(CENSUS_API.hit, { method: 'POST', body: hitForm('/census-unicode', 'v', { pageTitle: '\ud800 \u200b 🛒 \u0000' }) });
    expect(response.status).toBe(204);
    expect(await counted('hit', '/census-unicode')).toBe(before + 1);
  });

  it('needs no crumb, and drops what one address sends beyond its census budget', async () => {
    stopTheClock();
    const headers = { 'CF-Connecting-IP': '203.0.113.7' };
    const before = await counted('hit', '/census-budget');
    const droppedBefore = await counted('dropped');
    for (let i = 0; i < 5; i++) {
      const response = await settled(CENSUS_API.hit, { method: 'POST', body: hitForm('/census-budget', 'budget-visitor'), headers }, { CENSUS_CALLS_PER_MINUTE: '3' });
      expect(response.status).toBe(204);
    }
    expect(await counted('hit', '/census-budget')).toBe(before + 3);
    expect(await counted('dropped')).toBe(droppedBefore + 2);
  });
});

describe('button, form and overlay census calls', () => {
  const calls: [string, string, Record<string, unknown>, string][] = [
    [CENSUS_API.buttonClick, 'button-click', { buttonText: 'Visit the shop', buttonUrl: '/shop' }, 'Visit the shop'],
    [CENSUS_API.buttonRender, 'button-render', { buttonText: 'Visit the shop' }, 'Visit the shop'],
    [CENSUS_API.formRender, 'form-render', { formId: 'contact-form' }, 'contact-form'],
    [CENSUS_API.overlay, 'overlay', { overlayId: 'promo' }, 'promo'],
  ];

  it.each(calls)('%s answers 204 and counts the call', async (path, event, extra) => {
    const before = await counted(event, '/census-blocks');
    const response = await settled(path, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ ...pageFields('/census-blocks'), ...extra }) });
    expect(response.status).toBe(204);
    expect(await counted(event, '/census-blocks')).toBe(before + 1);
  });

  it.each(calls)('%s refuses malformed JSON, wrong types and other sites', async (path, event, extra) => {
    const before = await counted(event);
    const bodies = [
      '{"websiteId":',
      JSON.stringify([]),
      JSON.stringify({ ...pageFields('/census-blocks'), ...extra, pagePath: 42 }),
      JSON.stringify({ ...pageFields('/census-blocks'), ...extra, websiteId: 'someone-else' }),
      JSON.stringify({ ...pageFields('/census-blocks'), formId: '' }),
    ];
    for (const body of bodies.slice(0, path === CENSUS_API.formRender ? 5 : 4)) {
      const response = await settled(path, { method: 'POST', headers: JSON_TYPE, body });
      expect(response.status).toBe(400);
    }
    expect(await counted(event)).toBe(before);
  });
});

describe('POST /api/census/RecordQuickView/{id}', () => {
  it('counts the quick view of an item on the page it came from', async () => {
    const before = await counted('quick view', '/shop');
    const response = await settled(`${CENSUS_API.quickView}/item-mug`, { method: 'POST', headers: { Referer: 'http://localhost/shop' } });
    expect(response.status).toBe(204);
    expect(await counted('quick view', '/shop')).toBe(before + 1);
  });

  it('refuses an id that is no item id', async () => {
    for (const id of ['a%20b', 'x'.repeat(200), '%F0%9F%9B%92']) {
      expect((await settled(`${CENSUS_API.quickView}/${id}`, { method: 'POST' })).status).toBe(400);
    }
  });
});

describe('POST /api/1/performance/records', () => {
  const record = (name: string, value: number, extra: Record<string, unknown> = {}) => ({
    name,
    value,
    rating: 'good',
    id: `v4-${name}`,
    navigationType: 'navigate',
    pagePath: '/census-vitals',
    websiteId: DEMO_WEBSITE_ID,
    ...extra,
  });
  const vitals = async () => (await ownerReport<VitalsReport>('vitals')).metrics;

  it('rates every record by the spec thresholds, whatever the page claimed, and bins it', async () => {
    const before = await vitals();
    const body = JSON.stringify([record('LCP', 2500), record('LCP', 2501), record('LCP', 4001, { elementPath: 'main>img' }), record('CLS', 0.3), record('interaction', 210)]);
    const response = await settled(CENSUS_API.performance, { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body });
    expect(response.status).toBe(204);
    const after = await vitals();
    const delta = (name: string) => {
      const [was, now] = [before, after].map((metrics) => metrics.find((metric) => metric.name === name)!);
      return { ratings: Object.fromEntries(Object.entries(now.ratings).map(([rating, count]) => [rating, count - was.ratings[rating as 'good']])), bins: now.bins.map((count, bin) => count - was.bins[bin]) };
    };
    expect(delta('LCP').ratings).toEqual({ good: 1, 'needs-improvement': 1, poor: 1 });
    expect(delta('CLS').ratings).toEqual({ good: 0, 'needs-improvement': 0, poor: 1 });
    expect(delta('interaction').ratings).toEqual({ good: 0, 'needs-improvement': 1, poor: 0 });
    // Bins of 800 ms for LCP (ten up to twice the poor threshold): 2500 and 2501 in the fourth, 4001 in the sixth.
    expect(binEdges('LCP').slice(0, 4)).toEqual([0, 800, 1600, 2400]);
    expect(delta('LCP').bins).toEqual([0, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0]);
  });

  it('refuses bodies that are not a bounded array of records of this site', async () => {
    const before = (await vitals()).find((metric) => metric.name === 'FCP')!.count;
    const bodies = [
      'not json',
      JSON.stringify(record('FCP', 100)),
      '[]',
      JSON.stringify(Array.from({ length: 51 }, () => record('FCP', 100))),
      JSON.stringify([record('FCP', -1)]),
      JSON.stringify([record('TTFB', 100)]),
      JSON.stringify([record('FCP', 100, { elementPath: 'x'.repeat(201) })]),
      JSON.stringify([record('FCP', 100, { websiteId: 'someone-else' })]),
      JSON.stringify([record('FCP', 100), record('FCP', 100, { value: '100' })]),
    ];
    for (const body of bodies) {
      const response = await settled(CENSUS_API.performance, { method: 'POST', body });
      expect(response.status).toBe(400);
    }
    expect((await vitals()).find((metric) => metric.name === 'FCP')!.count).toBe(before);
  });
});
