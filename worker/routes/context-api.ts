import { Hono } from 'hono';
import { CENSUS_API, type ContextConfig } from '../../schemas';
import type { AppEnv } from '../env';
import { signedInAs } from '../site-users/account';

export const contextApi = new Hono<AppEnv>();

/**
 * The bootstrap config the client reads (spec section 7). It names the
 * visitor's account and website roles, which the census skip rule reads
 * (spec section 6), so it is never cached; as the first API call of a page it
 * also hands out the crumb that RecordEvent echoes.
 */
contextApi.get(CENSUS_API.contextConfig, async (c) => {
  const storefront = c.get('storefront');
  const site = await storefront.settings();
  c.header('Cache-Control', 'private, no-store');
  if (!site) return c.json(null, 404);
  const config: ContextConfig = {
    websiteId: site.website.id,
    website_locale: site.website.language,
    censusEnabled: site.website.censusEnabled,
    captchaSiteKey: site.website.captchaSettings.siteKey ?? null,
    ...signedInAs(await storefront.visitor.account()),
  };
  return c.json(config);
});
