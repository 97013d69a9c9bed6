// Add To Cart answers from the first paint: a press made before the page's
// module has come shows 'Adding…' at once (the inline script of
// client/add-to-cart/early-press.ts) and is sent once when the module binds;
// when the module cannot load, the form posts as it does without scripts.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ADDED_LABEL, ADDING_LABEL } from '../../schemas/messages';
import { demoItem, useChromium } from './chromium';
import { holdScripts, isPageModule, storeUrl } from './store-page';

const browser = useChromium();
const BUTTON = '[data-product-detail] .sqs-add-to-cart-button:not([data-add-on])';

/** Every label the product's button shows, in order, from before the page's scripts run. */
async function recordLabels(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript((selector) => {
    const labels: string[] = [];
    (window as unknown as { labels: string[] }).labels = labels;
    new MutationObserver(() => {
      const text = document.querySelector(selector)?.textContent?.trim();
      if (text && text !== labels.at(-1)) labels.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, BUTTON);
  return () => page.evaluate(() => (window as unknown as { labels: string[] }).labels);
}

const cartQuantity = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/commerce/shopping-cart')).json()) as { totalQuantity: number }).totalQuantity);

it('answers a press made before the page module has loaded, and adds once when it comes', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const page = await browser.newPage();
  const labels = await recordLabels(page);
  const module = await holdScripts(page, isPageModule);
  const adds: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && new URL(request.url()).pathname.includes('/shopping-cart/') && adds.push(request.url()));
  await page.goto(`${storeUrl()}${candle.fullUrl}`, { waitUntil: 'domcontentloaded' });
  const button = page.locator(BUTTON);
  const idle = (await button.textContent())!.trim();
  await button.click();
  await expect(button.getAttribute('data-state')).resolves.toBe('adding');
  await expect(button.getAttribute('aria-busy')).resolves.toBe('true');
  // Pressed again while adding: ignored, and the page stays (the form was not posted).
  await button.click();
  await expect.poll(() => module.asked).toHaveLength(1);
  expect(adds).toEqual([]);

  module.release();
  await page.locator(`${BUTTON}[data-state="added"]`).waitFor();
  await page.locator(`${BUTTON}:not([data-state])`).waitFor();
  expect(new URL(page.url()).pathname).toBe(candle.fullUrl);
  await expect(labels()).resolves.toEqual([idle, ADDING_LABEL, ADDED_LABEL, idle]);
  await expect(cartQuantity(page)).resolves.toBe(1);
});

it('posts the form as without scripts when the page module cannot load', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const page = await browser.newPage();
  await page.route('**/assets/client-*.js', (route) => route.abort());
  await page.goto(`${storeUrl()}${candle.fullUrl}`);
  await page.locator(BUTTON).click();
  await page.waitForURL(`${storeUrl()}/cart`);
  await expect(page.locator('.cart-entry-title').textContent()).resolves.toBe(candle.title);
});
