// Every event and census call of spec sections 6 and 7 that a part of the
// store sends (issue #29), observed as the requests Chromium makes: the cart
// page's RemoveFromCart, the custom form's open and save, the reviews
// block's two events, the related-products block's three, and the promotional
// pop-up's overlay census with its captcha action.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ACTIONS } from '../../schemas/forms/form-api';
import { CENSUS_API, SAVE_FORM_API } from '../../schemas/site/paths';
import { promoPopupStorageKey } from '../../schemas/site/promo-popup';
import { demoForm, demoItem, useChromium } from './chromium';
import { censusCalls, VISITOR_CONTEXT, type CensusCall } from './census-calls';
import { openStorePage, storeUrl } from './store-page';
import { stubTurnstile } from './turnstile';

const browser = useChromium();

/** RecordEvent calls of one event, as the Worker receives them. */
const recorded = (calls: readonly CensusCall[], event: string) => calls.filter((call) => call.path === CENSUS_API.event && call.name === event).map((call) => call.data);

async function visitor(): Promise<{ context: BrowserContext; calls: CensusCall[]; page: Page }> {
  const context = await browser.newContext(VISITOR_CONTEXT);
  const calls = censusCalls(context);
  return { context, calls, page: await context.newPage() };
}

/** Opens a page and waits until its census has started, so what the test does next is recorded. */
async function openCensusedPage(page: Page, path: string): Promise<void> {
  await openStorePage(page, path);
  await page.locator('html[data-census="on"]').waitFor();
}

describe('the cart page', () => {
  it('sends RemoveFromCart with the entry’s product and variant when an entry is removed', async () => {
    const candle = await demoItem('04-beeswax-candle.json');
    const { context, calls, page } = await visitor();
    await openCensusedPage(page, candle.fullUrl);
    await page.evaluate((productId) => window.Sitefront.cart.addItem({ productId }), candle.id);
    await openCensusedPage(page, '/cart');
    await page.locator('.cart-subtotal').hover();
    await page.locator('#cart-page-root[data-hydrated]').waitFor();
    await page.locator('.cart-entry', { hasText: candle.title }).getByRole('button', { name: 'Remove' }).click();
    await page.locator('.cart-empty').waitFor();
    await expect.poll(() => recorded(calls, 'RemoveFromCart')).toEqual([
      expect.objectContaining({ pagePath: '/cart', item_ids: [candle.id], variantId: candle.structuredContent.variants[0].sku }),
    ]);
  });
});

describe('the custom product form', () => {
  it('sends OpenCustomProductForm when it opens and SaveCustomProductForm when its answers are taken, on the product page and from the cart', async () => {
    const spoon = await demoItem('10-engraved-cherry-spoon.json');
    const [text, style] = (await demoForm(spoon.structuredContent.additionalFieldsFormId!)).fields;
    const { context, calls, page } = await visitor();
    await openCensusedPage(page, spoon.fullUrl);
    await page.locator('[data-product-detail] .sqs-add-to-cart-button').click();
    const dialog = page.locator('dialog.custom-form-dialog');
    await dialog.waitFor();
    await expect.poll(() => recorded(calls, 'OpenCustomProductForm')).toEqual([expect.objectContaining({ item_ids: [spoon.id], pagePath: spoon.fullUrl })]);
    expect(recorded(calls, 'SaveCustomProductForm')).toEqual([]);
    await dialog.locator(`[name="${text.id}"]`).fill('ADA');
    await dialog.locator(`[name="${style.id}"]`).selectOption(style.options![0]);
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => recorded(calls, 'SaveCustomProductForm')).toEqual([expect.objectContaining({ item_ids: [spoon.id] })]);

    // "Edit form" on the cart page opens the same dialog on the answers given.
    await openCensusedPage(page, '/cart');
    await page.getByRole('button', { name: 'Edit form' }).click();
    await dialog.waitFor();
    await expect.poll(() => recorded(calls, 'OpenCustomProductForm').map((data) => data.pagePath)).toEqual([spoon.fullUrl, '/cart']);
    await dialog.locator(`[name="${text.id}"]`).fill('BEA');
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => recorded(calls, 'SaveCustomProductForm').map((data) => data.pagePath)).toEqual([spoon.fullUrl, '/cart']);
  });
});

describe('the reviews block', () => {
  it('sends ReviewsVitalsAnchorLink when the rating is followed to the reviews, which open, and ReviewsTab when the visitor opens them', async () => {
    const tee = await demoItem('01-organic-cotton-tee.json');
    const { context, calls, page } = await visitor();
    await openCensusedPage(page, tee.fullUrl);
    const tab = page.locator(`#reviews-${tee.id} details[data-reviews-tab]`);
    await expect(tab.getAttribute('open')).resolves.toBeNull();
    await page.locator('a[data-reviews-vitals]').click();
    await expect.poll(() => tab.getAttribute('open')).toBe('');
    await expect(page.locator(`#reviews-${tee.id} .review`).first().isVisible()).resolves.toBe(true);
    await expect.poll(() => recorded(calls, 'ReviewsVitalsAnchorLink')).toEqual([expect.objectContaining({ item_ids: [tee.id] })]);
    // Opened by the link, not by the visitor's hand on the tab.
    expect(recorded(calls, 'ReviewsTab')).toEqual([]);

    await tab.locator('summary').click();
    await expect.poll(() => tab.getAttribute('open')).toBeNull();
    await tab.locator('summary').press('Enter');
    await expect.poll(() => recorded(calls, 'ReviewsTab')).toEqual([expect.objectContaining({ item_ids: [tee.id] })]);
  });
});

describe('the related-products block', () => {
  it('sends RelatedProductDisplay once it is seen, RelatedProductAddToCart for an add from a quick view it opened, and RelatedProductClick for a product followed', async () => {
    const mug = await demoItem('02-stoneware-mug.json');
    const { context, calls, page } = await visitor();
    await openCensusedPage(page, mug.fullUrl);
    const block = page.locator('[data-related-products]');
    const related = await block.locator('[data-related-product]').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.itemId));
    expect(related.length).toBeGreaterThan(0);
    expect(recorded(calls, 'RelatedProductDisplay')).toEqual([]);
    await block.scrollIntoViewIfNeeded();
    await expect.poll(() => recorded(calls, 'RelatedProductDisplay')).toEqual([expect.objectContaining({ item_ids: related, pagePath: mug.fullUrl })]);

    // A product of one variant in stock, added from its quick view.
    const products = await Promise.all(
      ['03-canvas-tote.json', '04-beeswax-candle.json', '09-linen-napkins.json', '10-engraved-cherry-spoon.json', '11-one-of-a-kind-vase.json', '08-coffee-subscription.json', '12-saturday-ceramics-workshop.json', '13-pour-over-masterclass.json'].map(demoItem),
    );
    const simple = products.find((product) => related.includes(product.id) && product.structuredContent.variants.length === 1 && !product.structuredContent.isSubscribable && !product.structuredContent.additionalFieldsFormId && (product.structuredContent.variants[0].unlimited || product.structuredContent.variants[0].qtyInStock > 0))!;
    await block.locator(`[data-related-product][data-item-id="${simple.id}"] .sqs-product-quick-view-button`).click();
    const quickView = page.locator('dialog.quick-view[open]');
    await quickView.locator('.sqs-add-to-cart-button').click();
    await page.locator('.cart-pill-quantity', { hasText: '1 item' }).waitFor();
    await expect.poll(() => recorded(calls, 'RelatedProductAddToCart')).toEqual([expect.objectContaining({ item_ids: [simple.id] })]);
    await quickView.press('Escape');

    const followed = related[0]!;
    await block.locator(`[data-related-product][data-item-id="${followed}"] a.related-product-link`).click();
    await page.waitForURL((url) => url.pathname !== mug.fullUrl);
    await expect.poll(() => recorded(calls, 'RelatedProductClick')).toEqual([expect.objectContaining({ item_ids: [followed], pagePath: mug.fullUrl })]);
  });
});

describe('the promotional pop-up', () => {
  /**
   * Moves the clock of a page opened after `page.clock.install()` past its pop-up's delay (the demo's
   * `delaySeconds`, 6), rather than waiting 6 s: the pop-up is bound, its timer set, once the page is ready.
   */
  const pastPopupDelay = (page: Page) => page.clock.fastForward(6_000);

  it('shows on a journal page after its delay and sends the overlay census: shown, then dismissed; closed, it stays hidden for its days', async () => {
    const { context, calls, page } = await visitor();
    await stubTurnstile(page);
    await page.clock.install();
    await openCensusedPage(page, '/journal');
    await pastPopupDelay(page);
    const popup = page.locator('dialog.promo-popup[open]');
    await popup.waitFor();
    const overlay = () => calls.filter((call) => call.path === CENSUS_API.overlay).map((call) => [call.data.overlayId, call.data.action, call.data.pagePath]);
    await expect.poll(overlay).toEqual([['letter-2026', 'shown', '/journal']]);
    // A keyboard closes it, and focus stays in it until then.
    await expect(page.evaluate(() => document.activeElement?.closest('dialog.promo-popup') !== null)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await expect.poll(overlay).toEqual([
      ['letter-2026', 'shown', '/journal'],
      ['letter-2026', 'dismissed', '/journal'],
    ]);
    const hiddenUntil = Number(await page.evaluate((key) => localStorage.getItem(key), promoPopupStorageKey('letter-2026')));
    expect(hiddenUntil - Date.now()).toBeGreaterThan(13 * 24 * 60 * 60 * 1000);
  });

  it('sends its newsletter with the PROMO_POPUP_SUBMISSION captcha action, and the overlay census says submitted', async () => {
    const { context, calls, page } = await visitor();
    await stubTurnstile(page, { solveAtOnce: true });
    const saved: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === SAVE_FORM_API) saved.push(request.postDataJSON());
    });
    await page.clock.install();
    await openCensusedPage(page, '/journal/five-rituals-for-slower-mornings');
    await pastPopupDelay(page);
    const popup = page.locator('dialog.promo-popup[open]');
    await popup.waitFor();
    await expect(popup.locator('.captcha-container').getAttribute('data-stub-action')).resolves.toBe(CAPTCHA_ACTIONS.promoPopup);
    await popup.locator('input[name="email"]').fill(`letter-${crypto.randomUUID().slice(0, 8)}@shoppers.test`);
    await popup.locator('button[type="submit"]').click();
    await popup.locator('.form-submission-text:not([hidden])').waitFor();
    expect(saved).toEqual([expect.objectContaining({ formId: 'newsletter-popup', captchaAction: CAPTCHA_ACTIONS.promoPopup })]);
    await expect.poll(() => calls.filter((call) => call.path === CENSUS_API.overlay).map((call) => call.data.action)).toEqual(['shown', 'submitted']);
    await popup.locator('[data-promo-popup-close]').click();
    await popup.waitFor({ state: 'detached' });
    // Sent: no dismissal counted, and the browser will not show it again.
    expect(calls.filter((call) => call.path === CENSUS_API.overlay).map((call) => call.data.action)).toEqual(['shown', 'submitted']);
  });

  it('never shows over the buying flow', async () => {
    const page = await browser.newPage();
    // The journal's pop-up, placed on the cart page as a template could: the page type keeps it closed.
    const journal = await (await fetch(`${storeUrl()}/journal`)).text();
    const popupMarkup = /<dialog class="promo-popup"[\s\S]*?<\/dialog>/.exec(journal)![0].replace('data-delay-seconds="6"', 'data-delay-seconds="0"');
    await page.route(`${storeUrl()}/cart`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('<div id="page">', `<div id="page">${popupMarkup}`) });
    });
    await openStorePage(page, '/cart');
    await expect(page.locator('dialog.promo-popup').count()).resolves.toBe(1);
    // Its module has bound it (ready above) and its delay of 0 has passed: still closed.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await expect(page.locator('dialog.promo-popup[open]').count()).resolves.toBe(0);
  });
});
