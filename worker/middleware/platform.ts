import { createMiddleware } from 'hono/factory';
import { PLATFORM_UNAUTHORIZED } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { sameSecret } from '../http/same-secret';
import { bearerOf } from './account-access';
import { audit } from './audit';

/**
 * The platform's calls (`/api/platform/…`) take `Authorization: Bearer
 * <PLATFORM_TOKEN>`, compared in constant time: scripts of whoever runs the
 * Worker, so no cookie and no crumb. Without a configured key none is open.
 * The platform's key opens nothing else: the owner calls and the dashboard
 * never take it.
 */
export const platformOnly = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  const bearer = bearerOf(c);
  if (!c.env.PLATFORM_TOKEN || bearer === null || !sameSecret(bearer, c.env.PLATFORM_TOKEN)) {
    c.header('WWW-Authenticate', 'Bearer');
    return c.json({ message: PLATFORM_UNAUTHORIZED }, 401);
  }
  audit(c, { credential: { kind: 'platform-token', id: null } });
  return next();
});
