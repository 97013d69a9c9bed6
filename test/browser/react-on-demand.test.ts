// React is loaded only by an island that needs it: a product page shows,
// chooses and adds to the cart on the small DOM modules alone, the pill
// loads React only once the cart has something in it, and the cart page only
// once the visitor touches it.
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { CART_ENTRIES_API, TEMPLATE_SCHEMA_API } from '../../schemas';
import { ADDED_LABEL } from '../../schemas/messages';
import { carriesReact } from '../../scripts/react-mark';
import { close, demoForm, demoItem, useChromium } from './chromium';
import { holdScripts, openStorePage, pageAtRest, requestsHeard, storeUrl } from './store-page';

const browser = useChromium();

/** 'added' for the add-to-cart call, 'react …' for a script that carried React, once answered; null for anything else. */
async function eventOf(request: Request): Promise<string | null> {
  const { pathname } = new URL(request.url());
  const response = await request.response();
  if (pathname === CART_ENTRIES_API) return 'added';
  if (request.resourceType() !== 'script' || !response) return null;
  return response.body().then(
    (body) => (carriesReact(body) ? `react ${pathname}` : null),
    (error: Error) => `unreadable ${pathname}: ${error.message}`,
  );
}

/** Resolves with what the page has asked for so far, in order: each script that carried React, and each add to cart. */
function watch(page: Page): () => Promise<string[]> {
  const events: Promise<string | null>[] = [];
  page.on('request', (request) => events.push(eventOf(request)));
  return async () => (await Promise.all(events)).filter((event) => event !== null);
}

it('buys from a product page with React loaded only after the add, for the pill', async () => {
  const tee = await demoItem('01-organic-cotton-tee.json');
  const page = await browser.newPage();
  const events = watch(page);
  await page.goto(`${storeUrl()}${tee.fullUrl}`);
  await page.locator('html[data-islands="ready"]').waitFor();
  const variant = tee.structuredContent.variants.find((candidate) => candidate.qtyInStock > 0)!;
  for (const [option, value] of Object.entries(variant.attributes)) await page.locator(`select[data-variant-option-name="${option}"]`).selectOption(value);
  await pageAtRest(page);
  await expect(events()).resolves.toEqual([]);

  await page.locator('[data-product-detail] .sqs-add-to-cart-button:not([data-add-on])').click();
  await page.locator('[data-product-detail] .sqs-add-to-cart-button-inner', { hasText: ADDED_LABEL }).waitFor();
  await page.locator('.cart-pill-quantity', { hasText: '1 item' }).waitFor();
  const after = await events();
  expect(after[0]).toBe('added');
  expect(after.slice(1).every((event) => event.startsWith('react '))).toBe(true);
  expect(after.length).toBeGreaterThan(1);
});

/** A context whose visitor has a cart of two beeswax candles and an engraved spoon, and has never loaded a page's scripts. */
async function visitorWithCart() {
  const [candle, spoon] = await Promise.all([demoItem('04-beeswax-candle.json'), demoItem('10-engraved-cherry-spoon.json')]);
  const engraving = await demoForm(spoon.structuredContent.additionalFieldsFormId!);
  const answers = Object.fromEntries(engraving.fields.map((field) => [field.id, field.options?.[0] ?? 'ADA']));
  const filling = await browser.newContext();
  const page = await openStorePage(filling, '/');
  await page.evaluate(
    async ({ candle, spoon, answers }) => {
      await window.Sitefront.cart.addItem({ productId: candle, quantity: 2 });
      await window.Sitefront.cart.addItem({ productId: spoon, additionalFields: answers });
    },
    { candle: candle.id, spoon: spoon.id, answers },
  );
  const context = await browser.newContext();
  await context.addCookies(await filling.cookies());
  await close(filling);
  return { context, candle, spoon };
}

/** The cart calls the page made, as 'METHOD path-after-the-entries-API'. */
function cartCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`${CART_ENTRIES_API}/`)) calls.push(`${request.method()} ${pathname.slice(CART_ENTRIES_API.length + 1).replace(/^[^/]+/, 'entry')}`);
  });
  return calls;
}

it('serves the cart page without React until it is touched, and keeps what was done before React came', async () => {
  const { context, candle, spoon } = await visitorWithCart();
  const page = await context.newPage();
  const react = await holdScripts(page, (_, body) => carriesReact(body));
  const calls = cartCalls(page);
  await openStorePage(page, '/cart');
  await pageAtRest(page);
  await expect(react.decided()).resolves.toEqual([]);

  // A new quantity sent and a form's answers opened again, both before React is there.
  const candleLine = page.locator('.cart-entry', { hasText: candle.title });
  await candleLine.locator('input[name="quantity"]').fill('3');
  await candleLine.getByRole('button', { name: 'Update' }).click();
  await page.locator('.cart-entry', { hasText: spoon.title }).getByRole('button', { name: 'Edit form' }).click();
  await expect.poll(() => react.asked.length).toBeGreaterThan(0);
  expect(calls).toEqual([]);
  react.release();

  await page.locator('dialog.custom-form-dialog').waitFor();
  await expect.poll(() => calls).toEqual(['PUT entry/quantity']);
  await page.locator('#cart-page-root[data-hydrated]').waitFor();
  // The pill is not shown on the cart page itself (#28), but counts along.
  await page.locator('.cart-pill-quantity', { hasText: '4 items' }).waitFor({ state: 'attached' });
  await expect(candleLine.locator('input[name="quantity"]').inputValue()).resolves.toBe('3');
  await close(page);

  // A fresh visit: the first thing the visitor does is remove a line, by keyboard, before React is there.
  const again = await context.newPage();
  const held = await holdScripts(again, (_, body) => carriesReact(body));
  const removals = cartCalls(again);
  await openStorePage(again, '/cart');
  await again.locator('.cart-entry', { hasText: candle.title }).getByRole('button', { name: 'Remove' }).press('Enter');
  held.release();
  await again.locator('.cart-entry', { hasText: candle.title }).waitFor({ state: 'detached' });
  await expect(again.locator('.cart-entry').count()).resolves.toBe(1);
  expect(removals).toEqual(['DELETE entry']);
});

it('answers a press made while React hydrates the cart page once, not twice', async () => {
  const { context, spoon } = await visitorWithCart();
  const page = await context.newPage();
  const react = await holdScripts(page, (_, body) => carriesReact(body));
  const formCalls: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).pathname === TEMPLATE_SCHEMA_API && formCalls.push(request.url())));
  await openStorePage(page, '/cart');
  await pageAtRest(page);
  // "Edit form" is pressed the moment React starts listening on the root, before it has hydrated anything.
  await page.evaluate((title) => {
    const root = document.getElementById('cart-page-root')!;
    const line = [...root.querySelectorAll('.cart-entry')].find((entry) => entry.textContent!.includes(title))!;
    const edit = [...line.querySelectorAll('button')].find((button) => button.textContent === 'Edit form')!;
    const listen = root.addEventListener;
    root.addEventListener = function (this: HTMLElement, ...args: Parameters<HTMLElement['addEventListener']>) {
      if (args[0] === 'click') {
        root.addEventListener = listen;
        queueMicrotask(() => edit.click());
      }
      return listen.apply(this, args);
    };
  }, spoon.title);
  await page.locator('#cart-page-root input[name="quantity"]').first().hover();
  await expect.poll(() => react.asked.length).toBeGreaterThan(0);
  react.release();

  await page.locator('#cart-page-root[data-hydrated]').waitFor();
  await page.locator('dialog.custom-form-dialog').waitFor();
  await requestsHeard(page);
  expect(formCalls).toHaveLength(1);
  await expect(page.locator('dialog.custom-form-dialog').count()).resolves.toBe(1);
});

it('serves an empty cart page with no React at all, even when touched', async () => {
  const page = await browser.newPage();
  const events = watch(page);
  await openStorePage(page, '/cart');
  await page.locator('.cart-empty').hover();
  await page.getByRole('link', { name: 'Continue shopping' }).focus();
  await pageAtRest(page);
  await expect(events()).resolves.toEqual([]);
});
