import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { OWNER_UNAUTHORIZED } from '../../schemas/messages';
import { hasOwnerSession, isOwnerToken } from '../dashboard/owner-session';
import type { AppEnv } from '../env';
import { SAFE_METHODS } from '../http/request-kind';

const BEARER = /^Bearer (.+)$/;

/** The request carries `Authorization: Bearer <OWNER_TOKEN>`; never true without a configured token. */
export function hasOwnerToken(c: Context<AppEnv>): boolean {
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  return !!token && isOwnerToken(c.env, token);
}

/**
 * Owner-only calls (`/api/owner/…`) take `Authorization: Bearer <OWNER_TOKEN>`.
 * Reads may also come from the owner's dashboard session (its cookie is
 * SameSite=Strict); changes always need the token, as they carry no crumb.
 * Without a configured token nothing is owner-only-readable: every call is 401.
 * The answer never says which part was wrong, and carries no data.
 */
export const ownerOnly = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  if (!hasOwnerToken(c) && !(SAFE_METHODS.has(c.req.method) && (await hasOwnerSession(c.get('storefront'))))) {
    c.header('WWW-Authenticate', 'Bearer');
    return c.json({ message: OWNER_UNAUTHORIZED }, 401);
  }
  return next();
});
