// Issue #30: a site's order book split over shards. Checkouts record their
// orders on the shard their cart picks, numbered from blocks shard 0 hands
// out; every reader (the owner's list, paging, search, CSV, one order by
// number, refunds, the payment's webhook) sees one book.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumberText, OWNER_API, type Order } from '../../schemas';
import { NUMBER_BLOCKS, type NewOrder } from '../../worker/orders/order-book';
import { SiteOrders } from '../../worker/orders/site-orders';
import { spread } from '../../worker/storage/spread';
import { add, arrivingVisitor, publishCopy, websiteId } from './cart-helpers';
import { allOrders, orderOf, submitCheckout, withStoreSettings } from './checkout-helpers';
import { seedDemoSite, visit } from './demo-site';
import { sameVisitorThrough, withBindings } from './faulty-bindings';
import { dashboardSignIn, ownerHeaders, postForm } from './owner-helpers';
import { deliverWebhooks } from './stripe-stand-in';

beforeAll(seedDemoSite);

const SHARDS = 4;
const OWNER_EMAIL = 'owner@fernandfield.test';

/** Runs `test` with the demo store's order book split over SHARDS objects. */
const onShards = <T>(test: () => Promise<T>) => withStoreSettings((store) => void (store.orderBookShards = SHARDS), test);

const shardName = (site: string, shard: number) => (shard === 0 ? site : `${site}#${shard}`);

/** What each shard of `site`'s book holds and, for shard 0, the blocks it handed out: read inside the objects. */
async function shardsOf(site: string) {
  const orders = await Promise.all(
    Array.from({ length: SHARDS }, (_, shard) =>
      runInDurableObject(env.ORDERS.get(env.ORDERS.idFromName(shardName(site, shard))), (_, state) =>
        state.storage.sql.exec<{ id: string; number: number }>('SELECT id, number FROM orders ORDER BY number').toArray(),
      ),
    ),
  );
  const numbers = orders.map((onShard) => onShard.map((order) => order.number));
  const handed = await runInDurableObject(env.ORDERS.get(env.ORDERS.idFromName(site)), (_, state) =>
    state.storage.sql.exec<{ first: number; last: number; shard: number }>('SELECT first, last, shard FROM handed_blocks ORDER BY first').toArray(),
  );
  return { orders, numbers, handed };
}

let copies = 0;

/** `buyers` shoppers with one candle each, checking out at once; their confirmations. */
async function checkouts(buyers: number, fields: (index: number) => Record<string, string> = () => ({})): Promise<Response[]> {
  const candle = await publishCopy('item-candle', `item-sharded-candle-${++copies}`, buyers);
  const visitors = await Promise.all(Array.from({ length: buyers }, () => arrivingVisitor()));
  await Promise.all(visitors.map((visitor) => add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 })));
  const placed = await Promise.all(visitors.map((visitor, index) => submitCheckout(visitor, fields(index))));
  expect(placed.map((response) => response.status)).toEqual(placed.map(() => 303));
  return placed;
}

const orderIdOf = (placed: Response) => placed.headers.get('Location')!.split('/').pop()!;

/** An order as a checkout hands it to the book, for cart `cartId`, copied from a placed one. */
function newOrderFor(placed: Order, cartId: string, paymentReference = crypto.randomUUID()): NewOrder {
  const { number: _number, paymentStatus: _status, ...order } = placed;
  return { ...order, id: crypto.randomUUID(), purchasedCartId: cartId, payment: { provider: 'test-mode', reference: paymentReference } };
}

/** A cart id the book of `shards` shards records on `shard`. */
function cartOnShard(shard: number, shards = SHARDS): string {
  for (;;) {
    const cartId = crypto.randomUUID();
    if (spread(cartId, shards) === shard) return cartId;
  }
}

let template: Promise<Order> | undefined;
/** One order placed through the checkout, to copy. */
const placedOrder = () => (template ??= checkouts(1).then(([placed]) => orderOf(placed)));

describe('an order book split over shards', () => {
  it('gives concurrent checkouts unique, short numbers; the only gaps are the unused ends of blocks', { timeout: 60_000 }, async () => {
    await onShards(async () => {
      const before = (await allOrders()).length;
      const placed = await checkouts(24);
      const { orders, numbers, handed } = await shardsOf(await websiteId());
      const all = numbers.flat();
      expect(all).toHaveLength(before + 24);
      expect(new Set(all).size).toBe(all.length);
      // The cart picks the shard: 24 carts do not all pick one.
      expect(numbers.filter((onShard) => onShard.length > 0).length).toBeGreaterThan(1);
      // Each shard beyond 0 numbers from the blocks shard 0 handed it, and from nothing else.
      for (let shard = 1; shard < SHARDS; shard++) {
        const blocks = handed.filter((block) => block.shard === shard);
        expect(numbers[shard].every((number) => blocks.some((block) => block.first <= number && number <= block.last))).toBe(true);
      }
      // Every number up to the largest is an order or a number left in a block: nothing else is skipped.
      const largest = Math.max(...all);
      const left = handed.flatMap((block) => Array.from({ length: block.last - block.first + 1 }, (_, offset) => block.first + offset)).filter((number) => !all.includes(number));
      expect([...all, ...left].filter((number) => number <= largest).sort((a, b) => a - b)).toEqual(Array.from({ length: largest }, (_, index) => index + 1));
      // Short: 24 orders leave at most each of 3 shards' last block unused, a first block or a second of at most twice its size.
      expect(largest).toBeLessThanOrEqual(before + 24 + (SHARDS - 1) * 2 * NUMBER_BLOCKS.FIRST_BLOCK);
      const listed = new Set((await allOrders()).map((order) => order.id));
      expect(placed.map(orderIdOf).filter((id) => !listed.has(id))).toEqual([]);
      // An order's id names its shard, so its confirmation page asks that shard alone.
      orders.forEach((onShard, shard) => onShard.forEach((order) => expect(order.id.slice(-2)).toBe(shard.toString(16).padStart(2, '0'))));
      for (const confirmation of placed.slice(0, 6)) {
        const page = await visit(confirmation.headers.get('Location')!);
        expect(page.status).toBe(200);
        const number = orders.flat().find((order) => order.id === orderIdOf(confirmation))!.number;
        expect(await page.text()).toContain(`<strong class="order-number">${orderNumberText(number)}</strong>`);
      }
    });
  });

  it('a shard takes its next block from shard 0 when its block is used up, and checkouts racing for it share one', async () => {
    const placed = await placedOrder();
    const site = `order-shards-${crypto.randomUUID()}`;
    const book = new SiteOrders(env, site, SHARDS);
    const { FIRST_BLOCK } = NUMBER_BLOCKS;
    const first: Order[] = [];
    for (let i = 0; i < FIRST_BLOCK; i++) first.push(await book.record(newOrderFor(placed, cartOnShard(2))));
    expect(first.map((order) => order.number)).toEqual(Array.from({ length: FIRST_BLOCK }, (_, index) => index + 1));
    // Shard 0 numbers its own orders past every block it handed.
    expect((await book.record(newOrderFor(placed, cartOnShard(0)))).number).toBe(FIRST_BLOCK + 1);
    const racing = await Promise.all(Array.from({ length: 5 }, () => book.record(newOrderFor(placed, cartOnShard(2)))));
    const { numbers, handed } = await shardsOf(site);
    expect(handed).toHaveLength(2);
    const [, second] = handed;
    expect(second).toMatchObject({ shard: 2, first: FIRST_BLOCK + 2 });
    expect(second.last - second.first + 1).toBeGreaterThan(FIRST_BLOCK);
    expect(second.last - second.first + 1).toBeLessThanOrEqual(2 * FIRST_BLOCK);
    expect(racing.map((order) => order.number).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4].map((offset) => second.first + offset));
    expect(numbers).toEqual([[FIRST_BLOCK + 1], [], [...first, ...racing].map((order) => order.number).sort((a, b) => a - b), []]);
  });

  it('raising the count keeps the orders of the one book, and numbers go on past them', async () => {
    const placed = await placedOrder();
    const site = `order-shards-${crypto.randomUUID()}`;
    const one = new SiteOrders(env, site, 1);
    const earlier = [await one.record(newOrderFor(placed, crypto.randomUUID())), await one.record(newOrderFor(placed, crypto.randomUUID()))];
    expect(earlier.map((order) => order.number)).toEqual([1, 2]);
    const split = new SiteOrders(env, site, SHARDS);
    const later = await split.record(newOrderFor(placed, cartOnShard(3)));
    expect(later.number).toBe(3);
    expect((await split.page(null, 10)).orders.map((order) => order.number)).toEqual([3, 2, 1]);
    expect(await split.order(earlier[0].id)).toMatchObject({ number: 1 });
  });

  it('the owner lists, pages, exports, searches and opens orders across shards, and refunds one', { timeout: 60_000 }, async () => {
    await onShards(async () => {
      const stamp = crypto.randomUUID().slice(0, 8);
      const placed = await checkouts(10, (index) => ({ email: `buyer-${index}-${stamp}@shards.test` }));
      const { numbers } = await shardsOf(await websiteId());
      const ids = new Set(placed.map(orderIdOf));

      const paged: Order[] = [];
      let cursor = '';
      for (;;) {
        const page = await (await visit(`${OWNER_API.orders}?limit=5${cursor && `&cursor=${cursor}`}`, { headers: await ownerHeaders() })).json<{ orders: Order[]; nextPageCursor: string | null }>();
        expect(page.orders.length).toBeLessThanOrEqual(5);
        paged.push(...page.orders);
        if (page.nextPageCursor === null) break;
        cursor = page.nextPageCursor;
      }
      const pagedNumbers = paged.map((order) => order.number);
      expect(pagedNumbers).toEqual(numbers.flat().sort((a, b) => b - a));
      expect(paged.filter((order) => ids.has(order.id))).toHaveLength(10);

      const csv = await (await visit(OWNER_API.ordersCsv, { headers: await ownerHeaders() })).text();
      expect(csv.trimEnd().split('\r\n')).toHaveLength(paged.length + 1);

      const ours = paged.filter((order) => ids.has(order.id));
      const owner = await dashboardSignIn(OWNER_EMAIL);
      const found = await (await postForm(owner, '/config/orders', { q: stamp })).text();
      for (const order of ours) expect(found).toContain(`>${orderNumberText(order.number)}<`);
      const elsewhere = ours.find((order) => !numbers[0].includes(order.number)) ?? ours[0];
      const opened = await owner.request(`/config/orders/${elsewhere.number}`);
      expect(opened.status).toBe(200);
      expect(await opened.text()).toContain(elsewhere.customer.email);

      const refunded = await visit(`${OWNER_API.orders}/${elsewhere.number}/refund`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(await ownerHeaders()) }, body: '{}' });
      expect(refunded.status).toBe(200);
      expect((await allOrders()).find((order) => order.id === elsewhere.id)).toMatchObject({ refunded: elsewhere.grandTotal, paymentStatus: 'refunded' });
    });
  });

  it("records a payment's order once, on its cart's shard, whoever records it and however often", async () => {
    await onShards(async () => {
      const [placed] = await checkouts(1);
      const order = await orderOf(placed);
      const paymentId = order.payment!.reference;
      // Stripe's webhook for the same payment comes after the return: it finds the order on its shard.
      expect(await deliverWebhooks('payment_intent.succeeded', paymentId)).toEqual([200]);
      const book = new SiteOrders(env, await websiteId(), SHARDS);
      const again = await book.recordPayment({ ...newOrderFor(order, order.purchasedCartId, paymentId), id: order.id });
      expect(again).toEqual({ order: expect.objectContaining({ id: order.id, number: order.number }), created: false });
      expect((await allOrders()).filter((candidate) => candidate.payment?.reference === paymentId)).toHaveLength(1);
    });

    const fresh = new SiteOrders(env, `order-shards-${crypto.randomUUID()}`, SHARDS);
    const retried = newOrderFor(await placedOrder(), cartOnShard(3));
    const results = await Promise.all(Array.from({ length: 4 }, () => fresh.recordPayment(retried)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.order.number))).toEqual(new Set([1]));
  });

  it("reads a shopper's orders and subscriptions, cancels one, and totals the days across shards", async () => {
    const placed = await placedOrder();
    const book = new SiteOrders(env, `order-shards-${crypto.randomUUID()}`, SHARDS);
    const email = 'Regular@Shoppers.test';
    const customer = { ...placed.customer, email };
    const recorded: Order[] = [];
    for (const shard of [1, 2, 0, 3]) recorded.push(await book.record({ ...newOrderFor(placed, cartOnShard(shard)), customer }));
    const subscription = { id: crypto.randomUUID(), provider: 'test-mode', reference: null };
    const subscribed = await book.record({ ...newOrderFor(placed, cartOnShard(2)), customer, items: [{ ...placed.items[0], subscription }] });

    const newest = [subscribed, ...recorded].map((order) => order.number).sort((a, b) => b - a);
    expect((await book.ordersOf(email.toLowerCase(), 10)).map((order) => order.number)).toEqual(newest);
    expect((await book.ordersOf(email, 2)).map((order) => order.number)).toEqual(newest.slice(0, 2));
    expect(await book.subscriptionsOf(email)).toEqual([expect.objectContaining({ id: subscription.id, orderNumber: subscribed.number, cancelledAt: null })]);
    expect(await book.cancelSubscription(subscription.id, email, Date.now())).toMatchObject({ id: subscription.id, cancelledAt: null });
    expect((await book.subscriptionsOf(email))[0].cancelledAt).not.toBeNull();
    expect(await book.cancelSubscription(subscription.id, 'someone@else.test', Date.now())).toBeNull();

    const day = { day: 'today', start: 0, end: Date.now() + 1 };
    expect(await book.dayTotals([day])).toEqual([{ day: 'today', currency: placed.currencyCode, orders: 5, totalCents: 5 * placed.grandTotal }]);
  });

  it('with one shard, a checkout calls only the one book, once', async () => {
    const site = await websiteId();
    const { calls, through } = await countedCheckout();
    const placed = await submitCheckout(through);
    expect(placed.status).toBe(303);
    expect(calls).toEqual([`${site} record`]);
  });

  it('with four, a checkout and its confirmation call only its own shard (and shard 0 for a block)', async () => {
    await onShards(async () => {
      const site = await websiteId();
      const { calls, through } = await countedCheckout();
      const placed = await submitCheckout(through);
      expect(placed.status).toBe(303);
      expect((await through.request(placed.headers.get('Location')!)).status).toBe(200);
      const own = calls.find((call) => call.endsWith(' record'))!.split(' ')[0];
      expect(calls.filter((call) => !call.startsWith(`${own} `) && call !== `${site} handBlock`)).toEqual([]);
      // A record that finds its shard's blocks used up (whichever shard the cart falls on) takes a block and records again.
      const recordedThenRead = calls.filter((call) => call.endsWith(' record') || call.endsWith(' order'));
      expect(new Set(recordedThenRead)).toEqual(new Set([`${own} record`, `${own} order`]));
      expect(recordedThenRead.at(-1)).toBe(`${own} order`);
      expect(recordedThenRead.length - 1).toBe(1 + calls.filter((call) => call === `${site} handBlock`).length);
    });
  });
});

/**
 * A shopper with a candle in the cart, whose requests go through an ORDERS
 * binding that notes each call as "object-name method", at the test cards'
 * store (no Stripe keys), which records the order as it pays.
 */
async function countedCheckout() {
  const calls: string[] = [];
  const names = new Map<string, string>();
  const counted = new Proxy(env.ORDERS, {
    get(target, property) {
      if (property === 'idFromName') {
        return (name: string) => {
          const id = target.idFromName(name);
          names.set(id.toString(), name);
          return id;
        };
      }
      if (property === 'get') {
        return (id: DurableObjectId) => {
          const stub = target.get(id);
          const methods = stub as unknown as Record<PropertyKey, (...args: unknown[]) => unknown>;
          return new Proxy(stub, { get: (_, method) => (...args: unknown[]) => (calls.push(`${names.get(id.toString())} ${String(method)}`), methods[method](...args)) });
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const candle = await publishCopy('item-candle', `item-sharded-candle-${++copies}`, 1);
  const visitor = await arrivingVisitor();
  await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
  const testCards = { STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined };
  return { calls, through: sameVisitorThrough(visitor, withBindings({ ORDERS: counted, ...testCards })) };
}
