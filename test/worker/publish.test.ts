// Issue #25: a republish deletes what the previous publish of the website had
// and the new one lacks, through the same code as `npm run publish`
// (scripts/publish/publish-content.ts) on the Worker's own KV: a removed
// item's page and a removed host stop answering.
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import { siteKeys } from '../../schemas';
import { NO_SITE_HERE } from '../../schemas/messages';
import { kvContentStore, publishContent } from '../../scripts/publish/publish-content';
import type { KvEntry } from '../../scripts/publish/site-folder';
import { forgetCachedContent } from '../../worker/content/isolate-cache';
import { throughWorker } from './demo-site';

/** The demo site as another owner's, so that other test files' demo stays whole. */
const WEBSITE_ID = 'republished-website';
const HOSTS = ['republished.example', 'shop.republished.example'];
const CANDLE = { id: 'item-candle', url: '/shop/p/beeswax-candle' };

function demoAsAnotherSite(): KvEntry[] {
  const content = inject('demoSite')
    .filter((entry) => !entry.key.startsWith(siteKeys.host('')))
    .map((entry) => ({ key: entry.key.replaceAll('demo-website', WEBSITE_ID), value: entry.value.replaceAll('demo-website', WEBSITE_ID) }));
  return [...HOSTS.map((host) => ({ key: siteKeys.host(host), value: WEBSITE_ID })), ...content];
}

/** The same site once the owner removed the candle and the second host. */
function withoutCandleAndHost(entries: KvEntry[]): KvEntry[] {
  const gone = new Set([siteKeys.item(WEBSITE_ID, CANDLE.id), siteKeys.route(WEBSITE_ID, CANDLE.url), siteKeys.host(HOSTS[1])]);
  return entries
    .filter((entry) => !gone.has(entry.key))
    .map((entry) => {
      if (entry.key !== siteKeys.collection(WEBSITE_ID, 'shop')) return entry;
      const shop = JSON.parse(entry.value) as { itemIds: string[] };
      return { key: entry.key, value: JSON.stringify({ ...shop, itemIds: shop.itemIds.filter((id) => id !== CANDLE.id) }) };
    });
}

async function publish(entries: KvEntry[]) {
  const published = await publishContent(kvContentStore(env.CONTENT), WEBSITE_ID, entries);
  // What the isolate keeps of hosts and settings expires within seconds; the test does not wait for it.
  forgetCachedContent();
  return published;
}

const visit = (host: string, path: string) => throughWorker(`http://${host}${path}`);

describe('republishing a site without an item and a host', () => {
  it('deletes their keys, so the old route and the old host answer 404', async () => {
    const first = demoAsAnotherSite();
    expect(await publish(first)).toMatchObject({ deleted: [], previousKnown: false });
    expect((await visit(HOSTS[0], CANDLE.url)).status).toBe(200);
    expect((await visit(HOSTS[1], '/shop')).status).toBe(200);

    const published = await publish(withoutCandleAndHost(first));
    expect(published.previousKnown).toBe(true);
    expect(published.deleted.sort()).toEqual([siteKeys.host(HOSTS[1]), siteKeys.item(WEBSITE_ID, CANDLE.id), siteKeys.route(WEBSITE_ID, CANDLE.url)].sort());

    expect((await visit(HOSTS[0], CANDLE.url)).status).toBe(404);
    const oldHost = await visit(HOSTS[1], '/shop');
    expect(oldHost.status).toBe(404);
    expect(await oldHost.text()).toContain(NO_SITE_HERE);
    expect((await visit(HOSTS[0], '/shop')).status).toBe(200);
    expect(await env.CONTENT.get(siteKeys.item(WEBSITE_ID, CANDLE.id))).toBeNull();
    expect(JSON.parse((await env.CONTENT.get(siteKeys.manifest(WEBSITE_ID)))!)).not.toContain(siteKeys.route(WEBSITE_ID, CANDLE.url));
  });

  it('leaves a host alone that another website has published since', async () => {
    const first = demoAsAnotherSite();
    await publish(first);
    await env.CONTENT.put(siteKeys.host(HOSTS[1]), 'second-website');
    const published = await publish(withoutCandleAndHost(first));
    expect(published.deleted).not.toContain(siteKeys.host(HOSTS[1]));
    expect(await env.CONTENT.get(siteKeys.host(HOSTS[1]))).toBe('second-website');
  });
});
