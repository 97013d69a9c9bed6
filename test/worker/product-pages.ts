import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { OWNER_API, siteKeys } from '../../schemas';
import { publishCopy, websiteId, type DemoVariant } from './cart-helpers';
import { ownerHeaders } from './owner-helpers';
import { putSiteContent, visit } from './demo-site';

/** A copy of a demo product with its own stock and its own page. */
export async function productPage(of: string, qtyInStock: number, change?: (variant: DemoVariant) => DemoVariant) {
  const itemId = `${of}-live-${crypto.randomUUID().slice(0, 6)}`;
  const product = await publishCopy(of, itemId, qtyInStock, change);
  const path = `/shop/p/${itemId}`;
  const item = JSON.parse((await env.CONTENT.get(siteKeys.item(await websiteId(), itemId)))!);
  await putSiteContent(siteKeys.item(await websiteId(), itemId), JSON.stringify({ ...item, fullUrl: path }));
  await putSiteContent(siteKeys.route(await websiteId(), path), JSON.stringify({ collectionId: product.collectionId, itemId }));
  return { product, path, skus: product.structuredContent.variants.map((variant) => variant.sku) };
}

/** Sets one variant's stock as the owner does, through the inventory API. */
export async function setStock(itemId: string, body: Record<string, unknown>): Promise<void> {
  const response = await visit(`${OWNER_API.inventory}/${itemId}`, { method: 'PUT', headers: { ...(await ownerHeaders()), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
}
