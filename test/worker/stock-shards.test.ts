import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { OWNER_API, siteKeys, type ProductItem, type StockLevel } from '../../schemas';
import { liveStock, takeStock } from '../../worker/stock/product-stock';
import { websiteId } from './cart-helpers';
import { putSiteContent, seedDemoSite, visit } from './demo-site';
import { ownerHeaders } from './owner-helpers';
import { levelReads, oneUnit, reserveAll, shardedProduct, shardObjects, skuOf, stockApi } from './stock-helpers';
import { moveTheClock, stopTheClock } from './stopped-clock';

beforeAll(seedDemoSite);

/** Each shard's own count of the product's one variant, read inside the object. */
async function shardCounts(product: ProductItem): Promise<number[]> {
  const counts: number[] = [];
  for (const shard of await shardObjects(product)) {
    const rows = await runInDurableObject(shard, (_, state) =>
      state.storage.sql.exec<{ qty_in_stock: number }>('SELECT qty_in_stock FROM stock WHERE sku = ?', skuOf(product)).toArray(),
    );
    counts.push(rows[0]?.qty_in_stock ?? 0);
  }
  return counts;
}

async function inventory(product: ProductItem, body: Record<string, unknown>) {
  return visit(`${OWNER_API.inventory}/${product.id}`, { method: 'PUT', headers: { ...(await ownerHeaders()), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

describe('a product whose stock is split over shards', () => {
  it('sells out exactly under concurrent reservations, no shard below zero and none left holding stock', { timeout: 60_000 }, async () => {
    for (const shards of [1, 4, 16]) {
      const product = await shardedProduct(40, shards);
      expect(await reserveAll(product, 100)).toBe(40);
      const counts = await shardCounts(product);
      expect(counts).toEqual(counts.map(() => 0));
      expect((await liveStock(env, await websiteId(), product))[0].qtyInStock).toBe(0);
    }
  });

  it('a shard that starts empty borrows what one reservation needs from the others', async () => {
    const product = await shardedProduct(5, 4);
    const site = await websiteId();
    // All five units sit on shard 0 until someone borrows; whichever shard this lands on sells all five at once.
    expect(await takeStock(env, site, product, [{ sku: skuOf(product), quantity: 5 }])).toBeNull();
    expect(await takeStock(env, site, product, oneUnit(product))).toBe(skuOf(product));
    expect(await shardCounts(product)).toEqual([0, 0, 0, 0]);
  });

  it('spreads units over the shards as they sell, and the total reads right throughout', async () => {
    const product = await shardedProduct(60, 4);
    expect(await reserveAll(product, 20)).toBe(20);
    const counts = await shardCounts(product);
    expect(counts.every((count) => count >= 0)).toBe(true);
    expect(counts.filter((count) => count > 0).length).toBeGreaterThan(1);
    expect(counts.reduce((total, count) => total + count, 0)).toBe(40);
    expect((await liveStock(env, await websiteId(), product))[0].qtyInStock).toBe(40);
  });

  it('the owner restocks and adjusts the whole product across shards', async () => {
    const product = await shardedProduct(30, 4);
    expect(await reserveAll(product, 10)).toBe(10);
    const adjusted = await inventory(product, { sku: skuOf(product), adjustBy: -5 });
    expect(adjusted.status).toBe(200);
    expect((await liveStock(env, await websiteId(), product))[0].qtyInStock).toBe(15);
    expect((await inventory(product, { sku: skuOf(product), adjustBy: -16 })).status).toBe(400);
    expect((await inventory(product, { sku: skuOf(product), qtyInStock: 7 })).status).toBe(200);
    const listed = await visit(`${OWNER_API.inventory}/${product.id}`, { headers: await ownerHeaders() });
    expect((await listed.json<{ results: StockLevel[] }>()).results[0].qtyInStock).toBe(7);
    expect(await reserveAll(product, 12)).toBe(7);
    expect(await shardCounts(product)).toEqual([0, 0, 0, 0]);
  });

  it('switches a variant to unlimited on every shard, and back', async () => {
    const product = await shardedProduct(3, 4);
    expect((await inventory(product, { sku: skuOf(product), unlimited: true })).status).toBe(200);
    expect(await reserveAll(product, 10)).toBe(10);
    expect((await inventory(product, { sku: skuOf(product), unlimited: false })).status).toBe(200);
    expect(await reserveAll(product, 5)).toBe(3);
  });
});

describe('the page path', () => {
  // The clock is stopped, then moved on by hand: the copy's second is the test's, whatever the machine's load.
  it('reads the stock objects at most once a second however many page views ask', async () => {
    stopTheClock();
    const product = await shardedProduct(9, 4);
    await stockApi(product);
    const before = await levelReads(product);
    for (let view = 0; view < 50; view++) expect((await stockApi(product))[0].qtyInStock).toBe(9);
    // Warm, a second's page views cost no object call.
    expect((await levelReads(product)) - before).toBe(0);
    moveTheClock(1_001);
    for (let view = 0; view < 50; view++) expect((await stockApi(product))[0].qtyInStock).toBe(9);
    // The next second's cost one read per shard, once.
    expect((await levelReads(product)) - before).toBe(product.structuredContent.stockShards);
  });

  // Each copy is read anew at its own moment between 0.5 and 0.8 s: these views come after it, while the copy still serves.
  it('reads a busy copy anew once, from half a second on, so the views at its turn keep it', async () => {
    stopTheClock();
    const product = await shardedProduct(9, 4);
    await stockApi(product);
    const before = await levelReads(product);
    moveTheClock(850);
    await stockApi(product);
    // One view read the copy anew: one read per shard.
    expect((await levelReads(product)) - before).toBe(4);
    // Past the first copy's second, ten views at once: the copy of 0.85 s is kept by all but one, which reads it anew.
    moveTheClock(850);
    const views = await Promise.all(Array.from({ length: 10 }, () => stockApi(product)));
    expect(views.every((levels) => levels[0].qtyInStock === 9)).toBe(true);
    expect((await levelReads(product)) - before).toBe(8);
  });

  it('renders a warm product page from the copy too', async () => {
    stopTheClock();
    const product = await shardedProduct(9, 4);
    const path = `/shop/p/${product.id}`;
    const site = await websiteId();
    const item = JSON.parse((await env.CONTENT.get(siteKeys.item(site, product.id)))!);
    await putSiteContent(siteKeys.item(site, product.id), JSON.stringify({ ...item, fullUrl: path }));
    await putSiteContent(siteKeys.route(site, path), JSON.stringify({ collectionId: product.collectionId, itemId: product.id }));
    // Each page is read to its end: the page streams, and its stock is read while it does.
    const view = async () => {
      const page = await visit(path);
      expect(page.status).toBe(200);
      await page.text();
    };
    await view();
    const before = await levelReads(product);
    for (let count = 0; count < 20; count++) await view();
    expect((await levelReads(product)) - before).toBe(0);
  });

  it('shows a sale on the page path within a second', async () => {
    stopTheClock();
    const product = await shardedProduct(9, 4);
    expect((await stockApi(product))[0].qtyInStock).toBe(9);
    expect(await reserveAll(product, 2)).toBe(2);
    moveTheClock(1_001);
    expect((await stockApi(product))[0].qtyInStock).toBe(7);
  });
});
