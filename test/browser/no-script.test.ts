import { expect, it } from 'vitest';
import { isVariantInStock, productOptions, selectOptionsMessage } from '../../schemas';
import { FORM_NOTICE } from '../../schemas/forms/form-rules';
import { OUT_OF_STOCK, UPDATE_QUANTITY_FAILED } from '../../schemas/messages';
import { fillBuyerWithoutScripts } from './buyer';
import { demoForm, demoItem, useChromium } from './chromium';
import { storeUrl } from './store-page';

const browser = useChromium();

it('reads and buys a product with JavaScript disabled, first visit included', async () => {
  const [candle, tee] = await Promise.all([demoItem('04-beeswax-candle.json'), demoItem('01-organic-cotton-tee.json')]);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${storeUrl()}${candle.fullUrl}`);
  await expect(page.locator('h1').textContent()).resolves.toBe(candle.title);
  expect(await context.cookies()).toEqual([]);
  await page.locator('.product-quantity-input input').fill('2');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.waitForURL(`${storeUrl()}/cart`);
  await expect(page.locator('.cart-entry-title').textContent()).resolves.toBe(candle.title);
  await expect(page.locator('.cart-entry input[name="quantity"]').inputValue()).resolves.toBe('2');

  // Options left unchosen: the product page again, with the spec's message and the choice kept.
  const [first, second] = productOptions(tee.structuredContent);
  const variant = tee.structuredContent.variants.find((candidate) => isVariantInStock(candidate))!;
  await page.goto(`${storeUrl()}${tee.fullUrl}`);
  await page.locator(`select[data-variant-option-name="${first}"]`).selectOption(variant.attributes[first]);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('alert').textContent()).resolves.toContain(selectOptionsMessage([second]));
  await expect(page.locator(`select[data-variant-option-name="${first}"]`).inputValue()).resolves.toBe(variant.attributes[first]);
  await page.locator(`select[data-variant-option-name="${second}"]`).selectOption(variant.attributes[second]);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.waitForURL(`${storeUrl()}/cart`);
  await expect(page.locator('.cart-entry').count()).resolves.toBe(2);

  // A custom form needs the lightbox's script: without it, the questions come with the refused add.
  const spoon = await demoItem('10-engraved-cherry-spoon.json');
  const label = spoon.structuredContent.customAddButtonText!;
  await page.goto(`${storeUrl()}${spoon.fullUrl}`);
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByRole('alert').first().textContent()).resolves.toContain(FORM_NOTICE);
  const [text, style] = (await demoForm(spoon.structuredContent.additionalFieldsFormId!)).fields;
  await page.getByLabel(text.title).fill('ADA');
  await page.getByLabel(style.title).selectOption(style.options![0]);
  await page.getByRole('button', { name: label }).click();
  await page.waitForURL(`${storeUrl()}/cart`);
  await expect(page.locator('.cart-entry').count()).resolves.toBe(3);

  // The cart's own controls post too: a quantity changed, a wrong one named beside its entry, an entry removed.
  const entry = (title: string) => page.locator('.cart-entry', { has: page.locator('.cart-entry-title', { hasText: title }) });
  await entry(candle.title).locator('input[name="quantity"]').fill('3');
  await entry(candle.title).getByRole('button', { name: 'Update' }).click();
  await page.waitForURL(`${storeUrl()}/cart`);
  await expect(entry(candle.title).locator('input[name="quantity"]').inputValue()).resolves.toBe('3');
  await entry(tee.title).locator('input[name="quantity"]').fill('9999');
  await entry(tee.title).getByRole('button', { name: 'Update' }).click();
  await expect(entry(tee.title).getByRole('alert').textContent()).resolves.toBe(`${UPDATE_QUANTITY_FAILED}: ${OUT_OF_STOCK}`);
  await entry(tee.title).getByRole('button', { name: 'Remove' }).click();
  await page.waitForURL(`${storeUrl()}/cart`);
  await expect(page.locator('.cart-entry').count()).resolves.toBe(2);

  // The checkout's own buttons save what was typed and show the page again: the country's address fields, then the total with its tax.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await fillBuyerWithoutScripts(page);
  await expect(page.locator('.summary-tax').textContent()).resolves.toContain('New York sales tax');
  await expect(page.getByLabel('Email').inputValue()).resolves.toBe('ada@example.com');
  await page.getByRole('button', { name: /Place order/ }).click();
  await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
  await expect(page.locator('.order-confirmed').textContent()).resolves.toContain(candle.title);
});
