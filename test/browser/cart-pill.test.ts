import { expect, it } from 'vitest';
import { formatMoney, moneyToCents, pillNoun, pillSpokenLabel } from '../../schemas';
import { demoItem, useChromium } from './chromium';
import { storeUrl } from './store-page';

const browser = useChromium();

it('adds a product from the shop and keeps it in the pill across a reload', async () => {
  const candle = await demoItem('04-beeswax-candle.json');
  const price = candle.structuredContent.variants[0].priceMoney!;
  const page = await browser.newPage();
  await page.goto(`${storeUrl()}/shop`);
  await page.locator('html[data-islands="ready"]').waitFor();

  const pill = page.locator('.cart-pill');
  await expect(pill.isHidden()).resolves.toBe(true);

  await page.locator(`[data-item-id="${candle.id}"] button.sqs-add-to-cart-button`).click();
  await pill.waitFor({ state: 'visible' });
  // What it shows, then its spoken label (visually hidden), which together name the link.
  const expectedText = `1 ${pillNoun(1)}${formatMoney(moneyToCents(price), 'USD', 'en-US')}${pillSpokenLabel(1)}`;
  await expect(pill.textContent()).resolves.toBe(expectedText);
  await expect(pill.getAttribute('href')).resolves.toBe('/cart');

  await page.reload();
  await page.locator('html[data-islands="ready"]').waitFor();
  await pill.waitFor({ state: 'visible' });
  await expect(pill.textContent()).resolves.toBe(expectedText);
});
