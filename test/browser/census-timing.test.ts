import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ERROR_REPORTER_LIMITS } from '../../schemas/census/census';
import { rateMetric, type PerformanceMetricName } from '../../schemas/census/web-vitals';
import { useChromium } from './chromium';
import { censusCalls, openCensused, VISITOR_CONTEXT, type CensusCall } from './census-calls';
import { CENSUS_API } from '../../schemas/site/paths';
import { requestsHeard, storeUrl } from './store-page';

const browser = useChromium();

interface SentRecord {
  name: PerformanceMetricName;
  id: string;
  value: number;
  rating: string;
  elementPath?: string;
  pagePath: string;
  websiteId: string;
}

const beacons = (calls: CensusCall[]) => calls.filter((call) => call.path === CENSUS_API.performance);
const recordsOf = (call: CensusCall) => JSON.parse(call.body) as SentRecord[];
const errorReports = (calls: CensusCall[]) => calls.filter((call) => call.path === CENSUS_API.javascriptErrors);

/** A page of the shop whose timers run on Playwright's clock, from before the page's first script. */
async function clockedPage({ paused = true } = {}) {
  const context = await browser.newContext(VISITOR_CONTEXT);
  const calls = censusCalls(context);
  const page = await context.newPage();
  await page.clock.install();
  await page.addInitScript({ content: "addEventListener('load', () => { document.documentElement.dataset.loadedAt = String(Date.now()); });" });
  await page.goto(`${storeUrl()}/shop`);
  // The census starts in an idle moment after load: on the fake clock, that moment has to be run to.
  while ((await page.locator('html[data-census]').count()) === 0) await page.clock.runFor(100);
  // From here the page's time moves only when a test moves it. The clock runs on until the pause arrives, which
  // takes a while on a busy machine: the pause is set a few seconds ahead.
  if (paused) await page.clock.pauseAt(await page.evaluate<number>('Date.now() + 5000'));
  return { context, page, calls };
}

// In-page code is written as text: the test files are typed for Node, not the DOM.
const sinceLoad = (page: Page) => page.evaluate<number>('Date.now() - Number(document.documentElement.dataset.loadedAt)');

/** Hides the page the way a tab switch does: web-vitals and the census both listen for it. */
const hide = (page: Page) =>
  page.evaluate(`
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  `);

/** Adds a button whose click keeps the main thread busy for `ms` of real time (the page's clocks are fake). */
const slowButton = (page: Page, id: string, ms: number) =>
  page.evaluate(`{
    const button = document.createElement('button');
    button.id = ${JSON.stringify(id)};
    button.textContent = button.id;
    button.addEventListener('click', () => {
      const start = new Event('tick').timeStamp;
      while (new Event('tick').timeStamp - start < ${ms}) {}
    });
    document.body.prepend(button);
  }`);

describe('web vitals in Chromium', () => {
  it('sends one beacon 30 s after load: a text body holding a JSON array of rated records', async () => {
    const { page, calls } = await clockedPage();
    await page.clock.runFor(30_000 - (await sinceLoad(page)) - 200);
    await requestsHeard(page);
    expect(beacons(calls)).toHaveLength(0);
    await page.clock.runFor(400);
    await expect.poll(() => beacons(calls).length).toBe(1);
    const [beacon] = beacons(calls);
    expect(beacon.resourceType).toBe('ping');
    expect(beacon.contentType).toMatch(/^text\/plain/);
    const records = recordsOf(beacon);
    expect(records.map((record) => record.name)).toContain('FCP');
    for (const record of records) {
      expect(record).toMatchObject({ pagePath: '/shop', websiteId: 'demo-website', rating: rateMetric(record.name, record.value) });
      expect((record.elementPath ?? '').length).toBeLessThanOrEqual(200);
    }
  });

  it('sends at once when the page is hidden, and nothing it sent again after', async () => {
    const { page, calls } = await clockedPage();
    await page.clock.runFor(2000);
    await page.mouse.click(5, 5);
    await hide(page);
    await expect.poll(() => beacons(calls).length).toBe(1);
    const sent = recordsOf(beacons(calls)[0]);
    expect(sent.map((record) => record.name)).toEqual(expect.arrayContaining(['FCP', 'LCP', 'CLS']));
    await page.clock.runFor(61_000);
    await requestsHeard(page);
    // On a busy machine the click's record can come through its observer after the hide: it is new, and goes
    // in a beacon of its own; what the first beacon carried is never sent again.
    const later = beacons(calls).slice(1).flatMap(recordsOf);
    expect(later.filter((record) => sent.some((earlier) => earlier.id === record.id && earlier.name === record.name))).toEqual([]);
  });

  it('sends a record taken after the first beacon no more than 60 s later', async () => {
    // The clock runs on by itself too here: a click waits for animation frames.
    const { page, calls } = await clockedPage({ paused: false });
    await page.clock.runFor(30_500);
    await expect.poll(() => beacons(calls).length).toBe(1);
    await slowButton(page, 'slow', 120);
    // The browser hands out a click's timing after a frame is shown, in real time: on a busy machine that can be
    // after the fake clock has run a minute. The test watches for it beside the census's own observers, and counts
    // the minute from when the click's records were taken: after the click, and by the time its timing came.
    await page.evaluate(`window.inputSeen = new Set();
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.entryType === 'first-input' || entry.interactionId) window.inputSeen.add(entry.entryType);
      });
      observer.observe({ type: 'first-input', buffered: true });
      observer.observe({ type: 'event', durationThreshold: 16 });`);
    const pageNow = () => page.evaluate<number>('Date.now()');
    const clickedAt = await pageNow();
    await page.locator('#slow').click();
    await expect.poll(() => page.evaluate<number>('window.inputSeen.size')).toBe(2);
    const timedAt = await pageNow();
    await page.clock.runFor(clickedAt + 56_000 - (await pageNow()));
    await requestsHeard(page);
    expect(beacons(calls)).toHaveLength(1);
    await page.clock.runFor(timedAt + 60_000 - (await pageNow()));
    await expect.poll(() => beacons(calls).length).toBe(2);
    const late = recordsOf(beacons(calls)[1]);
    // The first input and the interaction came after the first beacon.
    expect(late.map((record) => record.name)).toEqual(expect.arrayContaining(['FID', 'interaction']));
    expect(late.find((record) => record.name === 'interaction')!.elementPath).toContain('#slow');
  });

  it('keeps the ten slowest interactions', async () => {
    const context = await browser.newContext(VISITOR_CONTEXT);
    // What the browser itself measured of each interaction (its longest event, as the census takes it), at the
    // finest threshold it allows: a loaded machine stretches durations, so the slowest are the ones measured slowest.
    await context.addInitScript({
      content: `window.measuredInteractions = {};
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.interactionId) window.measuredInteractions[entry.interactionId] = Math.max(window.measuredInteractions[entry.interactionId] ?? 0, entry.duration);
          }
        }).observe({ type: 'event', buffered: true, durationThreshold: 16 });`,
    });
    const calls = censusCalls(context);
    const page = await context.newPage();
    await openCensused(page, '/shop');
    const measured = () => page.evaluate<number[]>('Object.values(window.measuredInteractions)');
    // Each click is slower than the one before, so each becomes the page's slowest so far.
    for (let i = 0; i < 12; i++) await slowButton(page, `slow-${i}`, 60 + 30 * i);
    for (let i = 0; i < 12; i++) {
      await page.locator(`#slow-${i}`).click();
      await expect.poll(async () => (await measured()).length).toBe(i + 1);
    }
    await hide(page);
    await expect.poll(() => beacons(calls).flatMap(recordsOf).filter((record) => record.name === 'INP').length).toBe(1);
    const interactions = beacons(calls).flatMap(recordsOf).filter((record) => record.name === 'interaction');
    const slowestFirst = (values: number[]) => [...values].sort((a, b) => b - a);
    expect(slowestFirst(interactions.map((record) => record.value))).toEqual(slowestFirst(await measured()).slice(0, 10));
    const clicked = interactions.map((record) => /#slow-(\d+)/.exec(record.elementPath ?? '')?.[1]);
    expect(new Set(clicked).size).toBe(10);
    expect(clicked.every((index) => index !== undefined)).toBe(true);
  });

  it('falls back to an XHR where beacons are missing', async () => {
    const context = await browser.newContext(VISITOR_CONTEXT);
    await context.addInitScript({ content: 'delete Navigator.prototype.sendBeacon;' });
    const calls = censusCalls(context);
    const page = await context.newPage();
    await openCensused(page, '/shop');
    await hide(page);
    await expect.poll(() => beacons(calls).length).toBe(1);
    expect(beacons(calls)[0].resourceType).toBe('xhr');
    expect(Array.isArray(recordsOf(beacons(calls)[0]))).toBe(true);
  });
});

describe('the client error reporter in Chromium', () => {
  /** Errors as the page raises them; `stack` replaces the error's own. */
  const raise = (page: Page, count: number, label: string, stack?: string) =>
    page.evaluate(`
      for (let i = 0; i < ${count}; i++) {
        const error = new Error(${JSON.stringify(label)} + ' ' + i);
        ${stack ? `error.stack = ${JSON.stringify(stack)};` : ''}
        dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
      }
    `);

  it('sends at most 10 queued reports a second after the last, 20 a page, stacks cut at 5000 characters', async () => {
    const { page, calls } = await clockedPage();
    await raise(page, 15, 'first', 'x'.repeat(6000));
    await page.clock.runFor(ERROR_REPORTER_LIMITS.debounceMs - 1);
    await requestsHeard(page);
    expect(errorReports(calls)).toHaveLength(0);
    await page.clock.runFor(1);
    await expect.poll(() => errorReports(calls).length).toBe(1);
    const first = JSON.parse(errorReports(calls)[0].body) as { event: string; data: { message: string; stack: string }; timestamp: number }[];
    expect(first).toHaveLength(10);
    expect(first.map((report) => report.data.message)).toEqual(Array.from({ length: 10 }, (_, i) => `Error: first ${i}`));
    expect(first.every((report) => report.data.stack.length === 5000 && report.event === 'error' && report.timestamp > 0)).toBe(true);

    await raise(page, 15, 'second');
    await page.clock.runFor(1000);
    await expect.poll(() => errorReports(calls).length).toBe(2);
    expect(JSON.parse(errorReports(calls)[1].body)).toHaveLength(10);

    // Twenty reports made: the page reports no more.
    await raise(page, 5, 'third');
    await page.clock.runFor(3000);
    await requestsHeard(page);
    expect(errorReports(calls)).toHaveLength(2);
  });

  it('debounces: reports a second apart are sent together after the last, with the CSRF header', async () => {
    const { context, page, calls } = await clockedPage();
    const sent: Record<string, string>[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === CENSUS_API.javascriptErrors) sent.push(request.headers());
    });
    // A microtask that throws: the error nobody catches (an inline script would not run under the page's CSP).
    await page.evaluate("queueMicrotask(() => { throw new Error('uncaught'); })");
    await page.clock.runFor(600);
    await page.evaluate("void Promise.reject(new Error('rejected'))");
    await page.clock.runFor(999);
    await requestsHeard(page);
    expect(errorReports(calls)).toHaveLength(0);
    await page.clock.runFor(1);
    await expect.poll(() => errorReports(calls).length).toBe(1);
    const reports = JSON.parse(errorReports(calls)[0].body) as { event: string; data: { message: string } }[];
    expect(reports.map((report) => [report.event, report.data.message])).toEqual([
      ['error', 'Error: uncaught'],
      ['unhandledrejection', 'Error: rejected'],
    ]);
    const crumb = (await context.cookies()).find((cookie) => cookie.name === 'crumb')!.value;
    expect(sent[0]['x-csrf-token']).toBe(crumb);
  });
});
