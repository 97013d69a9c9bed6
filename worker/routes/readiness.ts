import { Hono } from 'hono';
import type { AppEnv, Env } from '../env';
import type { Log } from '../logging';

/** Cloudflare Workers answer in milliseconds; a check slower than this is as good as failed for a load balancer. */
const CHECK_TIMEOUT_MS = 3000;

/** Keys no publish writes: the checks read nothing of any site, and what they read is thrown away. */
const PROBE = 'readyz-probe';

type CheckOutcome = 'ok' | 'failed' | 'timed out';

/**
 * What the Worker needs to serve a store, each with one round trip: a KV
 * read, an R2 head and a call to a Durable Object (the rate limiter, which
 * keeps nothing). Named the way an operator reads them.
 */
const CHECKS: Readonly<Record<string, (env: Env) => Promise<unknown>>> = {
  kv: (env) => env.CONTENT.get(PROBE),
  r2: (env) => env.MEDIA.head(PROBE),
  durableObjects: (env) => env.RATE_LIMITS.get(env.RATE_LIMITS.idFromName(PROBE)).ping(),
};

async function outcomeOf(name: string, check: Promise<unknown>, log: Log): Promise<CheckOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<CheckOutcome>((resolve) => (timer = setTimeout(() => resolve('timed out'), CHECK_TIMEOUT_MS)));
  const outcome = await Promise.race([
    check.then(
      (): CheckOutcome => 'ok',
      (error: unknown): CheckOutcome => {
        log.warn(`readiness: ${name} failed`, error);
        return 'failed';
      },
    ),
    timeout,
  ]);
  clearTimeout(timer);
  return outcome;
}

/**
 * `/healthz` says the Worker runs; `/readyz` says whether it can serve: 200
 * with every check `ok`, else 503 naming the check that was not. It needs no
 * published site and says nothing of any: it answers on every host.
 */
export const readiness = new Hono<AppEnv>();

readiness.get('/readyz', async (c) => {
  const names = Object.keys(CHECKS);
  const outcomes = await Promise.all(names.map((name) => outcomeOf(name, CHECKS[name](c.env), c.get('log'))));
  const checks = Object.fromEntries(names.map((name, index) => [name, outcomes[index]]));
  const ok = outcomes.every((outcome) => outcome === 'ok');
  c.header('Cache-Control', 'no-store');
  return c.json({ ok, checks }, ok ? 200 : 503);
});
