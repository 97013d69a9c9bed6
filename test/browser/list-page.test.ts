import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { POPOVER_GAP_PX, POPOVER_OFFSET_PX } from '../../client/list/added-popover';
import { formatMoney, isVariantInStock, moneyToCents, pillNoun, pillSpokenLabel, CENSUS_API } from '../../schemas';
import { addedToCartMessage } from '../../schemas/messages';
import { demoItem, useChromium } from './chromium';
import { collectReports, openStorePage } from './store-page';

const browser = useChromium();
const POPOVER = '.added-to-cart-popover';

async function pausedShop(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 600 } });
  await page.clock.install();
  await openStorePage(page, '/shop');
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  return page;
}

const addFromGrid = (page: Page, itemId: string) => page.locator(`[data-product][data-item-id="${itemId}"] .sqs-add-to-cart-button`).click();
const topOf = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
/** Scrolls the window to `y` and resolves once the page's scroll listeners have heard of it (at once when already there). */
const scrollTo = (page: Page, y: number) =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === top) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );

describe('added-to-cart popover', () => {
  it('names the product, closes after 3000 ms, and on its close button', async () => {
    const candle = await demoItem('04-beeswax-candle.json');
    const page = await pausedShop();
    await addFromGrid(page, candle.id);
    const popover = page.locator(POPOVER);
    await popover.waitFor();
    await page.clock.runFor(20); // placed on the next frame
    await expect(popover.locator('p').textContent()).resolves.toBe(addedToCartMessage(candle.title));
    await expect(popover.getAttribute('role')).resolves.toBe('status');
    await page.clock.runFor(2979);
    await expect(popover.count()).resolves.toBe(1);
    await page.clock.runFor(1);
    await expect(popover.count()).resolves.toBe(0);

    await page.clock.runFor(3000); // the button's own states are over
    await addFromGrid(page, candle.id);
    await popover.waitFor();
    await page.clock.runFor(20);
    await popover.getByRole('button', { name: 'Close' }).click();
    await expect(popover.count()).resolves.toBe(0);
  });

  it('sits 16 px below the cart link, follows it on scroll at most every 100 ms, and stays 33 px from the top', async () => {
    const candle = await demoItem('04-beeswax-candle.json');
    const page = await pausedShop();
    await addFromGrid(page, candle.id);
    await page.locator(POPOVER).waitFor();
    // Back to the top, where the header's cart link is, and past the throttle.
    await scrollTo(page, 0);
    await page.clock.runFor(200);
    const link = '.header-cart-link';
    expect(await topOf(page, POPOVER)).toBe((await page.locator(link).evaluate((element) => element.getBoundingClientRect().bottom)) + POPOVER_GAP_PX);
    const placedAt = await topOf(page, POPOVER);

    // The first scroll is handled at once; the next within 100 ms waits for the throttle.
    await scrollTo(page, 20);
    expect(await topOf(page, POPOVER)).toBe(Math.max(POPOVER_OFFSET_PX, placedAt - 20));
    await page.clock.runFor(10);
    await scrollTo(page, 400);
    expect(await topOf(page, POPOVER)).toBe(Math.max(POPOVER_OFFSET_PX, placedAt - 20));
    await page.clock.runFor(100);
    // The cart link has scrolled away: the popover keeps 33 px from the window's top.
    await expect.poll(() => topOf(page, POPOVER)).toBe(POPOVER_OFFSET_PX);
  });
});

describe('quick view', () => {
  it('opens the product with its variants and quantity by keyboard, traps focus, closes on Escape and returns focus', async () => {
    const tee = await demoItem('01-organic-cotton-tee.json');
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const recorded: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && recorded.push(new URL(request.url()).pathname));
    await openStorePage(page, '/shop');
    const trigger = page.locator(`.sqs-product-quick-view-button[data-id="${tee.id}"]`);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.quick-view[open]');
    await dialog.waitFor();
    await expect(dialog.locator('h2').textContent()).resolves.toBe(tee.title);
    await expect(dialog.locator('select[data-variant-option-name]').count()).resolves.toBe(tee.structuredContent.variantOptionOrdering.length);
    await expect(dialog.locator('input[name="quantity"]').count()).resolves.toBe(1);
    // Recorded once (the call may leave after the dialog shows), and nothing posted but the census module's calls.
    await expect.poll(() => recorded.filter((path) => path.startsWith(CENSUS_API.quickView))).toEqual([`${CENSUS_API.quickView}/${tee.id}`]);
    expect(recorded.filter((path) => !path.startsWith('/api/census/') && !path.startsWith('/api/events/'))).toEqual([]);
    await expect(page.evaluate(() => getComputedStyle(document.querySelector('.cart-pill')!).zIndex)).resolves.toBe('100000001');

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 0 ? 'Shift+Tab' : 'Tab');
      await expect(page.evaluate(() => document.activeElement?.closest('dialog.quick-view') !== null)).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(trigger.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(page.evaluate(() => getComputedStyle(document.querySelector('.cart-pill')!).zIndex)).resolves.toBe('12000');
    // The census endpoint may not answer yet: the visitor never hears of it.
    expect(errors).toEqual([]);
  });

  it('adds the chosen variant through the same add flow, reported as quick view', async () => {
    const tee = await demoItem('01-organic-cotton-tee.json');
    const page = await browser.newPage();
    const reports = await collectReports(page);
    await openStorePage(page, '/shop');
    await page.locator(`.sqs-product-quick-view-button[data-id="${tee.id}"]`).click();
    const dialog = page.locator('dialog.quick-view[open]');
    const variant = tee.structuredContent.variants.find((candidate) => isVariantInStock(candidate))!;
    for (const [option, value] of Object.entries(variant.attributes)) await dialog.locator(`select[data-variant-option-name="${option}"]`).selectOption(value);
    await dialog.locator('input[name="quantity"]').fill('2');
    await dialog.locator('.sqs-add-to-cart-button').click();
    const pill = page.locator('.cart-pill');
    await pill.waitFor({ state: 'visible' });
    await expect(pill.textContent()).resolves.toBe(`2 ${pillNoun(2)}${formatMoney(2 * moneyToCents(variant.priceMoney!), 'USD', 'en-US')}${pillSpokenLabel(2)}`);
    await expect(page.locator(POPOVER).textContent()).resolves.toContain(addedToCartMessage(tee.title));
    expect((await reports()).map(({ surface, outcome, sku }) => ({ surface, outcome, sku }))).toEqual([{ surface: 'quick view', outcome: 'success', sku: variant.sku }]);
  });
});
