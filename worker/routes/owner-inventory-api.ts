import { Hono, type Context } from 'hono';
import { InventoryUpdateSchema, OWNER_API, type InventoryUpdate, type ProductItem, type StockLevel } from '../../schemas';
import { ITEM_NOT_FOUND, REQUEST_UNREADABLE, STOCK_BELOW_ZERO, STOCK_NOT_TRACKED, VARIANT_UNAVAILABLE } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { refuse } from '../http/answers';
import { validJson } from '../http/json-body';
import { ownerArea } from '../middleware/account-access';
import { limitBody } from '../middleware/body-limit';
import { noticeSource, sendRestockNotices, type NoticesSent } from '../restock';
import type { StockChange } from '../stock/stock-object';
import { changeStock, isTracked, liveStock } from '../stock/product-stock';

/**
 * The owner's live stock (issue #16), behind `ownerCalls`: an owner token
 * (a `read` one only reads), or the dashboard session of an account whose
 * roles open the inventory, its changes with the crumb.
 */
export const ownerInventoryApi = new Hono<AppEnv>();

const ITEM_PATH = `${OWNER_API.inventory}/:itemId`;
const storeStaff = ownerArea('inventory');

const isAvailable = (level: StockLevel) => level.unlimited || level.qtyInStock > 0;

function stockChange(update: InventoryUpdate): StockChange {
  if (update.unlimited !== undefined) return { unlimited: update.unlimited };
  return update.qtyInStock !== undefined ? { qtyInStock: update.qtyInStock } : { adjustBy: update.adjustBy ?? 0 };
}

async function trackedProduct(c: Context<AppEnv>): Promise<ProductItem | Response> {
  const product = await c.get('storefront').content.product(c.req.param('itemId') ?? '');
  if (!product) return refuse(c, 404, ITEM_NOT_FOUND);
  return isTracked(product) ? product : refuse(c, 400, STOCK_NOT_TRACKED);
}

/** A variant back from 0 tells its waiting sign-ups, unless the product's merchandising turned that off. */
async function noticesOnRestock(c: Context<AppEnv>, product: ProductItem, before: StockLevel, after: StockLevel): Promise<NoticesSent> {
  const none = { sent: 0, failed: 0 };
  if (isAvailable(before) || !isAvailable(after) || product.merchandising?.restockNotificationAutoSendEnabled === false) return none;
  const source = await noticeSource(c.get('storefront'));
  return source ? sendRestockNotices(source, product, after.sku) : none;
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
    const update = c.req.valid('json');
    const { env, websiteId } = c.get('storefront');
    const result = await changeStock(env, websiteId, product, update.sku, stockChange(update));
    if (result === 'unknown-sku') return refuse(c, 404, VARIANT_UNAVAILABLE);
    if (result === 'below-zero') return refuse(c, 400, STOCK_BELOW_ZERO);
    const restockNotices = await noticesOnRestock(c, product, result.before, result.after);
    return c.json({ ...result.after, restockNotices });
  },
);
