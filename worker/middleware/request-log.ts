import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../env';
import { logTo, REQUEST_ID_HEADER, requestIdOf } from '../logging';
import { setDefaults } from './security-headers';

/**
 * The route the request was answered by, as the app registers it
 * (`/api/commerce/shopping-cart/entries/:entryId`), never the path a visitor
 * typed and never its query: the handler that answered, or the first one
 * after the middleware that did. Null for a path no route of ours takes.
 */
export function routePattern(c: Context): string | null {
  const call = matchedRoutes(c)
    .slice(c.req.routeIndex)
    .find((route) => route.method !== 'ALL');
  return call?.path ?? null;
}

/**
 * First of all middleware: names the request (X-Request-Id), gives the
 * handlers its log (`c.get('log')`, and the domain's `storefront.log`), and
 * once the answer is ready writes the request's line: request id, website,
 * method, route pattern, status and the milliseconds until the answer's
 * headers (a streamed page's body may still be on its way).
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  const log = logTo(requestIdOf(c.req.raw.headers), () => ({ websiteId: c.get('storefront')?.websiteId ?? null }));
  c.set('log', log);
  await next();
  setDefaults(c, [[REQUEST_ID_HEADER, log.requestId!]]);
  log.info('request', { method: c.req.method, route: routePattern(c), status: c.res.status, durationMs: Date.now() - started });
});
