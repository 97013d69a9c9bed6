import { createMiddleware } from 'hono/factory';
import { NO_SITE_HERE } from '../../schemas/messages';
import { plainAnswer } from '../answers';
import { SiteStore } from '../content/site-store';
import type { AppEnv } from '../env';

declare module 'hono' {
  interface ContextVariableMap {
    site: SiteStore;
  }
}

/** A DNS name as the publisher stores hosts: labels of letters, digits and hyphens, 253 characters at most. */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * Selects the published site by the request's host; an unknown host never sees
 * another site. A host that cannot be a published one (an address literal, a
 * trailing dot, an overlong name) is not looked up at all.
 */
export const site = createMiddleware<AppEnv>(async (c, next) => {
  const hostname = new URL(c.req.url).hostname;
  const store = HOSTNAME.test(hostname) ? await SiteStore.forHost(c.env.CONTENT, hostname) : null;
  if (!store) return plainAnswer(c, 404, NO_SITE_HERE);
  c.set('site', store);
  c.set('websiteId', store.websiteId);
  return next();
});
