import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { RATE_LIMITED } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { refuseVisitor } from '../http/answers';
import { SAFE_METHODS } from '../http/request-kind';
import { spendVisitorCall } from '../rate-limit';

/**
 * A visitor may make 120 state-changing calls a minute, their address ten
 * visitors' worth (the VISITOR_CALLS and ADDRESS_CALLS bindings in
 * wrangler.toml): far beyond what a shopper clicks, low enough to stop a
 * script hammering one cart. RATE_LIMIT_PER_MINUTE sets another limit,
 * counted exactly (tests that reach it in a few calls).
 */
const visitorCalls = ({ env }: Context<AppEnv>) => ({
  scope: 'calls',
  perVisitor: env.VISITOR_CALLS,
  perAddress: env.ADDRESS_CALLS,
  perMinuteOverride: Number(env.RATE_LIMIT_PER_MINUTE) || undefined,
});

/** One of the visitor's calls spent, or the 429 with the spec's words (on a page for a form without scripts). */
async function spent(c: Context<AppEnv>, next: () => Promise<void>) {
  if (await spendVisitorCall(c.get('storefront'), visitorCalls(c))) return next();
  c.header('Retry-After', '1');
  return refuseVisitor(c, 429, RATE_LIMITED);
}

/**
 * 429 once the visitor's bucket is empty. The visitor is known by the crumb
 * the crumb check before this has required (or, for a first visit's form
 * post, just handed out), at their address.
 */
export const rateLimit = createMiddleware<AppEnv>(async (c, next) => (SAFE_METHODS.has(c.req.method) ? next() : spent(c, next)));

/** The same limit on a GET that makes something (the gift card checkout makes a cart). */
export const rateLimitEvery = createMiddleware<AppEnv>(spent);
