import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney, isSoldOut, isVariantInStock, moneyToCents, pillNoun, pillSpokenLabel, RESTOCK_SIGN_UP_API, selectOptionsMessage, type ProductItem, type ShoppingCart } from '../../schemas';
import { FORM_NOTICE, REQUIRED, TEXT_TOO_LONG } from '../../schemas/forms/form-rules';
import { ADD_TO_CART_FAILED_TITLE, ANSWER_INVALID, RESTOCK_EMAIL_BLANK, RESTOCK_EMAIL_INVALID, RESTOCK_SIGNED_UP } from '../../schemas/messages';
import { ALWAYS_PASS_TEST_TOKEN } from '../../worker/services/captcha/local';
import { close, demoItem, demoForm, useChromium } from './chromium';
import { stubTurnstile } from './turnstile';
import { storeUrl } from './store-page';

const browser = useChromium();

async function openProduct(item: ProductItem): Promise<Page> {
  const page = await browser.newPage();
  // The restock form asks for a captcha (the demo site has a key); the stand-in solves it at once.
  await stubTurnstile(page, { solveAtOnce: true });
  await page.goto(`${storeUrl()}${item.fullUrl}`);
  await page.locator('[data-product-detail][data-product-ready="true"]').waitFor();
  return page;
}

async function choose(page: Page, attributes: Readonly<Record<string, string>>): Promise<void> {
  for (const [option, value] of Object.entries(attributes)) {
    await page.locator(`select[data-variant-option-name="${option}"]`).selectOption(value);
  }
}

describe('product detail page in Chromium', () => {
  it('updates the price and availability shown as variants are chosen', async () => {
    const tee = await demoItem('01-organic-cotton-tee.json');
    const page = await openProduct(tee);
    const price = page.locator('[data-product-detail] .product-price');
    const availability = page.locator('[data-availability]');
    for (const variant of tee.structuredContent.variants) {
      await choose(page, variant.attributes);
      await expect(price.textContent()).resolves.toBe(formatMoney(moneyToCents(variant.priceMoney!), 'USD', 'en-US'));
      await expect(availability.textContent()).resolves.toBe(isVariantInStock(variant) ? '' : 'sold out');
      await expect(page.locator('form[data-add-to-cart-form] input[name="sku"]').inputValue()).resolves.toBe(variant.sku);
    }
    // A combination the store does not sell.
    const sizes = new Set(tee.structuredContent.variants.map((variant) => variant.attributes.Size));
    const colors = new Set(tee.structuredContent.variants.map((variant) => variant.attributes.Color));
    const missing = [...sizes].flatMap((Size) => [...colors].map((Color) => ({ Size, Color })))
      .find((combo) => !tee.structuredContent.variants.some((variant) => variant.attributes.Size === combo.Size && variant.attributes.Color === combo.Color))!;
    await choose(page, missing);
    await expect(availability.textContent()).resolves.toBe('Unavailable');
  });

  it('shows the restock form on a sold-out product, and on a sold-out variant once chosen', async () => {
    const mug = await demoItem('02-stoneware-mug.json');
    expect(isSoldOut(mug.structuredContent)).toBe(true);
    const mugPage = await openProduct(mug);
    await expect(mugPage.locator('.product-restock-notification input[name="email"]').isVisible()).resolves.toBe(true);
    await close(mugPage);

    const throwItem = await demoItem('14-wool-throw.json');
    const page = await openProduct(throwItem);
    const [first] = throwItem.structuredContent.variants;
    const form = page.locator(`.product-restock-notification[data-variant-id="${first.sku}"]`);
    await expect(form.isVisible()).resolves.toBe(false);
    await choose(page, first.attributes);
    await expect(form.isVisible()).resolves.toBe(true);
  });

  it('signs a visitor up for the restock: the address is checked, then the form gives way to the answer', async () => {
    const page = await openProduct(await demoItem('02-stoneware-mug.json'));
    const notification = page.locator('.product-restock-notification:not([hidden])');
    const email = notification.locator('input[name="email"]');
    const error = notification.locator('.product-restock-error');
    const signUps: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === RESTOCK_SIGN_UP_API) signUps.push(request.postDataJSON());
    });
    await notification.locator('input[type="submit"]').click();
    await expect(error.textContent()).resolves.toBe(RESTOCK_EMAIL_BLANK);
    await email.fill('not an address');
    await email.press('Enter');
    await expect(error.textContent()).resolves.toBe(RESTOCK_EMAIL_INVALID);
    expect(signUps).toEqual([]);

    await expect.poll(() => notification.locator('.captcha-container').getAttribute('data-stub-action')).toBe('PRODUCT_WAITLIST_SUBMISSION');
    await email.fill(' shopper@example.com ');
    await notification.locator('input[name="isJoinMailingList"]').check();
    await notification.locator('input[type="submit"]').click();
    await expect(notification.locator('.product-restock-success').textContent()).resolves.toBe(RESTOCK_SIGNED_UP);
    await expect(notification.locator('form').count()).resolves.toBe(0);
    expect(signUps).toEqual([
      expect.objectContaining({ siteVisitorEmail: 'shopper@example.com', isJoinMailingList: true, recaptchaEnterpriseV3Token: ALWAYS_PASS_TEST_TOKEN }),
    ]);
  });

  it('asks for the options still unchosen, then adds the chosen variant to the cart', async () => {
    const tee = await demoItem('01-organic-cotton-tee.json');
    const page = await openProduct(tee);
    const button = page.locator('.sqs-add-to-cart-button');
    const labelText = () => page.locator('.sqs-add-to-cart-button-inner').textContent();
    const label = await labelText();
    const options = tee.structuredContent.variantOptionOrdering;

    await button.click();
    const alert = page.locator('.add-to-cart-error[role="alert"]');
    await expect(alert.textContent()).resolves.toBe(`${ADD_TO_CART_FAILED_TITLE} ${selectOptionsMessage(options, tee.structuredContent.productType)}`);
    await expect(labelText()).resolves.toBe('Select Option');
    await expect.poll(labelText, { timeout: 5_000 }).toBe(label);

    const variant = tee.structuredContent.variants.find((candidate) => isVariantInStock(candidate))!;
    await choose(page, variant.attributes);
    await button.click();
    const pill = page.locator('.cart-pill');
    await pill.waitFor({ state: 'visible' });
    await expect(pill.textContent()).resolves.toBe(`1 ${pillNoun(1)}${formatMoney(moneyToCents(variant.priceMoney!), 'USD', 'en-US')}${pillSpokenLabel(1)}`);
    await expect(alert.count()).resolves.toBe(0);
  });

  it('checks stock, then opens the custom form, asks for what is missing, and adds the answers to the cart', async () => {
    const spoon = await demoItem('10-engraved-cherry-spoon.json');
    const form = await demoForm(spoon.structuredContent.additionalFieldsFormId!);
    const page = await openProduct(spoon);
    const dialog = page.locator('dialog.custom-form-dialog');

    await page.locator('.sqs-add-to-cart-button').click();
    await dialog.waitFor({ state: 'visible' });
    await expect(dialog.locator('h2').textContent()).resolves.toBe(form.name);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.locator('.sqs-add-to-cart-button').click();
    await dialog.locator('.custom-form-fields:not([aria-busy])').waitFor();
    await dialog.locator('button[type="submit"]').click();
    const required = form.fields.filter((field) => field.required);
    await expect(dialog.locator('.field-error:not([hidden])').allTextContents()).resolves.toEqual(required.map(() => REQUIRED));
    await expect(dialog.locator('.custom-form-notice').textContent()).resolves.toBe(FORM_NOTICE);

    const answers: Record<string, string> = {};
    for (const field of form.fields) {
      const control = dialog.locator(`[name="${field.id}"]`);
      answers[field.id] = field.type === 'select' ? field.options![0] : 'ADA';
      if (field.type === 'select') await control.selectOption(answers[field.id]);
      else await control.fill(answers[field.id]);
    }
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.cart-pill').waitFor({ state: 'visible' });
    const cart = (await page.evaluate(async () => (await fetch('/api/commerce/shopping-cart')).json())) as ShoppingCart;
    expect(cart.entries.map((entry) => [entry.itemId, JSON.parse(entry.additionalFields)])).toEqual([[spoon.id, answers]]);
  });

  it("shows the server's message above each field the browser let through", async () => {
    const spoon = await demoItem('10-engraved-cherry-spoon.json');
    const form = await demoForm(spoon.structuredContent.additionalFieldsFormId!);
    const [text, style] = form.fields;
    const page = await openProduct(spoon);
    // A page whose copy of the form has gone stale: the browser's rules no longer know the limits, the server's do.
    const stale = { ...form, fields: form.fields.map((field) => ({ ...field, required: false, maxLength: undefined, options: [...(field.options ?? []), 'Gothic'] })) };
    await page.locator('.sqs-add-to-cart-button').evaluate((button, definition) => button.setAttribute('data-form', definition), JSON.stringify(stale));
    await page.locator('.sqs-add-to-cart-button').click();
    const dialog = page.locator('dialog.custom-form-dialog');
    await dialog.locator('.custom-form-fields:not([aria-busy])').waitFor();
    await dialog.locator(`[name="${text.id}"]`).evaluate((input) => input.removeAttribute('maxlength'));
    await dialog.locator(`[name="${text.id}"]`).fill('x'.repeat(21));
    await page.evaluate(`document.querySelector('dialog [name="${style.id}"]').insertAdjacentHTML('beforeend', '<option value="Gothic">Gothic</option>')`);
    await dialog.locator(`[name="${style.id}"]`).selectOption('Gothic');
    const validations: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/api/rest/forms/validate/${form.id}`)) validations.push(String(response.status()));
    });
    await dialog.locator('button[type="submit"]').click();
    await dialog.locator('.custom-form-notice:not([hidden])').waitFor();
    await expect(dialog.locator(`[data-field-id="${text.id}"] .field-error`).textContent()).resolves.toBe(TEXT_TOO_LONG);
    await expect(dialog.locator(`[data-field-id="${style.id}"] .field-error`).textContent()).resolves.toBe(ANSWER_INVALID);
    await expect(dialog.locator('.custom-form-notice').textContent()).resolves.toBe(FORM_NOTICE);
    expect(validations).toEqual(['400']);
    await expect(dialog.isVisible()).resolves.toBe(true);
    const cart = (await page.evaluate(async () => (await fetch('/api/commerce/shopping-cart')).json())) as ShoppingCart;
    expect(cart.entries).toEqual([]);
  });
});
