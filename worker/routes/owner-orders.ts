import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../env';
import { csvDownload } from '../http/csv-download';
import { validQuery } from '../http/json-body';
import { ownerArea } from '../middleware/account-access';
import { orderBook } from '../orders/order-book';
import { ORDER_COLUMNS, orderRow } from '../orders/orders-csv';
import { OWNER_API } from '../../schemas/site/paths';

/** Orders per page of the JSON list; the CSV reads the book in pages of the largest size. */
const DEFAULT_PAGE = 50;
const MAX_PAGE = 200;

const PageQuerySchema = z.object({
  cursor: z.string().regex(/^\d{1,15}$/).transform(Number).optional(),
  limit: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(1).max(MAX_PAGE)).optional(),
});

/** The owner's orders (behind `ownerCalls`, worker/middleware/account-access.ts): newest first, paged, or all as CSV. */
export const ownerOrders = new Hono<AppEnv>();

const orders = ownerArea('orders');

ownerOrders.get(
  OWNER_API.orders,
  orders,
  validQuery(PageQuerySchema),
  async (c) => {
    const { cursor, limit = DEFAULT_PAGE } = c.req.valid('query');
    const { env, websiteId } = c.get('storefront');
    return c.json(await orderBook(env, websiteId).page(cursor ?? null, limit));
  },
);

ownerOrders.get(OWNER_API.ordersCsv, orders, (c) => {
  const { env, websiteId } = c.get('storefront');
  const book = orderBook(env, websiteId);
  return csvDownload(c, 'orders.csv', ORDER_COLUMNS, async (cursor) => {
    const page = await book.page(cursor ?? null, MAX_PAGE);
    return { rows: page.orders.map(orderRow), nextPageCursor: page.nextPageCursor };
  });
});
