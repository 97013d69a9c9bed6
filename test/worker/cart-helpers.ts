// What the cart, checkout and stock tests share: visitors that hold a crumb,
// demo products read from the published content, and test-only products.
import { env } from 'cloudflare:workers';
import { CART_API, ProductItemSchema, siteKeys, type CartEntry, type ProductItem, type ShoppingCart } from '../../schemas';
import { Visitor } from './cookie-jar';
import { demoProduct } from './demo-site';

export const ENTRIES = `${CART_API}/entries`;

/** A visitor who has loaded a page and so holds a crumb. */
export async function arrivingVisitor(through?: ConstructorParameters<typeof Visitor>[0]): Promise<Visitor> {
  const visitor = new Visitor(through);
  await visitor.request(CART_API);
  return visitor;
}

export async function cartOf(visitor: Visitor): Promise<ShoppingCart> {
  return (await visitor.request(CART_API)).json();
}

/** A demo product with the defaults publishing gives it. */
export async function product(itemId: string): Promise<ProductItem> {
  return ProductItemSchema.parse(await demoProduct(itemId));
}

export async function add(visitor: Visitor, body: Record<string, unknown>): Promise<{ shoppingCart: ShoppingCart; newlyAdded: CartEntry }> {
  const response = await visitor.send(ENTRIES, 'POST', body);
  if (response.status !== 200) throw new Error(`add failed with ${response.status}: ${await response.text()}`);
  return response.json();
}

export async function websiteId(): Promise<string> {
  return (await env.CONTENT.get(siteKeys.host('localhost'))) as string;
}

export type DemoVariant = Awaited<ReturnType<typeof demoProduct>>['structuredContent']['variants'][number];

/**
 * Publishes a copy of a demo product under a new id and skus, with its own
 * stock, for tests that buy it up; `change` rewrites each variant (a price in
 * another currency, say).
 */
export async function publishCopy(of: string, itemId: string, qtyInStock: number, change = (variant: DemoVariant) => variant): Promise<ProductItem> {
  const original = await demoProduct(of);
  const copy = {
    ...original,
    id: itemId,
    structuredContent: {
      ...original.structuredContent,
      variants: original.structuredContent.variants.map((variant) => change({ ...variant, sku: `${itemId}-${variant.sku}`, qtyInStock, unlimited: false })),
    },
  };
  await env.CONTENT.put(siteKeys.item(await websiteId(), itemId), JSON.stringify(copy));
  return ProductItemSchema.parse(copy);
}
