import { Hono, type Context } from 'hono';
import { SEARCH_PATH, SEARCH_TEMPLATE, SITE_ASSET_PATH, SITE_ASSET_TYPES } from '../../schemas';
import type { SiteStore } from '../content/site-store';
import type { AppEnv } from '../env';
import { pageEtag, privateWhenSettingCookies, revalidate } from '../middleware/cache';
import { stockReader } from '../pages/live-stock';
import { contentPage, notFoundPage, searchPage, type PageRequest } from '../pages/page-source';
import { respond } from '../pages/respond';
import { NO_SUCH_CALL, PAGE_NOT_FOUND } from '../../schemas/messages';
import { isApiPath, plainAnswer } from '../answers';

export const pages = new Hono<AppEnv>();

pages.use('*', privateWhenSettingCookies);

export function pageRequest(c: Context<AppEnv>): PageRequest {
  const { origin, pathname } = new URL(c.req.url);
  // `/shop/` and `/shop` are one page.
  return { origin, path: pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname };
}

/** The site's 404 page, for any path nothing else answered; a plain one when the site itself cannot be read. */
export async function notFound(c: Context<AppEnv>): Promise<Response> {
  const store = c.get('site') as SiteStore | undefined;
  const site = store && (c.req.method === 'GET' || c.req.method === 'HEAD') ? await store.settings() : null;
  if (isApiPath(c.req.path)) return plainAnswer(c, 404, NO_SUCH_CALL);
  if (!store || !site) return plainAnswer(c, 404, PAGE_NOT_FOUND);
  return respond(c, store, site, notFoundPage(site, pageRequest(c)));
}

pages.get(`${SITE_ASSET_PATH}:name`, async (c, next) => {
  const name = c.req.param('name');
  const type = SITE_ASSET_TYPES[name.slice(name.lastIndexOf('.'))];
  const store = c.get('site');
  const [site, body] = type ? await Promise.all([store.settings(), store.asset(name)]) : [null, null];
  if (!site || body === null) return next();
  return revalidate(c, pageEtag(site.version)) ?? c.body(body, 200, { 'Content-Type': type });
});

pages.get(SEARCH_PATH, async (c, next) => {
  const store = c.get('site');
  const site = await store.settings();
  if (!site?.templates[SEARCH_TEMPLATE]) return next();
  return respond(c, store, site, searchPage(store, site, c.req.query('q') ?? '', pageRequest(c)));
});

pages.get('*', async (c, next) => {
  const request = pageRequest(c);
  // The API is never a page: skip the reads.
  if (isApiPath(request.path)) return next();
  const store = c.get('site');
  const [site, route] = await Promise.all([store.settings(), store.route(request.path)]);
  const page = site && route ? await contentPage(store, site, route, request, stockReader(c)) : null;
  if (!site || !page) return next();
  return respond(c, store, site, page);
});
