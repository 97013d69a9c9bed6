import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../env';
import { csvDownload } from '../http/csv-download';
import { refuse } from '../http/answers';
import { validJson, validQuery } from '../http/json-body';
import { ownerArea } from '../middleware/account-access';
import { limitBody } from '../middleware/body-limit';
import { siteOrders } from '../orders/site-orders';
import { OWNER_API } from '../../schemas/site/paths';
import { ORDER_NOT_FOUND } from '../../schemas/messages';

/** Orders per page of the JSON list; the CSV reads the book in pages of the largest size. */
const DEFAULT_PAGE = 50;
const MAX_PAGE = 200;

const PageQuerySchema = z.lazy(() => z.object({
  cursor: z.string().regex(/^\d{1,15}$/).transform(Number).optional(),
  limit: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(1).max(MAX_PAGE)).optional(),
}));

/** The owner's orders (behind `ownerCalls`, worker/middleware/account-access.ts): newest first, paged, or all as CSV. */
export const ownerOrders = new Hono<AppEnv>();

const orders = ownerArea('orders');

ownerOrders.get(
  OWNER_API.orders,
  orders,
  validQuery(PageQuerySchema),
  async (c) => {
    const { cursor, limit = DEFAULT_PAGE } = c.req.valid('query');
    const storefront = c.get('storefront');
    return c.json(await siteOrders(storefront, await storefront.settings()).page(cursor ?? null, limit));
  },
);

ownerOrders.get(OWNER_API.ordersCsv, orders, async (c) => {
  // The CSV's columns, like the refund below, load when an owner first asks for them: a cold isolate needs neither (#30).
  const { ORDER_COLUMNS, orderRow } = await import('../orders/orders-csv');
  const storefront = c.get('storefront');
  const book = siteOrders(storefront, await storefront.settings());
  return csvDownload(c, 'orders.csv', ORDER_COLUMNS, async (cursor) => {
    const page = await book.page(cursor ?? null, MAX_PAGE);
    return { rows: page.orders.map(orderRow), nextPageCursor: page.nextPageCursor };
  });
});

const RefundSchema = z.lazy(() => z.object({ amountCents: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional() }).strict());
const OrderNumberSchema = z.string().regex(/^\d{1,15}$/).transform(Number);

/**
 * The owner's refund (#26): `amountCents` of order `number` (minor units),
 * or all that is left, through the payment boundary. A change, so a `read`
 * token may not, and a dashboard session needs the crumb (ownerCalls).
 */
ownerOrders.post(`${OWNER_API.orders}/:number/refund`, orders, limitBody(1024), validJson(RefundSchema), async (c) => {
  const number = OrderNumberSchema.safeParse(c.req.param('number'));
  const storefront = c.get('storefront');
  const { refundOrder } = await import('../payments/refunds');
  const result = number.success ? await refundOrder(storefront, number.data, c.req.valid('json').amountCents) : null;
  if (!result) return refuse(c, 404, ORDER_NOT_FOUND);
  return result.ok ? c.json({ order: result.order }) : c.json({ message: result.message }, result.status);
});
