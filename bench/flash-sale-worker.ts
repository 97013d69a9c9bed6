// The Worker the flash-sale simulation runs in workerd (bench/flash-sale.ts):
// the real stock domain and StockObject, with the STOCK binding counted so
// the simulation can tell how many object calls a reservation costs.
import { ProductType, type ProductItem } from '../schemas';
import type { Env } from '../worker/env';
import { liveStock, shardLevels, takeStock } from '../worker/stock/product-stock';

export { StockObject } from '../worker/stock/stock-object';

const WEBSITE = 'flash-sale';

function product(itemId: string, qtyInStock: number, stockShards: number): ProductItem {
  const variants = [{ sku: `${itemId}-sku`, qtyInStock, unlimited: false }];
  return { id: itemId, structuredContent: { productType: ProductType.PHYSICAL, variants, stockShards } } as unknown as ProductItem;
}

/** The STOCK namespace, counting every call made through a stub it hands out. */
function counted(namespace: Env['STOCK'], calls: { count: number }): Env['STOCK'] {
  return new Proxy(namespace, {
    get: (target, key) =>
      key === 'get'
        ? (id: DurableObjectId) => {
            const stub = target.get(id);
            return new Proxy(stub, { get: (inner, method) => (typeof method === 'string' && method !== 'then' && method !== 'fetch' ? (...args: unknown[]) => (calls.count++, (inner as any)[method](...args)) : Reflect.get(inner, method)) });
          }
        : Reflect.get(target, key).bind(target),
  });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const shards = Number(url.searchParams.get('shards'));
    const stock = Number(url.searchParams.get('stock'));
    const item = product(`item-${crypto.randomUUID()}`, stock, shards);
    const sku = item.structuredContent.variants[0].sku;
    /** One reservation, and the object calls it made. */
    const reserve = async () => {
      const calls = { count: 0 };
      const short = await takeStock({ ...env, STOCK: counted(env.STOCK, calls) } as Env, WEBSITE, item, [{ sku, quantity: 1 }]);
      return { sold: short === null, calls: calls.count };
    };
    if (url.pathname === '/one-after-another') {
      // One object served one reservation at a time: its time per reservation, RPC included.
      const started = Date.now();
      for (let i = 0; i < stock; i++) await reserve();
      return Response.json({ ms: (Date.now() - started) / stock });
    }
    const results = await Promise.all(Array.from({ length: Number(url.searchParams.get('buyers')) }, reserve));
    const sold = results.filter((result) => result.sold);
    const refused = results.filter((result) => !result.sold);
    const callsEach = (some: typeof results) => some.reduce((total, result) => total + result.calls, 0) / Math.max(1, some.length);
    return Response.json({
      sold: sold.length,
      left: (await liveStock(env, WEBSITE, item))[0].qtyInStock,
      lowestShard: Math.min(...(await shardLevels(env, WEBSITE, item)).map((levels) => levels[0].qtyInStock)),
      callsPerSale: callsEach(sold),
      callsPerRefusal: callsEach(refused),
    });
  },
};
