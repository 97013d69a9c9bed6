import { Hono } from 'hono';
import { CENSUS_API, type ContextConfig } from '../../schemas';
import type { AppEnv } from '../env';
import { hasOwnerSession } from '../middleware/owner-session';

export const contextApi = new Hono<AppEnv>();

/** The owner signed in to the dashboard is the site's one account; the admin role keeps tracking off (spec section 6). */
const OWNER_ACCOUNT = { id: 'owner' };
const OWNER_ROLES = ['admin'];

/**
 * The bootstrap config the client reads (spec section 7). It names the
 * visitor's account, so it is never cached; as the first API call of a page it
 * also hands out the crumb that RecordEvent echoes.
 */
contextApi.get(CENSUS_API.contextConfig, async (c) => {
  const site = await c.get('site').settings();
  c.header('Cache-Control', 'private, no-store');
  if (!site) return c.json(null, 404);
  const owner = await hasOwnerSession(c);
  const config: ContextConfig = {
    websiteId: site.website.id,
    website_locale: site.website.language,
    censusEnabled: site.website.censusEnabled,
    captchaSiteKey: site.website.captchaSettings.siteKey ?? null,
    authenticatedAccount: owner ? OWNER_ACCOUNT : null,
    websiteRoles: owner ? OWNER_ROLES : [],
  };
  return c.json(config);
});
