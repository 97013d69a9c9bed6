// Caches fed by template data (time-zone names, message texts, formatter
// options) must stay bounded whatever a site's content holds.

/** A map of at most `capacity` entries that forgets the least recently used one first. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The cached value for `key`, created by `create` on a miss. */
  use(key: K, create: (key: K) => V): V {
    const entries = this.entries;
    if (entries.has(key)) {
      const hit = entries.get(key) as V;
      // Map keeps insertion order: re-inserting marks the entry most recent.
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const value = create(key);
    entries.set(key, value);
    if (entries.size > this.capacity) entries.delete(entries.keys().next().value as K);
    return value;
  }
}
