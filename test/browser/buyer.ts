import type { Page } from 'playwright-core';
import { STAND_IN_CARDS } from '../../scripts/stripe-stand-in/api';

/** Types a card into the checkout's card field: the Stripe stand-in's frame, as a shopper types it into Stripe's. */
export async function fillCard(page: Page, number: string = STAND_IN_CARDS.pays): Promise<void> {
  await page.locator('[data-card-field][data-card-mounted] iframe').waitFor();
  const card = page.frameLocator('[data-card-field] iframe');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiration date (MM / YY)').fill('12 / 40');
  await card.getByLabel('Security code').fill('123');
}

/** Fills the checkout with a buyer in New York, as a shopper types it, and the test card that pays. */
export async function fillBuyer(page: Page, email = 'ada@example.com'): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Address', { exact: true }).fill('12 Bleecker St');
  await page.getByLabel('City').fill('New York');
  // A listed region saves the form and redraws the totals with its tax.
  await page.getByLabel('State').selectOption('NY');
  await page.locator('.summary-tax').waitFor();
  await page.getByLabel('ZIP code').fill('10012');
  await fillCard(page);
}

/**
 * Fills the checkout as a shopper without scripts does: the country's own
 * Update shows its address fields, and Update total the total with its tax.
 */
export async function fillBuyerWithoutScripts(page: Page, email = 'ada@example.com'): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Country').selectOption('US');
  // The country's own Update (the billing address has one too).
  await page.locator('.checkout-country').getByRole('button', { name: 'Update', exact: true }).click();
  await page.getByLabel('Address', { exact: true }).fill('12 Bleecker St');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State').selectOption('NY');
  await page.getByLabel('ZIP code').fill('10012');
  await page.getByRole('button', { name: 'Update total' }).click();
  await page.locator('.summary-tax').waitFor();
}
