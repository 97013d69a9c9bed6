// Canadian and British shoppers give a deliverable address in Chromium (#27):
// the cart page's estimate takes a location (an FSA, an outcode), the
// checkout opens on it and wants the whole postal code, and the order
// stores the code written the country's way.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Order } from '../../schemas';
import { POSTAL_CODE_INVALID } from '../../schemas/address/postal-codes';
import { en } from '../../schemas/messages';
import { fillCard } from './buyer';
import { demoItem, useChromium } from './chromium';
import { ownerHeaders } from './owner';
import { openStorePage, storeUrl } from './store-page';

const browser = useChromium();

async function storedOrder(orderNumber: string): Promise<Order> {
  const response = await fetch(`${storeUrl()}/api/owner/orders?limit=50`, { headers: await ownerHeaders() });
  const { orders } = (await response.json()) as { orders: Order[] };
  return orders.find((order) => order.number === Number(orderNumber))!;
}

async function cartWithCandle(page: Page): Promise<void> {
  const candle = await demoItem('04-beeswax-candle.json');
  await openStorePage(page, '/shop');
  await page.locator(`[data-item-id="${candle.id}"] button.sqs-add-to-cart-button`).click();
  await page.locator('.cart-pill-quantity', { hasText: '1 item' }).waitFor();
}

async function fillContact(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
}

/** Pays with the Stripe stand-in's card that pays (#26) and waits for the order page. */
async function placeAndConfirm(page: Page): Promise<string> {
  await fillCard(page);
  await page.getByRole('button', { name: /Place order/ }).click();
  await page.waitForURL('**/checkout/order-confirmed/*');
  return (await page.locator('.order-number').textContent())!;
}

it('a Canadian estimates shipping by an FSA, then checks out with the whole postal code, stored as Canada writes it', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await cartWithCandle(page);

  await openStorePage(page, '/cart');
  const estimate = page.locator('.cart-estimate');
  await estimate.getByLabel('Country').selectOption('CA');
  await estimate.getByRole('button', { name: en.ESTIMATE_BUTTON }).click();
  await page.waitForURL('**/cart');
  await estimate.getByLabel('Province').selectOption('QC');
  await estimate.getByLabel('FSA').fill('h2x');
  await estimate.getByRole('button', { name: en.ESTIMATE_BUTTON }).click();
  await page.waitForURL('**/cart');
  await estimate.locator('.summary-tax', { hasText: 'GST' }).waitFor();
  await expect(estimate.locator('.summary-shipping dt').textContent()).resolves.toBe('Shipping (Standard)');

  await page.goto(`${storeUrl()}/checkout`);
  await fillContact(page, 'ada-ca@example.com');
  await expect(page.getByLabel('Country').inputValue()).resolves.toBe('CA');
  await expect(page.getByLabel('Province').inputValue()).resolves.toBe('QC');
  const postcode = page.getByLabel('Postal code');
  await expect(postcode.inputValue()).resolves.toBe('H2X');
  await expect(postcode.getAttribute('placeholder')).resolves.toBe('K1A 0B1');
  await page.getByLabel('Address', { exact: true }).fill('5333 Avenue Casgrain');
  await page.getByLabel('City').fill('Montréal');
  // Only the FSA: a parcel cannot go there.
  await page.getByRole('button', { name: /Place order/ }).click();
  await page.locator('#checkout-postcode-problem', { hasText: POSTAL_CODE_INVALID }).waitFor();

  await page.getByLabel('Postal code').fill('h2x1y4');
  const orderNumber = await placeAndConfirm(page);
  await expect(page.locator('.order-address').textContent()).resolves.toContain('H2X 1Y4');
  expect((await storedOrder(orderNumber)).shippingAddress).toMatchObject({ country: 'CA', region: 'QC', postcode: 'H2X 1Y4' });
});

it('a British shopper checks out with a whole postcode, and the order stores it written the UK way', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await cartWithCandle(page);
  await page.goto(`${storeUrl()}/checkout`);
  await page.locator('html[data-islands="ready"]').waitFor();
  await fillContact(page, 'ada-gb@example.com');
  // Choosing the country redraws the address as the UK lays it out.
  await page.getByLabel('Country').selectOption('GB');
  const postcode = page.getByLabel('Postcode');
  await expect(postcode.getAttribute('placeholder')).resolves.toBe('SW1A 1AA');
  await page.getByLabel('Address', { exact: true }).fill('10 Downing Street');
  await page.getByLabel('City').fill('London');
  await postcode.fill('sw1a2aa');
  const orderNumber = await placeAndConfirm(page);
  await expect(page.locator('.order-address').textContent()).resolves.toContain('SW1A 2AA');
  expect((await storedOrder(orderNumber)).shippingAddress).toMatchObject({ country: 'GB', postcode: 'SW1A 2AA' });
});
