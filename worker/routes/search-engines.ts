import { Hono } from 'hono';
import { API_PREFIX, CART_PATH, CHECKOUT_PATH, DASHBOARD_PATH } from '../../schemas/site/paths';
import { escapeAttribute } from '../../templates';
import type { AppEnv } from '../env';
import { revalidate } from '../http/page-cache';
import { PAGE_CACHE_CONTROL, pageEtag } from '../render/page-cache';

/** robots.txt and sitemap.xml, for the host the crawler asked. */
export const searchEngines = new Hono<AppEnv>();

/** One visitor's cart, checkout and orders, the site editor and the API are nobody's search result. */
export const DISALLOWED_PATHS = [CART_PATH, CHECKOUT_PATH, DASHBOARD_PATH, API_PREFIX.slice(0, -1)] as const;

searchEngines.get('/robots.txt', (c) => {
  const sitemap = new URL('/sitemap.xml', c.req.url).href;
  const rules = ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemap}`, ''];
  return c.text(rules.join('\n'), 200, { 'Cache-Control': PAGE_CACHE_CONTROL });
});

searchEngines.get('/sitemap.xml', async (c, next) => {
  const storefront = c.get('storefront');
  const [site, sitemap] = await Promise.all([storefront.settings(), storefront.content.sitemap()]);
  if (!site || !sitemap) return next();
  const notModified = revalidate(c, pageEtag(site.version));
  if (notModified) return notModified;
  const { origin } = new URL(c.req.url);
  const urls = sitemap.paths.map((path) => `<url><loc>${escapeAttribute(new URL(path, origin).href)}</loc><lastmod>${sitemap.lastmod}</lastmod></url>`);
  const xml = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
  return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
});
