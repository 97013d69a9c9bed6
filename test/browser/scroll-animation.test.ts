// The demo home page's scroll-animated columns in Chromium: they rise into
// place from the spec's scroll offset over the default tween once scrolled
// into view, and stay still for a visitor who asks for reduced motion.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useChromium } from './chromium';
import { storeUrl } from './store-page';

const browser = useChromium();
const BLOCK = '.home-columns[data-scroll-animation]';

/** A short window keeps the columns below the fold until the test scrolls to them. */
async function openHome(options: { reducedMotion?: boolean } = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 400 } });
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  await Promise.all([page.waitForResponse((response) => /\/scroll-animation-[^/]+\.js$/.test(response.url())), page.goto(`${storeUrl()}/`)]);
  await page.locator('html[data-islands="ready"]').waitFor({ state: 'attached' });
  return page;
}

const animations = (page: Page) =>
  page.locator(BLOCK).evaluate((block) =>
    block.getAnimations().map((animation) => {
      const effect = animation.effect as KeyframeEffect;
      return { duration: effect.getTiming().duration, from: effect.getKeyframes()[0] };
    }),
  );

describe('scroll animations', () => {
  it('leave a block below the fold alone, then raise it 30 px over 300 ms when it scrolls into view', async () => {
    const page = await openHome();
    expect(await animations(page)).toEqual([]);
    await page.locator(BLOCK).scrollIntoViewIfNeeded();
    await page.waitForFunction((selector) => document.querySelector(selector)!.getAnimations().length > 0, BLOCK);
    const [animation] = await animations(page);
    expect(animation.duration).toBe(300);
    expect(animation.from).toMatchObject({ opacity: '0', transform: 'translateY(30px)' });
  });

  it('do not move anything for a visitor who asks for reduced motion', async () => {
    const page = await openHome({ reducedMotion: true });
    await page.locator(BLOCK).scrollIntoViewIfNeeded();
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    expect(await animations(page)).toEqual([]);
    await expect(page.locator(BLOCK).evaluate((block) => getComputedStyle(block).opacity)).resolves.toBe('1');
  });
});
