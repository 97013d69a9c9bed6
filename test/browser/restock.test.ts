import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_API } from '../../schemas';
import { RESTOCK_SIGNED_UP, RESTOCK_VARIANT_IN_STOCK, SOLD_OUT_LABEL } from '../../schemas/messages';
import { demoItem, useChromium } from './chromium';
import { lockDemoStock } from './demo-stock';
import { outbox, ownerHeaders } from './owner';
import { stubTurnstile } from './turnstile';
import { storeUrl } from './store-page';

const browser = useChromium();

/** The owner restocks (or sells out) the mug through the inventory call, as a script of theirs would. */
async function setMugStock(sku: string, qtyInStock: number): Promise<{ restockNotices: { sent: number } }> {
  const response = await fetch(`${storeUrl()}${OWNER_API.inventory}/item-mug`, {
    method: 'PUT',
    headers: { ...(await ownerHeaders()), 'Content-Type': 'application/json' },
    body: JSON.stringify({ sku, qtyInStock }),
  });
  expect(response.status).toBe(200);
  return response.json();
}

async function openMug(page: Page, path: string): Promise<void> {
  await page.goto(`${storeUrl()}${path}`);
  await page.locator('[data-product-detail][data-stock="live"]').waitFor();
}

/** The captcha renders (its module loaded) once the visitor turns to the form; the stand-in then solves it. */
const captchaSolved = (page: Page) => page.locator('.product-restock-notification .captcha-container[data-stub-solved]').waitFor();

const buttonLabel = (page: Page) => page.locator('[data-product-detail] .sqs-add-to-cart-button .sqs-add-to-cart-button-inner').textContent();
const buttonDisabled = (page: Page) => page.locator('[data-product-detail] .sqs-add-to-cart-button').isDisabled();

describe('restock in Chromium', () => {
  let sku = '';
  let unlock = async () => {};
  beforeAll(async () => {
    unlock = await lockDemoStock('item-mug');
  }, 150_000);
  // Other browser tests expect the demo mug sold out, as published.
  afterAll(async () => {
    if (sku) await setMugStock(sku, 0);
    await unlock();
  });

  it('a visitor signs up on a sold-out product, the owner restocks, the notice goes out and the page reads in stock', async () => {
    const mug = await demoItem('02-stoneware-mug.json');
    sku = mug.structuredContent.variants[0].sku;
    const page = await browser.newPage();
    // The restock form asks for a captcha (the demo site has a key); the stand-in solves it at once.
    await stubTurnstile(page, { solveAtOnce: true });
    await openMug(page, mug.fullUrl);
    await expect(page.locator('[data-product-detail] .product-mark.sold-out').isVisible()).resolves.toBe(true);
    await expect(buttonLabel(page)).resolves.toBe(SOLD_OUT_LABEL);
    await expect(buttonDisabled(page)).resolves.toBe(true);
    // The page as a cache keeps it from now on.
    const cachedHtml = await (await fetch(`${storeUrl()}${mug.fullUrl}`)).text();

    const email = `mug-${crypto.randomUUID().slice(0, 8)}@shoppers.test`;
    await page.locator('.product-restock-notification input[name="email"]').fill(email);
    await captchaSolved(page);
    await page.locator('.product-restock-form input[type="submit"]').click();
    await expect(page.locator('.product-restock-success').textContent()).resolves.toBe(RESTOCK_SIGNED_UP);

    const restocked = await setMugStock(sku, 4);
    expect(restocked.restockNotices.sent).toBeGreaterThanOrEqual(1);
    const notices = (await outbox()).filter((message) => message.to === email);
    expect(notices.map((message) => message.subject)).toEqual([`${mug.title} is back in stock`]);
    expect(notices[0].text).toContain(`${storeUrl()}${mug.fullUrl}`);

    // A fresh page reads in stock from the server; the form asks nobody to wait.
    await openMug(page, mug.fullUrl);
    await expect(page.locator('[data-product-detail] .product-mark.sold-out').count()).resolves.toBe(0);
    await expect(buttonLabel(page)).resolves.toBe('Add To Cart');
    await expect(buttonDisabled(page)).resolves.toBe(false);
    await expect(page.locator('.product-restock-notification').isVisible()).resolves.toBe(false);

    // The copy cached before the restock is put right by the stock call.
    const stale = await browser.newPage();
    await stale.route(`${storeUrl()}${mug.fullUrl}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: cachedHtml }));
    await openMug(stale, mug.fullUrl);
    await expect(stale.locator('[data-product-detail] .product-mark.sold-out').count()).resolves.toBe(0);
    await expect(buttonLabel(stale)).resolves.toBe('Add To Cart');
    await expect(buttonDisabled(stale)).resolves.toBe(false);
    await expect(stale.locator('.product-restock-notification').isVisible()).resolves.toBe(false);
    await stale.locator('[data-product-detail] .sqs-add-to-cart-button').click();
    await stale.locator('[data-product-detail] .sqs-add-to-cart-button[data-state="added"]').waitFor();
  });

  it('a form left open while the variant came back is refused with the reason, and keeps nobody waiting', async () => {
    const mug = await demoItem('02-stoneware-mug.json');
    sku = mug.structuredContent.variants[0].sku;
    await setMugStock(sku, 0);
    const page = await browser.newPage();
    await stubTurnstile(page, { solveAtOnce: true });
    await openMug(page, mug.fullUrl);
    await page.locator('.product-restock-notification input[name="email"]').fill(`late-${crypto.randomUUID().slice(0, 8)}@shoppers.test`);
    await captchaSolved(page);
    await setMugStock(sku, 2);
    await page.locator('.product-restock-form input[type="submit"]').click();
    await expect(page.locator('.product-restock-error').textContent()).resolves.toBe(RESTOCK_VARIANT_IN_STOCK);
    await expect(page.locator('.product-restock-success').count()).resolves.toBe(0);
  });
});
