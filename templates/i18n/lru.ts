// Caches fed by template data (time-zone names, message texts, formatter
// options) must stay bounded whatever a site's content holds.

interface Entry<V> {
  readonly value: V;
  used: number;
}

/**
 * A map of at most `capacity` entries that forgets the least recently used
 * one first. A hit only stamps its entry: hits are what a rendering page
 * does all the time, while a miss (which scans for the oldest stamp) comes
 * with building a formatter or parsing a text, which costs far more.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private clock = 0;

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The cached value for `key`, created by `create` on a miss. */
  use(key: K, create: (key: K) => V): V {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      hit.used = ++this.clock;
      return hit.value;
    }
    const value = create(key);
    if (this.entries.size >= this.capacity) this.evict();
    this.entries.set(key, { value, used: ++this.clock });
    return value;
  }

  private evict(): void {
    let oldest: K | undefined;
    let stamp = Infinity;
    for (const [key, entry] of this.entries) {
      if (entry.used < stamp) {
        stamp = entry.used;
        oldest = key;
      }
    }
    this.entries.delete(oldest as K);
  }
}
