import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seedDemoSite, visit, throughWorker } from './demo-site';

beforeAll(async () => {
  await seedDemoSite();
  await Promise.all(inject('secondSite').map((entry) => env.CONTENT.put(entry.key, entry.value)));
});

const onSecond = (path: string) => throughWorker(`http://second.example${path}`);

/** The second site's templates print the JSON they were executed with: `<pre id="context">{@|json|html}</pre>`. */
function renderedContext(html: string): unknown {
  const escaped = html.match(/<pre id="context">([\s\S]*?)<\/pre>/)![1];
  const text = escaped.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return JSON.parse(text);
}

describe('?format=json', () => {
  for (const path of ['/shop', '/shop/p/brass-lamp']) {
    it(`returns exactly the context ${path} was rendered with`, async () => {
      const rendered = renderedContext(await (await onSecond(path)).text());
      const response = await onSecond(`${path}?format=json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual(rendered);
    });
  }

  it('keeps fields the schemas do not know', async () => {
    const context = await (await onSecond('/shop/p/brass-lamp?format=json')).json<{ item: { ownerNote: string } }>();
    expect(context.item.ownerNote).toBe('unknown fields are kept');
  });

  it('pretty-prints with json-pretty, and answers on every page type', async () => {
    const pretty = await (await visit('/shop/p/organic-cotton-tee?format=json-pretty')).text();
    const plain = await (await visit('/shop/p/organic-cotton-tee?format=json')).text();
    expect(pretty).toBe(JSON.stringify(JSON.parse(plain), null, 2));
    const context = JSON.parse(plain);
    expect(context.item.id).toBe('item-tee');
    expect(context.product).toEqual(context.item.structuredContent);
    expect(context.productMerchandisingContext['item-tee'].scarcityEnabled).toBe(true);
    expect(context.item.merchandising).toBeUndefined();
    for (const path of ['/', '/journal', '/search?q=tee']) {
      const response = await visit(`${path}${path.includes('?') ? '&' : '?'}format=json`);
      expect(response.status, path).toBe(200);
      expect((await response.json<{ website: { id: string } }>()).website.id).toBe('demo-website');
    }
    const missing = await visit('/nowhere?format=json');
    expect(missing.status).toBe(404);
    expect((await missing.json<{ pageType: number }>()).pageType).toBeGreaterThan(0);
  });
});
