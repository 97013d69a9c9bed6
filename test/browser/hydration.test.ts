// Server and client markup must agree on every page type: any console error,
// React warning or uncaught error while a page loads and hydrates fails.
import type { ConsoleMessage, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CART_PAGE_ROOT_ID, CART_PILL_ROOT_ID } from '../../client/island-roots';
import { fillBuyer } from './buyer';
import { demoForm, demoItem, useChromium } from './chromium';
import { stubTurnstile } from './turnstile';
import { storeUrl } from './store-page';

const browser = useChromium();

/** What the page said on the console, and threw, while it loaded. */
function listen(page: Page): string[] {
  const heard: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') heard.push(`${message.type()}: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => heard.push(`uncaught: ${error.message} (${page.url()})`));
  return heard;
}

async function load(page: Page, path: string): Promise<void> {
  await page.goto(`${storeUrl()}${path}`);
  await page.locator('html[data-islands="ready"]').waitFor();
}

/**
 * Resolves once React has hydrated the island at `root` (the pill once the cart has something in it, the
 * cart page once touched): React reports a mismatch as it commits, and the root is marked after that.
 */
const hydrated = (page: Page, root: string) => page.locator(`#${root}[data-hydrated]`).waitFor({ state: 'attached' });

it('hydrates every page type without a console error or warning', async () => {
  const [tee, spoon] = await Promise.all([demoItem('01-organic-cotton-tee.json'), demoItem('10-engraved-cherry-spoon.json')]);
  const page = await browser.newPage();
  // The contact form's captcha script comes from the provider, out of reach here.
  await stubTurnstile(page);
  const heard = listen(page);
  const pages = ['/', '/shop', tee.fullUrl, spoon.fullUrl, '/journal', '/journal/five-rituals-for-slower-mornings', '/contact', '/search?q=mug', '/cart', '/checkout'];
  for (const path of pages) await load(page, path);

  // The buying flow with a cart: the cart page hydrates the entry it was rendered with.
  await load(page, tee.fullUrl);
  const variant = tee.structuredContent.variants.find((candidate) => candidate.qtyInStock > 0)!;
  for (const [option, value] of Object.entries(variant.attributes)) await page.locator(`select[data-variant-option-name="${option}"]`).selectOption(value);
  await page.locator('.sqs-add-to-cart-button').click();
  await page.locator('.cart-pill-quantity', { hasText: '1 item' }).waitFor();
  await hydrated(page, CART_PILL_ROOT_ID);
  // And an entry with custom-form answers, whose line carries its form for "Edit form".
  const engraving = await demoForm(spoon.structuredContent.additionalFieldsFormId!);
  const answers = Object.fromEntries(engraving.fields.map((field) => [field.id, field.options?.[0] ?? 'ADA']));
  await page.evaluate(({ id, additionalFields }) => window.Sitefront.cart.addItem({ productId: id, additionalFields }), { id: spoon.id, additionalFields: answers });
  await load(page, '/cart');
  await expect(page.locator('.cart-entry').count()).resolves.toBe(2);
  // The cart page's island wakes when it is first touched.
  await page.locator('.cart-subtotal').hover();
  await hydrated(page, CART_PAGE_ROOT_ID);
  // The pill comes to life after the cart page.
  await hydrated(page, CART_PILL_ROOT_ID);
  await expect(page.getByRole('button', { name: 'Edit form' }).count()).resolves.toBe(1);
  await load(page, '/checkout');
  await hydrated(page, CART_PILL_ROOT_ID);
  await fillBuyer(page);
  await page.getByRole('button', { name: /Place order/ }).click();
  await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
  await load(page, new URL(page.url()).pathname);
  expect(heard).toEqual([]);

  // The site's 404 page: the browser reports the status itself, and nothing else may be said.
  await load(page, '/no-such-page');
  expect(heard.filter((line) => !line.includes('status of 404'))).toEqual([]);
});
