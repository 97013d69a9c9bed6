// What the checkout asks of the shopper and how it refuses: the address each
// country uses, the buyer's contact, the shipping choice, coupons, and forms
// that are malformed or out of date.
import { beforeAll, describe, expect, it } from 'vitest';
import { CRUMB_COOKIE, formatMoney } from '../../schemas';
import { REQUIRED } from '../../schemas/forms/form-rules';
import {
  FSA_INVALID,
  POSTAL_CODE_INVALID,
  POSTAL_CODES_4_DIGITS,
  POSTAL_CODES_5_DIGITS,
  POSTCODES_4_DIGITS,
  ZIP_CODES_5_DIGITS,
} from '../../schemas/address/postal-codes';
import {
  CART_EMPTY,
  COUPON_EXPIRED,
  COUPON_UNKNOWN,
  NO_SHIPPING_TO_COUNTRY,
  PHONE_INVALID,
  REQUEST_UNREADABLE,
  RESTOCK_EMAIL_BLANK,
  RESTOCK_EMAIL_INVALID,
  TOTAL_CHANGED,
} from '../../schemas/messages';
import { arrivingVisitor, cartOf, product } from './cart-helpers';
import { allOrders, BUYER, shopperWith, stockOf, submitCheckout, withStoreSettings } from './checkout-helpers';
import { seedDemoSite } from './demo-site';

beforeAll(seedDemoSite);

const visitorWithCandle = () => shopperWith('item-candle');

/** The message shown above a field of a re-rendered checkout, or null when it has none. */
function problemOf(html: string, field: string): string | null {
  return html.match(new RegExp(`<p class="field-problem" id="checkout-${field}-problem">([^<]*)</p>`))?.[1] ?? null;
}

const unescape = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('the address a country uses', () => {
  /** A whole address in each country, that the tests then spoil one field at a time. */
  const WHOLE: Record<string, Record<string, string>> = {
    US: { region: 'NY', postcode: '10012' },
    CA: { region: 'QC', postcode: 'H2X 1Y4' },
    AU: { region: 'QLD', postcode: '4000' },
    IE: { region: 'Dublin', postcode: 'D02 X285' },
    GB: { region: '', postcode: 'SW1A 1AA' },
    JP: { region: 'Tokyo', postcode: '100-0001' },
    DE: { region: '', postcode: '10115' },
    CH: { region: '', postcode: '8001' },
    ES: { region: 'Barcelona', postcode: '08038' },
    SG: { region: '', city: '', postcode: '018956' },
    HK: { region: 'Kowloon', postcode: '' },
    NZ: { region: '', postcode: '6011' },
    XX: {},
  };
  const address = (country: string, fields: Record<string, string> = {}) => ({ country, line1: '1 High St', line2: '', city: 'Town', ...WHOLE[country], ...fields });

  // Each row: the country, the fields left out or wrong, and the message the checkout then shows each of them.
  const refusals: [string, Record<string, string>, Record<string, string>][] = [
    ['US', { region: '', postcode: '' }, { region: REQUIRED, postcode: REQUIRED }],
    ['US', { region: 'ZZ' }, { region: REQUIRED }],
    ['US', { postcode: '9021' }, { postcode: ZIP_CODES_5_DIGITS }],
    ['CA', { region: '', city: '' }, { region: REQUIRED, city: REQUIRED }],
    ['CA', { postcode: 'D2X 1Y4' }, { postcode: FSA_INVALID }],
    ['CA', { postcode: 'H2X' }, { postcode: POSTAL_CODE_INVALID }],
    ['AU', { region: 'Queensland' }, { region: REQUIRED }],
    ['AU', { postcode: '400' }, { postcode: POSTCODES_4_DIGITS }],
    ['IE', { region: '' }, { region: REQUIRED }],
    ['IE', { postcode: 'D02' }, { postcode: POSTAL_CODE_INVALID }],
    ['GB', { postcode: 'SW1A' }, { postcode: POSTAL_CODE_INVALID }],
    ['JP', { region: '', line1: '' }, { region: REQUIRED, line1: REQUIRED }],
    ['JP', { postcode: '#100' }, { postcode: POSTAL_CODE_INVALID }],
    ['DE', { postcode: '', line1: '' }, { line1: REQUIRED, postcode: REQUIRED }],
    ['DE', { postcode: '1011' }, { postcode: POSTAL_CODES_5_DIGITS }],
    ['CH', { postcode: '80011' }, { postcode: POSTAL_CODES_4_DIGITS }],
    ['ES', { postcode: '0803' }, { postcode: POSTAL_CODES_5_DIGITS }],
    ['SG', { postcode: '' }, { postcode: REQUIRED }],
    ['HK', { region: '' }, { region: REQUIRED }],
    ['XX', {}, { country: REQUIRED }],
  ];

  it.each(refusals)('%s refuses %j', async (country, wrong, problems) => {
    const visitor = await visitorWithCandle();
    const response = await submitCheckout(visitor, address(country, wrong));
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const [field, message] of Object.entries(problems)) expect(unescape(problemOf(html, field) ?? '')).toBe(message);
    for (const field of ['line1', 'city', 'region', 'postcode'].filter((name) => !(name in problems))) expect(problemOf(html, field)).toBeNull();
  });

  it.each(Object.keys(WHOLE).filter((country) => country !== 'XX'))('%s takes a whole address', async (country) => {
    const visitor = await visitorWithCandle();
    expect((await submitCheckout(visitor, address(country))).status).toBe(303);
  });

  it('names and explains the postal code as each country does', async () => {
    const visitor = await visitorWithCandle();
    const shown = async (country: string) => {
      await submitCheckout(visitor, { intent: 'update', country });
      return (await visitor.request('/checkout')).text();
    };
    expect(await shown('US')).toMatch(/<label for="checkout-postcode">ZIP code<\/label>.*placeholder="90210"/s);
    expect(await shown('ES')).toContain('placeholder="08038"');
    // The address a parcel goes to takes the whole code: no partial code's instruction.
    expect(await shown('CA')).toMatch(/<label for="checkout-postcode">Postal code<\/label>.*placeholder="K1A 0B1"/s);
    expect(await shown('GB')).toMatch(/<label for="checkout-postcode">Postcode<\/label>.*placeholder="SW1A 1AA"/s);
    expect(await shown('IE')).toMatch(/<label for="checkout-postcode">Eircode<\/label>.*placeholder="A65 F4E2"/s);
    for (const country of ['GB', 'IE']) expect(await shown(country)).not.toContain('checkout-postcode-instruction');
    expect(await shown('HK')).not.toContain('checkout-postcode');
  });

  const accepted: [string, Record<string, string>][] = [
    ['US', { region: 'CA', postcode: '94103-1234' }],
    ['SE', { region: '', postcode: '114 55' }],
  ];

  it.each(accepted)('%s takes an address with %j', async (country, fields) => {
    const visitor = await visitorWithCandle();
    const response = await submitCheckout(visitor, { ...address('US'), country, ...fields });
    expect(response.status).toBe(303);
  });

  it('asks for the region by its name in each country', async () => {
    const visitor = await visitorWithCandle();
    const labels: Record<string, string> = { US: 'State', CA: 'Province', GB: 'County', NZ: 'Region', IE: 'County' };
    for (const [country, label] of Object.entries(labels)) {
      const html = await (await submitCheckout(visitor, { intent: 'update', country }).then(() => visitor.request('/checkout'))).text();
      expect(html).toContain(`<label for="checkout-region">${label}`);
    }
    await submitCheckout(visitor, { intent: 'update', country: 'DE' });
    expect(await (await visitor.request('/checkout')).text()).not.toContain('checkout-region');
  });

  it('refuses a country the store does not ship to', async () => {
    await withStoreSettings(
      (settings) => (settings.shippingRules = [{ id: 'us', name: 'Standard', countries: ['US'], type: 'flat', amountCents: 500 }]),
      async () => {
        const visitor = await visitorWithCandle();
        const html = await (await visitor.request('/checkout')).text();
        expect(html).toContain('<option value="US"');
        expect(html).not.toContain('<option value="FR"');
        const response = await submitCheckout(visitor, { country: 'FR', region: '' });
        expect(response.status).toBe(400);
        expect(unescape(problemOf(await response.text(), 'country') ?? '')).toBe(NO_SHIPPING_TO_COUNTRY);
      },
    );
  });
});

describe('the buyer', () => {
  const refusals: [Record<string, string>, Record<string, string>][] = [
    [{ email: '' }, { email: RESTOCK_EMAIL_BLANK }],
    [{ email: 'ada@' }, { email: RESTOCK_EMAIL_INVALID }],
    [{ firstName: '  ', lastName: '' }, { firstName: REQUIRED, lastName: REQUIRED }],
    [{ phone: 'call me' }, { phone: PHONE_INVALID }],
    [{ phone: '12' }, { phone: PHONE_INVALID }],
  ];

  it.each(refusals)('is refused for %j', async (fields, problems) => {
    const visitor = await visitorWithCandle();
    const before = (await allOrders()).length;
    const response = await submitCheckout(visitor, fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const [field, message] of Object.entries(problems)) expect(unescape(problemOf(html, field) ?? '')).toBe(message);
    // What was typed is shown again, and nothing was bought.
    expect(html).toContain(`value="${BUYER.line1}"`);
    expect((await allOrders()).length).toBe(before);
    expect((await cartOf(visitor)).totalQuantity).toBe(1);
  });

  it('needs no phone', async () => {
    expect((await submitCheckout(await visitorWithCandle(), { phone: '' })).status).toBe(303);
  });

  it('keeps odd text as typed, and shows it escaped', async () => {
    const visitor = await visitorWithCandle();
    const name = '<script>alert(1)</script> Zoë 李 \u{1F600}';
    const placed = await submitCheckout(visitor, { firstName: name, line2: '"quoted" & <b>bold</b>' });
    expect(placed.status).toBe(303);
    const html = await (await visitor.request(placed.headers.get('Location')!)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Zoë 李 \u{1F600}');
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
  });
});

describe('saving what was typed', () => {
  it('keeps it with the cart, out of the URL, and prices the cart for it', async () => {
    const visitor = await visitorWithCandle();
    const saved = await submitCheckout(visitor, { intent: 'update', country: 'CA', region: 'ON', postcode: '' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe('/checkout');
    const html = await (await visitor.request('/checkout')).text();
    expect(html).toContain(`value="${BUYER.email}"`);
    expect(html).toContain('<option value="CA" selected=""');
    expect(html).toContain('<option value="ON" selected=""');
    const cart = await cartOf(visitor);
    expect(cart.shippingLocation).toEqual({ country: 'CA', region: 'ON', city: BUYER.city, postalCode: '' });
    expect(cart.applicableTaxRules.map((tax) => tax.name)).toEqual(['GST', 'Ontario tax']);
    expect(cart.selectedShippingOption?.id).toBe('canada');
  });

  it('applies a coupon, or says why it does not', async () => {
    const visitor = await visitorWithCandle();
    await submitCheckout(visitor, { intent: 'update', couponCode: ' welcome10 ' });
    const cart = await cartOf(visitor);
    expect(cart.validCoupons).toEqual([{ code: 'WELCOME10', type: 'percent', discountCents: Math.round(cart.subtotalCents / 10) }]);
    expect(await (await visitor.request('/checkout')).text()).toContain(`WELCOME10 takes ${formatMoney(cart.discountCents, 'USD', 'en-US')} off.`);

    for (const [code, message] of [['SPRING2020', COUPON_EXPIRED], ['NOPE', COUPON_UNKNOWN]]) {
      await submitCheckout(visitor, { intent: 'update', couponCode: code });
      expect((await cartOf(visitor)).discountCents).toBe(0);
      expect(unescape(problemOf(await (await visitor.request('/checkout')).text(), 'couponCode') ?? '')).toBe(message);
      // An order is not placed with a coupon that does not apply.
      expect((await submitCheckout(visitor, { couponCode: code })).status).toBe(400);
    }
  });

  it('places the order only at the total the shopper saw', async () => {
    const visitor = await visitorWithCandle();
    const shown = (await cartOf(visitor)).grandTotalCents;
    const stale = await submitCheckout(visitor, { expectedTotal: String(shown + 1) });
    expect(stale.status).toBe(409);
    expect(unescape(await stale.text())).toContain(TOTAL_CHANGED);
    const current = (await cartOf(visitor)).grandTotalCents;
    expect((await submitCheckout(visitor, { expectedTotal: String(current) })).status).toBe(303);
  });
});

describe('a malformed checkout form', () => {
  it('gets a 400 page, never a 500, and takes nothing', async () => {
    const candle = await product('item-candle');
    const visitor = await visitorWithCandle();
    const before = await stockOf(visitor, candle.id);
    const crumb = visitor.cookies.get(CRUMB_COOKIE)!;
    const multipart = new FormData();
    multipart.set('crumb', crumb);
    multipart.set('email', new File(['x'], 'x.txt'));
    const bodies: BodyInit[] = [
      new URLSearchParams({ crumb, intent: 'buy-everything' }),
      new URLSearchParams({ crumb, email: 'a'.repeat(300) }),
      new URLSearchParams({ crumb, expectedTotal: '12.5' }),
      multipart,
    ];
    for (const body of bodies) {
      const response = await visitor.request('/checkout', { method: 'POST', body, redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(REQUEST_UNREADABLE);
    }
    expect(await stockOf(visitor, candle.id)).toEqual(before);
    expect((await cartOf(visitor)).totalQuantity).toBe(1);
  });

  it('without a cart is the empty cart', async () => {
    const visitor = await arrivingVisitor();
    const response = await submitCheckout(visitor);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(CART_EMPTY);
  });
});
