// Forms without JavaScript and offline (#27): the restock and contact forms
// post without scripts and keep what was typed; in local development without
// captcha keys the forms use the built-in development check, so the demo's
// contact form sends with no network; and where the captcha provider's
// script cannot load, the form says so instead of a silent disabled button.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_INCOMPLETE, en, RESTOCK_SIGNED_UP } from '../../schemas/messages';

const { CAPTCHA_DEVELOPMENT_CHECK, CAPTCHA_UNAVAILABLE } = en;
import { startDevServer, type DevServer } from '../../scripts/dev-server';
import { demoForm, demoItem, useChromium, type Chromium } from './chromium';
import { storeUrl } from './store-page';

const browser = useChromium();

/**
 * The deployed store of the last tests, started with the file: it comes up
 * while the first tests run on the shared store, not after them. Its failure
 * to start fails those last tests, when they wait for it.
 */
let deployedStore: Promise<DevServer>;
beforeAll(() => {
  deployedStore = startDevServer('sites/demo', { CAPTCHA_SECRET: 'browser-test-secret' });
  deployedStore.catch(() => undefined);
});
// Stopped whether or not its tests ran (a name filter can skip them).
afterAll(async () => (await deployedStore.catch(() => undefined))?.stop());

/** Every request that leaves for another host is refused, as on a machine without internet. */
async function offline(page: Page, origin: string): Promise<string[]> {
  const refused: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  return refused;
}

async function withoutScripts(path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${storeUrl()}${path}`);
  return page;
}

/** Each navigation the page makes, as method and path with its query. */
function navigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) seen.push(`${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`);
  });
  return seen;
}

describe('without JavaScript', () => {
  it('the restock form posts (nothing personal in a URL), comes back with the address kept, and signs up once checked', async () => {
    const mug = await demoItem('02-stoneware-mug.json');
    const page = await withoutScripts(mug.fullUrl!);
    const seen = navigations(page);
    const email = `nojs-${Date.now()}@example.com`;
    const notification = page.locator('.product-restock-notification:not([hidden])');
    await notification.locator('input[name="email"]').fill(email);
    await notification.locator('input[name="isJoinMailingList"]').check();
    await Promise.all([page.waitForURL('**/restock-sign-up'), notification.locator('input[type="submit"]').click()]);
    await expect(page.locator('.product-restock-error').textContent()).resolves.toBe(CAPTCHA_INCOMPLETE);
    await expect(page.locator('input[name="email"]').inputValue()).resolves.toBe(email);
    await expect(page.locator('input[name="isJoinMailingList"]').isChecked()).resolves.toBe(true);
    // The site's own layout, as every page of the store.
    await expect(page.locator('header.site-header').count()).resolves.toBe(1);

    await page.getByLabel(CAPTCHA_DEVELOPMENT_CHECK).check();
    await Promise.all([page.waitForURL('**/restock-sign-up'), page.locator('.product-restock-form input[type="submit"]').click()]);
    const success = mug.merchandising?.restockNotificationMessages?.successText ?? RESTOCK_SIGNED_UP;
    await expect(page.locator('.product-restock-success').textContent()).resolves.toBe(success);
    expect(seen).toEqual(['POST /restock-sign-up', 'POST /restock-sign-up']);
    expect(seen.join(' ')).not.toContain(encodeURIComponent(email).split('%40')[0]);
  });

  it('the contact form keeps the typed message when its captcha is missing, and sends with the development check', async () => {
    const definition = await demoForm('contact-form');
    const page = await withoutScripts('/contact');
    const form = page.locator('form[data-form-id="contact-form"]');
    const message = 'Do you ship gift boxes to Montréal? We need twelve.';
    await form.locator('[name="name.First"]').fill('Ada');
    await form.locator('[name="name.Last"]').fill('Lovelace');
    await form.locator('[name="email"]').fill('ada@example.com');
    await form.locator('[name="message"]').fill(message);
    await Promise.all([page.waitForURL('**/forms/contact-form'), form.locator('button[type="submit"]').click()]);
    const again = page.locator('.form-again form[data-form-id="contact-form"]');
    await expect(again.locator('.form-status').textContent()).resolves.toBe(CAPTCHA_INCOMPLETE);
    await expect(again.locator('[name="message"]').inputValue()).resolves.toBe(message);
    await expect(again.locator('[name="name.Last"]').inputValue()).resolves.toBe('Lovelace');

    await again.getByLabel(CAPTCHA_DEVELOPMENT_CHECK).check();
    await Promise.all([page.waitForURL('**/forms/contact-form'), again.locator('button[type="submit"]').click()]);
    await expect(page.locator('.form-submission-text').textContent()).resolves.toBe(definition.submissionMessage);
  });
});

it('sends the contact form offline in local development, by the development check', async () => {
  const definition = await demoForm('contact-form');
  const page = await browser.newPage();
  const store = storeUrl();
  const refused = await offline(page, new URL(store).origin);
  await page.goto(`${store}/contact`);
  await page.locator('html[data-islands="ready"]').waitFor();
  const form = page.locator('form[data-form-id="contact-form"]');
  await form.locator('[name="name.First"]').fill('Ada');
  await form.locator('[name="name.Last"]').fill('Lovelace');
  await form.locator('[name="email"]').fill('ada@example.com');
  await form.locator('[name="message"]').fill('Sent with no network.');
  // The provider's script was asked for and could not come: the development check stands in, saying what it is.
  await expect.poll(() => refused.some((url) => url.startsWith('https://challenges.cloudflare.com/'))).toBe(true);
  await expect(form.locator('button[type="submit"]').isDisabled()).resolves.toBe(true);
  await form.getByLabel(CAPTCHA_DEVELOPMENT_CHECK).check();
  await form.locator('button[type="submit"]:not([disabled])').click();
  const text = page.locator('.form-block:has(form[data-form-id="contact-form"]) .form-submission-text');
  await text.and(page.locator(':not([hidden])')).waitFor();
  await expect(text.textContent()).resolves.toBe(definition.submissionMessage);
  await expect(form.locator('.captcha-unavailable').count()).resolves.toBe(0);
});

describe('a deployed store whose captcha provider cannot be reached', () => {
  // A store with captcha keys, as deployed: the provider's widget, no development check.
  let server: DevServer;
  beforeAll(async () => {
    server = await deployedStore;
  });

  async function openOffline(chromium: Chromium, path: string): Promise<Page> {
    const page = await chromium.newPage();
    await offline(page, new URL(server.url).origin);
    await page.goto(`${server.url}${path}`);
    await page.locator('html[data-islands="ready"]').waitFor();
    return page;
  }

  it('says the spam check could not load on the contact form, in place of the widget', async () => {
    const page = await openOffline(browser, '/contact');
    const form = page.locator('form[data-form-id="contact-form"]');
    await expect(form.locator('[data-development-check]').count()).resolves.toBe(0);
    await expect(form.locator('.captcha-container .captcha-unavailable[role="alert"]').textContent()).resolves.toBe(CAPTCHA_UNAVAILABLE);
  });

  it('says so on the restock form too, once the visitor turns to it', async () => {
    const mug = await demoItem('02-stoneware-mug.json');
    const page = await openOffline(browser, mug.fullUrl!);
    const notification = page.locator('.product-restock-notification:not([hidden])');
    await notification.locator('input[name="email"]').focus();
    await expect(notification.locator('.captcha-unavailable').textContent()).resolves.toBe(CAPTCHA_UNAVAILABLE);
  });
});
