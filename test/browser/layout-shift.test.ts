import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoItem, useChromium } from './chromium';
import { storeUrl } from './store-page';

const browser = useChromium();

// Browser-side code is passed as source text: this project's type checking has no DOM library.

/** Layout shifts are summed from the first paint on, as the cumulative layout shift metric counts them. */
const WATCH_LAYOUT_SHIFTS = `
  window.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
`;

const layoutShift = (page: Page) => page.evaluate<number>('window.layoutShifts.reduce((sum, value) => sum + value, 0)');

/** Two frames drawn from now: whatever the page showed before, it has painted. */
const TWO_FRAMES = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

/**
 * Each photo arrives only once the page has drawn two frames after asking
 * for it, as over a real network: served at once from the local server it
 * would be laid out before anything is shown, and no missing size could
 * ever shift the page.
 */
async function slowPhotos(page: Page): Promise<void> {
  await page.route('**/media/**', async (route) => {
    const response = await route.fetch();
    await page.evaluate(TWO_FRAMES);
    await route.fulfill({ response });
  });
}

/** Resolves once every photo matching `selector` has arrived and been decoded, so any shift it causes has happened. */
async function photosShown(page: Page, selector: string): Promise<number> {
  // A function, not a string: the page's CSP allows no eval.
  await page.waitForFunction((photos) => [...document.querySelectorAll<HTMLImageElement>(photos)].every((img) => img.complete && img.naturalWidth > 0), selector);
  await page.evaluate(TWO_FRAMES);
  return page.locator(selector).count();
}

describe('layout stability with photos', () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    it(`keeps a product page with photos below 0.02 cumulative layout shift at ${viewport.width}px`, async () => {
      const tee = await demoItem('01-organic-cotton-tee.json');
      const page = await browser.newPage({ viewport });
      await page.addInitScript(WATCH_LAYOUT_SHIFTS);
      await slowPhotos(page);
      await page.goto(`${storeUrl()}${tee.fullUrl}`);
      await page.locator('[data-product-detail][data-product-ready="true"]').waitFor();
      expect(await photosShown(page, '.product-gallery img')).toBe(tee.items.length);
      expect(await layoutShift(page)).toBeLessThan(0.02);
    });
  }

  it('keeps the product list below 0.02 while its lazy photos load on scrolling', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(WATCH_LAYOUT_SHIFTS);
    await slowPhotos(page);
    await page.goto(`${storeUrl()}/shop`);
    const cards = page.locator('.product-card img');
    const count = await cards.count();
    expect(count).toBeGreaterThan(6);
    // Below the fold at first: the last photo waits until it is scrolled to.
    await expect(cards.last().getAttribute('loading')).resolves.toBe('lazy');
    await cards.last().scrollIntoViewIfNeeded();
    expect(await photosShown(page, '.product-card img')).toBe(count);
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });
});
