import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { NO_SITE_HERE } from '../../schemas/messages';
import { SiteStore } from '../content/site-store';
import type { AppEnv } from '../env';
import { plainAnswer } from '../http/answers';
import { signedValue, verifiedValue } from '../http/signed-cookie';
import { siteLocale, type Cookies, type SiteLocale, type Storefront } from '../storefront';
import { accountOf } from './account-access';

/** A DNS name as the publisher stores hosts: labels of letters, digits and hyphens, 253 characters at most. */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * The request's cookies and the answer's, as functions; over https every
 * cookie set is Secure. A signed cookie set again with the value and secret
 * it arrived with (the cart cookie renewed by every add) is sent with the
 * signature it came with: the same bytes a new HMAC would make.
 */
function cookiesOf(c: Context, secure: boolean): Cookies {
  const verified = new Map<string, { value: string; secret: string; signed: string }>();
  return {
    get: (name) => getCookie(c, name),
    getSigned: async (name, secret) => {
      const signed = getCookie(c, name);
      const value = signed === undefined ? null : await verifiedValue(signed, secret);
      if (value !== null) verified.set(name, { value, secret, signed: signed! });
      return value;
    },
    set: (name, value, options) => setCookie(c, name, value, { ...options, secure }),
    setSigned: async (name, value, secret, options) => {
      const known = verified.get(name);
      const signed = known?.value === value && known.secret === secret ? known.signed : await signedValue(value, secret);
      setCookie(c, name, signed, { ...options, secure });
    },
    delete: (name, options) => {
      deleteCookie(c, name, { ...options, secure });
    },
  };
}

/** The domain's view of this request (worker/storefront.ts); nothing in it is read before it is asked for. */
function storefrontOf(c: Context<AppEnv>, content: SiteStore, url: URL): Storefront {
  const settings = () => content.settings();
  let locale: Promise<SiteLocale> | undefined;
  return {
    websiteId: content.websiteId,
    content,
    settings,
    locale: () => (locale ??= settings().then(siteLocale)),
    env: c.env,
    origin: url.origin,
    nonce: c.get('nonce'),
    waitUntil: (work) => c.executionCtx.waitUntil(work),
    log: c.get('log'),
    visitor: {
      // Set by the crumb check, which runs after this middleware.
      get crumb() {
        return c.get('crumb');
      },
      address: c.req.header('CF-Connecting-IP'),
      cookies: cookiesOf(c, url.protocol === 'https:'),
      account: () => accountOf(c),
    },
  };
}

/**
 * Selects the published site by the request's host; an unknown host never sees
 * another site. A host that cannot be a published one (an address literal, a
 * trailing dot, an overlong name) is not looked up at all. The domain's view
 * of the request is built here, once.
 */
export const site = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const store = HOSTNAME.test(url.hostname) ? await SiteStore.forHost(c.env.CONTENT, url.hostname, c.get('log')) : null;
  if (!store) return plainAnswer(c, 404, NO_SITE_HERE);
  c.set('storefront', storefrontOf(c, store, url));
  return next();
});
