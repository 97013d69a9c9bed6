// What follows a refusal in the browser (issue #29): the captcha is reset
// after any refused submission, the browser's own check included (spec
// section 4), so the button waits for a fresh token; and a product's data the
// page cannot read goes to the error reporter (spec section 8).
import { describe, expect, it } from 'vitest';
import { CENSUS_API } from '../../schemas/site/paths';
import { demoItem, useChromium } from './chromium';
import { censusCalls, VISITOR_CONTEXT } from './census-calls';
import { openStorePage, storeUrl } from './store-page';
import { stubTurnstile } from './turnstile';

const browser = useChromium();

describe('the captcha after a refusal the browser makes itself', () => {
  it('is reset on a form block whose required fields are empty, and the button waits for it again', async () => {
    const page = await browser.newPage();
    await stubTurnstile(page);
    await openStorePage(page, '/contact');
    const form = page.locator('form[data-form-id="contact-form"]');
    const button = form.locator('button[type="submit"]');
    await form.locator('.captcha-stub').click();
    await expect.poll(() => button.isDisabled()).toBe(false);
    await button.click();
    await form.locator('.form-banner-above:not([hidden])').waitFor();
    await expect(form.locator('.captcha-container').getAttribute('data-stub-resets')).resolves.toBe('1');
    await expect(button.isDisabled()).resolves.toBe(true);
  });
});

describe('a product page whose data cannot be read', () => {
  it('goes on with what it has, and reports the failure to the error reporter', async () => {
    const tee = await demoItem('01-organic-cotton-tee.json');
    const context = await browser.newContext(VISITOR_CONTEXT);
    const calls = censusCalls(context);
    const page = await context.newPage();
    await page.route(`${storeUrl()}${tee.fullUrl}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/data-variants="[^"]*"/, 'data-variants="[{&quot;sku&quot;:"') });
    });
    await openStorePage(page, tee.fullUrl);
    await expect.poll(() => calls.filter((call) => call.path === CENSUS_API.javascriptErrors).flatMap((call) => call.data as unknown as { data: { message: string } }[]).map((report) => report.data.message), { timeout: 15_000 }).toEqual(
      expect.arrayContaining([expect.stringContaining('unreadable page data')]),
    );
  });
});
