// Retention (issue #25): what each Durable Object keeps, and how long. Time is moved forward the
// way an object sees it: the stored times its alarm counts from are moved back, then the alarm is
// run (runDurableObjectAlarm), as the runtime would run it when due.
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDLE_CART_MS, PURCHASED_CART_MS } from '../../worker/cart/cart-object';
import { ROLLUP_DAYS } from '../../worker/analytics/site-analytics';
import { SUBMISSION_KEY_LIFETIME_MS } from '../../worker/forms/submission-keys';
import { add, arrivingVisitor, cartOf, publishCopy, websiteId } from './cart-helpers';
import { allOrders, orderOf, submitCheckout } from './checkout-helpers';
import { seedDemoSite } from './demo-site';

beforeAll(seedDemoSite);

const DAY_MS = 86_400_000;
const TEE = { itemId: 'item-tee', sku: 'TEE-M-SAGE' };

async function cartObject(cartId: string) {
  return env.CARTS.get(env.CARTS.idFromName(`${await websiteId()}/${cartId}`));
}

/** The tables an object's SQLite storage holds (the runtime's own left out), and its alarm. */
function stored(stub: DurableObjectStub) {
  return runInDurableObject(stub, async (_, state) => ({
    tables: state.storage.sql
      .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'")
      .toArray()
      .map((row) => row.name),
    alarm: await state.storage.getAlarm(),
  }));
}

/** Moves the cart's last change `ago` milliseconds back: for its alarm, that much time has passed. */
function changedAgo(stub: DurableObjectStub, ago: number) {
  return runInDurableObject(stub, (_, state) => {
    state.storage.sql.exec('UPDATE cart SET changed_at = ?', Date.now() - ago);
  });
}

describe('a cart', () => {
  it('is deleted, tables and all, after 30 days without a change; a visitor who comes back finds an empty cart', async () => {
    const visitor = await arrivingVisitor();
    const { shoppingCart } = await add(visitor, { ...TEE, quantity: 1 });
    const stub = await cartObject(shoppingCart.id);
    const before = Date.now();
    // The first change sets the alarm 30 days on; a read leaves it, and so does a later change, which the
    // alarm finds when it comes (below, and the next test).
    const { alarm } = await stored(stub);
    expect(alarm).toBeGreaterThan(before + IDLE_CART_MS - 60_000);
    await cartOf(visitor);
    expect((await stored(stub)).alarm).toBe(alarm);
    await add(visitor, { ...TEE, quantity: 1 });
    expect((await stored(stub)).alarm).toBe(alarm);

    await changedAgo(stub, IDLE_CART_MS + DAY_MS);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stored(stub)).toEqual({ tables: [], alarm: null });
    expect((await cartOf(visitor)).entries).toEqual([]);
    expect((await add(visitor, { ...TEE, quantity: 2 })).shoppingCart.totalQuantity).toBe(2);
  });

  it('changed within the 30 days is kept, and its alarm moved to 30 days after the last change', async () => {
    const visitor = await arrivingVisitor();
    const { shoppingCart } = await add(visitor, { ...TEE, quantity: 1 });
    const stub = await cartObject(shoppingCart.id);
    await changedAgo(stub, IDLE_CART_MS - DAY_MS);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await cartOf(visitor)).totalQuantity).toBe(1);
    const { tables, alarm } = await stored(stub);
    expect(tables).toContain('cart');
    expect(alarm! - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    expect(alarm! - Date.now()).toBeLessThanOrEqual(DAY_MS);
  });

  it('purchased, is deleted once its order is stored (after 10 minutes); the order stays', async () => {
    const candle = await publishCopy('item-candle', 'item-retention-candle', 5);
    const visitor = await arrivingVisitor();
    const { shoppingCart } = await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
    const placed = await submitCheckout(visitor);
    expect(placed.status).toBe(303);
    const order = await orderOf(placed);
    const stub = await cartObject(shoppingCart.id);
    const { alarm } = await stored(stub);
    expect(alarm! - Date.now()).toBeLessThanOrEqual(PURCHASED_CART_MS);

    await changedAgo(stub, PURCHASED_CART_MS + 60_000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stored(stub)).toEqual({ tables: [], alarm: null });
    expect((await allOrders()).find((candidate) => candidate.id === order.id)?.purchasedCartId).toBe(shoppingCart.id);
  });
});

describe('expiring rows', () => {
  it('submission keys: the expired are swept by the alarm, which is then set for the next to expire', async () => {
    const keys = env.SUBMISSION_KEYS.get(env.SUBMISSION_KEYS.idFromName('retention-keys'));
    const stale = await keys.issue('visitor-a');
    await keys.issue('visitor-b');
    const fresh = await runInDurableObject(keys, async (_, state) => {
      state.storage.sql.exec('UPDATE submission_key SET expires_at = ? WHERE key = ?', Date.now() - 1, stale);
      return state.storage.sql.exec<{ expires_at: number }>('SELECT expires_at FROM submission_key WHERE key != ?', stale).one().expires_at;
    });
    expect(fresh - Date.now()).toBeLessThanOrEqual(SUBMISSION_KEY_LIFETIME_MS);
    expect(await runDurableObjectAlarm(keys)).toBe(true);
    const after = await runInDurableObject(keys, async (_, state) => ({
      keys: state.storage.sql.exec<{ key: string }>('SELECT key FROM submission_key').toArray().map((row) => row.key),
      alarm: await state.storage.getAlarm(),
    }));
    expect(after.keys).not.toContain(stale);
    expect(after.keys).toHaveLength(1);
    expect(after.alarm).toBe(fresh);
  });

  it('sign-in links and sessions: the expired are swept, the rest and the accounts stay', async () => {
    const directory = env.SITE_USERS.get(env.SITE_USERS.idFromName('retention-users'));
    const now = Date.now();
    const soon = now + 60_000;
    expect(await directory.issueLink('expired-link', 'a@shoppers.test', null, soon, now)).toBe(true);
    expect(await directory.issueLink('open-link', 'b@shoppers.test', null, now + 15 * 60_000, now)).toBe(true);
    expect(await directory.issueLink('used-link', 'c@shoppers.test', null, soon, now)).toBe(true);
    expect(await directory.redeemLink('used-link', 'expired-session', soon, now)).not.toBeNull();
    expect(await directory.issueLink('used-link-2', 'c@shoppers.test', null, soon, now)).toBe(true);
    expect(await directory.redeemLink('used-link-2', 'live-session', now + DAY_MS, now)).not.toBeNull();
    // The dashboard's sessions are kept apart, and swept alike.
    expect(await directory.issueLink('dashboard-link', 'c@shoppers.test', null, soon, now, 'dashboard')).toBe(true);
    expect(await directory.redeemLink('dashboard-link', 'expired-dashboard-session', soon, now, 'dashboard')).not.toBeNull();
    // A minute on: the link and the sessions that ran until then have expired.
    await runInDurableObject(directory, (_, state) => {
      for (const table of ['sign_in_link', 'session', 'owner_session']) state.storage.sql.exec(`UPDATE ${table} SET expires_at = ? WHERE expires_at = ?`, now - 1, soon);
    });

    expect(await runDurableObjectAlarm(directory)).toBe(true);
    const after = await runInDurableObject(directory, async (_, state) => ({
      links: state.storage.sql.exec<{ token_hash: string }>('SELECT token_hash FROM sign_in_link').toArray().map((row) => row.token_hash),
      sessions: state.storage.sql.exec<{ id_hash: string }>('SELECT id_hash FROM session UNION ALL SELECT id_hash FROM owner_session').toArray().map((row) => row.id_hash),
      users: state.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM site_user').one().n,
      alarm: await state.storage.getAlarm(),
    }));
    expect(after).toEqual({ links: ['open-link'], sessions: ['live-session'], users: 1, alarm: now + 15 * 60_000 });
  });

  it("analytics: rollups older than the reports read (400 days) are dropped by the daily prune; the rest stay", async () => {
    const shard = env.ANALYTICS.get(env.ANALYTICS.idFromName('retention-site/0'));
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const day = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10);
    expect(await shard.record({ day: today, at: now, client: 'client-1', records: [{ kind: 'hit', page: '/shop', visitor: 'v1', referrer: '' }] }, 300)).toBe(true);
    await runInDurableObject(shard, (_, state) => {
      for (const old of [ROLLUP_DAYS + 1, 399]) state.storage.sql.exec("INSERT INTO rollups (day, event, page, detail, count, total) VALUES (?, 'hit', '/old', '', 1, 0)", day(old));
    });
    expect(await runDurableObjectAlarm(shard)).toBe(true);
    const after = await runInDurableObject(shard, async (_, state) => ({
      days: state.storage.sql.exec<{ day: string }>('SELECT DISTINCT day FROM rollups ORDER BY day').toArray().map((row) => row.day),
      alarm: await state.storage.getAlarm(),
    }));
    expect(after.days).toEqual([day(399), today]);
    expect(after.alarm).toBeGreaterThan(now);
  });
});
