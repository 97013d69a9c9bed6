import { Hono, type Context } from 'hono';
import { SEARCH_PATH, SEARCH_TEMPLATE, SITE_ASSET_PATH, SITE_ASSET_TYPES } from '../../schemas';
import type { AppEnv } from '../env';
import { plainAnswer, sendPage } from '../http/answers';
import { isApiPath } from '../http/request-kind';
import { revalidate } from '../http/page-cache';
import { privateWhenSettingCookies } from '../middleware/cache';
import { stockReader } from '../pages/live-stock';
import { contentPage, notFoundPage, searchPage, type PageRequest } from '../pages/page-source';
import { pageEtag } from '../render/page-cache';
import { respond, type PageAsk } from '../render/respond';
import type { Storefront } from '../storefront';
import { NO_SUCH_CALL, PAGE_NOT_FOUND } from '../../schemas/messages';

export const pages = new Hono<AppEnv>();

pages.use('*', privateWhenSettingCookies);

export function pageRequest(c: Context<AppEnv>): PageRequest {
  const { origin, pathname } = new URL(c.req.url);
  // `/shop/` and `/shop` are one page.
  return { origin, path: pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname };
}

const pageAsk = (c: Context<AppEnv>): PageAsk => ({ ifNoneMatch: c.req.header('If-None-Match'), format: c.req.query('format') });

/** The site's 404 page, for any path nothing else answered; a plain one when the site itself cannot be read. */
export async function notFound(c: Context<AppEnv>): Promise<Response> {
  const storefront = c.get('storefront') as Storefront | undefined;
  const site = storefront && (c.req.method === 'GET' || c.req.method === 'HEAD') ? await storefront.settings() : null;
  if (isApiPath(c.req.path)) return plainAnswer(c, 404, NO_SUCH_CALL);
  if (!storefront || !site) return plainAnswer(c, 404, PAGE_NOT_FOUND);
  return sendPage(c, await respond(storefront, site, notFoundPage(site, pageRequest(c)), pageAsk(c)));
}

pages.get(`${SITE_ASSET_PATH}:name`, async (c, next) => {
  const name = c.req.param('name');
  const type = SITE_ASSET_TYPES[name.slice(name.lastIndexOf('.'))];
  const storefront = c.get('storefront');
  const [site, body] = type ? await Promise.all([storefront.settings(), storefront.content.asset(name)]) : [null, null];
  if (!site || body === null) return next();
  return revalidate(c, pageEtag(site.version)) ?? c.body(body, 200, { 'Content-Type': type });
});

pages.get(SEARCH_PATH, async (c, next) => {
  const storefront = c.get('storefront');
  const site = await storefront.settings();
  if (!site?.templates[SEARCH_TEMPLATE]) return next();
  return sendPage(c, await respond(storefront, site, searchPage(storefront.content, site, c.req.query('q') ?? '', pageRequest(c)), pageAsk(c)));
});

pages.get('*', async (c, next) => {
  const request = pageRequest(c);
  // The API is never a page: skip the reads.
  if (isApiPath(request.path)) return next();
  const storefront = c.get('storefront');
  const [site, route] = await Promise.all([storefront.settings(), storefront.content.route(request.path)]);
  const page = site && route ? await contentPage(storefront.content, site, route, request, stockReader(storefront)) : null;
  if (!site || !page) return next();
  return sendPage(c, await respond(storefront, site, page, pageAsk(c)));
});
