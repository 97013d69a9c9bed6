import * as z from 'zod';

/**
 * Ids that name stored things (items, products, variants by sku, forms,
 * entries) end up in KV key names and Durable Object names, which take
 * well-formed Unicode of bounded length only. A lone surrogate or a control
 * character is refused here, at the edge, as a 4xx.
 */
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u;

/** Text without lone UTF-16 surrogates or control characters. */
export const isPrintable = (text: string) => PRINTABLE.test(text);

/** An id of published content or of a stored record: 1 to 64 printable characters. */
export const IdSchema = z.string().min(1).max(64).regex(PRINTABLE);

/** A sku as a request names a variant; empty where nothing is chosen yet. */
export const SkuSchema = z.string().max(64).regex(PRINTABLE);

const LONE_SURROGATE = /\p{Cs}/u;

/** No string anywhere in a parsed body, keys included, holds a lone surrogate; walked without recursion, so any depth is safe. */
export function isWellFormedValue(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (LONE_SURROGATE.test(next)) return false;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (LONE_SURROGATE.test(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}
