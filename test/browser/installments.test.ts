import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney, INSTALLMENTS_MODAL_API, moneyToCents, type ProductItem } from '../../schemas';
import { demoItem, useChromium } from './chromium';
import { openStorePage, withSettings } from './store-page';

const browser = useChromium();
const PILL = '[data-installments]';
const demoSettings = async () => JSON.parse(await (await import('node:fs/promises')).readFile('sites/demo/site.json', 'utf8')).websiteSettings.storeSettings;
/** What the shopper pays: the sale price while on sale. */
const priceCents = (item: ProductItem) => {
  const [variant] = item.structuredContent.variants;
  return moneyToCents((variant.onSale ? variant.salePriceMoney : variant.priceMoney)!);
};

async function productPage(item: ProductItem, locale = 'en-US', settings = {}): Promise<Page> {
  const context = await browser().newContext({ locale });
  const page = await context.newPage();
  await withSettings(page, settings);
  await openStorePage(page, item.fullUrl);
  await page.locator('[data-product-detail][data-product-ready="true"]').waitFor();
  return page;
}

const pillText = (page: Page) => page.locator(`${PILL} .installments-text`).textContent();
const close = (page: Page) => page.context().close();

describe('installments pill', () => {
  it('offers 4 interest-free payments of price/4 when the price is in range', async () => {
    const { installments } = await demoSettings();
    const vase = await demoItem('11-one-of-a-kind-vase.json');
    expect(priceCents(vase)).toBeGreaterThan(installments.minimumCents);
    const page = await productPage(vase);
    await expect(pillText(page)).resolves.toBe(`or 4 interest-free payments of ${formatMoney(priceCents(vase) / 4, 'USD', 'en-US')} with ${installments.brandName}`);
    await close(page);
  });

  it('says over {minimum} at or below the minimum, and up to {maximum} above the maximum', async () => {
    const { installments } = await demoSettings();
    const [candle, vase] = await Promise.all([demoItem('04-beeswax-candle.json'), demoItem('11-one-of-a-kind-vase.json')]);
    expect(priceCents(candle)).toBeLessThanOrEqual(installments.minimumCents);
    const low = await productPage(candle);
    await expect(pillText(low)).resolves.toBe(`${installments.brandName} available for orders over ${formatMoney(installments.minimumCents, 'USD', 'en-US')}`);
    await close(low);
    const maximumCents = priceCents(vase) - 1;
    const high = await productPage(vase, 'en-US', { installments: { ...installments, maximumCents } });
    await expect(pillText(high)).resolves.toBe(`${installments.brandName} available for orders up to ${formatMoney(maximumCents, 'USD', 'en-US')}`);
    await close(high);
    const atMaximum = await productPage(vase, 'en-US', { installments: { ...installments, maximumCents: priceCents(vase) } });
    await expect(pillText(atMaximum)).resolves.toContain('interest-free payments');
    await close(atMaximum);
  });

  it('shows only for supported country and language pairs, with the brand of the region', async () => {
    const { installments } = await demoSettings();
    const vase = await demoItem('11-one-of-a-kind-vase.json');
    for (const [country, locale, brand] of [['CA', 'fr-CA', installments.brandName], ['GB', 'en-GB', installments.gbBrandName], ['NZ', 'en-NZ', installments.brandName], ['AU', 'en-AU', installments.brandName]]) {
      const page = await productPage(vase, locale, { accountCountry: country });
      await expect(pillText(page), `${country} ${locale}`).resolves.toContain(`with ${brand}`);
      await close(page);
    }
    for (const [country, locale] of [['US', 'fr-FR'], ['GB', 'fr-FR'], ['DE', 'de-DE'], ['US', 'es-US']]) {
      const page = await productPage(vase, locale, { accountCountry: country });
      await expect(page.locator(PILL).isHidden(), `${country} ${locale}`).resolves.toBe(true);
      await close(page);
    }
  });

  it('shows only for available physical products that are not subscriptions', async () => {
    for (const file of ['02-stoneware-mug.json', '05-field-guide-ebook.json', '06-design-consultation.json', '08-coffee-subscription.json', '14-wool-throw.json']) {
      const page = await productPage(await demoItem(file));
      await expect(page.locator(PILL).isHidden(), file).resolves.toBe(true);
      await close(page);
    }
  });

  it('opens the modal page for the shopper language; it closes on its button, Escape and a click outside', async () => {
    const page = await productPage(await demoItem('03-canvas-tote.json'));
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes(INSTALLMENTS_MODAL_API) && asked.push(new URL(request.url()).search));
    const dialog = page.locator('.installments-dialog');
    const info = page.locator('.installments-info');
    await info.click();
    await dialog.waitFor({ state: 'visible' });
    expect(asked).toEqual(['?language=en']);
    await expect(dialog.locator('iframe').getAttribute('sandbox')).resolves.toBe('');
    await expect(dialog.locator('iframe').contentFrame().locator('h1').textContent()).resolves.toBe('Afterpay');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await info.click();
    await dialog.locator('.installments-close').click();
    await dialog.waitFor({ state: 'hidden' });
    await info.click();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'hidden' });
    await close(page);
  });

  it('keeps the pill, with a warning only, when the modal page cannot be had', async () => {
    const page = await productPage(await demoItem('03-canvas-tote.json'));
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.route(`**${INSTALLMENTS_MODAL_API}*`, (route) => route.fulfill({ status: 502, body: '{}' }));
    await page.locator('.installments-info').click();
    await expect.poll(() => warnings.some((text) => text.startsWith('installments modal not loaded'))).toBe(true);
    await expect(page.locator('.installments-dialog').isVisible()).resolves.toBe(false);
    await expect(page.locator(PILL).isVisible()).resolves.toBe(true);
    await close(page);
  });
});
