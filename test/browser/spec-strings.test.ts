// The strings of spec sections 4, 5 and 8 that only the browser shows (the
// add-to-cart button's states, the popover, the form block's and the cart
// page's failures, the counter), and the editor catalogue's words the owner
// dashboard shows, each written as the spec's literal text and read from the
// page in Chromium after the visitor does what calls for it. The Worker's and
// the engine's strings are in test/worker/ and test/templates/spec-strings.test.ts.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_ENTRIES_API, FORM_KEY_API, OWNER_API, SAVE_FORM_API, TEMPLATE_SCHEMA_API } from '../../schemas/site/paths';
import { demoForm, demoItem, useChromium } from './chromium';
import { VISITOR_CONTEXT } from './census-calls';
import { signInToDashboard } from './owner';
import { openStorePage, storeUrl } from './store-page';
import { stubTurnstile } from './turnstile';

const browser = useChromium();

/** Holds one call until the test lets it through, so the state shown meanwhile can be read. */
async function hold(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === path, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const failWith = (page: Page, path: string | ((pathname: string) => boolean), answer: (route: Route) => Promise<void>) =>
  page.route((url) => (typeof path === 'string' ? url.pathname === path : path(url.pathname)), answer);

describe('the add-to-cart button and popover (spec section 4)', () => {
  it("reads 'Adding…', then 'Added!'", async () => {
    const candle = await demoItem('04-beeswax-candle.json');
    const page = await openStorePage(browser(), candle.fullUrl);
    const release = await hold(page, CART_ENTRIES_API);
    const label = page.locator('[data-product-detail] .sqs-add-to-cart-button-inner');
    await page.locator('[data-product-detail] .sqs-add-to-cart-button').click();
    await expect.poll(() => label.textContent()).toBe('Adding…');
    release();
    // Spec section 9: the added state shows a second after the add succeeds.
    await expect.poll(() => label.textContent(), { timeout: 10_000 }).toBe('Added!');
    await page.close();
  });

  it("reads 'Select Option' while options are unchosen, and the alert is titled 'Unable to Add Item'", async () => {
    const tee = await demoItem('01-organic-cotton-tee.json');
    const page = await openStorePage(browser(), tee.fullUrl);
    await page.locator('[data-product-detail] .sqs-add-to-cart-button').click();
    await expect.poll(() => page.locator('[data-product-detail] .sqs-add-to-cart-button-inner').textContent()).toBe('Select Option');
    await expect(page.locator('[data-product-detail] .add-to-cart-error').textContent()).resolves.toContain('Unable to Add Item');
    await page.close();
  });

  it("says '{productName} was added to your cart.'", async () => {
    const candle = await demoItem('04-beeswax-candle.json');
    const page = await openStorePage(browser(), '/shop');
    await page.locator(`[data-product][data-item-id="${candle.id}"] .sqs-add-to-cart-button`).click();
    await expect.poll(() => page.locator('.added-to-cart-popover p').textContent()).toBe(`${candle.title} was added to your cart.`);
    await page.close();
  });
});

describe('the form block (spec sections 4, 5 and 8)', () => {
  async function contact(change?: (html: string) => string): Promise<Page> {
    const page = await browser().newPage();
    await stubTurnstile(page, { solveAtOnce: true });
    if (change) {
      await page.route(`${storeUrl()}/contact`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: change(await response.text()) });
      });
    }
    await openStorePage(page, '/contact');
    const form = page.locator('form[data-form-id="contact-form"]');
    await form.locator('[name="name.First"]').fill('Ada');
    await form.locator('[name="name.Last"]').fill('Lovelace');
    await form.locator('[name="email"]').fill('ada@example.com');
    await form.locator('[name="message"]').fill('Hello');
    await form.locator('button[type="submit"]:not([disabled])').waitFor();
    return page;
  }
  const status = (page: Page) => page.locator('form[data-form-id="contact-form"] .form-status');
  const send = (page: Page) => page.locator('form[data-form-id="contact-form"] button[type="submit"]').click();

  it("counts the message as typed: 'N / max'", async () => {
    const definition = await demoForm('contact-form');
    const max = definition.fields.find((field) => field.id === 'message')!.maxLength!;
    const page = await contact();
    await expect.poll(() => page.locator('form[data-form-id="contact-form"] .field-counter').textContent()).toBe(`5 / ${max}`);
    await page.close();
  });

  it("locks while sending: 'Submitting…'", async () => {
    const page = await contact();
    const release = await hold(page, SAVE_FORM_API);
    await send(page);
    await expect.poll(() => page.locator('form[data-form-id="contact-form"] button[type="submit"]').textContent()).toBe('Submitting…');
    release();
    await page.locator('.form-submission-text:not([hidden])').first().waitFor();
    await page.close();
  });

  const failures: [string, (page: Page) => Promise<unknown>, ((html: string) => string)?][] = [
    ['Could not get a form submission key, please try again later.', (page) => failWith(page, FORM_KEY_API, (route) => route.abort())],
    ['Unknown error, please try again later.', (page) => failWith(page, SAVE_FORM_API, (route) => route.abort())],
    ['Unable to send form. Please try again later.', (page) => failWith(page, SAVE_FORM_API, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }))],
    // A success the page cannot follow through: its redirect is not an address.
    ['Error processing form submission. Please reload and try again.', async () => undefined, (html) => html.replace('data-form-id="contact-form"', 'data-form-id="contact-form" data-submit-redirect="http://[unreadable"')],
  ];
  for (const [words, fail, change] of failures) {
    it(`says '${words}'`, async () => {
      const page = await contact(change);
      await fail(page);
      await send(page);
      await expect.poll(() => status(page).textContent()).toBe(words);
      await page.close();
    });
  }
});

describe('the cart page (spec section 8)', () => {
  async function cartWith(itemId: string, answers?: Record<string, unknown>): Promise<Page> {
    const page = await browser().newPage();
    await openStorePage(page, '/shop');
    await page.evaluate(({ productId, additionalFields }) => window.Sitefront.cart.addItem({ productId, additionalFields }), { productId: itemId, additionalFields: answers });
    await openStorePage(page, '/cart');
    await page.locator('.cart-subtotal').hover();
    await page.locator('#cart-page-root[data-hydrated]').waitFor();
    return page;
  }

  it("says 'Unable to remove item' and 'Please check your internet connection.' when the removal cannot be sent", async () => {
    const candle = await demoItem('04-beeswax-candle.json');
    const page = await cartWith(candle.id);
    await failWith(page, (pathname) => pathname.startsWith(`${CART_ENTRIES_API}/`), (route) => route.abort());
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.locator('.cart-entry-error').textContent(), { timeout: 10_000 }).toBe('Unable to remove item: Please check your internet connection.');
    await page.close();
  });

  it("says 'Unable to update form' when the answers are refused", async () => {
    const spoon = await demoItem('10-engraved-cherry-spoon.json');
    const [text, style] = (await demoForm(spoon.structuredContent.additionalFieldsFormId!)).fields;
    const page = await cartWith(spoon.id, { [text.id]: 'ADA', [style.id]: style.options![0] });
    await failWith(page, (pathname) => pathname.endsWith('/additionalFields'), (route) => route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'Try later.' }) }));
    await page.getByRole('button', { name: 'Edit form' }).click();
    const dialog = page.locator('dialog.custom-form-dialog');
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(() => dialog.locator('.custom-form-notice').textContent()).toBe('Unable to update form: Try later.');
    await page.close();
  });

  it("says 'Unable to open form' when the product's form cannot be built", async () => {
    const spoon = await demoItem('10-engraved-cherry-spoon.json');
    const page = await openStorePage(browser(), spoon.fullUrl);
    await failWith(page, TEMPLATE_SCHEMA_API, (route) => route.abort());
    await page.locator('[data-product-detail] .sqs-add-to-cart-button').click();
    await expect.poll(() => page.locator('[data-product-detail] .add-to-cart-error').textContent()).toContain('Unable to open form');
    await page.close();
  });
});

describe('the owner dashboard, in the editor catalogue’s words (spec section 8)', () => {
  // Signed in once: sign-ins are limited to ten a minute per address.
  let owner: BrowserContext | undefined;
  beforeAll(async () => {
    owner = await browser().newContext(VISITOR_CONTEXT);
    const page = await owner.newPage();
    await signInToDashboard(page, 'owner@fernandfield.test');
    await page.locator('main[data-loaded="true"]').waitFor();
    await page.close();
  });
  afterAll(() => owner?.close());

  async function dashboard(answer?: (route: Route) => Promise<void>, path = '/config'): Promise<Page> {
    const page = await owner!.newPage();
    if (answer) await failWith(page, (pathname) => pathname.startsWith(OWNER_API.analytics), answer);
    await page.goto(`${storeUrl()}${path}`);
    return page;
  }

  const cases: [string, (route: Route) => Promise<void>][] = [
    ['Network error', (route) => route.abort()],
    // A gateway that could not reach the store.
    ['Unable to connect. Please try again', (route) => route.fulfill({ status: 502, body: 'bad gateway' })],
    ['Unable to load. Try again.', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{}' })],
    ['No response data from job request', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '' })],
    ['Something went wrong', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"days": []}' })],
  ];
  for (const [words, answer] of cases) {
    it(`says '${words}' when the report cannot be had, and offers to try again`, async () => {
      const page = await dashboard(answer);
      await expect.poll(() => page.locator('.dashboard-status.failed').textContent(), { timeout: 10_000 }).toBe(`${words} Try again`);
      await page.close();
    });
  }

  it("says '{val} is not one of the expected options.' for a range it does not offer", async () => {
    const page = await dashboard(undefined, '/config?days=45');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('45 is not one of the expected options.');
    await page.locator('main[data-loaded="true"][data-days="30"]').waitFor();
    await page.close();
  });
});
