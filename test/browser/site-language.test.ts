// The client's strings follow the site's language: the demo republished in
// French for this file (browser test files run one at a time), then restored.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { messagesFor, pillNoun, pillSpokenLabel, siteKeys } from '../../schemas';
import { readSiteFolder } from '../../scripts/publish/site-folder';
import { demoItem, useChromium } from './chromium';
import { holdScripts, isPageModule } from './store-page';

const browser = useChromium();
const fr = messagesFor('fr-FR');
const OWNER_TOKEN = 'local-development-owner-token';

async function putSettings(value: string): Promise<void> {
  const response = await fetch(`${inject('storeUrl')}/api/owner/dev/content`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${OWNER_TOKEN}` },
    body: JSON.stringify({ put: [{ key, value }], delete: [] }),
  });
  expect(response.status).toBe(200);
}

let key = '';
let english = '';

beforeAll(async () => {
  const { entries } = await readSiteFolder('sites/demo');
  const settings = entries.find((entry) => /^site:[^:]+:settings$/.test(entry.key))!;
  key = settings.key;
  english = settings.value;
  expect(key).toBe(siteKeys.settings(JSON.parse(english).website.id));
  const parsed = JSON.parse(english);
  await putSettings(JSON.stringify({ ...parsed, website: { ...parsed.website, language: 'fr-FR' } }));
});

afterAll(() => putSettings(english));

it('shows the cart pill the client draws in French after an add', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const page = await browser().newPage();
  await page.goto(`${inject('storeUrl')}/shop`);
  await page.locator('html[data-islands="ready"]').waitFor();
  await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr-FR');

  await page.locator(`[data-item-id="${candle.id}"] button.sqs-add-to-cart-button`).click();
  const pill = page.locator('.cart-pill');
  await pill.waitFor({ state: 'visible' });
  await expect(page.locator('.cart-pill-quantity').textContent()).resolves.toBe(`1 ${pillNoun(1, fr)}`);
  await expect(pill.getAttribute('aria-label')).resolves.toBe(pillSpokenLabel(1, fr));
  await page.close();
});

it('answers an early add-to-cart press in French', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const page = await browser().newPage();
  // The page's module is held back, so the press meets the inline script alone.
  const module = await holdScripts(page, isPageModule);
  await page.goto(`${inject('storeUrl')}${candle.fullUrl}`, { waitUntil: 'domcontentloaded' });
  const button = page.locator('[data-product-detail] .sqs-add-to-cart-button:not([data-add-on])');
  await button.click();
  await expect(button.locator('.sqs-add-to-cart-button-inner').textContent()).resolves.toBe(fr.ADDING_LABEL);
  module.release();
  await page.close();
});
