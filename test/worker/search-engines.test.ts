import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { siteKeys, type ImageAsset, type Sitemap } from '../../schemas';
import { DEMO_ORIGIN, putSiteContent, seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);

const WEBSITE = 'demo-website';

/** Every collection and item URL the demo publish wrote, read from its content. */
function publishedPageUrls(): string[] {
  return inject('demoSite')
    .filter((entry) => /:(collection|item):/.test(entry.key))
    .map((entry) => (JSON.parse(entry.value) as { fullUrl: string }).fullUrl);
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const NOINDEX = '<meta name="robots" content="noindex"/>';

describe('robots.txt and sitemap.xml', () => {
  it('tells crawlers where the sitemap is and keeps them out of the buying flow, the editor and the API', async () => {
    const response = await visit('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(
      ['User-agent: *', 'Disallow: /cart', 'Disallow: /checkout', 'Disallow: /config', 'Disallow: /api', '', `Sitemap: ${DEMO_ORIGIN}/sitemap.xml`, ''].join('\n'),
    );
  });

  it('lists every page and product at absolute URLs, dated by the publish', async () => {
    const response = await visit('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('ETag')).toMatch(/^W\//);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const { lastmod } = (await env.CONTENT.get<Sitemap>(siteKeys.sitemap(WEBSITE), 'json'))!;
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(entries.map((entry) => entry[1]).sort()).toEqual(publishedPageUrls().map((url) => new URL(url, DEMO_ORIGIN).href).sort());
    expect(entries.every((entry) => entry[2] === lastmod)).toBe(true);
    expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
  });

  it('escapes what a URL path may hold', async () => {
    const key = siteKeys.sitemap(WEBSITE);
    const published = (await env.CONTENT.get(key))!;
    const sitemap: Sitemap = { lastmod: '2026-01-01T00:00:00.000Z', paths: ['/tea-&-toast'] };
    await putSiteContent(key, JSON.stringify(sitemap));
    try {
      expect(await (await visit('/sitemap.xml')).text()).toContain(`<loc>${DEMO_ORIGIN}/tea-&amp;-toast</loc>`);
    } finally {
      await putSiteContent(key, published);
    }
  });
});

describe('page heads for search engines', () => {
  it('asks search engines to skip search results, the 404 page and the cart, and to index content pages', async () => {
    for (const path of ['/search?q=mug', '/no-such-page', '/cart']) {
      const html = await (await visit(path)).text();
      expect(head(html), path).toContain(NOINDEX);
    }
    for (const path of ['/', '/shop', '/shop/p/stoneware-mug', '/journal']) {
      const html = await (await visit(path)).text();
      expect(head(html), path).not.toContain('noindex');
    }
  });

  it('names the canonical URL without the query string, and none for a missing page', async () => {
    const product = await (await visit('/shop/p/stoneware-mug?utm_source=letter&q=1')).text();
    expect(head(product)).toContain(`<link rel="canonical" href="${DEMO_ORIGIN}/shop/p/stoneware-mug"/>`);
    expect(head(product)).toContain(`<meta property="og:url" content="${DEMO_ORIGIN}/shop/p/stoneware-mug"/>`);
    const search = await (await visit('/search?q=mug')).text();
    expect(head(search)).toContain(`<link rel="canonical" href="${DEMO_ORIGIN}/search"/>`);
    const missing = await (await visit('/no-such-page?x=1')).text();
    expect(head(missing)).not.toContain('rel="canonical"');
  });

  it("previews a product with its first photo at an absolute URL that answers, with the photo's size", async () => {
    const item = await env.CONTENT.get<{ items: ImageAsset[] }>(siteKeys.item(WEBSITE, 'item-mug'), 'json');
    const [photo] = item!.items;
    const [width, height] = photo.originalSize.split('x');
    const page = await (await visit('/shop/p/stoneware-mug')).text();
    const html = head(page);
    const imageUrl = new URL(photo.assetUrl, DEMO_ORIGIN).href;
    expect(html).toContain(`<meta property="og:image" content="${imageUrl}"/>`);
    expect(html).toContain(`<meta property="og:image:width" content="${width}"/>`);
    expect(html).toContain(`<meta property="og:image:height" content="${height}"/>`);
    expect(html).toContain(`<meta property="og:image:alt" content="${photo.title}"/>`);
    // The JSON-LD follows the body, made with the live stock.
    expect(page).toContain(`"image":"${imageUrl}"`);
    const image = await visit(new URL(imageUrl).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toMatch(/^image\//);
    await image.arrayBuffer();
  });

  it("links the site's favicon from every page", async () => {
    const settings = await env.CONTENT.get<{ favicon: string }>(siteKeys.settings(WEBSITE), 'json');
    for (const path of ['/', '/shop/p/stoneware-mug', '/no-such-page', '/cart']) {
      expect(head(await (await visit(path)).text()), path).toContain(`<link rel="icon" href="${settings!.favicon}"/>`);
    }
  });

  it("sets <html lang> to the site's language, on content and buying-flow pages alike", async () => {
    const key = siteKeys.settings(WEBSITE);
    const settings = (await env.CONTENT.get<{ website: { language: string } }>(key, 'json'))!;
    expect((await (await visit('/shop')).text())).toContain(`<html lang="${settings.website.language}">`);
    await putSiteContent(key, JSON.stringify({ ...settings, website: { ...settings.website, language: 'fr-FR' } }));
    try {
      for (const path of ['/shop', '/shop/p/stoneware-mug', '/search?q=x', '/no-such-page', '/cart']) {
        expect(await (await visit(path)).text(), path).toMatch(/^<!DOCTYPE html><html lang="fr-FR">/);
      }
    } finally {
      await putSiteContent(key, JSON.stringify(settings));
    }
  });
});
