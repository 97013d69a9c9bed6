import { env, exports } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CollectionType, PageType, type Collection, type Item } from '../../schemas';
import { app } from '../../worker/app';
import { forgetCachedContent } from '../../worker/content/isolate-cache';
import { seedDemoSite, visit } from './demo-site';

beforeAll(async () => {
  await seedDemoSite();
  await Promise.all(inject('secondSite').map((entry) => env.CONTENT.put(entry.key, entry.value)));
});

const pageTypeOf = (html: string) => Number(html.match(/<body data-page-type="(\d+)"/)?.[1]);

async function collection(id: string): Promise<Collection> {
  return (await env.CONTENT.get<Collection>(`site:demo-website:collection:${id}`, 'json'))!;
}

describe('routing by page type', () => {
  it('serves every collection at its URL, pages as "page" and the rest as content collections', async () => {
    for (const id of ['home', 'shop', 'journal', 'contact']) {
      const { fullUrl, type, title } = await collection(id);
      const response = await visit(fullUrl);
      expect(response.status, fullUrl).toBe(200);
      const html = await response.text();
      expect(pageTypeOf(html), fullUrl).toBe(type === CollectionType.PAGE ? PageType.PAGE : PageType.CONTENT_COLLECTION);
      expect(html).toContain(`<title>${title} — Fern &amp; Field</title>`);
    }
  });

  it('serves every item of the shop and the journal as a content item', async () => {
    for (const id of ['shop', 'journal']) {
      for (const itemId of (await collection(id)).itemIds) {
        const item = (await env.CONTENT.get<Item>(`site:demo-website:item:${itemId}`, 'json'))!;
        const response = await visit(item.fullUrl);
        expect(response.status, item.fullUrl).toBe(200);
        expect(pageTypeOf(await response.text())).toBe(PageType.CONTENT_ITEM);
      }
    }
  });

  it('shows the blog posts in the journal and a post with its body', async () => {
    const journal = await collection('journal');
    expect(journal.itemIds.length).toBe(2);
    const html = await (await visit(journal.fullUrl)).text();
    for (const itemId of journal.itemIds) expect(html).toContain(`data-item-id="${itemId}"`);
    const post = (await env.CONTENT.get<Item>(`site:demo-website:item:${journal.itemIds[0]}`, 'json'))!;
    expect(await (await visit(post.fullUrl)).text()).toContain(post.body);
  });

  it('has a contact page with a form block and a newsletter block', async () => {
    const html = await (await visit('/contact')).text();
    expect(html).toContain('data-block-type="9"');
    expect(html).toContain('data-block-type="51"');
    expect(html).toContain('class="captcha-container"');
  });

  it('searches item titles and excerpts', async () => {
    const response = await visit('/search?q=stoneware+MUG');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(pageTypeOf(html)).toBe(PageType.SEARCH);
    expect(html).toContain('href="/shop/p/stoneware-mug"');
    expect(html).not.toContain('href="/shop/p/canvas-tote"');
    expect(await (await visit('/search?q=zzzz')).text()).toContain('No results for &ldquo;zzzz&rdquo;.');
    expect((await visit(`/search?q=${'a'.repeat(100_000)}`)).status).toBe(200);
  });

  it('answers unknown paths with the site\'s not-found page and status 404', async () => {
    for (const path of ['/no-such-page', '/shop/p/no-such-product', '/s/missing.svg', '/s/logo.exe']) {
      const response = await visit(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(pageTypeOf(html), path).toBe(PageType.NOT_FOUND);
      expect(html).toContain('<h1>Page not found</h1>');
    }
  });

  it('shows the error page with status 500 and no stack when content cannot be read', async () => {
    const failing = { ...env.CONTENT, get: () => Promise.reject(new Error('kv is down at secret/path.ts:12')) } as unknown as KVNamespace;
    const hosts = new Proxy(env.CONTENT, {
      get(target, property) {
        if (property === 'get') return (key: string, ...rest: unknown[]) => (key.startsWith('host:') ? target.get(key) : failing.get(key, ...(rest as [])));
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    // A fresh isolate: nothing parsed yet, so the page must read the failing namespace.
    forgetCachedContent();
    const response = await app.fetch(new Request('http://localhost/shop'), { ...env, CONTENT: hosts }, createExecutionContext());
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('Something went wrong');
    expect(html).not.toMatch(/secret|\.ts:|at /);
  });

  it('serves site assets from KV with their type', async () => {
    const response = await visit('/s/logo.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg /);
  });
});

describe('many sites, one Worker', () => {
  const onHost = (host: string, path: string) => exports.default.fetch(new Request(`http://${host}${path}`));

  it('selects the site by host: the same path shows each owner their own content', async () => {
    const demo = await (await onHost('localhost', '/shop')).text();
    const second = await (await onHost('second.example', '/shop')).text();
    expect(demo).toContain('Fern &amp; Field');
    expect(demo).not.toContain('Brass Lamp');
    expect(second).toContain('Brass Lamp');
    expect(second).not.toContain('Fern &amp; Field');
    expect(second).not.toContain('item-tee');
  });

  it('never serves one site\'s item or asset on another host', async () => {
    expect((await onHost('second.example', '/shop/p/organic-cotton-tee')).status).toBe(404);
    expect((await onHost('second.example', '/s/logo.svg')).status).toBe(404);
    expect((await onHost('localhost', '/shop/p/brass-lamp')).status).toBe(404);
  });

  it('gives an unknown host a plain 404', async () => {
    const response = await onHost('unknown.example', '/shop');
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain('Fern');
    expect(text).not.toContain('Brass');
  });
});
