// What a first-time visitor's browser downloads and how soon the product page
// answers a click. Entry and chunk sizes come from the esbuild metafile
// (scripts/build-client.ts); page weights and timings from Chromium against
// `wrangler dev` (scripts/dev-server.ts), with nothing clicked but the one
// measured click.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium';
import { carriesReact } from '../scripts/react-mark';
import { startDevServer } from '../scripts/dev-server';

const PAGES = ['/', '/shop', '/shop/p/canvas-tote', '/shop/p/organic-cotton-tee', '/contact', '/cart'];
const SCRIPT_BUDGET_KB = 30;
const PAGE_BUDGET_KB = 75;
const PHONE = { cpuSlowdown: 4, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3, latencyMs: 150 };
const PHONE_ROUNDS = 3;

const kb = (bytes: number) => bytes / 1024;
const gzipped = (body: Buffer) => gzipSync(body).length;

function metafileSizes(): string[] {
  const metafile = JSON.parse(readFileSync('dist/client-metafile.json', 'utf8')) as { outputs: Record<string, { bytes: number }> };
  return Object.keys(metafile.outputs)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => ({ file: path.basename(file), bytes: metafile.outputs[file].bytes, gzip: gzipped(readFileSync(file)) }))
    .sort((a, b) => b.gzip - a.gzip)
    .map(({ file, bytes, gzip }) => `  ${file.padEnd(44)} ${kb(bytes).toFixed(1).padStart(7)} KB raw ${kb(gzip).toFixed(1).padStart(6)} KB gzip`);
}

/** The script every page carries inline in its head (client/add-to-cart/early-press.ts), counted with the HTML. */
function inlineSize(): string {
  const { earlyPressScript } = JSON.parse(readFileSync('dist/client-manifest.json', 'utf8')) as { earlyPressScript: string };
  const body = Buffer.from(earlyPressScript);
  return `  ${'early-press (inline in every head)'.padEnd(44)} ${kb(body.length).toFixed(1).padStart(7)} KB raw ${kb(gzipped(body)).toFixed(1).padStart(6)} KB gzip`;
}

interface PageWeight {
  script: number;
  total: number;
  react: boolean;
}

/** Everything the page loads by itself, until the network has been quiet (the census chunk loads when idle). */
async function pageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const page = await browser.newPage();
  const weight: PageWeight = { script: 0, total: 0, react: false };
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    bodies.push(
      response.body().then(
        (body) => {
          const size = gzipped(body);
          weight.total += size;
          if (response.request().resourceType() !== 'script') return;
          weight.script += size;
          weight.react ||= carriesReact(body);
        },
        () => {},
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await Promise.all(bodies);
  await page.close();
  return weight;
}

const PRODUCT_BUTTON = '[data-product-detail] .sqs-add-to-cart-button:not([data-add-on])';

/**
 * Paints, long tasks, the click and the button's first change after it (its
 * answer to the shopper) are timed inside the page, on its own clock. At the
 * first contentful paint the page tells the bench where the button is, so the
 * click follows the paint with no round trip of the bench's own.
 */
const OBSERVE = `
  window.benchTimes = { longTasks: [], fcp: null, live: null, clicked: null, answered: null };
  new MutationObserver((records) => {
    if (document.querySelector('[data-product-detail][data-product-ready="true"]')) window.benchTimes.live ??= performance.now();
    const button = document.querySelector('${PRODUCT_BUTTON}');
    if (window.benchTimes.clicked !== null && button && records.some((record) => button.contains(record.target))) window.benchTimes.answered ??= performance.now();
  }).observe(document, { attributes: true, childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'first-contentful-paint') continue;
      window.benchTimes.fcp = entry.startTime;
      const box = document.querySelector('${PRODUCT_BUTTON}')?.getBoundingClientRect();
      window.benchPainted(box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null);
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchTimes.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('click', () => { window.benchTimes.clicked ??= performance.now(); }, { capture: true });
`;

interface PhoneTimes {
  fcp: number;
  /** When the product page's module had bound its scripts, after the first contentful paint. */
  live: number;
  /** When the click landed, after the first contentful paint: as soon as the bench saw the paint. */
  clicked: number;
  /** How long the click took to change the button; NaN (and every other time) when the form posted instead. */
  click: number;
  tbt: number;
}

/**
 * A slow phone: Add To Cart is clicked as soon as the page reports its first
 * contentful paint, and timed until the button changes; also when the page's
 * module has bound the product's scripts.
 */
async function phoneClick(browser: Browser, url: string): Promise<PhoneTimes> {
  // The page's CSP forbids eval, which Playwright's waiting on a condition uses; the policy changes no timing.
  const page: Page = await browser.newPage({ bypassCSP: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE.uploadBitsPerSecond / 8,
  });
  let painted: (point: { x: number; y: number } | null) => void = () => {};
  const paint = new Promise<{ x: number; y: number } | null>((resolve) => (painted = resolve));
  await page.exposeFunction('benchPainted', (point: { x: number; y: number } | null) => painted(point));
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: 'commit' });
  const button = page.locator(PRODUCT_BUTTON);
  // The button is where the page said at its first paint, or, if it came later, where the browser finds it.
  const point = (await paint) ?? (await button.boundingBox().then((box) => box && { x: box.x + box.width / 2, y: box.y + box.height / 2 }));
  const press = { x: point!.x, y: point!.y, button: 'left' as const, clickCount: 1 };
  await Promise.all([cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...press }), cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...press })]);
  const answered = await page
    .waitForFunction('window.benchTimes.answered !== null && window.benchTimes.live !== null', undefined, { timeout: 60_000 })
    .then(() => true, () => false);
  if (!answered) {
    await page.close();
    return { fcp: NaN, live: NaN, clicked: NaN, click: NaN, tbt: NaN };
  }
  const times = await page.evaluate<{ fcp: number; live: number; clicked: number; answered: number; longTasks: [number, number][] }>('window.benchTimes');
  await page.close();
  const tbt = times.longTasks.filter(([start]) => start >= times.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { fcp: times.fcp, live: times.live - times.fcp, clicked: times.clicked - times.fcp, click: times.answered - times.clicked, tbt };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run(): Promise<string> {
  const lines = ['client bundle (esbuild metafile; gzip by zlib)', ...metafileSizes(), inlineSize()];
  const server = await startDevServer();
  const browser = await launchChromium();
  try {
    lines.push(`pages, first visit, nothing clicked (script budget: product and list pages ${SCRIPT_BUDGET_KB} KB, any page ${PAGE_BUDGET_KB} KB; "everything" adds HTML, styles and photos)`);
    for (const pagePath of PAGES) {
      const weight = await pageWeight(browser, `${server.url}${pagePath}`);
      const budget = pagePath.startsWith('/shop') ? SCRIPT_BUDGET_KB : PAGE_BUDGET_KB;
      lines.push(
        `  ${pagePath.padEnd(28)} script ${kb(weight.script).toFixed(1).padStart(5)} KB (${kb(weight.script) <= budget ? 'met' : 'MISSED'})   everything ${kb(weight.total).toFixed(1).padStart(5)} KB   React ${weight.react ? 'loaded' : 'not loaded'}`,
      );
    }
    const rounds: PhoneTimes[] = [];
    for (let round = 0; round < PHONE_ROUNDS; round++) rounds.push(await phoneClick(browser, `${server.url}/shop/p/canvas-tote`));
    // A click the page did not answer in place posted the form: a page load, and no times to show.
    const inPlace = rounds.filter((times) => !Number.isNaN(times.click));
    const of = (pick: (times: PhoneTimes) => number) => median(inPlace.map(pick));
    const answered = inPlace.length === PHONE_ROUNDS ? of((t) => t.clicked + t.click) : NaN;
    lines.push(`product page on a slow phone (CPU ${PHONE.cpuSlowdown}x slower, ${PHONE.downloadBitsPerSecond / 1e6} Mbps, ${PHONE.latencyMs} ms; median of ${PHONE_ROUNDS})`);
    if (inPlace.length < PHONE_ROUNDS) lines.push(`  a click at first paint posted the form (a page load, not an answer in place) in ${PHONE_ROUNDS - inPlace.length} of ${PHONE_ROUNDS} rounds`);
    if (inPlace.length > 0) {
      lines.push(
        `  first contentful paint ${of((t) => t.fcp).toFixed(0)} ms   Add To Cart clicked ${of((t) => t.clicked).toFixed(0)} ms after it, answered in ${of((t) => t.click).toFixed(0)} ms   the page's module bound ${of((t) => t.live).toFixed(0)} ms after it`,
        `  total blocking time ${of((t) => t.tbt).toFixed(0)} ms`,
      );
    }
    lines.push(`  Add To Cart answers a click at first paint ${Number.isNaN(answered) ? 'not in place' : `${answered.toFixed(0)} ms after it`} (goal within 100 ms: ${answered <= 100 ? 'met' : 'not met'})`);
  } finally {
    await browser.close();
    server.stop();
  }
  return lines.join('\n');
}
