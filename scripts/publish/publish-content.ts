// Writes a publish's KV entries and removes what the website's previous publish
// had and this one lacks, in an order that never lets a visitor reach content
// that is not there: whatever a key leads to is written before the key, and a
// key is deleted only once nothing published leads to it. Runs against any
// store (wrangler's CLI for a deployed namespace, the local state through
// Miniflare, a Worker test's own KV binding), so no Node import here.
import { siteKeys } from '../../schemas';
import type { KvEntry } from './site-folder';

export interface ContentStore {
  get(key: string): Promise<string | null>;
  put(entries: readonly KvEntry[]): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
}

export interface Published {
  written: number;
  /** Keys of the previous publish that this one removed. */
  deleted: string[];
  /** Whether a previous publish's keys were known (publishes before the manifest left none). */
  previousKnown: boolean;
}

/** The key list of a publish, so that the next one knows what to remove (every key but the manifest's own). */
export function manifestEntry(websiteId: string, keys: readonly string[]): KvEntry {
  const manifest = siteKeys.manifest(websiteId);
  return { key: manifest, value: JSON.stringify([...new Set(keys)].filter((key) => key !== manifest).sort()) };
}

function readManifest(value: string | null): string[] | null {
  if (value === null) return null;
  const keys: unknown = JSON.parse(value);
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string')) throw new Error('the stored publish manifest is not a list of keys');
  return keys;
}

/** Keys through which visitors reach the rest: a host finds the website, the settings name the publish, the search and sitemap list URLs. */
const isEntrance = (websiteId: string, key: string) =>
  key.startsWith(siteKeys.host('')) || [siteKeys.settings(websiteId), siteKeys.searchIndex(websiteId), siteKeys.sitemap(websiteId)].includes(key);
const isRoute = (websiteId: string, key: string) => key.startsWith(siteKeys.route(websiteId, ''));

export async function publishContent(store: ContentStore, websiteId: string, publish: readonly KvEntry[]): Promise<Published> {
  const manifestKey = siteKeys.manifest(websiteId);
  const entries = publish.filter((entry) => entry.key !== manifestKey);
  const keys = entries.map((entry) => entry.key);
  const previous = readManifest(await store.get(manifestKey));
  const before = new Set(previous);
  const now = new Set(keys);
  const stale = [...before].filter((key) => !now.has(key));
  const route = (key: string) => isRoute(websiteId, key);
  const entrance = (key: string) => isEntrance(websiteId, key);
  const host = (key: string) => key.startsWith(siteKeys.host(''));

  // Until the stale keys are gone the stored manifest lists both publishes, so one cut short is cleaned up by the next.
  if (keys.some((key) => !before.has(key))) await store.put([manifestEntry(websiteId, [...before, ...keys])]);
  await store.put(entries.filter((entry) => !route(entry.key) && !entrance(entry.key)));
  await store.put(entries.filter((entry) => route(entry.key)));
  await store.put(entries.filter((entry) => entrance(entry.key)));

  // A host that another website has published since is that website's now.
  const ownHosts: string[] = [];
  for (const key of stale.filter(host)) if ((await store.get(key)) === websiteId) ownHosts.push(key);
  const leadingThere = [...ownHosts, ...stale.filter(route)];
  const content = stale.filter((key) => !route(key) && !host(key));
  await store.delete(leadingThere);
  await store.delete(content);
  if (stale.length > 0) await store.put([manifestEntry(websiteId, keys)]);
  return { written: entries.length, deleted: [...leadingThere, ...content], previousKnown: previous !== null };
}

/** What the store needs of a KV binding: the local state's (through Miniflare) or a Worker's own. */
interface KvBinding {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export function kvContentStore(kv: KvBinding): ContentStore {
  // Bounded so a large site does not open thousands of requests at once.
  const BATCH = 100;
  async function inBatches<T>(items: readonly T[], each: (item: T) => Promise<unknown>): Promise<void> {
    for (let start = 0; start < items.length; start += BATCH) await Promise.all(items.slice(start, start + BATCH).map(each));
  }
  return {
    get: (key) => kv.get(key),
    put: (entries) => inBatches(entries, (entry) => kv.put(entry.key, entry.value)),
    delete: (keys) => inBatches(keys, (key) => kv.delete(key)),
  };
}
