import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { API_PREFIX } from '../../schemas/site/paths';
import type { AppEnv } from '../env';
import type { Credential } from '../site-users/account';

/** What the access checks learned for the audit line. */
interface Audited {
  websiteId?: string;
  credential?: Credential;
}

declare module 'hono' {
  interface ContextVariableMap {
    audited: Audited;
  }
}

/** Records for this request's audit line whose website it acted on, and with which credential. */
export function audit(c: Context<AppEnv>, audited: Audited): void {
  c.set('audited', { ...c.get('audited'), ...audited });
}

/**
 * The route the request was for, as the app registers it
 * (`/api/owner/forms/:formId/submissions`), never what a caller typed: the
 * handler that answered, or the one an access check stopped the request
 * before (the first handler after the middleware that answered). Null for a
 * path no call of ours has.
 */
function routeOf(c: Context<AppEnv>): string | null {
  const call = matchedRoutes(c)
    .slice(c.req.routeIndex)
    .find((route) => route.method !== 'ALL');
  return call && call.path.startsWith(API_PREFIX) ? call.path : null;
}

/**
 * One structured line per owner and platform call, after it is answered:
 * the website, the credential's kind and id, the method, the route and the
 * status. No visitor data, no secret and no query goes into it. A call
 * refused for want of a credential logs `credential: null`.
 */
export const auditTrail = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const { websiteId, credential } = c.get('audited') ?? {};
  // A line of the request's log (worker/logging), so it carries the request id too.
  c.get('log').info('audit', {
    audit: true,
    websiteId: websiteId ?? c.get('storefront')?.websiteId ?? null,
    credential: credential?.kind ?? null,
    credentialId: credential?.id ?? null,
    method: c.req.method,
    route: routeOf(c),
    status: c.res.status,
  });
});
