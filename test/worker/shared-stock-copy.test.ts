// The data center's copy of a product's stock: what another isolate of the
// same data center shared is taken while it is fresh, and never shown once it
// was read from the stock objects a second ago, nor by an isolate that has
// changed the stock since. A copy another isolate shared is put where that
// isolate would put it, through the module under test.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductItem } from '../../schemas';
import { forgetCachedContent } from '../../worker/content/isolate-cache';
import { shareStockCopy, sharedStockCopy } from '../../worker/stock/shared-stock-copy';
import { websiteId } from './cart-helpers';
import { seedDemoSite } from './demo-site';
import { levelReads, reserveAll, shardedProduct, skuOf, stockApi } from './stock-helpers';
import { moveTheClock, stopTheClock } from './stopped-clock';

beforeAll(seedDemoSite);

/**
 * A product of 9 units over 4 shards that this isolate has not shown, and
 * another isolate of the data center sharing `qtyInStock` of it, read from the
 * stock objects now. The clock is stopped: the tests move it.
 */
async function sharedByAnotherIsolate(qtyInStock: number): Promise<ProductItem> {
  stopTheClock();
  const product = await shardedProduct(9, 4);
  await shareStockCopy(await websiteId(), product.id, { levels: [{ sku: skuOf(product), unlimited: false, qtyInStock }], readAt: Date.now() });
  return product;
}

describe("the data center's copy of a product's stock", () => {
  it('is taken by an isolate that has none, without asking the stock objects', async () => {
    const product = await sharedByAnotherIsolate(5);
    moveTheClock(100);
    expect((await stockApi(product))[0].qtyInStock).toBe(5);
    expect(await levelReads(product)).toBe(0);
  });

  it('is not taken from half a second on: the stock objects are read, and the copy shared anew', async () => {
    const product = await sharedByAnotherIsolate(5);
    moveTheClock(500);
    expect((await stockApi(product))[0].qtyInStock).toBe(9);
    expect(await levelReads(product)).toBe(4);
    const shared = await sharedStockCopy(await websiteId(), product.id, 500);
    expect(shared).toEqual({ levels: [expect.objectContaining({ qtyInStock: 9 })], readAt: Date.now() });
  });

  it("ages in the isolate from its reading, not from the isolate's taking it", async () => {
    const product = await sharedByAnotherIsolate(5);
    moveTheClock(300);
    expect((await stockApi(product))[0].qtyInStock).toBe(5);
    // 0.5 s later the isolate's copy is 0.8 s old, counted from the stock objects' answer: due to be read anew (0.5 to 0.8 s).
    moveTheClock(500);
    expect((await stockApi(product))[0].qtyInStock).toBe(9);
    expect(await levelReads(product)).toBe(4);
  });

  it('read before a sale of this isolate is not taken: its next view reads the stock objects', async () => {
    const product = await sharedByAnotherIsolate(9);
    expect(await reserveAll(product, 2)).toBe(2);
    expect((await stockApi(product))[0].qtyInStock).toBe(7);
  });

  it('read before the isolate forgot its content (a publish) is not taken', async () => {
    const product = await sharedByAnotherIsolate(5);
    moveTheClock(1);
    forgetCachedContent();
    expect((await stockApi(product))[0].qtyInStock).toBe(9);
  });

  it('from a clock ahead of this isolate is not taken', async () => {
    const product = await sharedByAnotherIsolate(5);
    moveTheClock(-100);
    expect((await stockApi(product))[0].qtyInStock).toBe(9);
  });
});
