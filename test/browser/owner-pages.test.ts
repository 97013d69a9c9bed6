// The dashboard's list pages and the commerce report in Chromium (issue #28),
// on a phone, with the demo's store manager and website manager signed in by
// the emailed link: the store manager's pages work with scripts off.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { COMMERCE_SOURCES, OWNER_API } from '../../schemas';
import { SITE_USER_FORBIDDEN } from '../../schemas/messages';
import { fillBuyerWithoutScripts } from './buyer';
import { demoItem, useChromium } from './chromium';
import { lockDemoStock } from './demo-stock';
import { VISITOR_CONTEXT } from './census-calls';
import { ownerHeaders, signInToDashboard } from './owner';
import { stubTurnstile } from './turnstile';
import { storeUrl } from './store-page';

const browser = useChromium();
const store = () => storeUrl();
/** The demo's store manager and website manager (sites/demo/site.json `siteUsers`). */
const STORE_MANAGER = 'shop@fernandfield.test';
const WEBSITE_MANAGER = 'web@fernandfield.test';
const PHONE = { width: 390, height: 844 };

/** A person of the site's staff on a phone, signed in; `scripts` off shows the pages need none. */
async function staffOnPhone(email: string, scripts: boolean): Promise<Page> {
  const context = await browser.newContext({ ...VISITOR_CONTEXT, viewport: PHONE, javaScriptEnabled: scripts });
  const page = await context.newPage();
  await signInToDashboard(page, email);
  return page;
}

async function open(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(`${store()}${path}`);
  return response?.status();
}

/** The page fits the phone: nothing wider than the screen, and every control a finger can hit. */
async function fitsPhone(page: Page): Promise<void> {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  expect(overflow).toBeLessThanOrEqual(0);
  // Measured in one call, not three round trips a control: the inventory page has many. Controls without a box are not shown.
  const controls = await page.locator('header a, header button, main a, main button, main input:not([type="hidden"])').evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return [element.textContent, box.height >= 24 && box.width >= 24] as const;
      }),
  );
  for (const [text, fits] of controls) expect([text, fits]).toEqual([text, true]);
}

/** Buys a candle with scripts off, as a shopper without JavaScript does; its order number as the confirmation shows it. */
async function buyWithoutScripts(email: string): Promise<string> {
  const candle = await demoItem('04-beeswax-candle.json');
  const context = await browser.newContext({ ...VISITOR_CONTEXT, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${store()}${candle.fullUrl}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.waitForURL(`${store()}/cart`);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillBuyerWithoutScripts(page, email);
  await page.getByRole('button', { name: /Place order/ }).click();
  await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
  const number = (await page.locator('.order-number').textContent()) ?? '';
  await context.close();
  return number;
}

/** The Orders figure of the commerce report, on a fresh load. */
async function ordersFigure(page: Page): Promise<number> {
  await open(page, '/config/commerce');
  await page.locator('main[data-loaded="true"]').waitFor();
  return Number(await page.locator('[data-figure="Orders"] dd').textContent());
}

describe('the website manager', () => {
  it('sees an order placed without JavaScript in the commerce report, said to come from the order book, and every funnel bar named', async () => {
    const manager = await staffOnPhone(WEBSITE_MANAGER, true);
    await expect(manager.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allTextContents()).resolves.toEqual([
      'Traffic', 'Commerce', 'Performance', 'Client errors', 'Form submissions',
    ]);
    const before = await ordersFigure(manager);
    await buyWithoutScripts(`noscript-${crypto.randomUUID().slice(0, 8)}@shoppers.test`);
    await expect.poll(() => ordersFigure(manager), { timeout: 15_000 }).toBe(before + 1);
    await expect(manager.locator('[data-panel="revenue"] .source').textContent()).resolves.toBe(COMMERCE_SOURCES.orders);
    await expect(manager.locator('[data-panel="funnel"] .source').textContent()).resolves.toBe(COMMERCE_SOURCES.funnel);
    // Each bar of the funnel carries its step's name and count, inside the phone's width.
    const bars = manager.locator('[data-panel="funnel"] li[data-bar]');
    await expect(bars.locator('.bar-label').allTextContents()).resolves.toEqual(['VisitPLP', 'VisitPDP', 'AddToCart', 'purchase']);
    for (const label of await bars.locator('.bar-label, .bar-value').all()) {
      const box = (await label.boundingBox())!;
      expect(box.width).toBeGreaterThan(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await fitsPhone(manager);
  });

  it('reads each form’s submissions and their CSV link, and is refused the store’s pages', async () => {
    const manager = await staffOnPhone(WEBSITE_MANAGER, true);
    await open(manager, '/config/submissions');
    const contact = manager.locator('[data-panel="contact-form"]');
    await expect(contact.getByRole('link', { name: 'Download every submission (CSV)' }).getAttribute('href')).resolves.toBe(`${OWNER_API.forms}/contact-form/submissions.csv`);
    await fitsPhone(manager);
    await contact.getByRole('link', { name: /See the submissions/ }).click();
    await manager.getByRole('heading', { name: 'Contact', level: 1 }).waitFor();
    await manager.locator('[data-panel="submissions"] table').waitFor();
    await fitsPhone(manager);
    for (const path of ['/config/orders', '/config/inventory', '/config/restock']) {
      expect(await open(manager, path)).toBe(403);
      await expect(manager.getByRole('alert').textContent()).resolves.toBe(SITE_USER_FORBIDDEN);
    }
  });
});

describe('the store manager, with scripts off', () => {
  const mug = demoItem('02-stoneware-mug.json');
  // Other browser tests expect the demo's mug sold out and the tee's stock as it was.
  const restore: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const undo of restore) await undo();
  });
  const setStock = (itemId: string, sku: string, qtyInStock: number) => async () => {
    const response = await fetch(`${store()}${OWNER_API.inventory}/${itemId}`, { method: 'PUT', headers: { ...(await ownerHeaders()), 'Content-Type': 'application/json' }, body: JSON.stringify({ sku, qtyInStock }) });
    expect(response.status).toBe(200);
  };

  it('finds an order by the buyer’s address, opens it with its payment status, and has the CSV', async () => {
    const email = `found-${crypto.randomUUID().slice(0, 8)}@shoppers.test`;
    const number = await buyWithoutScripts(email);
    const manager = await staffOnPhone(STORE_MANAGER, false);
    expect(new URL(manager.url()).pathname).toBe('/config/orders');
    await expect(manager.getByRole('link', { name: 'Download every order (CSV)' }).getAttribute('href')).resolves.toBe(OWNER_API.ordersCsv);
    await expect(manager.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allTextContents()).resolves.toEqual(['Orders', 'Inventory', 'Restock sign-ups']);
    await fitsPhone(manager);
    await manager.getByLabel('Search by order number, email or name').fill(email);
    await manager.getByRole('button', { name: 'Search' }).click();
    await manager.getByRole('heading', { name: `Orders matching “${email}”` }).waitFor();
    // The address searched for stays out of the URL.
    expect(manager.url()).not.toContain(email.split('@')[0]);
    await expect(manager.locator('[data-panel="orders"] tbody tr').count()).resolves.toBe(1);
    await fitsPhone(manager);
    await manager.getByRole('link', { name: number }).click();
    await manager.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
    await expect(manager.locator('[data-payment-status]').textContent()).resolves.toBe('Test');
    await expect(manager.locator('[data-panel="customer"]').textContent()).resolves.toContain(email);
    await fitsPhone(manager);
    for (const path of ['/config/submissions', '/config/commerce']) {
      expect(await open(manager, path)).toBe(403);
      await expect(manager.getByRole('alert').textContent()).resolves.toBe(SITE_USER_FORBIDDEN);
    }
  });

  it('sets and adjusts a variant’s stock in place', async () => {
    const manager = await staffOnPhone(STORE_MANAGER, false);
    await open(manager, '/config/inventory');
    const row = manager.locator('li[data-sku="TEE-M-SAGE"]');
    const level = () => row.locator('[data-stock-level]').textContent();
    const was = Number(await level());
    restore.push(setStock('item-tee', 'TEE-M-SAGE', was));
    await fitsPhone(manager);
    await row.getByRole('spinbutton').fill('12');
    await row.getByRole('button', { name: 'Set stock' }).click();
    await manager.getByRole('status').filter({ hasText: 'now has 12 in stock.' }).waitFor();
    await expect(manager.locator('li[data-sku="TEE-M-SAGE"] [data-stock-level]').textContent()).resolves.toBe('12');
    await manager.locator('li[data-sku="TEE-M-SAGE"]').getByRole('spinbutton').fill('-3');
    await manager.locator('li[data-sku="TEE-M-SAGE"]').getByRole('button', { name: 'Add to stock' }).click();
    await manager.getByRole('status').filter({ hasText: 'now has 9 in stock.' }).waitFor();
    await expect(manager.locator('li[data-sku="TEE-M-SAGE"] [data-stock-level]').textContent()).resolves.toBe('9');
  });

  it('sees the sold-out mug’s sign-ups with Notify disabled, and restocking it tells them', async () => {
    const { fullUrl, structuredContent } = await mug;
    const sku = structuredContent.variants[0].sku;
    // restock.test.ts restocks the mug too: one file at a time.
    const unlock = await lockDemoStock('item-mug');
    onTestFinished(async () => {
      await setStock('item-mug', sku, 0)();
      await unlock();
    });
    // A shopper signs up on the sold-out mug's page (the captcha's stand-in solves at once).
    const shopper = await browser.newPage();
    await stubTurnstile(shopper, { solveAtOnce: true });
    await shopper.goto(`${store()}${fullUrl}`);
    await shopper.locator('[data-product-detail][data-stock="live"]').waitFor();
    await shopper.locator('.product-restock-notification input[name="email"]').fill(`waiting-${crypto.randomUUID().slice(0, 8)}@shoppers.test`);
    await shopper.locator('.product-restock-notification .captcha-container[data-stub-solved]').waitFor();
    await shopper.locator('.product-restock-form input[type="submit"]').click();
    await shopper.locator('.product-restock-success').waitFor();
    await shopper.unrouteAll({ behavior: 'ignoreErrors' });
    await shopper.close();

    const manager = await staffOnPhone(STORE_MANAGER, false);
    await open(manager, '/config/restock');
    const group = manager.locator('tr', { has: manager.locator(`input[name="variantId"][value="${sku}"]`) });
    await expect(group.textContent()).resolves.toContain('Sold out');
    await expect(group.getByRole('button', { name: /^Notify/ }).isDisabled()).resolves.toBe(true);
    await fitsPhone(manager);
    // Restocked from the inventory page: the sign-ups are told, and no group waits for the mug any more.
    await open(manager, '/config/inventory');
    await manager.locator(`li[data-sku="${sku}"]`).getByRole('spinbutton').fill('2');
    await manager.locator(`li[data-sku="${sku}"]`).getByRole('button', { name: 'Set stock' }).click();
    await manager.getByRole('status').filter({ hasText: /now has 2 in stock\. \d+ restock notices? sent\./ }).waitFor();
    await open(manager, '/config/restock');
    await expect(manager.locator(`input[name="variantId"][value="${sku}"]`).count()).resolves.toBe(0);
  });
});
