// The demo home page's gallery block (a slideshow with autoplay every 5 s,
// controls and a lightbox) in Chromium: timing under a fake clock, keyboard,
// swipe, reduced motion, and the lightbox's focus.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useChromium } from './chromium';
import { storeUrl } from './store-page';

const browser = useChromium();
const GALLERY = '.home-gallery [data-gallery]';

const current = (page: Page) => page.locator(GALLERY).getAttribute('data-current');
const shownSlides = (page: Page) => page.locator(`${GALLERY} .gallery-slide:not([hidden])`).evaluateAll((slides) => slides.map((slide) => slide.getAttribute('data-slide')));

async function openHome(options: { reducedMotion?: boolean } = {}): Promise<Page> {
  const page = await browser.newPage();
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  // The page's timers run only when the test moves its clock, from its first script on.
  await page.clock.install();
  // A minute ahead: the clock runs from its install until the pause, however long a busy machine takes to get there.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await page.goto(`${storeUrl()}/`);
  await page.locator(`${GALLERY}[data-gallery-ready="true"]`).waitFor();
  return page;
}

describe('gallery slideshow', () => {
  it('moves on every 5 seconds, not before, and wraps around', async () => {
    const page = await openHome();
    expect(await shownSlides(page)).toEqual(['0']);
    await page.clock.runFor(4000);
    expect(await shownSlides(page)).toEqual(['0']);
    await page.clock.runFor(1100);
    expect(await shownSlides(page)).toEqual(['1']);
    await page.clock.runFor(15_000);
    expect(await current(page)).toBe('0');
    await expect(page.locator(`${GALLERY} .gallery-position`).textContent()).resolves.toBe('1 / 4');
  });

  it('moves with the arrow keys and the buttons, and autoplay then leaves the visitor in charge', async () => {
    const page = await openHome();
    await page.locator(GALLERY).focus();
    await page.keyboard.press('ArrowRight');
    expect(await shownSlides(page)).toEqual(['1']);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await shownSlides(page)).toEqual(['3']);
    await page.locator(`${GALLERY} .gallery-next`).click();
    expect(await current(page)).toBe('0');
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.clock.runFor(30_000);
    expect(await current(page)).toBe('0');
  });

  it('follows a swipe to the left', async () => {
    const page = await openHome();
    const slides = page.locator(`${GALLERY} .gallery-slides`);
    await slides.scrollIntoViewIfNeeded();
    const box = (await slides.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    expect(await shownSlides(page)).toEqual(['1']);
  });

  it('does not autoplay for a visitor who asks for reduced motion', async () => {
    const page = await openHome({ reducedMotion: true });
    await page.clock.runFor(20_000);
    expect(await shownSlides(page)).toEqual(['0']);
    await page.locator(`${GALLERY} .gallery-next`).click();
    expect(await shownSlides(page)).toEqual(['1']);
  });
});

describe('gallery lightbox', () => {
  it('opens the image clicked above the cart pill, moves with the arrows, closes with Escape and gives focus back', async () => {
    const page = await openHome();
    const pillZIndex = () => page.evaluate(() => getComputedStyle(document.querySelector('.cart-pill')!).zIndex);
    await expect(pillZIndex()).resolves.toBe('12000');
    const opener = page.locator(`${GALLERY} .gallery-slide[data-slide="0"] .gallery-open`);
    await opener.click();
    const lightbox = page.locator('dialog.gallery-lightbox');
    await expect(lightbox.evaluate((dialog: HTMLDialogElement) => dialog.open)).resolves.toBe(true);
    await expect(lightbox.getAttribute('data-current')).resolves.toBe('0');
    await expect(lightbox.locator('img').getAttribute('alt')).resolves.toBe('The workshop bench');
    // Spec section 9: the badge rises to z-index 100000001 inside a lightbox.
    await expect(pillZIndex()).resolves.toBe('100000001');
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.locator('img').getAttribute('alt')).resolves.toBe('Glaze tests');
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    await expect(pillZIndex()).resolves.toBe('12000');
    // Focus moves when the dialog's close event has run, a task after Escape.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open image 2 of 4: Glaze tests');
    expect(await shownSlides(page)).toEqual(['1']);
  });
});
