import { describe, expect, it } from 'vitest';
import { MODAL_MARGIN_PX } from '../../client/custom-form/custom-form-dialog';
import { CART_ENTRIES_API } from '../../schemas';
import { ADD_TO_CART_FAILED_TITLE, ADDING_LABEL, OPEN_FORM_FAILED, OUT_OF_STOCK } from '../../schemas/messages';
import { demoItem, useChromium } from './chromium';
import { collectReports, holdAnswers, openStorePage } from './store-page';

const browser = useChromium();
const BUTTON = 'form[data-add-to-cart-form] .sqs-add-to-cart-button';
const DIALOG = 'dialog.custom-form-dialog';

async function spoonPageWithReports() {
  const spoon = await demoItem('10-engraved-cherry-spoon.json');
  const page = await browser.newPage();
  const reports = await collectReports(page);
  await openStorePage(page, spoon.fullUrl);
  return { spoon, page, reports };
}

describe('custom product form dialog', () => {
  it('reads the add label until pressed, and lifts the cart pill above the lightbox while open', async () => {
    const spoon = await demoItem('10-engraved-cherry-spoon.json');
    const page = await openStorePage(browser, spoon.fullUrl);
    const zIndex = () => page.evaluate(() => getComputedStyle(document.querySelector('.cart-pill')!).zIndex);
    await expect(zIndex()).resolves.toBe('12000');
    await page.locator(BUTTON).click();
    const dialog = page.locator(DIALOG);
    await dialog.waitFor();
    const submit = dialog.locator('button[type="submit"]');
    await expect(submit.textContent()).resolves.toBe(spoon.structuredContent.customAddButtonText);
    await expect(zIndex()).resolves.toBe('100000001');
    await dialog.locator('[name="engraving-text"]').fill('ADA');
    await dialog.locator('[name="engraving-style"]').selectOption('Serif');
    // Its answer held until the test lets it through, so the pressed state can be seen.
    const add = await holdAnswers(page, `**${CART_ENTRIES_API}`);
    await submit.click();
    await expect.poll(() => submit.textContent()).toBe(ADDING_LABEL);
    add.release();
    await dialog.waitFor({ state: 'detached' });
    await expect(zIndex()).resolves.toBe('12000');
  });

  it('keeps a form taller than the window 50 px from its edges, measured again 100 ms after a resize', async () => {
    const spoon = await demoItem('10-engraved-cherry-spoon.json');
    const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
    await page.clock.install();
    await openStorePage(page, spoon.fullUrl);
    await page.locator(BUTTON).click();
    const dialog = page.locator(DIALOG);
    await dialog.waitFor();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const box = () => dialog.evaluate((element) => ({ top: element.getBoundingClientRect().top, bottom: window.innerHeight - element.getBoundingClientRect().bottom, tall: element.dataset.tall }));
    await expect(box()).resolves.toMatchObject({ tall: 'false' });

    const resized = page.evaluate(() => new Promise((resolve) => window.addEventListener('resize', () => resolve(true), { once: true })));
    await page.setViewportSize({ width: 800, height: 200 });
    await resized;
    await page.clock.runFor(99);
    await expect(box()).resolves.toMatchObject({ tall: 'false' });
    await page.clock.runFor(1);
    await expect(box()).resolves.toEqual({ top: MODAL_MARGIN_PX, bottom: MODAL_MARGIN_PX, tall: 'true' });
  });

  it('checks stock first: too few in stock is CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK, and no form opens', async () => {
    const { spoon, page, reports } = await spoonPageWithReports();
    await page.locator('.product-quantity-input input').fill(String(spoon.structuredContent.variants[0].qtyInStock + 1));
    await page.locator(BUTTON).click();
    await expect(page.locator('.add-to-cart-error').textContent()).resolves.toBe(`${ADD_TO_CART_FAILED_TITLE} ${OUT_OF_STOCK}`);
    await expect(page.locator(DIALOG).count()).resolves.toBe(0);
    expect((await reports()).map((report) => report.errorType)).toEqual(['CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK']);
  });

  it("says 'Unable to open form' (CUSTOM_FORM_RENDER_ERROR) for a form that cannot be built", async () => {
    const { page, reports } = await spoonPageWithReports();
    await page.locator(BUTTON).evaluate((button) => button.setAttribute('data-form', '{"name":"Engraving"}'));
    await page.locator(BUTTON).click();
    await expect(page.locator('.add-to-cart-error').textContent()).resolves.toBe(`${ADD_TO_CART_FAILED_TITLE} ${OPEN_FORM_FAILED}`);
    expect((await reports()).map((report) => report.errorType)).toEqual(['CUSTOM_FORM_RENDER_ERROR']);
    await expect(page.evaluate(() => document.documentElement.dataset.lightboxOpen)).resolves.toBeUndefined();
  });
});
