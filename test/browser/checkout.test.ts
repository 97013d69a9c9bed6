import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CART_EMPTY, formatMoney, moneyToCents, orderNumberText, type ProductItem } from '../../schemas';
import { fillBuyer } from './buyer';
import { demoItem, useChromium, whenClosing } from './chromium';
import { outbox } from './owner';
import { holdScripts, requestsHeard, storeUrl } from './store-page';

const browser = useChromium();

const unitCents = (product: ProductItem, index = 0) => {
  const variant = product.structuredContent.variants[index];
  return moneyToCents((variant.onSale ? variant.salePriceMoney : variant.priceMoney)!);
};

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['a 390 px phone', { width: 390, height: 844 }],
] as const;

const openPage = (viewport: { width: number; height: number }): Promise<Page> => browser.newPage({ viewport });

/** The site's own header and navigation, as the layout draws them, on screen. */
async function expectSiteLayout(page: Page) {
  await expect(page.locator('header.site-header').isVisible()).resolves.toBe(true);
  await expect(page.locator('header.site-header a.site-title').textContent()).resolves.toContain('Fern & Field');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).isVisible()).resolves.toBe(true);
  await expect(page.locator('footer.site-footer').count()).resolves.toBe(1);
  await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
  // Nothing wider than the window: no sideways scrolling on a phone.
  await expect(page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).resolves.toBe(true);
}

async function addFromProductPage(page: Page, product: ProductItem, attributes: Readonly<Record<string, string>>, count: number) {
  await page.goto(`${storeUrl()}${product.fullUrl}`);
  await page.locator('[data-product-detail][data-product-ready="true"]').waitFor();
  for (const [option, value] of Object.entries(attributes)) {
    await page.locator(`select[data-variant-option-name="${option}"]`).selectOption(value);
  }
  await page.locator('.sqs-add-to-cart-button').click();
  await page.locator('.cart-pill-quantity', { hasText: `${count} item` }).waitFor();
}

describe.each(VIEWPORTS)('buying on %s', (_, viewport) => {
  it('goes from product pages through cart and checkout to the order confirmed', async () => {
    const [tee, candle] = await Promise.all([demoItem('01-organic-cotton-tee.json'), demoItem('04-beeswax-candle.json')]);
    const teeVariant = tee.structuredContent.variants.find((variant) => variant.qtyInStock > 0)!;
    const page = await openPage(viewport);
    const email = `buyer-${viewport.width}@example.com`;

    await addFromProductPage(page, tee, teeVariant.attributes, 1);
    await addFromProductPage(page, candle, {}, 2);

    await page.locator('.cart-pill').click();
    await page.waitForURL('**/cart');
    await page.locator('html[data-islands="ready"]').waitFor();
    await expectSiteLayout(page);
    const teeLine = page.locator('.cart-entry', { hasText: tee.title });
    // The product's own picture, as published (the page context names it), and loaded.
    const published = (await (await fetch(`${storeUrl()}${tee.fullUrl}?format=json`)).json()) as { item: ProductItem };
    await expect(teeLine.locator('img').getAttribute('src')).resolves.toBe(`${published.item.items[0].assetUrl}?format=300w`);
    type Picture = { decode(): Promise<void>; naturalWidth: number };
    const loaded = teeLine.locator('img').evaluate((element) => (element as unknown as Picture).decode().then(() => (element as unknown as Picture).naturalWidth));
    await expect(loaded).resolves.toBeGreaterThan(0);
    await expect(teeLine.getByRole('link', { name: tee.title }).getAttribute('href')).resolves.toBe(tee.fullUrl);
    for (const [name, value] of Object.entries(teeVariant.attributes)) await teeLine.getByText(`${name}: ${value}`).waitFor();

    const candleLine = page.locator('.cart-entry', { hasText: candle.title });
    await candleLine.locator('input[name="quantity"]').fill('2');
    await candleLine.getByRole('button', { name: 'Update' }).click();
    const subtotal = unitCents(tee, tee.structuredContent.variants.indexOf(teeVariant)) + 2 * unitCents(candle);
    await page.locator('.cart-subtotal', { hasText: formatMoney(subtotal, 'USD', 'en-US') }).waitFor();

    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    await expectSiteLayout(page);
    await page.getByLabel('Email').fill(email);
    // Country first: the address fields follow it.
    await page.getByLabel('Country').selectOption('CA');
    await page.locator('label[for="checkout-region"]', { hasText: 'Province' }).waitFor();
    // The address a parcel goes to: the whole postal code, not the FSA a shipping estimate takes.
    await page.locator('label[for="checkout-postcode"]', { hasText: 'Postal code' }).waitFor();
    await page.getByLabel('Country').selectOption('US');
    await page.locator('label[for="checkout-postcode"]', { hasText: 'ZIP code' }).waitFor();
    // What was typed before the country changed is kept.
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email);
    await fillBuyer(page, email);

    await page.getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    const discount = Math.round(subtotal / 10);
    await page.locator('.summary-discount', { hasText: formatMoney(-discount, 'USD', 'en-US') }).waitFor();
    // Express costs more; choosing it updates the total by itself.
    await page.getByRole('radio', { name: /Express/ }).check();
    await page.locator('.summary-shipping', { hasText: 'Express' }).waitFor();
    await expect(page.locator('.summary-tax').textContent()).resolves.toContain('New York sales tax');
    const total = await page.locator('.summary-total dd').textContent();
    // The card typed in before the total changed is still in the card field.
    await expect(page.frameLocator('[data-card-field] iframe').getByLabel('Card number').inputValue()).resolves.toBe('4242424242424242');

    await page.getByRole('button', { name: /Place order/ }).click();
    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
    await expectSiteLayout(page);
    const number = await page.locator('.order-number').textContent();
    expect(number).toMatch(/^\d{5}$/);
    await expect(page.locator('.order-confirmed').textContent()).resolves.toContain('12 Bleecker St');
    await expect(page.locator('.summary-total dd').textContent()).resolves.toBe(total);
    await expect(page.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).resolves.toBe('/shop');

    // The receipt waits in the dev outbox.
    expect((await outbox()).some((message) => message.to === email && message.subject.includes(orderNumberText(Number(number))))).toBe(true);

    await page.goto(`${storeUrl()}/cart`);
    await page.getByText(CART_EMPTY).waitFor();
    await page.locator('html[data-islands="ready"]').waitFor();
    await expect(page.locator('.cart-pill').isHidden()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).resolves.toBe('/shop');
  });
});

it('says what is missing, field by field, and keeps what was typed', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const page = await openPage({ width: 1280, height: 900 });
  await addFromProductPage(page, candle, {}, 1);
  await page.goto(`${storeUrl()}/checkout`);
  await page.getByLabel('Email').fill('ada@example');
  await page.getByLabel('First name').fill('Ada');
  // The browser's own checks are skipped to reach the server's.
  await page.locator('form[data-checkout-form]').evaluate((form) => form.setAttribute('novalidate', ''));
  await page.getByRole('button', { name: /Place order/ }).click();
  await page.locator('#checkout-email-problem', { hasText: 'Email is invalid' }).waitFor();
  await page.locator('#checkout-lastName-problem', { hasText: 'Required' }).waitFor();
  await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Ada');
  await expect(page.getByLabel('Last name').getAttribute('aria-invalid')).resolves.toBe('true');
});

it('saves a country chosen before the checkout script came once it binds, its Update button hidden by then', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const page = await openPage({ width: 390, height: 844 });
  await addFromProductPage(page, candle, {}, 1);
  // A slow phone: the checkout form's script is held until the shopper has chosen.
  const script = await holdScripts(page, (_, body) => body.includes('data-checkout-country'));
  await page.goto(`${storeUrl()}/checkout`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Country').selectOption('CA');
  await expect.poll(() => script.asked).toHaveLength(1);
  script.release();
  await page.locator('label[for="checkout-region"]', { hasText: 'Province' }).waitFor();
  await expect(page.getByLabel('Country').inputValue()).resolves.toBe('CA');
});

it('saves choices in the order they were made when an earlier save is slow to answer', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const page = await openPage({ width: 1280, height: 900 });
  await addFromProductPage(page, candle, {}, 1);
  await page.goto(`${storeUrl()}/checkout`);
  // Bound: the script hides the country's Update button.
  await page.locator('.checkout-country-update[hidden]').waitFor({ state: 'attached' });
  // The first save is held in the browser until the later choices have been made.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  whenClosing(page, () => release());
  let first = true;
  await page.route('**/checkout', async (route) => {
    const held = route.request().method() === 'POST' && first;
    if (held) first = false;
    if (held) await gate;
    await route.continue();
  });
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Address', { exact: true }).fill('12 Bleecker St');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State').selectOption('NY');
  await requestsHeard(page);
  release();
  await page.locator('.summary-tax').waitFor();
  await page.reload();
  await expect(page.getByLabel('State').inputValue()).resolves.toBe('NY');
});

it('shows why a quantity could not be changed', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const page = await browser.newPage();
  const store = storeUrl();
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
});
