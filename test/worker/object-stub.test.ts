// Durable Object faults (issue #25): a call the runtime refuses as overloaded is made once more
// after a short wait; one refused again answers 503 with Retry-After, and what the request had
// done is undone. The faults are injected in the binding, before the call reaches the object, as
// the runtime's own are: what runs is our stub wrapper, routes, checkout and error answer.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CART_API } from '../../schemas';
import { RATE_LIMITED } from '../../schemas/messages';
import { forgetCachedContent } from '../../worker/content/isolate-cache';
import { add, arrivingVisitor, cartOf, ENTRIES, publishCopy } from './cart-helpers';
import { allOrders, stockOf, submitCheckout } from './checkout-helpers';
import { seedDemoSite } from './demo-site';
import { failing, overloaded, sameVisitorThrough, withBindings } from './faulty-bindings';
import { loggedLines } from './log-lines';

beforeAll(seedDemoSite);
afterEach(() => {
  vi.restoreAllMocks();
  forgetCachedContent();
});

const TEE = { itemId: 'item-tee', sku: 'TEE-M-SAGE' };

/** The runtime's mark for a call that may have run: the object restarted, or the connection dropped. */
const retryable = () => Object.assign(new Error('Network connection lost.'), { retryable: true });

describe('a Durable Object that will not take a call', () => {
  it('is asked once more after a short wait: an add refused once as overloaded is taken, once', async () => {
    const visitor = await arrivingVisitor();
    const carts = failing(env.CARTS, 'addEntry', overloaded, 1);
    const through = sameVisitorThrough(visitor, withBindings({ CARTS: carts.binding }));
    const response = await through.send(ENTRIES, 'POST', { ...TEE, quantity: 2 });
    expect(response.status).toBe(200);
    expect(carts.attempts()).toBe(2);
    expect((await cartOf(through)).totalQuantity).toBe(2);
  });

  it('refused again, answers 503 with Retry-After and the words for coming back shortly, and adds nothing', async () => {
    const visitor = await arrivingVisitor();
    await add(visitor, { ...TEE, quantity: 1 });
    const carts = failing(env.CARTS, 'addEntry', overloaded);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await sameVisitorThrough(visitor, withBindings({ CARTS: carts.binding })).send(ENTRIES, 'POST', { ...TEE, quantity: 2 });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ message: RATE_LIMITED });
    // One retry, not a loop that would add to the overload.
    expect(carts.attempts()).toBe(2);
    expect((await cartOf(visitor)).totalQuantity).toBe(1);
    const [line] = loggedLines(warn);
    expect(line).toMatchObject({ level: 'warn', requestId: response.headers.get('X-Request-Id'), route: ENTRIES, error: { name: 'ObjectBusy', cause: { message: expect.stringContaining('overloaded') } } });
  });

  it('refusing the order, answers the checkout with a 503 page; the stock is given back and the cart stays open; placed again it is one order', async () => {
    const candle = await publishCopy('item-candle', 'item-busy-candle', 5);
    const visitor = await arrivingVisitor();
    await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 2 });
    const orders = failing(env.ORDERS, 'record', overloaded);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The test cards' store (no Stripe keys, PAYMENTS_MODE "test"), which records the order as it pays: with Stripe the
    // payment is held and its webhook places the order later (test/worker/card-checkout.test.ts).
    const testCards = { STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined };
    const refused = await submitCheckout(sameVisitorThrough(visitor, withBindings({ ORDERS: orders.binding, ...testCards })));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).not.toBeNull();
    expect(refused.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await refused.text()).toContain(RATE_LIMITED);
    expect(orders.attempts()).toBe(2);
    // Nothing half-written: the checkout's undo gave the stock back and let go of the cart.
    expect((await stockOf(visitor, candle.id))[0].qtyInStock).toBe(5);
    expect((await allOrders()).some((order) => order.items.some((line) => line.itemId === candle.id))).toBe(false);
    await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
    expect((await cartOf(visitor)).totalQuantity).toBe(3);

    const placed = await submitCheckout(visitor);
    expect(placed.status).toBe(303);
    expect((await allOrders()).filter((order) => order.items.some((line) => line.itemId === candle.id))).toHaveLength(1);
    expect((await stockOf(visitor, candle.id))[0].qtyInStock).toBe(2);
  });

  it('asks once more after a retryable fault only for a call that may run twice: a read, not an add', async () => {
    const visitor = await arrivingVisitor();
    await add(visitor, { ...TEE, quantity: 1 });
    const reads = failing(env.CARTS, 'cart', retryable, 1);
    const read = await sameVisitorThrough(visitor, withBindings({ CARTS: reads.binding })).request(CART_API);
    expect(read.status).toBe(200);
    expect(reads.attempts()).toBe(2);
    expect((await read.json<{ totalQuantity: number }>()).totalQuantity).toBe(1);

    const adds = failing(env.CARTS, 'addEntry', retryable, 1);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const added = await sameVisitorThrough(visitor, withBindings({ CARTS: adds.binding })).send(ENTRIES, 'POST', { ...TEE, quantity: 1 });
    expect(added.status).toBe(503);
    expect(adds.attempts()).toBe(1);
  });
});
