// Products whose stock is split over shards, and what their stock objects
// served, for the tests of the stock path and of the page's copies of it.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { ProductItemSchema, siteKeys, type ProductItem, type StockLevel } from '../../schemas';
import { STOCK_API } from '../../schemas/site/paths';
import { takeStock } from '../../worker/stock/product-stock';
import { publishCopy, websiteId } from './cart-helpers';
import { visit } from './demo-site';

/** A one-variant copy of the tote with its own stock, split over `stockShards` objects. */
export async function shardedProduct(qtyInStock: number, stockShards: number): Promise<ProductItem> {
  const itemId = `item-flash-${crypto.randomUUID().slice(0, 8)}`;
  const copy = await publishCopy('item-tote', itemId, qtyInStock);
  const sharded = { ...copy, structuredContent: { ...copy.structuredContent, variants: copy.structuredContent.variants.slice(0, 1), stockShards } };
  await env.CONTENT.put(siteKeys.item(await websiteId(), itemId), JSON.stringify(sharded));
  return ProductItemSchema.parse(sharded);
}

export const skuOf = (product: ProductItem) => product.structuredContent.variants[0].sku;
export const oneUnit = (product: ProductItem) => [{ sku: skuOf(product), quantity: 1 }];

/** The product's stock objects, shard 0 first, named as the Worker names them. */
export async function shardObjects(product: ProductItem) {
  const site = await websiteId();
  return Array.from({ length: product.structuredContent.stockShards }, (_, shard) =>
    env.STOCK.get(env.STOCK.idFromName(shard === 0 ? `${site}/${product.id}` : `${site}/${product.id}#${shard}`)),
  );
}

/** Reads of the levels the product's stock objects have served, all shards together. */
export async function levelReads(product: ProductItem): Promise<number> {
  let reads = 0;
  for (const shard of await shardObjects(product)) reads += await runInDurableObject(shard, (instance) => instance.levelReads);
  return reads;
}

/** `buyers` checkouts of one unit each at once, as the checkout takes stock: how many got theirs. */
export async function reserveAll(product: ProductItem, buyers: number): Promise<number> {
  const site = await websiteId();
  const refusals = await Promise.all(Array.from({ length: buyers }, () => takeStock(env, site, product, oneUnit(product))));
  return refusals.filter((short) => short === null).length;
}

/** The live stock the page's script asks for. */
export async function stockApi(product: ProductItem): Promise<StockLevel[]> {
  const response = await visit(`${STOCK_API}?itemId=${product.id}`);
  expect(response.status).toBe(200);
  return (await response.json<{ results: StockLevel[] }>()).results;
}
