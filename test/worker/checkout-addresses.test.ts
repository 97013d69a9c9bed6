// Addresses a parcel and a bill can go to (#27): every country the store ships
// to takes its whole postal code, checked by the country's format, written the
// country's way before it is stored; and the cart page's shipping and tax
// estimate, which asks only for a location by the spec's partial rules.
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_ESTIMATE_PATH } from '../../schemas/site/paths';
import { REQUIRED } from '../../schemas/forms/form-rules';
import { CRUMB_COOKIE } from '../../schemas';
import {
  FSA_INVALID,
  POSTAL_CODE_INVALID,
  POSTAL_CODES_4_DIGITS,
  POSTAL_CODES_5_DIGITS,
  POSTCODES_4_DIGITS,
  ZIP_CODES_5_DIGITS,
} from '../../schemas/address/postal-codes';
import { NO_SHIPPING_TO_COUNTRY } from '../../schemas/messages';
import { cartOf } from './cart-helpers';
import { orderOf, shopperWith, submitCheckout, withStoreSettings } from './checkout-helpers';
import type { Visitor } from './cookie-jar';
import { seedDemoSite } from './demo-site';

beforeAll(seedDemoSite);

/** A visitor with a set of napkins in the cart: a physical product the store never runs out of. */
const shopper = () => shopperWith('item-napkins');

const problemOf = (html: string, field: string) => html.match(new RegExp(`<p class="field-problem" id="${field}-problem">([^<]*)</p>`))?.[1] ?? null;

// Each row: the country, its region, a code as a shopper might type it, the code as stored, a code that does not fit, and the spec's word for it.
const COUNTRIES: [country: string, region: string, typed: string, stored: string, wrong: string, message: string][] = [
  ['US', 'NY', ' 10012 ', '10012', '1001', ZIP_CODES_5_DIGITS],
  ['US', 'CA', '902101234', '90210-1234', '90210-12', ZIP_CODES_5_DIGITS],
  ['CA', 'QC', 'h2x1y4', 'H2X 1Y4', 'D2X 1Y4', FSA_INVALID],
  ['CA', 'ON', 'K1A 0B1', 'K1A 0B1', 'K1A', POSTAL_CODE_INVALID],
  ['GB', '', 'sw1a1aa', 'SW1A 1AA', 'SW1A', POSTAL_CODE_INVALID],
  ['GB', 'Greater Manchester', 'M1  1AE', 'M1 1AE', 'M1 1CE', POSTAL_CODE_INVALID],
  ['IE', 'Dublin', 'd02x285', 'D02 X285', 'D02', POSTAL_CODE_INVALID],
  ['NL', '', '1012js', '1012 JS', '1012 SA', POSTAL_CODE_INVALID],
  ['AU', 'QLD', '4000', '4000', '400', POSTCODES_4_DIGITS],
  ['NZ', '', '6011', '6011', '60110', POSTCODES_4_DIGITS],
  ['DE', '', '10115', '10115', '1011', POSTAL_CODES_5_DIGITS],
  ['FR', '', '75008', '75008', '7508', POSTAL_CODES_5_DIGITS],
  ['ES', 'Barcelona', '08038', '08038', '0803', POSTAL_CODES_5_DIGITS],
  ['IT', 'Roma', '00184', '00184', '184', POSTAL_CODES_5_DIGITS],
  ['JP', 'Tokyo', '１００－０００１', '100-0001', '100-001', POSTAL_CODE_INVALID],
  ['BR', 'SP', '01310200', '01310-200', '0131020', POSTAL_CODE_INVALID],
  ['PT', '', '1250096', '1250-096', '1250', POSTAL_CODE_INVALID],
  ['PL', '', '00950', '00-950', '0095', POSTAL_CODES_5_DIGITS],
  ['SE', '', '11455', '114 55', '1145', POSTAL_CODES_5_DIGITS],
  ['CZ', '', '110 00', '110 00', '1100', POSTAL_CODES_5_DIGITS],
  ['CH', '', '8001', '8001', '80011', POSTAL_CODES_4_DIGITS],
  ['AT', '', '1010', '1010', '101', POSTAL_CODES_4_DIGITS],
  ['BE', '', '1000', '1000', '10000', POSTAL_CODES_4_DIGITS],
  ['DK', '', '2100', '2100', '210', POSTAL_CODES_4_DIGITS],
  ['NO', '', '0150', '0150', '015', POSTAL_CODES_4_DIGITS],
  ['FI', '', '00100', '00100', '0010', POSTAL_CODES_5_DIGITS],
  ['IN', 'Delhi', '110001', '110001', '010001', POSTAL_CODE_INVALID],
  ['MX', 'CDMX', '06600', '06600', '6600', POSTAL_CODES_5_DIGITS],
  ['ZA', '', '8001', '8001', '801', POSTAL_CODES_4_DIGITS],
  ['SG', '', '018956', '018956', '01895', POSTAL_CODE_INVALID],
];

const address = (country: string, region: string, postcode: string) => ({ country, region, postcode, line1: '1 Harbour Road', line2: '', city: country === 'SG' ? '' : 'Town' });

describe('the checkout takes the whole postal code of every country it ships to', () => {
  it('covers at least fifteen countries', () => {
    expect(new Set(COUNTRIES.map(([country]) => country)).size).toBeGreaterThanOrEqual(15);
  });

  it.each(COUNTRIES)('%s (%s): %j is stored as %j; %j is refused', async (country, region, typed, stored, wrong, message) => {
    const visitor = await shopper();
    const refused = await submitCheckout(visitor, address(country, region, wrong));
    expect(refused.status).toBe(400);
    expect(problemOf(await refused.text(), 'checkout-postcode')).toBe(message);

    const placed = await submitCheckout(visitor, address(country, region, typed));
    expect(placed.status).toBe(303);
    expect((await orderOf(placed)).shippingAddress).toMatchObject({ country, postcode: stored });
  });

  it('asks no postal code where the country has none (Hong Kong)', async () => {
    const placed = await submitCheckout(await shopper(), address('HK', 'Kowloon', ''));
    expect(placed.status).toBe(303);
    expect((await orderOf(placed)).shippingAddress?.postcode).toBe('');
  });

  it('shows the code it will store when the page comes back', async () => {
    const visitor = await shopper();
    await submitCheckout(visitor, { ...address('CA', 'QC', 'h2x1y4'), intent: 'update' });
    expect(await (await visitor.request('/checkout')).text()).toContain('value="H2X 1Y4"');
  });
});

describe('a billing address apart from the shipping address', () => {
  const billing = { billingChoice: '1', billingCountry: 'GB', billingLine1: '10 Downing St', billingCity: 'London', billingRegion: '', billingPostcode: 'sw1a2aa' };

  it('is the shipping address while the box stays ticked', async () => {
    const visitor = await shopper();
    const html = await (await visitor.request('/checkout')).text();
    expect(html).toMatch(/<input type="checkbox"[^>]* name="billingSameAsShipping" checked=""/);
    expect(html).not.toContain('name="billingLine1"');
    const placed = await submitCheckout(visitor, { ...address('US', 'NY', '10012'), ...billing, billingSameAsShipping: 'on' });
    expect((await orderOf(placed)).billingAddress).toBeNull();
  });

  it('is checked by its own country and stored normalised once the box is unticked', async () => {
    const visitor = await shopper();
    const refused = await submitCheckout(visitor, { ...address('US', 'NY', '10012'), ...billing, billingPostcode: 'SW1A', billingLine1: '' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(problemOf(html, 'checkout-billingPostcode')).toBe(POSTAL_CODE_INVALID);
    expect(problemOf(html, 'checkout-billingLine1')).toBe(REQUIRED);
    expect(problemOf(html, 'checkout-postcode')).toBeNull();

    const placed = await submitCheckout(visitor, { ...address('US', 'NY', '10012'), ...billing });
    expect(placed.status).toBe(303);
    const order = await orderOf(placed);
    expect(order.billingAddress).toEqual({ country: 'GB', line1: '10 Downing St', line2: '', city: 'London', region: '', postcode: 'SW1A 2AA' });
    expect(order.shippingAddress?.postcode).toBe('10012');
    const confirmed = await (await visitor.request(placed.headers.get('Location')!)).text();
    expect(confirmed).toContain('<h2>Billing address</h2>');
    expect(confirmed).toContain('SW1A 2AA');
  });
});

/** Posts the cart page's estimate form as a browser without scripts does. */
function estimate(visitor: Visitor, fields: Record<string, string>): Promise<Response> {
  const body = new URLSearchParams({ crumb: visitor.cookies.get(CRUMB_COOKIE) ?? '', region: '', postalCode: '', ...fields });
  if (!body.has('shownCountry')) body.set('shownCountry', body.get('country') ?? '');
  return visitor.request(CART_ESTIMATE_PATH, { method: 'POST', body, redirect: 'manual' });
}

describe("the cart page's shipping and tax estimate", () => {
  // Each row: a country, a location by the spec's partial rules and how it is kept, then a whole code the estimate refuses and its word.
  const LOCATIONS: [country: string, region: string, typed: string, kept: string, refused: string, message: string][] = [
    ['CA', 'QC', 'h2x', 'H2X', 'H2X 1Y4', FSA_INVALID],
    ['CA', 'ON', 'K1A', 'K1A', 'ZZZ', FSA_INVALID],
    ['GB', '', 'sw1a', 'SW1A', 'SW1A 1AA', POSTAL_CODE_INVALID],
    ['IE', '', 'd02', 'D02', 'D02 X285', POSTAL_CODE_INVALID],
    ['US', 'NY', '10012', '10012', '1001', ZIP_CODES_5_DIGITS],
    ['AU', 'QLD', '4000', '4000', '40000', POSTCODES_4_DIGITS],
  ];

  it.each(LOCATIONS)('%s: prices the cart for %s %j, kept as %j, and refuses %j', async (country, region, typed, kept, whole, message) => {
    const visitor = await shopper();
    const refused = await estimate(visitor, { country, region, postalCode: whole });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(problemOf(page, 'estimate-postalCode')).toBe(message);
    expect(page).toContain(`value="${whole}"`);

    expect((await estimate(visitor, { country, region, postalCode: typed })).status).toBe(303);
    const cart = await cartOf(visitor);
    expect(cart.shippingLocation).toEqual({ country, region, city: '', postalCode: kept });
    expect(cart.shippingOptions.length).toBeGreaterThan(0);
  });

  it('estimates shipping and tax on the cart page, and the checkout opens on the location', async () => {
    const visitor = await shopper();
    expect((await estimate(visitor, { country: 'CA', region: 'ON', postalCode: 'K1A' })).status).toBe(303);
    const cart = await cartOf(visitor);
    expect(cart.selectedShippingOption).toMatchObject({ id: 'canada', amountCents: 1500 });
    expect(cart.applicableTaxRules.map((tax) => tax.name)).toEqual(['GST', 'Ontario tax']);
    const page = await (await visitor.request('/cart')).text();
    expect(page).toContain('<legend>Estimate shipping and tax</legend>');
    expect(page).toMatch(/<label for="estimate-postalCode">FSA<\/label>/);
    expect(page).toContain('value="K1A"');
    expect(page).toContain('Shipping (Standard)');
    expect(page).toContain('Ontario tax (8%)');

    const checkout = await (await visitor.request('/checkout')).text();
    expect(checkout).toMatch(/<option value="CA" selected="">/);
    expect(checkout).toMatch(/<option value="ON" selected="">/);
    expect(checkout).toMatch(/<input id="checkout-postcode"[^>]* value="K1A"/);
    // The location is not an address: the checkout wants the whole code before it places the order.
    const partial = await submitCheckout(visitor, address('CA', 'ON', 'K1A'));
    expect(problemOf(await partial.text(), 'checkout-postcode')).toBe(POSTAL_CODE_INVALID);
  });

  it('keeps a whole code typed at checkout while a later estimate names its location', async () => {
    const visitor = await shopper();
    await submitCheckout(visitor, { ...address('CA', 'QC', 'H2X 1Y4'), intent: 'update' });
    await estimate(visitor, { country: 'CA', region: 'QC', postalCode: 'H2X' });
    expect((await cartOf(visitor)).shippingLocation?.postalCode).toBe('H2X 1Y4');
    await estimate(visitor, { country: 'CA', region: 'QC', postalCode: 'H3B' });
    expect((await cartOf(visitor)).shippingLocation?.postalCode).toBe('H3B');
  });

  it("takes a new country alone, to show that country's fields", async () => {
    const visitor = await shopper();
    await estimate(visitor, { country: 'CA', region: 'QC', postalCode: 'H2X' });
    expect((await estimate(visitor, { country: 'GB', shownCountry: 'CA', region: 'QC', postalCode: 'H2X' })).status).toBe(303);
    expect((await cartOf(visitor)).shippingLocation).toEqual({ country: 'GB', region: '', city: '', postalCode: '' });
    const page = await (await visitor.request('/cart')).text();
    expect(page).toMatch(/<label for="estimate-postalCode">Postcode<\/label><p class="checkout-hint" id="estimate-postalCode-instruction">Enter only the 1 to 4 character outcode.<\/p>/);
  });

  it('refuses a country the store does not ship to, and a region the country does not list', async () => {
    const visitor = await shopper();
    const region = await estimate(visitor, { country: 'US', region: 'ZZ', postalCode: '10012' });
    expect(region.status).toBe(400);
    expect(problemOf(await region.text(), 'estimate-region')).toBe(REQUIRED);
    await withStoreSettings(
      (settings) => (settings.shippingRules = [{ id: 'us', name: 'Standard', countries: ['US'], type: 'flat', amountCents: 500 }]),
      async () => {
        const refused = await estimate(visitor, { country: 'FR' });
        expect(refused.status).toBe(400);
        expect(problemOf(await refused.text(), 'estimate-country')).toBe(NO_SHIPPING_TO_COUNTRY);
      },
    );
  });
});
