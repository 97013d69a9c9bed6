import { describe, expect, it } from 'vitest';
import { CART_ENTRIES_API, isVariantInStock, productOptions, selectOptionsMessage, SUBSCRIPTION_API } from '../../schemas';
import { ADD_TO_CART_FAILED_TITLE, ADDED_LABEL, ADDING_LABEL, OUT_OF_STOCK, SELECT_OPTION_LABEL, SOLD_OUT_LABEL } from '../../schemas/messages';
import { close, demoItem, useChromium } from './chromium';
import { collectReports, labelOf, openStorePage, storeUrl } from './store-page';

const browser = useChromium();
const BUTTON = 'form[data-add-to-cart-form] .sqs-add-to-cart-button';

/** A page whose timers only run when the test says (the network runs as usual). */
async function pausedPage(path: string) {
  const page = await browser.newPage();
  await page.clock.install();
  await openStorePage(page, path);
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  return page;
}

describe('add-to-cart button states', () => {
  it('reads Sold Out and is disabled for sold-out products, on their page and in the list', async () => {
    const [mug, throwItem] = await Promise.all([demoItem('02-stoneware-mug.json'), demoItem('14-wool-throw.json')]);
    for (const item of [mug, throwItem]) {
      const page = await openStorePage(browser, item.fullUrl);
      await expect(labelOf(page, BUTTON)).resolves.toBe(SOLD_OUT_LABEL);
      await expect(page.locator(BUTTON).isDisabled()).resolves.toBe(true);
      await page.goto(`${storeUrl()}/shop`);
      const card = page.locator(`[data-product][data-item-id="${item.id}"]`);
      await expect(card.locator('.sqs-add-to-cart-button').isDisabled()).resolves.toBe(true);
      await expect(card.locator('.sqs-add-to-cart-button').textContent()).resolves.toBe(SOLD_OUT_LABEL);
      await close(page);
    }
  });

  it('reads Sold Out for a chosen sold-out variant, and the add label again for one in stock', async () => {
    const tee = await demoItem('01-organic-cotton-tee.json');
    const page = await openStorePage(browser, tee.fullUrl);
    const soldOut = tee.structuredContent.variants.find((variant) => !isVariantInStock(variant))!;
    const inStock = tee.structuredContent.variants.find((variant) => isVariantInStock(variant))!;
    const choose = async (attributes: Record<string, string>) => {
      for (const [option, value] of Object.entries(attributes)) await page.locator(`select[data-variant-option-name="${option}"]`).selectOption(value);
    };
    await choose(soldOut.attributes);
    await expect(labelOf(page, BUTTON)).resolves.toBe(SOLD_OUT_LABEL);
    await expect(page.locator(BUTTON).isDisabled()).resolves.toBe(true);
    await choose(inStock.attributes);
    await expect(labelOf(page, BUTTON)).resolves.toBe('Add To Cart');
    await expect(page.locator(BUTTON).isEnabled()).resolves.toBe(true);
  });

  it('reads Select Option for 2 s, and clears it and its message as soon as the choice is complete', async () => {
    const tee = await demoItem('01-organic-cotton-tee.json');
    const options = productOptions(tee.structuredContent);
    const page = await pausedPage(tee.fullUrl);
    const alert = page.locator('.add-to-cart-error[role="alert"]');
    await page.locator(BUTTON).click();
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe(`${ADD_TO_CART_FAILED_TITLE} ${selectOptionsMessage(options)}`);
    await expect(labelOf(page, BUTTON)).resolves.toBe(SELECT_OPTION_LABEL);
    await page.clock.runFor(1999);
    await expect(labelOf(page, BUTTON)).resolves.toBe(SELECT_OPTION_LABEL);
    await page.clock.runFor(1);
    await expect(labelOf(page, BUTTON)).resolves.toBe('Add To Cart');
    await expect(alert.count()).resolves.toBe(1);

    // Again, and this time the shopper completes the choice within the 2 s.
    await page.locator(BUTTON).click();
    await page.locator('.sqs-add-to-cart-button[data-state="select-option"]').waitFor();
    const variant = tee.structuredContent.variants.find((candidate) => isVariantInStock(candidate))!;
    await page.locator(`select[data-variant-option-name="${options[0]}"]`).selectOption(variant.attributes[options[0]]);
    await expect(alert.count()).resolves.toBe(1);
    await page.locator(`select[data-variant-option-name="${options[1]}"]`).selectOption(variant.attributes[options[1]]);
    await expect(alert.count()).resolves.toBe(0);
    await expect(labelOf(page, BUTTON)).resolves.toBe('Add To Cart');
  });

  it('shows Added! one second after the add, for 2 s, and ignores clicks meanwhile', async () => {
    const candle = await demoItem('04-beeswax-candle.json');
    const page = await pausedPage(candle.fullUrl);
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(new URL(request.url()).pathname));
    await page.locator(BUTTON).click();
    await expect(labelOf(page, BUTTON)).resolves.toBe(ADDING_LABEL);
    await page.locator('.cart-pill:not([hidden])').waitFor();
    await page.clock.runFor(999);
    await expect(labelOf(page, BUTTON)).resolves.toBe(ADDING_LABEL);
    await page.clock.runFor(1);
    await expect(labelOf(page, BUTTON)).resolves.toBe(ADDED_LABEL);
    await page.locator(BUTTON).click();
    await page.clock.runFor(1999);
    await expect(labelOf(page, BUTTON)).resolves.toBe(ADDED_LABEL);
    await page.clock.runFor(1);
    await expect(labelOf(page, BUTTON)).resolves.toBe('Add To Cart');
    expect(posts.filter((path) => path === CART_ENTRIES_API)).toHaveLength(1);
  });

  it('clears the state one second after a refusal, leaving the message', async () => {
    const candle = await demoItem('04-beeswax-candle.json');
    const page = await pausedPage(candle.fullUrl);
    await page.locator('.product-quantity-input input').fill(String(candle.structuredContent.variants[0].qtyInStock + 1));
    await page.locator(BUTTON).click();
    const alert = page.locator('.add-to-cart-error[role="alert"]');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe(`${ADD_TO_CART_FAILED_TITLE} ${OUT_OF_STOCK}`);
    await page.clock.runFor(999);
    await expect(labelOf(page, BUTTON)).resolves.toBe(ADDING_LABEL);
    await page.clock.runFor(1);
    await expect(labelOf(page, BUTTON)).resolves.toBe('Add To Cart');
  });

  it('sells a subscription as one, in the list and on its page: a cart token, then the subscription checkout', async () => {
    const coffee = await demoItem('08-coffee-subscription.json');
    for (const path of ['/shop', coffee.fullUrl]) {
      const page = await openStorePage(browser, path);
      const form = page.locator(`form[data-add-to-cart-form]:has(.sqs-add-to-cart-button[data-item-id="${coffee.id}"])`);
      await expect(form.locator('.sqs-add-to-cart-button').textContent()).resolves.toContain('Subscribe');
      const posts: string[] = [];
      page.on('request', (request) => request.method() === 'POST' && posts.push(new URL(request.url()).pathname));
      await form.locator('.sqs-add-to-cart-button').click();
      await page.waitForURL(/\/checkout\/subscribe\?cartToken=/);
      await page.getByText(coffee.title).first().waitFor();
      // The census module's page-view hit and events, and the card payment the checkout opens, are beside the point here.
      expect(posts.filter((path) => path.includes('/commerce/') && !path.startsWith('/api/commerce/checkout/'))).toEqual([SUBSCRIPTION_API]);
      await close(page);
    }
  });

  it('shows an add-on as a plus, then a checkmark', async () => {
    const tote = await demoItem('03-canvas-tote.json');
    const page = await openStorePage(browser, tote.fullUrl);
    const addOn = page.locator('.sqs-add-to-cart-button[data-add-on]').first();
    const icon = () => addOn.evaluate((button) => getComputedStyle(button, '::before').content);
    await expect(icon()).resolves.toBe('"+"');
    await addOn.click();
    await page.locator('.sqs-add-to-cart-button[data-add-on][data-state="added"]').waitFor();
    await expect(icon()).resolves.toBe('"✓"');
  });

  it('reports every attempt with its outcome, error type and surface', async () => {
    const [candle, tee, tote] = await Promise.all([demoItem('04-beeswax-candle.json'), demoItem('01-organic-cotton-tee.json'), demoItem('03-canvas-tote.json')]);
    const page = await browser.newPage();
    const reports = await collectReports(page);
    await openStorePage(page, '/shop');
    await page.locator(`[data-product][data-item-id="${candle.id}"] .sqs-add-to-cart-button`).click();
    await expect.poll(async () => (await reports()).length).toBe(1);
    const plp = await reports();
    await page.goto(`${storeUrl()}${tee.fullUrl}`);
    await page.locator('html[data-islands="ready"]').waitFor();
    await page.locator(BUTTON).click();
    await expect.poll(async () => (await reports()).length).toBe(1);
    const pdp = await reports();
    await page.goto(`${storeUrl()}${tote.fullUrl}`);
    await page.locator('html[data-islands="ready"]').waitFor();
    await page.locator('.sqs-add-to-cart-button[data-add-on]').first().click();
    await expect.poll(async () => (await reports()).length).toBe(1);
    const block = await page.evaluate(
      (id) => window.Sitefront.cart.addItem({ productId: id, variant: { Size: 'Medium', Color: 'Sage' }, quantity: 2 }).then((cart) => cart?.totalQuantity),
      tee.id,
    );
    // The candle from the list, the candle add-on, and these two.
    expect(block).toBe(4);
    expect([...plp, ...pdp, ...(await reports())].map(({ surface, outcome, errorType }) => ({ surface, outcome, errorType }))).toEqual([
      { surface: 'plp', outcome: 'success', errorType: undefined },
      { surface: 'pdp', outcome: 'failure', errorType: 'NO_VARIANT_SELECTED' },
      { surface: 'add-on', outcome: 'success', errorType: undefined },
      { surface: 'product_block', outcome: 'success', errorType: undefined },
    ]);
  });
});
