// React is loaded only by an island that needs it: a product page shows,
// chooses and adds to the cart on the small DOM modules alone, and the pill
// loads React only once the cart has something in it.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { ADDED_LABEL } from '../../schemas/messages';
import { demoItem, useChromium } from './chromium';

const browser = useChromium();

/** A string only React's own code carries. */
const REACT_MARK = 'react.transitional.element';

/** In order: each script that carried React, and each answer of the add-to-cart call. */
function watch(page: Page): string[] {
  const events: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/commerce/shopping-cart/entries') events.push('added');
    else if (response.request().resourceType() === 'script' && (await response.body()).includes(REACT_MARK)) events.push(`react ${url.pathname}`);
  });
  return events;
}

it('buys from a product page with React loaded only after the add, for the pill', async () => {
  const tee = await demoItem('01-organic-cotton-tee.json');
  const page = await browser().newPage();
  const events = watch(page);
  await page.goto(`${inject('storeUrl')}${tee.fullUrl}`);
  await page.locator('html[data-islands="ready"]').waitFor();
  const variant = tee.structuredContent.variants.find((candidate) => candidate.qtyInStock > 0)!;
  for (const [option, value] of Object.entries(variant.attributes)) await page.locator(`select[data-variant-option-name="${option}"]`).selectOption(value);
  expect(events).toEqual([]);

  await page.locator('[data-product-detail] .sqs-add-to-cart-button:not([data-add-on])').click();
  await page.locator('[data-product-detail] .sqs-add-to-cart-button-inner', { hasText: ADDED_LABEL }).waitFor();
  await page.locator('.cart-pill-quantity', { hasText: '1 item' }).waitFor();
  expect(events[0]).toBe('added');
  expect(events.slice(1).every((event) => event.startsWith('react '))).toBe(true);
  expect(events.length).toBeGreaterThan(1);
  await page.close();
});
