import { beforeAll, describe, expect, it } from 'vitest';
import { CRUMB_COOKIE, QUANTITY_MAX, RESTOCK_SIGN_UP_API } from '../../schemas';
import { COOKIES_DISABLED, RATE_LIMITED, SESSION_EXPIRED } from '../../schemas/messages';
import { add, arrivingVisitor, cartOf, ENTRIES, product } from './cart-helpers';
import { seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);

const SUBSCRIPTION_API = '/api/3/commerce/cart/subscription';

/** Every state-changing call, with a body of the right shape for an entry of the visitor. */
async function calls() {
  const candle = await product('item-candle');
  const visitor = await arrivingVisitor();
  const { newlyAdded } = await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
  const entry = `${ENTRIES}/${newlyAdded.id}`;
  return {
    visitor,
    calls: [
      ['POST', ENTRIES],
      ['PUT', `${entry}/quantity`],
      ['PUT', `${entry}/additionalFields`],
      ['DELETE', entry],
      ['POST', SUBSCRIPTION_API],
      ['POST', RESTOCK_SIGN_UP_API],
    ] as const,
  };
}

describe('the crumb', () => {
  it('asks for cookies without the crumb cookie, and says the session expired for a wrong crumb', async () => {
    const { visitor, calls: all } = await calls();
    for (const [method, path] of all) {
      const bare = await visit(path, { method, body: '{}', headers: { 'Content-Type': 'application/json' } });
      expect([bare.status, await bare.json()]).toEqual([403, { message: COOKIES_DISABLED }]);
      const forged = await visitor.request(path, { method, body: '{}', headers: { 'X-CSRF-Token': 'guess' } });
      expect([forged.status, await forged.json()]).toEqual([403, { message: SESSION_EXPIRED }]);
    }
    // The checkout is a page: its refusals are pages, whatever was posted to it.
    const bare = await visit('/checkout', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect([bare.status, bare.headers.get('Content-Type')]).toEqual([403, 'text/html; charset=utf-8']);
    expect(await bare.text()).toContain('Please enable cookies');
    const forged = await visitor.request('/checkout', { method: 'POST', body: '{}', headers: { 'X-CSRF-Token': 'guess' } });
    expect([forged.status, forged.headers.get('Content-Type')]).toEqual([403, 'text/html; charset=utf-8']);
    expect((await cartOf(visitor)).totalQuantity).toBe(1);
  });

  it('is accepted from a form field or the query when there are no scripts', async () => {
    const visitor = await arrivingVisitor();
    const crumb = visitor.cookies.get(CRUMB_COOKIE)!;
    const form = await visitor.request('/checkout', { method: 'POST', body: new URLSearchParams({ crumb }) });
    expect(form.status).toBe(400);
    const wrongField = await visitor.request('/checkout', { method: 'POST', body: new URLSearchParams({ crumb: 'x' }) });
    expect(wrongField.status).toBe(403);
    const query = await visitor.request(`/checkout?crumb=${crumb}`, { method: 'POST', body: new URLSearchParams() });
    expect(query.status).toBe(400);
  });

  it('is handed out with the first API response', async () => {
    const response = await visit('/api/commerce/shopping-cart');
    expect(response.headers.getAll('Set-Cookie').some((line) => line.startsWith(`${CRUMB_COOKIE}=`))).toBe(true);
  });
});

/** wrangler.toml's VISITOR_CALLS binding: calls a visitor may make in one minute's window. */
const CALLS_PER_MINUTE = 120;

describe('rate limiting', () => {
  it(`answers 429 once a visitor has spent ${CALLS_PER_MINUTE} calls, and only that visitor`, async () => {
    const visitor = await arrivingVisitor();
    // The Rate Limiting binding (counted locally by workerd) counts in fixed one-minute windows: should the
    // burst straddle two, it has spent at most two windows' calls, so 10 beyond two windows are refused.
    const burst = await Promise.all(
      Array.from({ length: 2 * CALLS_PER_MINUTE + 10 }, () => visitor.send(`${ENTRIES}/no-such-entry`, 'DELETE', '')),
    );
    const limited = burst.filter((response) => response.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(10);
    expect(await limited[0].json()).toEqual({ message: RATE_LIMITED });
    expect(limited[0].headers.get('Retry-After')).toBe('1');
    const other = await arrivingVisitor();
    expect((await other.send(`${ENTRIES}/no-such-entry`, 'DELETE', '')).status).toBe(404);
    // Two minutes' windows of calls take a while on a loaded machine.
  }, 60_000);
});

describe('malformed requests get a 4xx, never a 500', () => {
  const bodies: [string, string][] = [
    ['bad JSON', '{"itemId": '],
    ['wrong types', JSON.stringify({ itemId: 7, sku: ['x'], quantity: {}, additionalFields: 5, qty: null })],
    ['an empty body', ''],
    ['a huge quantity', JSON.stringify({ itemId: 'item-candle', sku: 'x', quantity: '9'.repeat(40), qty: 1e308, additionalFields: 'null' })],
    ['an array', '[]'],
  ];

  it.each(bodies)('%s', async (_, body) => {
    const { visitor, calls: all } = await calls();
    for (const [method, path] of all.filter(([method]) => method !== 'DELETE')) {
      const response = await visitor.send(path, method, body);
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
      expect((await response.json<{ message: string }>()).message).toBeTruthy();
    }
    expect((await cartOf(visitor)).totalQuantity).toBe(1);
  });

  it('a 1 MB body is refused before it is read', async () => {
    const { visitor, calls: all } = await calls();
    const body = JSON.stringify({ quantity: QUANTITY_MAX, additionalFields: 'a'.repeat(1024 * 1024) });
    for (const [method, path] of all) expect((await visitor.send(path, method, body)).status).toBe(413);
    const form = await visitor.request('/checkout', {
      method: 'POST',
      body: new URLSearchParams({ crumb: visitor.cookies.get(CRUMB_COOKIE)!, padding: 'a'.repeat(1024 * 1024) }),
    });
    expect(form.status).toBe(413);
    expect(form.headers.get('Content-Type')).toMatch(/^text\/html/);
  });
});
