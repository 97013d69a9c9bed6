import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CRUMB_COOKIE } from '../../schemas';
import { forgetCached, forgetCachedContent } from '../../worker/content/isolate-cache';
import { Visitor } from './cookie-jar';
import { seedDemoSite, visit } from './demo-site';

/** A published entry of the demo site, by the end of its KV key. */
function published(keyEnd: string) {
  const entry = inject('demoSite').find((candidate) => candidate.key.endsWith(keyEnd));
  if (!entry) throw new Error(`demo site has no ${keyEnd}`);
  return entry;
}

beforeAll(seedDemoSite);

describe('caching', () => {
  it('gives pages an ETag and CDN-friendly Cache-Control, and answers a matching If-None-Match with 304', async () => {
    for (const path of ['/', '/shop', '/shop/p/organic-cotton-tee', '/journal', '/shop?format=json', '/s/logo.svg']) {
      const response = await visit(path);
      const etag = response.headers.get('ETag');
      expect(etag, path).toMatch(/^W\/".+"$/);
      expect(response.headers.get('Cache-Control'), path).toMatch(/public/);
      await response.arrayBuffer();
      const revalidated = await visit(path, { headers: { 'If-None-Match': etag! } });
      expect(revalidated.status, path).toBe(304);
      expect(await revalidated.text()).toBe('');
      const stale = await visit(path, { headers: { 'If-None-Match': 'W/"something-older"' } });
      expect(stale.status, path).toBe(200);
      await stale.arrayBuffer();
    }
  });

  it('never sets a cookie on a cacheable page; the crumb comes with the first API response', async () => {
    const visitor = new Visitor();
    for (const path of ['/', '/shop', '/shop/p/organic-cotton-tee']) {
      const response = await visitor.request(path);
      await response.arrayBuffer();
      expect(response.headers.get('Set-Cookie'), path).toBeNull();
    }
    expect(visitor.cookies.has(CRUMB_COOKIE)).toBe(false);
    await (await visitor.request('/api/commerce/shopping-cart')).arrayBuffer();
    expect(visitor.cookies.has(CRUMB_COOKIE)).toBe(true);
  });

  it('keeps any response that sets a cookie out of shared caches', async () => {
    const api = await visit('/api/commerce/shopping-cart');
    await api.arrayBuffer();
    expect(api.headers.get('Set-Cookie')).not.toBeNull();
    expect(api.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('bakes no cart state into the page: the pill renders empty for a visitor with a cart', async () => {
    const visitor = new Visitor();
    await (await visitor.request('/api/commerce/shopping-cart')).arrayBuffer();
    const add = await visitor.send('/api/commerce/shopping-cart/entries', 'POST', { itemId: 'item-candle', sku: 'CANDLE-PILLAR', quantity: 2 });
    expect(add.status).toBe(200);
    const html = await (await visitor.request('/shop')).text();
    expect(html).toMatch(/<a href="\/cart" class="cart-pill" data-cart-link="true" hidden=""/);
  });

  it('shows a new publish at once: the document and body an isolate keeps for a page follow the publish version', async () => {
    const settings = published(':settings');
    const item = published(':item:item-tee');
    const product = JSON.parse(item.value) as { title: string; fullUrl: string };
    const before = await (await visit(product.fullUrl)).text();
    expect(before).toContain(`<title>${product.title} — `);

    const site = JSON.parse(settings.value) as { version: string };
    const title = `${product.title}, republished`;
    await env.CONTENT.put(item.key, JSON.stringify({ ...JSON.parse(item.value), title }));
    await env.CONTENT.put(settings.key, JSON.stringify({ ...JSON.parse(settings.value), version: `${site.version}-next` }));
    // What a fresh isolate, or this one 5 s later, would do: read the settings again, which name the new version.
    forgetCached(settings.key);
    try {
      const after = await (await visit(product.fullUrl)).text();
      expect(after).toContain(`<title>${title} — `);
      expect(after).toContain(`<meta property="og:title" content="${title}"/>`);
      expect(after).toContain(`"name":"${title}"`);
      expect(after).toContain(`<h1 class="product-title">${title}</h1>`);
    } finally {
      await Promise.all([env.CONTENT.put(item.key, item.value), env.CONTENT.put(settings.key, settings.value)]);
      forgetCachedContent();
    }
  });
});

