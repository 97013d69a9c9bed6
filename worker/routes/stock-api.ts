import { Hono } from 'hono';
import * as z from 'zod';
import { IdSchema } from '../../schemas';
import { ITEM_NOT_FOUND } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { refuse } from '../http/answers';
import { validQuery } from '../http/json-body';
import { pageStock } from '../stock/product-stock';
import { STOCK_API } from '../../schemas/site/paths';

export const stockApi = new Hono<AppEnv>();

/** The live stock of every variant of one product (spec section 7), as pages show it: at most a second old, so a page view reaches no stock object (product-stock.ts). */
stockApi.get(STOCK_API, validQuery(z.object({ itemId: IdSchema })), async (c) => {
  const { content, env, websiteId } = c.get('storefront');
  const product = await content.product(c.req.valid('query').itemId);
  if (!product) return refuse(c, 404, ITEM_NOT_FOUND);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ results: await pageStock(env, websiteId, product) });
});
