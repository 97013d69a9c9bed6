import { createMiddleware } from 'hono/factory';
import { OWNER_UNAUTHORIZED } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { sameSecret } from './same-secret';

const BEARER = /^Bearer (.+)$/;

/**
 * Owner-only calls (`/api/owner/…`) take `Authorization: Bearer <OWNER_TOKEN>`.
 * Without a configured token nothing is owner-only-readable: every call is 401.
 * The answer never says which part was wrong, and carries no data.
 */
export const ownerOnly = createMiddleware<AppEnv>(async (c, next) => {
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  c.header('Cache-Control', 'private, no-store');
  if (!c.env.OWNER_TOKEN || !token || !sameSecret(token, c.env.OWNER_TOKEN)) {
    c.header('WWW-Authenticate', 'Bearer');
    return c.json({ message: OWNER_UNAUTHORIZED }, 401);
  }
  return next();
});
