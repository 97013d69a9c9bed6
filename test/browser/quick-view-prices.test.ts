// The quick view prices a product as its card does (#28): "from" the
// cheapest variant in stock, a sale price beside the struck-through original
// with the sale badge, and the exact price once a variant is chosen, as
// the product page does.
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demoItem, useChromium } from './chromium';
import { storeUrl } from './store-page';

const browser = useChromium();
let page: Page | undefined;
afterEach(async () => {
  await page?.close();
  page = undefined;
});

async function quickViewOf(itemId: string) {
  page = await browser.newPage();
  await page.goto(`${storeUrl()}/shop`);
  await page.locator('html[data-islands="ready"]').waitFor();
  await page.locator(`.sqs-product-quick-view-button[data-id="${itemId}"]`).click();
  return page.locator('dialog.quick-view[open]');
}

/** What a price block shows, without its screen-reader labels. */
const shown = (where: Locator) =>
  where.locator('.product-price').first().evaluate((block) => {
    const copy = block.cloneNode(true) as Element;
    copy.querySelectorAll('.visually-hidden').forEach((label) => label.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });

describe('quick view prices', () => {
  it('shows a sale price beside the struck-through original, with the sale badge', async () => {
    // The demo tote: $24.00, on sale at $18.00.
    const dialog = await quickViewOf('item-tote');
    await expect(shown(dialog)).resolves.toBe('$18.00 $24.00');
    await expect(dialog.locator('.original-price').evaluate((element) => getComputedStyle(element).textDecorationLine)).resolves.toBe('line-through');
    await expect(dialog.locator('.product-mark.sale').textContent()).resolves.toBe('sale');
  });

  it('shows "from" the cheapest variant in stock, then the chosen variant’s price', async () => {
    const tee = await demoItem('01-organic-cotton-tee.json');
    const dialog = await quickViewOf(tee.id);
    // Large Sage ($30.00) is sold out: every variant in stock costs $28.00.
    await expect(shown(dialog)).resolves.toBe('from $28.00');
    await dialog.locator('select[data-variant-option-name="Size"]').selectOption('Large');
    await dialog.locator('select[data-variant-option-name="Color"]').selectOption('Sage');
    await expect.poll(() => shown(dialog)).toBe('$30.00');
  });

  it('goes back to "from" on the product page when a choice is undone', async () => {
    const tee = await demoItem('01-organic-cotton-tee.json');
    page = await browser.newPage();
    await page.goto(`${storeUrl()}${tee.fullUrl}`);
    const detail = page.locator('[data-product-detail][data-stock="live"]');
    await detail.waitFor();
    await expect(shown(detail)).resolves.toBe('from $28.00');
    await detail.locator('select[data-variant-option-name="Size"]').selectOption('Large');
    await detail.locator('select[data-variant-option-name="Color"]').selectOption('Sage');
    await expect.poll(() => shown(detail)).toBe('$30.00');
    await detail.locator('select[data-variant-option-name="Size"]').selectOption('');
    await expect.poll(() => shown(detail)).toBe('from $28.00');
  });
});
