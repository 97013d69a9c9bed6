import { expect, inject, it } from 'vitest';
import { CART_EMPTY, formatMoney, moneyToCents, type ProductItem } from '../../schemas';
import { demoItem, useChromium } from './chromium';

const browser = useChromium();

const unitCents = (product: ProductItem) => {
  const variant = product.structuredContent.variants[0];
  return moneyToCents((variant.onSale ? variant.salePriceMoney : variant.priceMoney)!);
};

it('adds two products, edits the cart, checks out and starts over with an empty cart', async () => {
  const [candle, tote] = await Promise.all([demoItem('04-beeswax-candle.json'), demoItem('03-canvas-tote.json')]);
  const page = await browser().newPage();
  const store = inject('storeUrl');
  await page.goto(`${store}/shop`);
  await page.locator('html[data-islands="ready"]').waitFor();
  const pill = page.locator('.cart-pill');
  for (const [index, product] of [candle, tote].entries()) {
    await page.locator(`[data-item-id="${product.id}"] button.sqs-add-to-cart-button`).click();
    await page.locator('.cart-pill-quantity', { hasText: `${index + 1} item` }).waitFor();
  }

  await page.goto(`${store}/cart`);
  await page.locator('html[data-islands="ready"]').waitFor();
  const entry = (product: ProductItem) => page.locator('.cart-entry', { hasText: product.title });
  await expect(page.locator('.cart-entry').count()).resolves.toBe(2);

  await entry(candle).locator('input[name="quantity"]').fill('3');
  await entry(candle).getByRole('button', { name: 'Update' }).click();
  const subtotalOf = (cents: number) => formatMoney(cents, 'USD');
  await page.locator('.cart-subtotal', { hasText: subtotalOf(3 * unitCents(candle) + unitCents(tote)) }).waitFor();
  await pill.locator('.cart-pill-quantity', { hasText: '4 items' }).waitFor();

  await entry(tote).getByRole('button', { name: 'Remove' }).click();
  await entry(tote).waitFor({ state: 'detached' });
  await page.locator('.cart-subtotal', { hasText: subtotalOf(3 * unitCents(candle)) }).waitFor();

  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
  await expect(page.locator('.order-confirmed').textContent()).resolves.toContain(candle.title);
  await expect(page.locator('.checkout-total').textContent()).resolves.toContain(subtotalOf(3 * unitCents(candle)));

  await page.goto(`${store}/cart`);
  await page.getByText(CART_EMPTY).waitFor();
  await page.locator('html[data-islands="ready"]').waitFor();
  await expect(pill.isHidden()).resolves.toBe(true);
  await page.close();
});

it('shows why a quantity could not be changed', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const page = await browser().newPage();
  const store = inject('storeUrl');
  await page.goto(`${store}/shop`);
  await page.locator('html[data-islands="ready"]').waitFor();
  await page.locator(`[data-item-id="${candle.id}"] button.sqs-add-to-cart-button`).click();
  await page.locator('.cart-pill-quantity', { hasText: '1 item' }).waitFor();

  await page.goto(`${store}/cart`);
  await page.locator('html[data-islands="ready"]').waitFor();
  // More than the stock: the browser lets it through (it is within 1 to 9999), the server refuses it.
  await page.locator('input[name="quantity"]').fill(String(candle.structuredContent.variants[0].qtyInStock + 1));
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('alert').filter({ hasText: 'Unable to update quantity' }).waitFor();
  await page.close();
});
