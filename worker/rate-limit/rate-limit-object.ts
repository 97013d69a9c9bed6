import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env';
import { TokenBucket } from './token-bucket';

/**
 * Visitors one address is allowed the calls of: a household or an office
 * behind one address shops side by side, while a script that drops its cookie
 * before every call still empties the address's bucket.
 */
export const VISITORS_PER_ADDRESS = 10;

/** Buckets of visitors one address object remembers; the least recently used go first. */
const MAX_VISITORS = 1000;

/**
 * Token buckets in memory: one object per name (an address, or a visitor when
 * the address is unknown). Should the object be evicted, its buckets start
 * full again, which is harmless.
 */
export class RateLimitObject extends DurableObject<Env> {
  private readonly bucket = new TokenBucket();
  private readonly visitors = new Map<string, TokenBucket>();

  /** Answers at once: /readyz's round trip to a Durable Object (worker/routes/readiness.ts). */
  ping(): true {
    return true;
  }

  take(perMinute: number): boolean {
    return this.bucket.take(perMinute);
  }

  /**
   * One call of `visitor` from this object's address: it must fit the
   * visitor's own bucket, so one visitor never limits another, and the
   * address's, so a fresh cookie buys no fresh calls.
   */
  takeForVisitor(visitor: string, perMinute: number, perAddressMinute: number): boolean {
    const own = this.visitors.get(visitor) ?? new TokenBucket();
    this.visitors.delete(visitor);
    this.sweep();
    this.visitors.set(visitor, own);
    if (this.visitors.size > MAX_VISITORS) this.visitors.delete(this.visitors.keys().next().value!);
    return own.take(perMinute) && this.bucket.take(perAddressMinute);
  }

  /**
   * Retention: the buckets live in memory only, least recently used first;
   * those untouched for a minute are full again, the same as none, and go.
   */
  private sweep(): void {
    for (const [visitor, bucket] of this.visitors) {
      if (!bucket.isFullAgain()) return;
      this.visitors.delete(visitor);
    }
  }
}
