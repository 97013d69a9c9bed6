import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { formatMoney, moneyToCents } from '../../schemas';
import { fillBuyer } from './buyer';
import { demoItem, useChromium } from './chromium';
import { openCensused, VISITOR_CONTEXT } from './census-calls';
import { signInToDashboard } from './owner';
import { storeUrl } from './store-page';

const browser = useChromium();
/** The demo's owner and its store manager (sites/demo/site.json `siteUsers`). */
const OWNER_EMAIL = 'owner@fernandfield.test';
const STORE_MANAGER_EMAIL = 'shop@fernandfield.test';

/** The owner, signed in through the emailed link as a person would. */
async function signedInOwner(): Promise<Page> {
  const page = await (await browser.newContext(VISITOR_CONTEXT)).newPage();
  await signInToDashboard(page, OWNER_EMAIL);
  await page.locator('main[data-loaded="true"]').waitFor();
  return page;
}

/** A number the dashboard shows, read as the owner reads it, on a fresh load of `path`. */
async function shown(owner: Page, path: string, read: (page: Page) => Promise<string | null>): Promise<string> {
  await owner.goto(`${storeUrl()}${path}`);
  await owner.locator('main[data-loaded="true"]').waitFor();
  return (await read(owner)) ?? '';
}

/** The count in `label`'s row of a panel's table; a row not there (the report is drawn by then) counts 0. */
const tableCount = (panel: string, label: string) => async (page: Page) => {
  const cell = page.locator(`[data-panel="${panel}"] tr`, { has: page.locator('td', { hasText: label }) }).locator('td.number').first();
  return (await cell.count()) === 0 ? '0' : cell.textContent();
};
const figure = (name: string) => (page: Page) => page.locator(`[data-figure="${name}"] dd`).textContent();

it('shows the page views, funnel steps and revenue that a scripted visit produced', async () => {
  const owner = await signedInOwner();
  const candle = await demoItem('04-beeswax-candle.json');
  const variant = candle.structuredContent.variants[0];
  const price = moneyToCents((variant.onSale ? variant.salePriceMoney : variant.priceMoney)!);
  const views = () => shown(owner, '/config', tableCount('top-pages', candle.fullUrl));
  const step = (name: string) => () => shown(owner, '/config/commerce', tableCount('funnel', name));
  const orders = () => shown(owner, '/config/commerce', figure('Orders'));
  const before = { views: Number(await views()), plp: Number(await step('VisitPLP')()), pdp: Number(await step('VisitPDP')()), orders: Number(await orders()) };
  const revenueBefore = await shown(owner, '/config/commerce', figure('Revenue'));

  // The visit: the shop, the candle twice, then buying it.
  const visitor = await (await browser.newContext(VISITOR_CONTEXT)).newPage();
  await openCensused(visitor, '/shop');
  await openCensused(visitor, candle.fullUrl);
  await openCensused(visitor, candle.fullUrl);
  await visitor.locator('.sqs-add-to-cart-button').click();
  await visitor.locator('.cart-pill').waitFor({ state: 'visible' });
  await visitor.goto(`${storeUrl()}/checkout`);
  await fillBuyer(visitor);
  await visitor.getByRole('button', { name: /Place order/ }).click();
  await visitor.getByRole('heading', { name: 'Order confirmed' }).waitFor();
  // Revenue is what the order came to: the candle, its shipping and tax.
  const paid = await visitor.locator('.summary-total dd').textContent();
  await visitor.locator('html[data-census="on"]').waitFor();

  await expect.poll(views, { timeout: 10_000 }).toBe(String(before.views + 2));
  await expect.poll(step('VisitPLP'), { timeout: 10_000 }).toBe(String(before.plp + 1));
  await expect.poll(step('VisitPDP'), { timeout: 10_000 }).toBe(String(before.pdp + 2));
  await expect.poll(orders, { timeout: 10_000 }).toBe(String(before.orders + 1));
  const revenue = await shown(owner, '/config/commerce', figure('Revenue'));
  const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  expect(cents(paid!)).toBeGreaterThan(price);
  expect(cents(revenue) - cents(revenueBefore)).toBe(cents(paid!));
  expect(revenue).toBe(formatMoney(cents(revenueBefore) + cents(paid!), 'USD', 'en-US'));
  // Every section draws its charts.
  for (const path of ['/config', '/config/commerce', '/config/performance']) {
    await owner.goto(`${storeUrl()}${path}`);
    await owner.locator('main[data-loaded="true"]').waitFor();
    expect(await owner.locator('.panel canvas').count()).toBeGreaterThan(0);
  }
});

it('reads on a phone, and says so in the editor’s words when a report cannot be loaded', async () => {
  const owner = await signedInOwner();
  await owner.setViewportSize({ width: 375, height: 740 });
  await owner.goto(`${storeUrl()}/config/performance`);
  await owner.locator('main[data-loaded="true"]').waitFor();
  const overflow = await owner.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  expect(overflow).toBeLessThanOrEqual(0);
  const widest = await owner.evaluate<number>("Math.max(...[...document.querySelectorAll('.panel canvas')].map((canvas) => canvas.getBoundingClientRect().width))");
  expect(widest).toBeLessThanOrEqual(375);

  await owner.route('**/api/owner/analytics/**', (route) => route.abort());
  await owner.reload();
  await owner.getByRole('status').filter({ hasText: 'Network error' }).waitFor();
  await owner.unroute('**/api/owner/analytics/**');
  await owner.route('**/api/owner/analytics/**', (route) => route.fulfill({ status: 503, body: '' }));
  await owner.reload();
  await owner.getByRole('status').filter({ hasText: 'Unable to load. Try again.' }).waitFor();
  await owner.unroute('**/api/owner/analytics/**');
  await owner.getByRole('button', { name: 'Try again' }).click();
  await owner.locator('main[data-loaded="true"]').waitFor();
});

it('signs the owner in by the emailed link and out again', async () => {
  const owner = await signedInOwner();
  await expect(owner.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allTextContents()).resolves.toEqual([
    'Traffic', 'Commerce', 'Performance', 'Client errors', 'Orders', 'Inventory', 'Restock sign-ups', 'Form submissions',
  ]);
  await owner.getByRole('button', { name: 'Sign out' }).click();
  await owner.getByRole('button', { name: 'Email me a sign-in link' }).waitFor();
  // The session is gone, not only the cookie: the dashboard asks again.
  await owner.goto(`${storeUrl()}/config/orders`);
  await owner.getByLabel('Email').waitFor();
});

it('shows a store manager the orders and not the form submissions', async () => {
  const manager = await (await browser.newContext(VISITOR_CONTEXT)).newPage();
  await signInToDashboard(manager, STORE_MANAGER_EMAIL);
  // The dashboard's address leads a store manager to the orders.
  await manager.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
  expect(new URL(manager.url()).pathname).toBe('/config/orders');
  await expect(manager.getByRole('link', { name: 'Download every order (CSV)' }).isVisible()).resolves.toBe(true);
  await expect(manager.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allTextContents()).resolves.toEqual(['Orders', 'Inventory', 'Restock sign-ups']);
  await expect(manager.getByText('Form submissions').count()).resolves.toBe(0);
  const forms = await manager.goto(`${storeUrl()}/config/submissions`);
  expect(forms?.status()).toBe(403);
  await expect(manager.getByRole('alert').textContent()).resolves.toBe('Your account may not do this.');
});
