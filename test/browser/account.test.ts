// A shopper's account in Chromium (#27): the header's Sign in, the sign-in
// page and its e-mailed link, the signed-in header, /account with the orders
// and a subscription cancelled there, and signing out.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en } from '../../schemas/messages';
import { fillBuyer } from './buyer';
import { demoItem, useChromium } from './chromium';
import { outbox } from './owner';
import { openStorePage, storeUrl } from './store-page';

const browser = useChromium();

/** The newest sign-in link the dev outbox holds for `email`, once it is there. */
async function signInLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await outbox()).find((message) => message.to === email)?.text.match(/https?:\/\/\S+\/account\/sign-in\?token=[\w-]+/)?.[0];
      return link !== undefined;
    })
    .toBe(true);
  return link!;
}

/** Buys the demo's coffee subscription as `email`, through the product page and the subscription checkout. */
async function subscribe(page: Page, email: string): Promise<string> {
  const coffee = await demoItem('08-coffee-subscription.json');
  await openStorePage(page, coffee.fullUrl!);
  await page.locator('[data-product-detail] .sqs-add-to-cart-button').click();
  await page.waitForURL('**/checkout/subscribe?cartToken=*');
  await fillBuyer(page, email);
  await page.getByRole('button', { name: /Place order/ }).click();
  await page.waitForURL('**/checkout/order-confirmed/*');
  return (await page.locator('.order-number').textContent())!;
}

it('signs in from the header, shows the account with its orders, cancels a subscription, and signs out', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `account-${Date.now()}@example.com`;
  const orderNumber = await subscribe(page, email);

  // A page for everyone offers Sign in, which comes back to the page.
  await openStorePage(page, '/shop');
  const header = page.locator('header [data-account-link]');
  await header.getByRole('link', { name: en.SIGN_IN_TITLE }).click();
  await page.waitForURL('**/account/sign-in?returnTo=%2Fshop');
  await page.getByLabel(en.EMAIL_LABEL).fill(email);
  await page.getByRole('button', { name: en.SIGN_IN_BUTTON }).click();
  await page.getByRole('status').filter({ hasText: en.SIGN_IN_LINK_SENT }).waitFor();

  await page.goto(await signInLink(email));
  await page.waitForURL('**/shop');
  await page.locator('html[data-islands="ready"]').waitFor();
  await header.getByRole('button', { name: en.SIGN_OUT_LABEL }).waitFor();
  await header.getByRole('link', { name: en.ACCOUNT_TITLE }).click();

  await page.waitForURL('**/account');
  await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
  await expect(page.locator('.account-email').textContent()).resolves.toContain(email);
  const order = page.locator(`.account-order[data-order-number="${orderNumber}"]`);
  await expect(order.locator('h3').textContent()).resolves.toBe(`Order ${orderNumber}`);
  expect(orderNumber).toMatch(/^\d{5}$/);
  await expect(order.locator('.account-order-lines').textContent()).resolves.toContain('Coffee');

  const subscription = page.locator('.account-subscription');
  await expect(subscription.locator('.account-subscription-status').textContent()).resolves.toBe(en.SUBSCRIPTION_ACTIVE);
  await subscription.getByRole('button', { name: en.CANCEL_SUBSCRIPTION }).click();
  await page.waitForURL('**/account');
  await subscription.locator('.account-subscription-status', { hasText: en.SUBSCRIPTION_CANCELLED }).waitFor();
  await expect(subscription.getByRole('button', { name: en.CANCEL_SUBSCRIPTION }).count()).resolves.toBe(0);

  await page.locator('.account-page').getByRole('button', { name: en.SIGN_OUT_LABEL }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('html[data-islands="ready"]').waitFor();
  await header.getByRole('link', { name: en.SIGN_IN_TITLE }).waitFor();
  await page.goto(`${storeUrl()}/account`);
  await page.waitForURL('**/account/sign-in?returnTo=%2Faccount');
});
