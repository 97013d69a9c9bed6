// What the storefront browser tests share: opening a page of the running
// store, hearing its add-to-cart reports, serving a page with other store
// settings (the JSON the Worker renders for the client), holding answers
// back, and knowing that every request a page made has been heard.
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { AddToCartReport } from '../../client/add-to-cart/report';
import { STOREFRONT_SETTINGS_ID, type StorefrontSettings } from '../../schemas';
import { whenClosing, type Chromium } from './chromium';

// The page's window.Sitefront, as the tests call it.
export type { SitefrontCart } from '../../client/sitefront-global';

/** The store this file runs against: each worker of the browser project has one of its own (test/browser/dev-server.ts). */
export const storeUrl = () => {
  const stores = inject('storeUrls');
  return stores[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % stores.length];
};

/** Opens a page and waits until its scripts are live. */
export async function openStorePage(context: Chromium | BrowserContext | Page, path: string): Promise<Page> {
  const page = 'newPage' in context ? await context.newPage() : context;
  await page.goto(`${storeUrl()}${path}`);
  await page.locator('html[data-islands="ready"]').waitFor();
  return page;
}

/** Every 'sitefront:add-to-cart' report the page dispatches, from before its scripts run. */
export async function collectReports(page: Page): Promise<() => Promise<AddToCartReport[]>> {
  await page.addInitScript(() => {
    const reports: unknown[] = [];
    (window as unknown as { reports: unknown[] }).reports = reports;
    window.addEventListener('sitefront:add-to-cart', (event) => reports.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { reports: AddToCartReport[] }).reports);
}

/** Serves the store's pages as if its settings said `change` (the Worker's own answer, rewritten). */
export async function withSettings(page: Page, change: Partial<StorefrontSettings>): Promise<void> {
  await page.route(
    (url) => url.origin === new URL(storeUrl()).origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      // Redirects go back to the browser as they are, so it follows them itself.
      const response = await route.fetch({ maxRedirects: 0 });
      if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return route.fulfill({ response });
      const html = await response.text();
      const pattern = new RegExp(`(<script type="application/json" id="${STOREFRONT_SETTINGS_ID}">)(.*?)(</script>)`);
      const patched = html.replace(pattern, (_, open: string, json: string, close: string) => `${open}${JSON.stringify({ ...JSON.parse(json), ...change })}${close}`);
      await route.fulfill({ response, body: patched });
    },
  );
}

/** The text of an add-to-cart button's label. */
export const labelOf = (page: Page, button: string) => page.locator(`${button} .sqs-add-to-cart-button-inner`).textContent();

/**
 * Holds back the answers to the requests `url` matches and `held` picks (by
 * path and answer body) until `release` is called, so what a test does
 * meanwhile happens before they arrive; `asked` lists the paths held back,
 * in the order asked, and `decided()` resolves with it once every request
 * matched so far has been held or let through. Closing the page lets them go.
 */
export async function holdAnswers(page: Page, url: string, held: (path: string, body: Buffer) => boolean = () => true) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  whenClosing(page, () => release());
  const asked: string[] = [];
  const decisions: Promise<unknown>[] = [];
  await page.route(url, async (route) => {
    const decision = (async () => {
      const response = await route.fetch();
      const body = await response.body();
      const path = new URL(route.request().url()).pathname;
      const hold = held(path, body);
      if (hold) asked.push(path);
      return { response, body, hold };
    })();
    decisions.push(decision);
    const { response, body, hold } = await decision;
    if (hold) await gate;
    await route.fulfill({ response, body });
  });
  return { asked, decided: async () => (await Promise.all(decisions), asked), release: () => release() };
}

/** Holds back the scripts `held` picks, as `holdAnswers` does. */
export const holdScripts = (page: Page, held: (path: string, body: Buffer) => boolean) => holdAnswers(page, '**/assets/**/*.js', held);

/**
 * Resolves once the test has heard of every request the page made before
 * this call: the page then asks for one more address, and a page's requests
 * reach the test in the order it makes them. What a test says was not sent
 * it checks after this.
 */
export async function requestsHeard(page: Page): Promise<void> {
  const marker = `/healthz?heard=${crypto.randomUUID()}`;
  await Promise.all([page.waitForRequest((request) => request.url().endsWith(marker)), page.evaluate((path) => fetch(path).then(() => undefined), marker)]);
}

/**
 * Resolves once the page has done what it does by itself on loading (the
 * census, loaded when the page has gone idle after its load, is the last of
 * it) and the test has heard every request it made.
 */
export async function pageAtRest(page: Page): Promise<void> {
  await page.locator('html[data-census]').waitFor();
  await requestsHeard(page);
}

/** The page's own module, entry of the client bundle (scripts/build-client.ts names it client-<hash>.js). */
export const isPageModule = (path: string) => /^\/assets\/client-\w+\.js$/.test(path);
