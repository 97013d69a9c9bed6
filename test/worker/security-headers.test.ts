// Security headers over every page type and API answer (issue 14, finding 6).
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { PageType, siteKeys } from '../../schemas';
import { app } from '../../worker/app';
import { forgetCachedContent } from '../../worker/content/isolate-cache';
import { add, arrivingVisitor, product, websiteId } from './cart-helpers';
import { submitCheckout } from './checkout-helpers';
import { seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);

/** The headers every answer carries, page or not. */
function expectBaseHeaders(response: Response, what: string) {
  expect(response.headers.get('X-Content-Type-Options'), what).toBe('nosniff');
  expect(response.headers.get('X-Frame-Options'), what).toBe('DENY');
  expect(response.headers.get('Referrer-Policy'), what).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  const policy = response.headers.get('Content-Security-Policy') ?? '';
  expect(policy, what).toMatch(/(frame-ancestors 'none'|sandbox)/);
  expect(response.headers.get('Strict-Transport-Security'), what).toBeNull();
}

/** A page's policy: a nonce of its own, no unsafe-inline for scripts, and every script of ours carrying that nonce. */
async function expectPagePolicy(response: Response, what: string, hasScripts = true): Promise<string> {
  expectBaseHeaders(response, what);
  expect(response.headers.get('Content-Type'), what).toMatch(/^text\/html/);
  const policy = response.headers.get('Content-Security-Policy')!;
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, what).toBeTruthy();
  expect(/script-src[^;]*unsafe-inline/.test(policy), what).toBe(false);
  expect(/style-src [^;]*unsafe-inline/.test(policy), what).toBe(false);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
  // Data blocks (JSON) do not run, so they need no nonce; everything else does.
  const running = scripts.filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
  expect(running.length > 0, what).toBe(hasScripts);
  for (const attributes of running) expect(attributes, what).toContain(`nonce="${nonce}"`);
  for (const match of html.matchAll(/<style\b([^>]*)>/g)) expect(match[1], what).toContain(`nonce="${nonce}"`);
  return nonce!;
}

const pageTypeOf = (html: string) => Number(html.match(/<body data-page-type="(\d+)"/)?.[1]);

describe('security headers', () => {
  it('are on every page type, with a fresh nonce each time', async () => {
    const tee = await product('item-tee');
    // A page asked for again is built around the document shell the isolate kept: the nonce must still be new.
    const paths = ['/', '/shop', tee.fullUrl, '/journal', '/search?q=mug', '/no-such-page', '/cart', '/checkout', tee.fullUrl, '/shop'];
    const nonces = new Set<string>();
    const types = new Set<number>();
    for (const path of paths) {
      const response = await visit(path);
      const copy = response.clone();
      nonces.add(await expectPagePolicy(response, path));
      types.add(pageTypeOf(await copy.text()));
    }
    expect(nonces.size).toBe(paths.length);
    expect(types).toEqual(new Set([PageType.PAGE, PageType.CONTENT_COLLECTION, PageType.CONTENT_ITEM, PageType.SEARCH, PageType.NOT_FOUND, PageType.SHOW_CART, PageType.ERROR]));
  });

  it('are on the order confirmation, the owner pages, the error page and refusal pages', async () => {
    const visitor = await arrivingVisitor();
    const candle = await product('item-candle');
    await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
    // The cart page's React forms bring an inline replay script: it must carry the nonce too.
    const cartPage = await visitor.request('/cart');
    expect(await cartPage.clone().text()).toMatch(/<script nonce="/);
    await expectPagePolicy(cartPage, 'cart with entries');
    const checkout = await visitor.request('/checkout');
    expect(pageTypeOf(await checkout.clone().text())).toBe(PageType.CHECKOUT);
    await expectPagePolicy(checkout, 'checkout');
    const placed = await submitCheckout(visitor);
    expectBaseHeaders(placed, 'the redirect after placing');
    await expectPagePolicy(await visitor.request(placed.headers.get('Location')!), 'order confirmed');
    await expectPagePolicy(await visit('/config'), 'owner sign-in', false);
    await expectPagePolicy(await visit('/checkout', { method: 'POST', body: new URLSearchParams({ intent: 'place' }) }), 'crumb refusal page');

    const failing = new Proxy(env.CONTENT, {
      get(target, property) {
        if (property === 'get') return (key: string, ...rest: []) => (key.startsWith('host:') ? target.get(key, ...rest) : Promise.reject(new Error('kv is down')));
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    forgetCachedContent();
    const error = await app.fetch(new Request('http://localhost/shop'), { ...env, CONTENT: failing }, createExecutionContext());
    expect(error.status).toBe(500);
    expectBaseHeaders(error, 'error page');
    forgetCachedContent();
  });

  it('are on API answers, files and unknown hosts, which may run nothing', async () => {
    const visitor = await arrivingVisitor();
    const answers: [string, Response][] = [
      ['cart', await visitor.request('/api/commerce/shopping-cart')],
      ['refusal', await visitor.send('/api/commerce/shopping-cart/entries', 'POST', {})],
      ['unknown call', await visit('/api/nothing-here')],
      ['robots', await visit('/robots.txt')],
      ['sitemap', await visit('/sitemap.xml')],
      ['favicon', await visit('/favicon.ico')],
      ['unknown host', await app.fetch(new Request('http://nowhere.example/api/x'), env, createExecutionContext())],
    ];
    for (const [what, response] of answers) {
      expectBaseHeaders(response, what);
      if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) {
        expect(response.headers.get('Content-Security-Policy'), what).toMatch(/default-src 'none'|sandbox/);
      }
    }
  });

  it('leave a 304 without a policy, so the page the browser keeps runs under the nonce it came with', async () => {
    const first = await visit('/shop');
    await first.arrayBuffer();
    const again = await visit('/shop', { headers: { 'If-None-Match': first.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Content-Security-Policy')).toBeNull();
    expect(again.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('include HSTS on deployed https hosts only', async () => {
    await env.CONTENT.put(siteKeys.host('shop.example.com'), await websiteId());
    forgetCachedContent();
    const deployed = await app.fetch(new Request('https://shop.example.com/shop'), env, createExecutionContext());
    expect(deployed.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    const local = await app.fetch(new Request('https://localhost/shop'), env, createExecutionContext());
    expect(local.headers.get('Strict-Transport-Security')).toBeNull();
    const plain = await app.fetch(new Request('http://shop.example.com/shop'), env, createExecutionContext());
    expect(plain.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('come with Secure cookies over https', async () => {
    const response = await app.fetch(new Request('https://localhost/api/commerce/shopping-cart'), env, createExecutionContext());
    expect(response.headers.get('Set-Cookie')).toMatch(/crumb=[^;]+;.*Secure/);
  });
});
