import { beforeAll, describe, expect, it } from 'vitest';
import type { StockLevel } from '../../schemas';
import { ITEM_NOT_FOUND, REQUEST_UNREADABLE } from '../../schemas/messages';
import { add, arrivingVisitor, product, publishCopy } from './cart-helpers';
import { seedDemoSite, visit } from './demo-site';
import { STOCK_API } from '../../schemas/site/paths';

beforeAll(seedDemoSite);


async function stock(itemId: string): Promise<StockLevel[]> {
  const response = await visit(`${STOCK_API}?itemId=${itemId}`);
  expect(response.status).toBe(200);
  return (await response.json<{ results: StockLevel[] }>()).results;
}

describe('GET /api/commerce/inventory/stock/', () => {
  it('starts from the published stock of every variant', async () => {
    const tee = await product('item-tee');
    expect(await stock(tee.id)).toEqual(
      tee.structuredContent.variants.map(({ sku, unlimited, qtyInStock }) => ({ sku, unlimited, qtyInStock })),
    );
  });

  it('reports digital goods and gift cards as unlimited', async () => {
    for (const itemId of ['item-ebook', 'item-gift-card']) {
      const levels = await stock(itemId);
      expect(levels.length).toBeGreaterThan(0);
      expect(levels.every((level) => level.unlimited)).toBe(true);
    }
  });

  it('is not changed by adding to a cart, only by buying', async () => {
    const limited = await publishCopy('item-tote', 'item-stock-probe', 3);
    const visitor = await arrivingVisitor();
    await add(visitor, { itemId: limited.id, sku: limited.structuredContent.variants[0].sku, quantity: 2 });
    expect((await stock(limited.id))[0].qtyInStock).toBe(3);
  });

  it('answers an unknown item with 404 and a missing item id with 400', async () => {
    const unknown = await visit(`${STOCK_API}?itemId=no-such-item`);
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: ITEM_NOT_FOUND }]);
    const missing = await visit(STOCK_API);
    expect([missing.status, await missing.json()]).toEqual([400, { message: REQUEST_UNREADABLE }]);
  });
});
