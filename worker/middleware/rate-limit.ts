import type { Context } from 'hono';
import { DurableObject } from 'cloudflare:workers';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { CRUMB_COOKIE } from '../../schemas';
import { RATE_LIMITED } from '../../schemas/messages';
import type { AppEnv, Env } from '../env';
import { messagePage } from '../pages/private-page';
import { answersWithPage, SAFE_METHODS } from './crumb';
import { TokenBucket } from './token-bucket';

/**
 * A visitor may make 120 state-changing calls in a burst and 2 more every
 * second after that (120 a minute): far beyond what a shopper clicks, low
 * enough to stop a script hammering one cart. RATE_LIMIT_PER_MINUTE overrides
 * it (the benchmark raises it).
 */
export const DEFAULT_CALLS_PER_MINUTE = 120;

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
    this.visitors.set(visitor, own);
    if (this.visitors.size > MAX_VISITORS) this.visitors.delete(this.visitors.keys().next().value!);
    return own.take(perMinute) && this.bucket.take(perAddressMinute);
  }
}

/**
 * Spends one of the visitor's calls under `scope`; false once the limit is
 * reached. The visitor is the crumb at the address Cloudflare saw the request
 * come from (CF-Connecting-IP, which a client cannot set through Cloudflare);
 * without one (local development) the crumb alone.
 */
export async function spendVisitorCall(
  c: Context<AppEnv>,
  scope: string,
  perMinute: number,
  visitor = c.get('crumb') ?? getCookie(c, CRUMB_COOKIE) ?? '',
): Promise<boolean> {
  const address = c.req.header('CF-Connecting-IP');
  const name = `${c.get('websiteId')}/${scope}/${address === undefined ? `visitor/${visitor}` : `address/${address}`}`;
  return c.env.RATE_LIMITS.get(c.env.RATE_LIMITS.idFromName(name)).takeForVisitor(visitor, perMinute, perMinute * VISITORS_PER_ADDRESS);
}

const callsPerMinute = (c: Context<AppEnv>) => Number(c.env.RATE_LIMIT_PER_MINUTE) || DEFAULT_CALLS_PER_MINUTE;

/** 429 with the spec's words; a form without scripts is told on a page. */
function limited(c: Context<AppEnv>) {
  c.header('Retry-After', '1');
  return answersWithPage(c) ? messagePage(c, 'Unable to continue', RATE_LIMITED, 429) : c.json({ message: RATE_LIMITED }, 429);
}

/**
 * 429 once the visitor's bucket is empty. The visitor is known by the crumb
 * the crumb check before this has required (or, for a first visit's form
 * post, just handed out), at their address.
 */
export const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  return (await spendVisitorCall(c, 'calls', callsPerMinute(c))) ? next() : limited(c);
});

/** The same limit on a GET that makes something (the gift card checkout makes a cart). */
export const rateLimitEvery = createMiddleware<AppEnv>(async (c, next) => ((await spendVisitorCall(c, 'calls', callsPerMinute(c))) ? next() : limited(c)));
