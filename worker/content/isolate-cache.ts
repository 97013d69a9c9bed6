// Site content parsed once per isolate. A publish writes a new version into the
// site's settings, so content read under a version can be kept until memory is
// needed; the host map and the settings themselves are kept only briefly, which
// bounds how long an isolate serves the previous publish (KV's own propagation
// takes longer than that anyway).

/** How long an isolate trusts its copy of the host map and site settings. */
export const SETTINGS_TTL_MS = 5_000;
/** Parsed entries kept per isolate across all sites; the oldest goes first. */
const CAPACITY = 2_000;

interface Entry {
  value: Promise<unknown>;
  expires: number;
  /** From when the first request to find the entry reads it anew, while the others keep it until that read lands. */
  refreshAt: number;
  /** Whether the read has finished; until then the value is the I/O of the request that started it. */
  settled: boolean;
  refreshing: boolean;
}

const entries = new Map<string, Entry>();

/** Cached values are shared by every request of the isolate: freezing makes an accidental write throw, not leak. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** How a value ages: the TTL's clock, and a refresh before it runs out. */
export interface Ageing<T> {
  /** From when the first request to find the value reads it anew (see `cached`); the TTL by default. */
  refreshAfterMs?: number;
  /** When the value was read at its source, if before `load` was called (a copy shared by other isolates); the TTL counts from then. */
  readAt?: (value: T) => number;
}

/**
 * The value under `key`, read by `load` on a miss. A read still under way is
 * not shared: workerd cancels a request that waits only on another request's
 * I/O (as hung), so a request that finds one reads for itself. A failed read
 * or a missing value (null) is not kept, so content that arrives late is
 * found on the next request.
 *
 * With `refreshAfterMs` shorter than `ttlMs`, the first request to find the
 * value that old reads it anew while the others keep the value they have: a
 * busy key is then read once per refresh, not once for every request in
 * flight as it expires.
 */
export function cached<T>(key: string, ttlMs: number, load: () => Promise<T | null>, ageing: Ageing<T> = {}): Promise<T | null> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) {
    if (!hit.settled) return load().then(deepFreeze);
    if (now >= hit.refreshAt && !hit.refreshing) return refresh(key, hit, now, ttlMs, ageing, load);
    entries.delete(key);
    entries.set(key, hit);
    return hit.value as Promise<T | null>;
  }
  const value = load().then(deepFreeze);
  const entry: Entry = { value, ...lifetime(now, ttlMs, ageing), settled: false, refreshing: false };
  entries.set(key, entry);
  if (entries.size > CAPACITY) entries.delete(entries.keys().next().value!);
  const forget = () => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  value.then((result) => (result === null ? forget() : Object.assign(entry, lifetime(now, ttlMs, ageing, result), { settled: true })), forget);
  return value;
}

/** When a value read from `now` on expires and is due for a refresh: counted from its own reading when it says when that was. */
function lifetime<T>(now: number, ttlMs: number, { refreshAfterMs = ttlMs, readAt }: Ageing<T>, value?: T): Pick<Entry, 'expires' | 'refreshAt'> {
  const from = value !== undefined && readAt ? Math.min(now, readAt(value)) : now;
  return { expires: from + ttlMs, refreshAt: from + refreshAfterMs };
}

/** Reads `hit` anew for this request; the entry is replaced once the read lands, and kept as it was if it fails. */
function refresh<T>(key: string, hit: Entry, now: number, ttlMs: number, ageing: Ageing<T>, load: () => Promise<T | null>): Promise<T | null> {
  hit.refreshing = true;
  const value = load().then(deepFreeze);
  const landed = (result: T | null) => {
    hit.refreshing = false;
    if (result !== null && entries.get(key) === hit) entries.set(key, { value, ...lifetime(now, ttlMs, ageing, result), settled: true, refreshing: false });
  };
  value.then(landed, () => (hit.refreshing = false));
  return value;
}

/** Drops one value, when the isolate itself has just changed what it was read from. */
export function forgetCached(key: string): void {
  entries.delete(key);
  forgotten.set(key, Date.now());
}

/** Every set of recent values, so that forgetting the isolate's content forgets them too. */
const everyRecent: RecentValues<unknown>[] = [];

/** A few values kept for a while, the most recently used; once full, the least recently used goes first. */
export class RecentValues<T> {
  private readonly values = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly capacity: number,
    private readonly ttlMs: number,
  ) {
    everyRecent.push(this);
  }

  get(key: string): T | undefined {
    const hit = this.values.get(key);
    this.values.delete(key);
    if (!hit || hit.expires <= Date.now()) return undefined;
    this.values.set(key, hit);
    return hit.value;
  }

  set(key: string, value: T): T {
    this.values.set(key, { value, expires: Date.now() + this.ttlMs });
    if (this.values.size > this.capacity) this.values.delete(this.values.keys().next().value!);
    return value;
  }

  clear(): void {
    this.values.clear();
  }
}

/**
 * How long an isolate keeps what it rendered of a page: as long as a CDN may
 * keep the whole page (PAGE_CACHE_CONTROL), so what time-relative formatters
 * print is never older than a cached page's already may be.
 */
export const RENDERED_TTL_MS = 60_000;

/** Bodies are tens of KB each: few are kept. */
const bodies = new RecentValues<string>(100, RENDERED_TTL_MS);

/**
 * The page body rendered for `key`, which names everything the body follows
 * from (the publish's version, the page, the live stock it shows); `render`
 * makes it on a miss. Rendering is the bulk of a page's CPU, and a popular
 * page is rendered from the same content and stock again and again.
 */
export async function cachedBody(key: string, render: () => Promise<string>): Promise<string> {
  return bodies.get(key) ?? bodies.set(key, await render());
}

/**
 * When the isolate last forgot each key's value (`readSinceForgotten`), kept
 * a minute: far longer than any copy other isolates share is taken.
 */
const forgotten = new RecentValues<number>(CAPACITY, 60_000);
let everythingForgottenAt = 0;

/**
 * Drops every parsed copy and rendered page, as a fresh isolate would start:
 * for content rewritten within one isolate's life (a publish, tests). Copies
 * other isolates share that were read before then are not taken either.
 */
export function forgetCachedContent(): void {
  entries.clear();
  for (const values of everyRecent) values.clear();
  everythingForgottenAt = Date.now();
}

/**
 * Whether a copy of `key`'s value read at `readAt`, by this isolate or
 * another, was read after this isolate last forgot it. One read in the same
 * millisecond as the forgetting may have come before it, so it does not count.
 */
export const readSinceForgotten = (key: string, readAt: number) => readAt > Math.max(everythingForgottenAt, forgotten.get(key) ?? 0);
