// Issue #26 in Chromium: the checkout's card field is the Stripe stand-in's
// (scripts/stripe-stand-in/), started with the store for these tests, whose
// test cards behave as in Stripe's test mode.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STAND_IN_CARDS } from '../../scripts/stripe-stand-in/api';
import { CHECKOUT_PAYMENT_API, type StockLevel } from '../../schemas';
import { fillBuyer, fillCard } from './buyer';
import { demoItem, useChromium } from './chromium';
import { holdAnswers, storeUrl } from './store-page';

const browser = useChromium();
const TEST_MODE_NOTICE = 'Test mode: no real payment is taken.';

/** A shopper of their own with one candle in the cart, on the candle's page. */
async function withCandleInCart(): Promise<Page> {
  const candle = await demoItem('04-beeswax-candle.json');
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${storeUrl()}${candle.fullUrl}`);
  await page.locator('[data-product-detail][data-product-ready="true"]').waitFor();
  await page.locator('.sqs-add-to-cart-button').click();
  await page.locator('.cart-pill-quantity', { hasText: '1 item' }).waitFor();
  return page;
}

/** A shopper with one candle in the cart, on the checkout with the buyer's details typed and `card` in the card field. */
async function atCheckout(card: string): Promise<Page> {
  const page = await withCandleInCart();
  await page.goto(`${storeUrl()}/checkout`);
  await fillBuyer(page);
  await fillCard(page, card);
  return page;
}

const candleStock = async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const answer = (await (await fetch(`${storeUrl()}/api/commerce/inventory/stock/?itemId=${candle.id}`)).json()) as { results: StockLevel[] };
  return answer.results[0].qtyInStock;
};

const placeOrder = (page: Page) => page.getByRole('button', { name: /Place order/ }).click();

/** The cart still holds the candle, open for changes. */
async function expectCartKept(page: Page) {
  await page.goto(`${storeUrl()}/cart`);
  await page.locator('.cart-entry', { hasText: 'Beeswax' }).waitFor();
}

describe('paying by card in the checkout', () => {
  it('pays with the card that pays and shows the order, saying no real payment was taken', async () => {
    const page = await atCheckout(STAND_IN_CARDS.pays);
    await page.getByText(TEST_MODE_NOTICE).waitFor();
    await placeOrder(page);
    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
    await expect(page.locator('.order-number').textContent()).resolves.toMatch(/^\d{5}$/);
    await page.getByText(TEST_MODE_NOTICE).waitFor();
    await page.getByText('Test mode: no payment was taken.').waitFor();
    await page.context().close();
  });

  it("draws the card field in the checkout's own colours, font and language", async () => {
    const page = await atCheckout(STAND_IN_CARDS.pays);
    const site = await page.evaluate(() => ({
      language: document.documentElement.lang.split('-')[0].toLowerCase(),
      accent: getComputedStyle(document.querySelector('.checkout-place')!).backgroundColor,
      font: getComputedStyle(document.body).fontFamily,
    }));
    const field = page.frameLocator('[data-card-field] iframe').locator('html');
    await expect(field.getAttribute('lang')).resolves.toBe(site.language);
    const drawn = await field.evaluate((html) => ({ accent: getComputedStyle(html).getPropertyValue('--primary').trim(), font: getComputedStyle(document.body).fontFamily }));
    expect(drawn).toEqual({ accent: site.accent, font: site.font });
    await page.context().close();
  });

  it('mounts the card field on the page a country change redrew while the payment was on its way', async () => {
    const page = await withCandleInCart();
    // The payment's answer is held (a slow connection, a busy Worker) until the shopper has chosen a country.
    const intent = await holdAnswers(page, `**${CHECKOUT_PAYMENT_API.intent}`);
    await page.goto(`${storeUrl()}/checkout`);
    await expect.poll(() => intent.decided()).toEqual([CHECKOUT_PAYMENT_API.intent]);
    await page.getByLabel('Country').selectOption('CA');
    await page.locator('label[for="checkout-region"]', { hasText: 'Province' }).waitFor();
    intent.release();
    await fillBuyer(page);
    await placeOrder(page);
    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
  });

  it('keeps the cart and the stock when the card is declined, and pays with another card', async () => {
    const page = await atCheckout(STAND_IN_CARDS.declined);
    const stock = await candleStock();
    await placeOrder(page);
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    // The hold is given back as soon as Stripe confirms the decline.
    await expect.poll(candleStock).toBe(stock);
    await fillCard(page, STAND_IN_CARDS.pays);
    await placeOrder(page);
    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
    await page.context().close();
  });

  it('asks for 3-D Secure and pays once the challenge is passed', async () => {
    const page = await atCheckout(STAND_IN_CARDS.threeDSecure);
    await placeOrder(page);
    const challenge = page.frameLocator('[data-stand-in-challenge] iframe');
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
    await page.context().close();
  });

  it('keeps the cart when the 3-D Secure challenge fails', async () => {
    const page = await atCheckout(STAND_IN_CARDS.threeDSecure);
    await placeOrder(page);
    await page.frameLocator('[data-stand-in-challenge] iframe').getByRole('button', { name: 'Fail authentication' }).click();
    await page.getByRole('alert').filter({ hasText: 'We are unable to authenticate your payment method.' }).waitFor();
    await expect(page.locator('[data-stand-in-challenge]').count()).resolves.toBe(0);
    await expectCartKept(page);
    await page.getByText(TEST_MODE_NOTICE).waitFor();
    await page.context().close();
  });
});
