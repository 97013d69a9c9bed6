/**
 * Which of `count` shards `key` belongs to: FNV-1a, a cheap and stable spread,
 * so the same key (a cart, an event) always picks the same shard while the
 * count holds.
 */
export function spread(key: string, count: number): number {
  if (count <= 1) return 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % count;
}
