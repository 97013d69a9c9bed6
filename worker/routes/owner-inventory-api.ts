import { Hono, type Context } from 'hono';
import { InventoryUpdateSchema, OWNER_API, type ProductItem } from '../../schemas';
import { ITEM_NOT_FOUND, STOCK_BELOW_ZERO, STOCK_NOT_TRACKED, VARIANT_UNAVAILABLE } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { refuse } from '../http/answers';
import { validJson } from '../http/json-body';
import { ownerArea } from '../middleware/account-access';
import { limitBody } from '../middleware/body-limit';
import { changeOwnerStock } from '../stock/owner-stock-change';
import { isTracked, liveStock } from '../stock/product-stock';

/**
 * The owner's live stock (issue #16), behind `ownerCalls`: an owner token
 * (a `read` one only reads), or the dashboard session of an account whose
 * roles open the inventory, its changes with the crumb.
 */
export const ownerInventoryApi = new Hono<AppEnv>();

const ITEM_PATH = `${OWNER_API.inventory}/:itemId`;
const storeStaff = ownerArea('inventory');

async function trackedProduct(c: Context<AppEnv>): Promise<ProductItem | Response> {
  const product = await c.get('storefront').content.product(c.req.param('itemId') ?? '');
  if (!product) return refuse(c, 404, ITEM_NOT_FOUND);
  return isTracked(product) ? product : refuse(c, 400, STOCK_NOT_TRACKED);
}

ownerInventoryApi.get(ITEM_PATH, storeStaff, async (c) => {
  const product = await trackedProduct(c);
  if (product instanceof Response) return product;
  const { env, websiteId } = c.get('storefront');
  return c.json({ itemId: product.id, results: await liveStock(env, websiteId, product) });
});

ownerInventoryApi.put(
  ITEM_PATH,
  storeStaff,
  limitBody(4 * 1024),
  validJson(InventoryUpdateSchema),
  async (c) => {
    const product = await trackedProduct(c);
    if (product instanceof Response) return product;
    const result = await changeOwnerStock(c.get('storefront'), product, c.req.valid('json'));
    if (result === 'unknown-sku') return refuse(c, 404, VARIANT_UNAVAILABLE);
    if (result === 'below-zero') return refuse(c, 400, STOCK_BELOW_ZERO);
    return c.json(result);
  },
);
