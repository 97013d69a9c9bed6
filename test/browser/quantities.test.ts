// Quantities a shopper types that the rules refuse (0, negative, fractional,
// empty) are refused on the page before anything is added, with the spec's
// words (#27): typing 0 used to add one item without a word.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { isVariantInStock } from '../../schemas';
import { QUANTITY_NOT_A_NUMBER, QUANTITY_OUT_OF_RANGE, UPDATE_QUANTITY_FAILED } from '../../schemas/messages';
import { CART_API } from '../../schemas/site/paths';
import { demoItem, useChromium } from './chromium';
import { openStorePage } from './store-page';

const browser = useChromium();

const REFUSED: [typed: string, message: string][] = [
  ['0', QUANTITY_OUT_OF_RANGE],
  ['-1', QUANTITY_OUT_OF_RANGE],
  ['1.5', QUANTITY_OUT_OF_RANGE],
  ['', QUANTITY_NOT_A_NUMBER],
];

/** The paths of the cart calls the page makes that change something. */
function cartChanges(page: Page): string[] {
  const changes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' && pathname.startsWith(CART_API)) changes.push(pathname);
  });
  return changes;
}

it('refuses them on the product page with the spec words, and adds nothing', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const page = await openStorePage(browser(), candle.fullUrl!);
  const changes = cartChanges(page);
  const detail = page.locator('[data-product-detail]');
  for (const [typed, message] of REFUSED) {
    await detail.locator('.product-quantity-input input').fill(typed);
    await detail.locator('button.sqs-add-to-cart-button').click();
    await detail.locator('.add-to-cart-error', { hasText: message }).waitFor();
    // Typed quantities are kept as typed: nothing puts 1 in their place.
    await expect(detail.locator('.product-quantity-input input').inputValue()).resolves.toBe(typed);
    // A refused button takes clicks again once its state is cleared (spec section 4).
    await detail.locator('button.sqs-add-to-cart-button:not([data-state])').waitFor();
  }
  expect(changes).toEqual([]);
  await expect(page.locator('.cart-pill').isHidden()).resolves.toBe(true);
  await page.close();
});

it('refuses them in the quick view', async () => {
  const tee = await demoItem('01-organic-cotton-tee.json');
  const page = await openStorePage(browser(), '/shop');
  const changes = cartChanges(page);
  await page.locator(`.sqs-product-quick-view-button[data-id="${tee.id}"]`).click();
  const dialog = page.locator('dialog.quick-view[open]');
  const variant = tee.structuredContent.variants.find((candidate) => isVariantInStock(candidate))!;
  for (const [option, value] of Object.entries(variant.attributes)) await dialog.locator(`select[data-variant-option-name="${option}"]`).selectOption(value);
  for (const [typed, message] of REFUSED) {
    await dialog.locator('input[name="quantity"]').fill(typed);
    await dialog.locator('.sqs-add-to-cart-button').click();
    await dialog.locator('.add-to-cart-error', { hasText: message }).waitFor();
    await dialog.locator('.sqs-add-to-cart-button:not([data-state])').waitFor();
  }
  expect(changes).toEqual([]);
  await page.close();
});

it('refuses them on the cart page, where the entry keeps its quantity', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const context = await browser().newContext();
  const shop = await openStorePage(context, '/shop');
  await shop.locator(`[data-item-id="${candle.id}"] button.sqs-add-to-cart-button`).click();
  await shop.locator('.cart-pill-quantity', { hasText: '1 item' }).waitFor();
  const page = await openStorePage(context, '/cart');
  const changes = cartChanges(page);
  for (const [typed, message] of REFUSED) {
    await page.locator('input[name="quantity"]').fill(typed);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('alert').filter({ hasText: `${UPDATE_QUANTITY_FAILED}: ${message}` }).waitFor();
  }
  expect(changes).toEqual([]);
  await expect(page.locator('.cart-pill-quantity').textContent()).resolves.toContain('1 item');
  await context.close();
});
