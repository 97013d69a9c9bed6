import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { validQuery } from '../http/json-body';
import { devOutbox } from '../services/mail';
import { OWNER_API } from '../../schemas/site/paths';

const OutboxQuerySchema = z.object({
  limit: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(1).max(500)).optional(),
});

/**
 * Local development's mail, for the owner to read (behind the owner token):
 * the newest messages of this website's dev outbox. (No filter by address: addresses stay out of URLs.)
 */
export const ownerOutbox = new Hono<AppEnv>();

ownerOutbox.get(
  OWNER_API.devOutbox,
  validQuery(OutboxQuerySchema),
  async (c) => {
    const { limit = 50 } = c.req.valid('query');
    const { env, websiteId } = c.get('storefront');
    return c.json({ messages: await devOutbox(env, websiteId).messages(limit) });
  },
);
