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
 * A token bucket per visitor. It lives in memory only: should the object be
 * evicted the visitor starts with a full bucket, which is harmless.
 */
export class RateLimitObject extends DurableObject<Env> {
  private readonly bucket = new TokenBucket();

  take(perMinute: number): boolean {
    return this.bucket.take(perMinute);
  }
}

/**
 * 429 with the spec's words once the visitor's bucket is empty. The visitor is
 * known by the crumb the crumb check before this has required (or, for a
 * first visit's form post, just handed out). A form without scripts is told on a page.
 */
export const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const visitor = c.get('crumb') ?? getCookie(c, CRUMB_COOKIE);
  if (SAFE_METHODS.has(c.req.method) || !visitor) return next();
  const perMinute = Number(c.env.RATE_LIMIT_PER_MINUTE) || DEFAULT_CALLS_PER_MINUTE;
  const bucket = c.env.RATE_LIMITS.get(c.env.RATE_LIMITS.idFromName(`${c.get('websiteId')}/${visitor}`));
  if (!(await bucket.take(perMinute))) {
    c.header('Retry-After', '1');
    return answersWithPage(c) ? messagePage(c, 'Unable to continue', RATE_LIMITED, 429) : c.json({ message: RATE_LIMITED }, 429);
  }
  return next();
});
