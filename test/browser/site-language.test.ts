// The client's strings follow the site's language: the demo republished in
// French for this file (browser test files run one at a time), then restored.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fill, formatMoney, moneyToCents, pillNoun, pillSpokenLabel, PLATFORM_API, siteKeys } from '../../schemas';
import { EMAIL_FORMAT } from '../../schemas/forms/form-rules';
import { fr } from '../../schemas/messages/fr';
import { localPlatformToken } from '../../scripts/local-owner';
import { readSiteFolder } from '../../scripts/publish/site-folder';
import { demoForm, demoItem, useChromium } from './chromium';
import { holdScripts, isPageModule, storeUrl } from './store-page';
import { stubTurnstile } from './turnstile';

const browser = useChromium();

async function putSettings(value: string): Promise<void> {
  const response = await fetch(`${storeUrl()}${PLATFORM_API.devContent}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await localPlatformToken()}` },
    body: JSON.stringify({ put: [{ key, value }], delete: [] }),
  });
  expect(response.status).toBe(200);
}

let key = '';
let english = '';

beforeAll(async () => {
  const { entries } = await readSiteFolder('sites/demo');
  const settings = entries.find((entry) => /^site:[^:]+:settings$/.test(entry.key))!;
  key = settings.key;
  english = settings.value;
  expect(key).toBe(siteKeys.settings(JSON.parse(english).website.id));
  const parsed = JSON.parse(english);
  await putSettings(JSON.stringify({ ...parsed, website: { ...parsed.website, language: 'fr-FR' } }));
});

afterAll(() => putSettings(english));

it('shows the cart pill the client draws in French after an add', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const page = await browser.newPage();
  await page.goto(`${storeUrl()}/shop`);
  await page.locator('html[data-islands="ready"]').waitFor();
  await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr-FR');

  await page.locator(`[data-item-id="${candle.id}"] button.sqs-add-to-cart-button`).click();
  const pill = page.locator('.cart-pill');
  await pill.waitFor({ state: 'visible' });
  await expect(page.locator('.cart-pill-quantity').textContent()).resolves.toBe(`1 ${pillNoun(1, fr)}`);
  // The link is named by what it shows, then by its spoken label, there for screen readers only.
  await expect(pill.locator('.visually-hidden').textContent()).resolves.toBe(pillSpokenLabel(1, fr));
});

async function openContact(): Promise<Page> {
  const page = await browser.newPage();
  await stubTurnstile(page);
  await page.goto(`${storeUrl()}/contact`);
  await page.locator('html[data-islands="ready"]').waitFor();
  return page;
}

const fieldError = (page: Page, field: string) => page.locator(`form[data-form-id="contact-form"] [data-field-id="${field}"] .field-error`);

it("shows a form's field messages in French, from the page's rules before sending", async () => {
  const page = await openContact();
  const form = page.locator('form[data-form-id="contact-form"]');
  await form.locator('.captcha-stub').click();
  await form.locator('[name="email"]').fill('ada@example');
  await form.locator('[name="message"]').fill('x'.repeat(1001));
  await form.locator('button[type="submit"]').click();
  await expect(fieldError(page, 'name').textContent()).resolves.toBe(fr.REQUIRED);
  await expect(fieldError(page, 'email').textContent()).resolves.toBe(fill(fr.EMAIL_NOT_VALID, { email: EMAIL_FORMAT }));
  await expect(fieldError(page, 'message').textContent()).resolves.toBe(fr.TEXT_TOO_LONG);
  await expect(form.locator('.form-status').textContent()).resolves.toBe(fr.FORM_FIELDS_INVALID);
});

it("shows the server's field messages in French when the page's copy of the rules let an answer through", async () => {
  const page = await openContact();
  const form = page.locator('form[data-form-id="contact-form"]');
  const definition = await demoForm('contact-form');
  const stale = { ...definition, fields: definition.fields.map((field) => ({ ...field, maxLength: undefined })) };
  await form.evaluate((element, json) => element.setAttribute('data-form', json), JSON.stringify(stale));
  await form.locator('[name="name.First"]').fill('Ada');
  await form.locator('[name="name.Last"]').fill('Lovelace');
  await form.locator('[name="email"]').fill('ada@example.com');
  await form.locator('[name="message"]').fill('x'.repeat(1001));
  await form.locator('.captcha-stub').click();
  await form.locator('button[type="submit"]').click();
  await form.locator('.form-status:not([hidden])').waitFor();
  await expect(fieldError(page, 'message').textContent()).resolves.toBe(fr.TEXT_TOO_LONG);
});

it('labels the checkout in French and names a wrong ZIP code in French', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const page = await browser.newPage();
  await page.goto(`${storeUrl()}/shop`);
  await page.locator('html[data-islands="ready"]').waitFor();
  await page.locator(`[data-item-id="${candle.id}"] button.sqs-add-to-cart-button`).click();
  await page.locator('.cart-pill').waitFor({ state: 'visible' });
  await page.goto(`${storeUrl()}/checkout`);
  await expect(page.locator('.checkout-page h1').textContent()).resolves.toBe(fr.CHECKOUT_LABEL);
  await page.getByLabel(fr.EMAIL_LABEL).fill('ada@example.com');
  await page.getByLabel(fr.FIRST_NAME_LABEL, { exact: true }).fill('Ada');
  await page.getByLabel(fr.LAST_NAME_LABEL, { exact: true }).fill('Lovelace');
  await page.getByLabel(fr.COUNTRY_LABEL).selectOption('US');
  await page.getByLabel(fr.ADDRESS_LABEL, { exact: true }).fill('12 Bleecker St');
  await page.getByLabel(fr.CITY_LABEL).fill('New York');
  await page.getByLabel(fr.STATE_LABEL).selectOption('NY');
  await page.locator('.summary-tax').waitFor();
  await page.getByLabel(fr.ZIP_CODE_LABEL).fill('123');
  await page.locator('button.checkout-place').click();
  await page.locator('#checkout-postcode-problem').waitFor();
  await expect(page.locator('#checkout-postcode-problem').textContent()).resolves.toBe(fr.ZIP_CODES_5_DIGITS);
  await expect(page.locator('.checkout-summary h2').textContent()).resolves.toBe(fr.ORDER_SUMMARY);
});

it('answers an early add-to-cart press in French', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const page = await browser.newPage();
  // The page's module is held back, so the press meets the inline script alone.
  const module = await holdScripts(page, isPageModule);
  await page.goto(`${storeUrl()}${candle.fullUrl}`, { waitUntil: 'domcontentloaded' });
  const button = page.locator('[data-product-detail] .sqs-add-to-cart-button:not([data-add-on])');
  await button.click();
  await expect(button.locator('.sqs-add-to-cart-button-inner').textContent()).resolves.toBe(fr.ADDING_LABEL);
  module.release();
});

it('draws every price in French, the pill, a chosen variant and the cart page, and refuses an add in French', async () => {
  const [tee, candle] = await Promise.all([demoItem('01-organic-cotton-tee.json'), demoItem('04-beeswax-candle.json')]);
  const context = await browser.newContext();
  const page = await context.newPage();
  const french = (cents: number) => formatMoney(cents, 'USD', 'fr-FR');
  await page.goto(`${storeUrl()}${tee.fullUrl}`);
  await page.locator('[data-product-detail][data-product-ready="true"]').waitFor();
  const [size, color] = tee.structuredContent.variantOptionOrdering;

  // Nothing chosen: the refusal's title and the Worker's message, both in French.
  await page.locator('[data-product-detail] .sqs-add-to-cart-button').click();
  const alert = page.locator('[data-product-detail] .add-to-cart-error');
  await expect(alert.textContent()).resolves.toBe(`${fr.ADD_TO_CART_FAILED_TITLE} ${fill(fr.SELECT_OPTIONS, { options: size, lastOption: color })}`);

  const variant = tee.structuredContent.variants.find((candidate) => candidate.qtyInStock > 1)!;
  for (const [option, value] of Object.entries(variant.attributes)) await page.locator(`select[data-variant-option-name="${option}"]`).selectOption(value);
  const price = moneyToCents((variant.onSale ? variant.salePriceMoney : variant.priceMoney)!);
  await expect(page.locator('[data-product-detail] .product-price-current').textContent()).resolves.toBe(french(price));

  await page.goto(`${storeUrl()}/shop`);
  await page.locator('html[data-islands="ready"]').waitFor();
  await page.locator(`[data-item-id="${candle.id}"] button.sqs-add-to-cart-button`).click();
  const candleCents = moneyToCents(candle.structuredContent.variants[0].priceMoney!);
  await expect.poll(() => page.locator('.cart-pill-subtotal').textContent()).toBe(french(candleCents));

  await page.goto(`${storeUrl()}/cart`);
  await page.locator('html[data-islands="ready"]').waitFor();
  await expect(page.locator('.cart-subtotal span').textContent()).resolves.toBe(french(candleCents));
  await page.locator('.cart-entry input[name="quantity"]').fill('3');
  await page.locator('.cart-entry').getByRole('button', { name: fr.CART_UPDATE }).click();
  // Redrawn by the island after the change, as the server draws it.
  await expect.poll(() => page.locator('.cart-entry-subtotal').textContent()).toBe(french(3 * candleCents));
  await expect(page.locator('.cart-estimate .summary-subtotal dd').textContent()).resolves.toBe(french(3 * candleCents));
  await expect(page.locator('.cart-estimate legend').textContent()).resolves.toBe(fr.ESTIMATE_LEGEND);
});
