import type { Page } from 'playwright-core';

/** Fills the checkout with a buyer in New York, as a shopper types it. */
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
