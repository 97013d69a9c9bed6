// The site watcher's half of `npm run dev -- --site <folder>`: after an edit,
// the folder is read again and only the KV entries that changed are sent to
// the running server (POST /api/platform/dev/content with the platform's key, local development only).
// A change the server cannot take that way (images, which go to R2, or the
// hosts) asks for a full publish instead.
import { readSiteFolder, type KvEntry, type PublishError } from './site-folder';
import { PLATFORM_API } from '../../schemas/site/paths';

export interface ContentChange {
  put: KvEntry[];
  delete: string[];
}

/** What differs between two publishes of one site, key by key. */
export function changesBetween(before: readonly KvEntry[], after: readonly KvEntry[]): ContentChange {
  const previous = new Map(before.map((entry) => [entry.key, entry.value]));
  const current = new Set(after.map((entry) => entry.key));
  return {
    put: after.filter((entry) => previous.get(entry.key) !== entry.value),
    delete: [...previous.keys()].filter((key) => !current.has(key)),
  };
}

export type Republished =
  | { kind: 'changed'; keys: string[]; ms: number }
  | { kind: 'unchanged' }
  | { kind: 'refused'; errors: PublishError[] }
  | { kind: 'full publish needed'; reason: string };

interface Server {
  url: string;
  /** The platform's key: the dev content call is the platform's. */
  platformToken: string;
}

/** The entries that stand for something outside KV (an image in R2) or outside this site's keys (a host). */
const notContent = (entries: readonly KvEntry[]) => entries.filter((entry) => entry.key.includes(':image:') || entry.key.startsWith('host:'));
/** When the entries were published, as their sitemap says. */
function publishedAt(entries: readonly KvEntry[]): Date {
  const sitemap = entries.find((entry) => entry.key.endsWith(':sitemap'));
  return new Date(sitemap ? (JSON.parse(sitemap.value) as { lastmod: string }).lastmod : 0);
}

const isEmpty = (change: ContentChange) => change.put.length === 0 && change.delete.length === 0;

/** Starts from the entries the server was last published with; each call sends what the folder changed since. */
export function siteRepublisher(folder: string, server: Server, published: readonly KvEntry[]) {
  let last = [...published];
  return {
    /** After a full publish, the watcher starts again from what it wrote. */
    reset(entries: readonly KvEntry[]): void {
      last = [...entries];
    },
    async republish(): Promise<Republished> {
      const started = performance.now();
      // Read as of the last publish first: a save that changed nothing must not rewrite the sitemap's time.
      const asPublished = await readSiteFolder(folder, { publishedAt: publishedAt(last) });
      if (asPublished.errors.length > 0) return { kind: 'refused', errors: asPublished.errors };
      if (isEmpty(changesBetween(last, asPublished.entries))) return { kind: 'unchanged' };
      const { entries } = await readSiteFolder(folder);
      const change = changesBetween(last, entries);
      if (!isEmpty(changesBetween(notContent(last), notContent(entries)))) return { kind: 'full publish needed', reason: 'images or hosts changed' };
      const response = await fetch(`${server.url}${PLATFORM_API.devContent}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${server.platformToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(change),
      });
      if (!response.ok) return { kind: 'full publish needed', reason: `the server answered ${response.status}: ${await response.text()}` };
      last = entries;
      return { kind: 'changed', keys: [...change.put.map((entry) => entry.key), ...change.delete], ms: performance.now() - started };
    },
  };
}
