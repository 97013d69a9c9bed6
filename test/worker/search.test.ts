// The search page (#28): whole words, case, accents and plurals aside, every
// word required, title matches first; each result with its image, title,
// price (products), excerpt with the words marked, and link; one KV read of
// the index per query.
import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteKeys, type SearchEntry } from '../../schemas';
import { app } from '../../worker/app';
import { forgetCachedContent } from '../../worker/content/isolate-cache';
import { putSiteContent, seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);

/** The result items of a search page, in order. */
async function results(query: string): Promise<string[]> {
  const html = await (await visit(`/search?q=${encodeURIComponent(query)}`)).text();
  return html.split('<li class="search-result">').slice(1).map((result) => result.slice(0, result.indexOf('</li>')));
}

const links = (found: readonly string[]) => found.map((result) => /href="([^"]*)"/.exec(result)?.[1]);

describe('search', () => {
  it('finds words whatever their case, accents and number: "mugs" finds the mug', async () => {
    for (const query of ['mugs', 'MUG', 'mûgs']) {
      // The journal's week of firing speaks of mugs in its text: after the mug, whose title names it.
      expect(links(await results(query)), query).toEqual(['/shop/p/stoneware-mug', '/journal/in-the-studio-a-week-of-firing']);
    }
    for (const query of ['Stoneware Mugs', 'stönewäre MUG']) expect(links(await results(query)), query).toEqual(['/shop/p/stoneware-mug']);
  });

  it('requires every word of the query, and matches words, not parts of them', async () => {
    expect(await results('stoneware tote')).toEqual([]);
    expect(await results('stone')).toEqual([]);
    expect(links(await results('canvas tote'))).toEqual(['/shop/p/canvas-tote']);
  });

  it('ranks the items with the words in their title before those with them in their text', async () => {
    const found = links(await results('coffee'));
    expect(found[0]).toBe('/shop/p/monthly-coffee-subscription');
    // The pour-over masterclass says "coffee" only in its excerpt.
    expect(found).toContain('/shop/p/pour-over-masterclass');
    expect(found.indexOf('/shop/p/pour-over-masterclass')).toBeGreaterThan(0);
  });

  it('shows each result’s image, title, price and excerpt with the words marked, linked to the item', async () => {
    const [mug, journal] = await results('mugs');
    expect(mug).toMatch(/<a class="search-result-link" href="\/shop\/p\/stoneware-mug"><img class="search-result-image" src="\/media\/[^"]+"[^>]*><span class="search-result-title">Stoneware Mug<\/span><\/a>/);
    expect(mug).toContain('<div class="product-price">\n$18.00\n</div>');
    expect(journal).toMatch(/<p class="search-result-excerpt">.*speckled <mark>mugs<\/mark> come out.*<\/p>/s);
    // A post has no price.
    expect(journal).not.toContain('product-price');
  });

  it('escapes the item’s text around the marked words', async () => {
    const index: SearchEntry[] = [{ id: 'x', title: 'Odd <b>mug</b>', excerpt: '', text: 'A mug & <script>alert(1)</script> here', fullUrl: '/shop/p/odd', recordType: 1 }];
    await putSiteContent(siteKeys.searchIndex('demo-website'), JSON.stringify(index));
    try {
      const [odd] = await results('mug');
      expect(odd).toContain('<span class="search-result-title">Odd &lt;b&gt;mug&lt;/b&gt;</span>');
      expect(odd).toContain('A <mark>mug</mark> &amp; &lt;script&gt;alert(1)&lt;/script&gt; here');
      expect(odd).not.toContain('<script>');
    } finally {
      await seedDemoSite();
    }
  });

  it('reads the index once per query, and no item', async () => {
    const reads: string[] = [];
    const counting = new Proxy(env.CONTENT, {
      get(target, property) {
        if (property === 'get') {
          return (key: string, ...rest: unknown[]) => {
            reads.push(key);
            return target.get(key, ...(rest as []));
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    // A fresh isolate: nothing kept, so every read shows.
    forgetCachedContent();
    const response = await app.fetch(new Request('http://localhost/search?q=linen+napkins'), { ...env, CONTENT: counting }, createExecutionContext());
    expect(await response.text()).toContain('href="/shop/p/linen-napkins"');
    expect(reads.filter((key) => key === siteKeys.searchIndex('demo-website'))).toHaveLength(1);
    expect(reads.filter((key) => key.startsWith(siteKeys.item('demo-website', '')))).toEqual([]);
  });
});
