// Issue #25: a deployed Worker checks its configuration once per isolate. A
// secret missing, or a value of local development, makes every page a plain
// 503 page and every call a 503 JSON message, with one log line that names what
// is wrong and never a value; /healthz still answers.
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_NOT_AVAILABLE } from '../../schemas/messages';
import { CART_ENTRIES_API, CENSUS_API } from '../../schemas/site/paths';
import { app } from '../../worker/app';
import type { Env } from '../../worker/env';
import { arrivingVisitor, publishCopy } from './cart-helpers';
import { throughApp, withStoreSettings } from './checkout-helpers';
import type { Visitor } from './cookie-jar';
import { DEMO_ORIGIN, demoProduct, seedDemoSite } from './demo-site';

/** The words for a site that cannot serve. */
const UNAVAILABLE = 'This site is not available right now.';

/** Everything a production deployment needs, none of it local development's. */
const PRODUCTION = {
  DEPLOYMENT: 'production',
  COOKIE_SECRET: 'f3b1c9e07a2d4c6b8e5f1a3d7c9b2e4f6a8c0d2e',
  PLATFORM_TOKEN: '9c2e4f6a8b0d1e3f5a7c9b1d3e5f7a9c',
  STRIPE_SECRET_KEY: 'sk_live_configuration_test',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_configuration_test',
  STRIPE_WEBHOOK_SECRET: 'whsec_configuration_test',
  RESEND_API_KEY: 're_configuration_test',
  MAIL_FROM: 'Fern & Field <orders@example.com>',
  ENVIRONMENT: undefined,
  // Stripe's own API and Stripe.js, and real money.
  STRIPE_API_BASE: undefined,
  STRIPE_JS_URL: undefined,
  PAYMENTS_MODE: undefined,
};

/** A request through the app on bindings of its own: each bindings object is one isolate's. */
function through(bindings: Partial<Record<keyof Env, unknown>>) {
  const isolateEnv = { ...env, ...bindings } as Env;
  return (path: string, init?: RequestInit) => app.fetch(new Request(new URL(path, DEMO_ORIGIN), init), isolateEnv, createExecutionContext());
}

const addToCart = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ itemId: 'item-tee', sku: 'TEE-M-SAGE', quantity: 1 }) };

beforeAll(seedDemoSite);
afterEach(() => vi.restoreAllMocks());

describe('a deployment missing a secret', () => {
  it('answers every page with a plain 503 page and every call with a 503 JSON message', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = through({ ...PRODUCTION, COOKIE_SECRET: undefined, MAIL_FROM: '' });

    const page = await send('/shop');
    expect(page.status).toBe(503);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain(`<h1>${UNAVAILABLE}</h1>`);
    expect(html).not.toContain('Fern &amp; Field');

    const call = await send(CART_ENTRIES_API, addToCart);
    expect(call.status).toBe(503);
    expect(await call.json()).toEqual({ message: UNAVAILABLE });

    expect((await send('/healthz')).status).toBe(200);
    // One line for the isolate, whatever the number of requests.
    expect(errors).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(errors.mock.calls[0][0]));
    expect(line).toMatchObject({ deployment: 'production' });
    expect(line.problems).toEqual([
      { name: 'COOKIE_SECRET', problem: 'missing' },
      { name: 'MAIL_FROM', problem: 'missing' },
    ]);
  });

  it('never says what the values it was given are', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await through({ ...PRODUCTION, RESEND_API_KEY: undefined })('/');
    const line = String(errors.mock.calls[0][0]);
    expect(line).toContain('RESEND_API_KEY');
    for (const value of [PRODUCTION.COOKIE_SECRET, PRODUCTION.PLATFORM_TOKEN, PRODUCTION.STRIPE_SECRET_KEY, PRODUCTION.MAIL_FROM]) expect(line).not.toContain(value);
  });
});

describe('a deployment with a value of local development', () => {
  it('refuses the development switch and the local cookie secret and platform key', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The staging deployment with wrangler.toml's old top-level [vars] (issue #25's first finding), on the Stripe stand-in.
    const send = through({ DEPLOYMENT: 'staging', COOKIE_SECRET: env.COOKIE_SECRET, PLATFORM_TOKEN: env.PLATFORM_TOKEN, ENVIRONMENT: 'development' });
    expect((await send('/')).status).toBe(503);
    expect((await send('/api/platform/dev/content', { method: 'POST', headers: { Authorization: `Bearer ${env.PLATFORM_TOKEN}` } })).status).toBe(503);
    expect(JSON.parse(String(errors.mock.calls[0][0])).problems).toEqual([
      { name: 'COOKIE_SECRET', problem: 'development value' },
      { name: 'PLATFORM_TOKEN', problem: 'development value' },
      { name: 'STRIPE_SECRET_KEY', problem: 'development value' },
      { name: 'STRIPE_PUBLISHABLE_KEY', problem: 'development value' },
      { name: 'STRIPE_WEBHOOK_SECRET', problem: 'development value' },
      { name: 'STRIPE_API_BASE', problem: 'development value' },
      { name: 'STRIPE_JS_URL', problem: 'development value' },
      { name: 'ENVIRONMENT', problem: 'development value' },
    ]);
  });

  it('takes a DEPLOYMENT it does not know for a misconfiguration, not for local development', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await through({ DEPLOYMENT: 'prod' })('/')).status).toBe(503);
    expect(JSON.parse(String(errors.mock.calls[0][0]))).toMatchObject({ deployment: 'prod', problems: [{ name: 'DEPLOYMENT', problem: 'unknown deployment' }] });
  });

  it('refuses a placeholder wrangler.toml still holds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await through({ ...PRODUCTION, MAIL_FROM: 'REPLACE_WITH_YOUR_SENDER' })('/')).status).toBe(503);
  });
});

describe('a deployment without Stripe keys (#26)', () => {
  const withoutStripe = { ...PRODUCTION, STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined };
  const buyer = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', country: 'US', line1: '12 Bleecker St', city: 'New York', region: 'NY', postcode: '10012' };

  async function checkoutOf(itemId: string, sku: string) {
    const visitor = await arrivingVisitor(throughApp(withoutStripe as Partial<Env>));
    expect((await visitor.send(CART_ENTRIES_API, 'POST', { itemId, sku, quantity: 1 })).status).toBe(200);
    return visitor;
  }
  const place = (visitor: Visitor) => visitor.request('/checkout', { method: 'POST', body: new URLSearchParams({ crumb: visitor.cookies.get('crumb') ?? '', intent: 'place', ...buyer }), redirect: 'manual' });

  it('serves the site, and refuses paid orders with a plain word and a log line that says why', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const candle = await demoProduct('item-candle');
    const visitor = await checkoutOf(candle.id, candle.structuredContent.variants[0].sku);
    expect(await (await visitor.request('/checkout')).text()).toContain(CHECKOUT_NOT_AVAILABLE);
    const refused = await place(visitor);
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain(CHECKOUT_NOT_AVAILABLE);
    const logged = errors.mock.calls.map((call) => String(call[0])).find((line) => line.includes('payments are not configured'));
    expect(JSON.parse(logged!)).toMatchObject({
      level: 'error',
      message: 'checkout refused a paid order: payments are not configured',
      reason: 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET not set and PAYMENTS_MODE is not "test"',
      websiteId: 'demo-website',
      requestId: expect.any(String),
    });
    // Nothing was taken: the stock is as it was, and the cart is still the shopper's.
    const stock = await (await visitor.request(`/api/commerce/inventory/stock/?itemId=${candle.id}`)).json<{ results: { qtyInStock: number }[] }>();
    expect(stock.results[0].qtyInStock).toBe(candle.structuredContent.variants[0].qtyInStock);
  });

  it('still places an order with nothing to pay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The receipt goes to the mail provider, which is not reached from here: that is logged, never a refusal.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    const free = await publishCopy('item-candle', 'item-free-candle', 5, (variant) => ({ ...variant, onSale: false, priceMoney: { ...variant.priceMoney, value: '0.00' } }));
    // Shipped for nothing, too.
    const freeShipping = (store: Record<string, unknown>) => void (store.shippingRules = [{ id: 'free', name: 'Free shipping', countries: ['*'], type: 'free', minimumSubtotalCents: 0 }]);
    await withStoreSettings(freeShipping, async () => {
      const visitor = await checkoutOf(free.id, free.structuredContent.variants[0].sku);
      const placed = await place(visitor);
      expect(placed.status).toBe(303);
      expect(placed.headers.get('Location')).toMatch(/^\/checkout\/order-confirmed\//);
    });
  });
});

describe('a complete configuration', () => {
  it('serves the deployment its pages and calls', async () => {
    const errors = vi.spyOn(console, 'error');
    const send = through(PRODUCTION);
    expect((await send('/shop')).status).toBe(200);
    expect((await send(CENSUS_API.contextConfig)).status).toBe(200);
    expect(errors).not.toHaveBeenCalled();
  });

  it('answers 503, never 500, when local development has no cookie secret (wrangler dev without .dev.vars)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await through({ COOKIE_SECRET: undefined })(CART_ENTRIES_API, addToCart);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: UNAVAILABLE });
  });

  it('runs local development on its own values', async () => {
    expect((await through({})('/shop')).status).toBe(200);
  });
});
