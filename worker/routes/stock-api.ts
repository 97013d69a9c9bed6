import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { IdSchema } from '../../schemas';
import { ITEM_NOT_FOUND, REQUEST_UNREADABLE } from '../../schemas/messages';
import { refuse } from '../cart/responses';
import type { AppEnv } from '../env';
import { liveStock } from '../stock/product-stock';
import { STOCK_API } from '../../schemas/site/paths';


export const stockApi = new Hono<AppEnv>();

/** The live stock of every variant of one product (spec section 7). */
stockApi.get(
  STOCK_API,
  zValidator('query', z.object({ itemId: IdSchema }), (result, c) => {
    if (!result.success) return refuse(c, 400, REQUEST_UNREADABLE);
  }),
  async (c) => {
    const product = await c.get('site').product(c.req.valid('query').itemId);
    if (!product) return refuse(c, 404, ITEM_NOT_FOUND);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ results: await liveStock(c.env, c.get('websiteId'), product) });
  },
);
