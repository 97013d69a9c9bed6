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

/** Run in the page: the block's animations while it has any, else null (a 300 ms animation is over soon after). */
const runningAnimations = (selector: string) => {
  const running = document
    .querySelector(selector)!
    .getAnimations()
    .map((animation) => {
      const effect = animation.effect as KeyframeEffect;
      return { duration: effect.getTiming().duration, from: effect.getKeyframes()[0] };
    });
  return running.length > 0 ? running : null;
};
const animations = (page: Page) => page.evaluate(runningAnimations, BLOCK);

describe('scroll animations', () => {
  it('leave a block below the fold alone, then raise it 30 px over 300 ms when it scrolls into view', async () => {
    const page = await openHome();
    expect(await animations(page)).toBeNull();
    await page.locator(BLOCK).scrollIntoViewIfNeeded();
    // Read as it starts: on a busy machine a second look can come after it ended.
    const [animation] = (await (await page.waitForFunction(runningAnimations, BLOCK)).jsonValue())!;
    expect(animation.duration).toBe(300);
    expect(animation.from).toMatchObject({ opacity: '0', transform: 'translateY(30px)' });
  });

  it('do not move anything for a visitor who asks for reduced motion', async () => {
    const page = await openHome({ reducedMotion: true });
    await page.locator(BLOCK).scrollIntoViewIfNeeded();
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    expect(await animations(page)).toBeNull();
    await expect(page.locator(BLOCK).evaluate((block) => getComputedStyle(block).opacity)).resolves.toBe('1');
  });
});
