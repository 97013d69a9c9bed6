import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { forgetCachedContent } from '../../worker/content/isolate-cache';
import { DEMO_ORIGIN, demoProduct, seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, decoder: TextDecoder): Promise<string> {
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  return text;
}

describe('pages', () => {
  it('serves the home page as streamed HTML with the site head', async () => {
    const settings = await env.CONTENT.get<{ website: { siteTitle: string } }>('site:demo-website:settings', 'json');
    const response = await visit('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain(`<title>Home — ${settings!.website.siteTitle.replace('&', '&amp;')}</title>`);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/styles-[A-Z0-9]+\.css"\/>/);
    expect(html).toMatch(/<script type="module" src="\/assets\/client-[A-Z0-9]+\.js"/);
  });

  it('lists every product of the shop collection', async () => {
    const html = await (await visit('/shop')).text();
    const collection = await env.CONTENT.get<{ itemIds: string[] }>('site:demo-website:collection:shop', 'json');
    expect(collection!.itemIds.length).toBeGreaterThanOrEqual(6);
    for (const itemId of collection!.itemIds) {
      const product = await demoProduct(itemId);
      expect(html).toContain(`data-item-id="${product.id}"`);
    }
  });

  it('renders the cart pill on the server, hidden while the cart is empty', async () => {
    const html = await (await visit('/shop')).text();
    expect(html).toMatch(/<div id="cart-pill-root" role="region" aria-label="Cart"><a href="\/cart" class="cart-pill" data-cart-link="true" hidden=""/);
    expect(html).toContain(`<script type="application/json" id="sitefront-settings">{"currency":"USD",`);
  });

  it('answers an unknown path with 404 and an unknown host with a plain 404', async () => {
    expect((await visit('/no-such-page')).status).toBe(404);
    const foreign = await exportsFetch('http://unknown.example/shop');
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('cart-pill');
  });

  it('sends the same document whole, once the isolate holds the page, as it streamed before', async () => {
    forgetCachedContent();
    const cold = await visit('/shop');
    const streamed = await cold.text();
    // Content, stock and rendered body are now in the isolate: nothing is left to wait for.
    const warm = await visit('/shop');
    const whole = await warm.text();
    const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, '');
    expect(withoutNonce(whole)).toBe(withoutNonce(streamed));
  });

  it('sends the head before the slower body reads finish', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const pending: string[] = [];
    // Holds back item and template reads the way a slow KV read would.
    const slowContent = new Proxy(env.CONTENT, {
      get(target, property) {
        if (property === 'get') {
          return async (key: string, ...rest: unknown[]) => {
            if (/:(item|template):/.test(key)) {
              pending.push(key);
              await gate;
            }
            return (target.get as (...args: unknown[]) => unknown)(key, ...rest);
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    // A fresh isolate: nothing parsed yet, so the page must read the slow namespace.
    forgetCachedContent();
    const response = await app.fetch(new Request(`${DEMO_ORIGIN}/shop`), { ...env, CONTENT: slowContent }, createExecutionContext());
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const first = decoder.decode((await reader.read()).value);
    const firstProduct = await demoProduct('item-tee');

    expect(first).toContain('</head>');
    expect(first).toContain('<title>Shop');
    expect(pending.length).toBeGreaterThan(0);
    expect(first).not.toContain(firstProduct.title);

    release();
    const rest = await readAll(reader, decoder);
    expect(rest).toContain(firstProduct.title);
  });
});

function exportsFetch(url: string) {
  return app.fetch(new Request(url), env, createExecutionContext());
}
