import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../env';
import { refuse } from '../http/answers';
import { validQuery } from '../http/json-body';
import { ownerArea } from '../middleware/account-access';
import { devOutbox } from '../services/mail';
import { OWNER_API } from '../../schemas/site/paths';
import { SITE_USER_FORBIDDEN } from '../../schemas/messages';

const OutboxQuerySchema = z.lazy(() => z.object({
  limit: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(1).max(500)).optional(),
}));

/**
 * Local development's mail, for the owner to read (behind `ownerCalls`):
 * the newest messages of this website's dev outbox. (No filter by address:
 * addresses stay out of URLs.) It holds every sign-in link the site sent,
 * so whoever reads it can sign in as anyone: admins and read-write tokens
 * only, never a `read` token.
 */
export const ownerOutbox = new Hono<AppEnv>();

ownerOutbox.get(
  OWNER_API.devOutbox,
  ownerArea('outbox'),
  validQuery(OutboxQuerySchema),
  async (c) => {
    if (c.get('account').readOnly) return refuse(c, 403, SITE_USER_FORBIDDEN);
    const { limit = 50 } = c.req.valid('query');
    const { env, websiteId } = c.get('storefront');
    return c.json({ messages: await devOutbox(env, websiteId).messages(limit) });
  },
);
