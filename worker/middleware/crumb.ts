import { createMiddleware } from 'hono/factory';
import { getCookie, setCookie } from 'hono/cookie';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../schemas';
import { COOKIES_DISABLED, SESSION_EXPIRED } from '../../schemas/messages';
import type { AppEnv } from '../env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Compares in constant time so the crumb cannot be guessed byte by byte. */
function sameCrumb(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Double-submit CSRF crumb: safe requests hand out a script-readable `crumb`
 * cookie, state-changing ones must echo it in the X-CSRF-Token header (or a
 * `crumb` query parameter for forms without scripts).
 */
export const crumb = createMiddleware<AppEnv>(async (c, next) => {
  const cookie = getCookie(c, CRUMB_COOKIE);
  if (SAFE_METHODS.has(c.req.method)) {
    if (!cookie) setCookie(c, CRUMB_COOKIE, crypto.randomUUID(), { path: '/', sameSite: 'Lax' });
    return next();
  }
  if (!cookie) return c.json({ message: COOKIES_DISABLED }, 403);
  const echoed = c.req.header(CRUMB_HEADER) ?? c.req.query('crumb') ?? '';
  if (!sameCrumb(echoed, cookie)) return c.json({ message: SESSION_EXPIRED }, 403);
  return next();
});
