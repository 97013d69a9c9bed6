// What the storefront browser tests share: opening a page of the running
// store, hearing its add-to-cart reports, and serving a page with other store
// settings (the JSON the Worker renders for the client).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { AddToCartReport } from '../../client/add-to-cart/report';
import { STOREFRONT_SETTINGS_ID, type StorefrontSettings } from '../../schemas';

// The page's window.Sitefront, as the tests call it.
export type { SitefrontCart } from '../../client/sitefront-global';

export const storeUrl = () => inject('storeUrl');

/** Opens a page and waits until its scripts are live. */
export async function openStorePage(context: Browser | BrowserContext | Page, path: string): Promise<Page> {
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
 * Holds back the scripts `held` picks (by path and body) until `release` is
 * called, so what a test does meanwhile happens before they run; `asked`
 * lists the paths the page asked for and was kept waiting on.
 */
export async function holdScripts(page: Page, held: (path: string, body: Buffer) => boolean) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route('**/assets/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    const path = new URL(route.request().url()).pathname;
    if (held(path, body)) {
      asked.push(path);
      await gate;
    }
    await route.fulfill({ response, body });
  });
  return { asked, release: () => release() };
}

/** The page's own module, entry of the client bundle (scripts/build-client.ts names it client-<hash>.js). */
export const isPageModule = (path: string) => /^\/assets\/client-\w+\.js$/.test(path);
