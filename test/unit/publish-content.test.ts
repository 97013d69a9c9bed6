// Issue #25: a republish deletes what the previous publish of the website had
// and this one lacks, and at no moment does a published key lead to one that
// is not there (a route to a removed item, a host to a site without settings).
import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { RouteEntrySchema, siteKeys } from '../../schemas';
import { publishBindings } from '../../scripts/publish/bindings';
import { withLocalState } from '../../scripts/publish/local-state';
import { kvContentStore, publishContent, type ContentStore } from '../../scripts/publish/publish-content';
import { readSiteFolder } from '../../scripts/publish/site-folder';
import { wranglerContentStore } from '../../scripts/publish/wrangler-content';
import { scratchFolders } from './scratch-folders';
import { tsxCommand } from '../../scripts/package-bin';

const { demoCopy, scratch } = scratchFolders();
const WEBSITE_ID = 'demo-website';
const CANDLE = { file: 'items/04-beeswax-candle.json', id: 'item-candle', url: '/shop/p/beeswax-candle' };
const REMOVED_HOST = '127.0.0.1';

/** The owner's edit: the candle, the whole journal (collection, posts, templates) and a host removed. */
async function removeFromSite(dir: string): Promise<void> {
  const removed = [CANDLE.file, 'collections/journal.json', 'items/21-five-rituals-for-slower-mornings.json', 'items/22-in-the-studio-a-week-of-firing.json', 'templates/blog.list.jsont', 'templates/blog.item.jsont'];
  await Promise.all(removed.map((file) => rm(path.join(dir, file))));
  const siteFile = path.join(dir, 'site.json');
  const site = JSON.parse(await readFile(siteFile, 'utf8'));
  site.hosts = site.hosts.filter((host: string) => host !== REMOVED_HOST);
  await writeFile(siteFile, JSON.stringify(site));
}

/** What a published key leads to that is not there: the problems a visitor could reach. */
async function danglingKeys(kv: KVNamespace): Promise<string[]> {
  const keys = new Set((await kv.list()).keys.map((key) => key.name));
  const dangling: string[] = [];
  const need = (from: string, key: string) => keys.has(key) || dangling.push(`${from} -> ${key}`);
  for (const key of keys) {
    if (key.startsWith(siteKeys.host(''))) need(key, siteKeys.settings((await kv.get(key))!));
    if (key.startsWith(siteKeys.route(WEBSITE_ID, ''))) {
      const route = RouteEntrySchema.parse(await kv.get(key, 'json'));
      const collection = siteKeys.collection(WEBSITE_ID, route.collectionId);
      need(key, collection);
      if (route.itemId) need(key, siteKeys.item(WEBSITE_ID, route.itemId));
      const templates = (await kv.get<{ template?: string; itemTemplate?: string }>(collection, 'json')) ?? {};
      for (const name of [route.itemId ? templates.itemTemplate : templates.template]) if (name) need(key, siteKeys.template(WEBSITE_ID, name));
    }
  }
  return dangling;
}

/** The store, with every write and delete followed by a look at what a visitor could reach. */
function watched(kv: KVNamespace, seen: string[][]): ContentStore {
  const store = kvContentStore(kv);
  const look = async () => void seen.push(await danglingKeys(kv));
  return {
    get: (key) => store.get(key),
    put: async (entries) => (await store.put(entries), look()),
    delete: async (keys) => (await store.delete(keys), look()),
  };
}

describe('republishing a site folder', () => {
  it('never leaves a route, host or collection leading to a removed key on the way', async () => {
    const dir = await demoCopy();
    const state = await scratch();
    const before = await readSiteFolder(dir);
    await removeFromSite(dir);
    const after = await readSiteFolder(dir);
    expect(after.errors).toEqual([]);
    await withLocalState(state, publishBindings(), async ({ content }) => {
      await publishContent(kvContentStore(content), WEBSITE_ID, before.entries);
      const seen: string[][] = [];
      const published = await publishContent(watched(content, seen), WEBSITE_ID, after.entries);
      expect(seen.length).toBeGreaterThanOrEqual(5);
      expect(seen.flat()).toEqual([]);
      const removed = before.entries.map((entry) => entry.key).filter((key) => !after.entries.some((entry) => entry.key === key));
      expect(published.deleted.sort()).toEqual(removed.filter((key) => key !== siteKeys.manifest(WEBSITE_ID)).sort());
      expect(published.deleted).toEqual(expect.arrayContaining([siteKeys.item(WEBSITE_ID, CANDLE.id), siteKeys.route(WEBSITE_ID, CANDLE.url), siteKeys.host(REMOVED_HOST), siteKeys.template(WEBSITE_ID, 'blog.item')]));
      const left = (await content.list()).keys.map((key) => key.name);
      for (const key of published.deleted) expect(left).not.toContain(key);
      expect(JSON.parse((await content.get(siteKeys.manifest(WEBSITE_ID)))!)).toEqual(after.entries.map((entry) => entry.key).filter((key) => key !== siteKeys.manifest(WEBSITE_ID)).sort());
    });
  }, 60_000);

  it('is what `npm run publish -- <folder> --persist-to <dir>` does', async () => {
    const dir = await demoCopy();
    const state = await scratch();
    const publish = async () => (await promisify(execFile)(...tsxCommand('scripts/publish.ts', [dir, '--persist-to', state]))).stdout;
    expect(await publish()).toContain('no earlier publish of this website on record: nothing deleted');
    await rm(path.join(dir, CANDLE.file));
    const output = await publish();
    expect(output).toContain(`deleted 2 key(s) of the previous publish: ${siteKeys.route(WEBSITE_ID, CANDLE.url)}, ${siteKeys.item(WEBSITE_ID, CANDLE.id)}`);
    expect(await withLocalState(state, publishBindings(), ({ content }) => content.get(siteKeys.item(WEBSITE_ID, CANDLE.id)))).toBeNull();
  }, 300_000);

  it('refuses --remote without the environment to publish to', async () => {
    const failure = await promisify(execFile)(...tsxCommand('scripts/publish.ts', ['sites/demo', '--remote'])).then(() => null, (error: { code: number; stderr: string }) => error);
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('--remote needs the environment to publish to');
  }, 120_000);
});

describe("the deployed namespace's store, through wrangler's KV commands", () => {
  it('reads, writes and deletes keys (here in local state: only --remote differs)', async () => {
    const state = await scratch();
    const store = wranglerContentStore(['--local', '--persist-to', state]);
    expect(await store.get('site:w:manifest')).toBeNull();
    await store.put([{ key: 'site:w:manifest', value: '["site:w:item:a"]' }, { key: 'site:w:item:a', value: '{"id":"a"}' }]);
    expect(await store.get('site:w:manifest')).toBe('["site:w:item:a"]');
    await store.delete(['site:w:item:a']);
    expect(await withLocalState(state, publishBindings(), async ({ content }) => (await content.list()).keys.map((key) => key.name))).toEqual(['site:w:manifest']);
  }, 300_000);
});
