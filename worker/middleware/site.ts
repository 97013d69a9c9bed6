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

/** Selects the published site by the request's host; an unknown host never sees another site. */
export const site = createMiddleware<AppEnv>(async (c, next) => {
  const store = await SiteStore.forHost(c.env.CONTENT, new URL(c.req.url).hostname);
  if (!store) return plainAnswer(c, 404, NO_SITE_HERE);
  c.set('site', store);
  c.set('websiteId', store.websiteId);
  return next();
});
