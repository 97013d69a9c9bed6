import type { Context } from 'hono';

/** The address a request came from, as Cloudflare names it; census budgets and sign-in attempts are kept per address. */
export function clientAddress(c: Context): string {
  return c.req.header('CF-Connecting-IP') ?? 'unknown';
}
