import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getCookie, setCookie } from 'hono/cookie';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../schemas';
import { COOKIES_DISABLED, SESSION_EXPIRED } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { sameSecret } from './same-secret';

/** Methods that change nothing: they need no crumb and spend no rate limit. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)/;
/** Forms of ours are tiny; a larger (or unsized) one is not read just to find its crumb. */
const MAX_FORM_BYTES = 64 * 1024;

/** The echoed crumb: the header scripts send, else the form field or query parameter of a form without scripts. */
async function echoedCrumb(c: Context<AppEnv>): Promise<string> {
  const header = c.req.header(CRUMB_HEADER) ?? c.req.query('crumb');
  if (header !== undefined) return header;
  const size = Number(c.req.header('Content-Length') ?? Number.POSITIVE_INFINITY);
  if (!FORM_TYPES.test(c.req.header('Content-Type') ?? '') || !(size <= MAX_FORM_BYTES)) return '';
  // Hono keeps the parsed body, so the handler can still read the form.
  const field = (await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)).crumb;
  return typeof field === 'string' ? field : '';
}

/**
 * Double-submit CSRF crumb: safe requests hand out a script-readable `crumb`
 * cookie, state-changing ones must echo it in the X-CSRF-Token header (or a
 * `crumb` form field or query parameter for forms without scripts).
 */
export const crumb = createMiddleware<AppEnv>(async (c, next) => {
  const cookie = getCookie(c, CRUMB_COOKIE);
  if (SAFE_METHODS.has(c.req.method)) {
    const value = cookie ?? crypto.randomUUID();
    if (!cookie) setCookie(c, CRUMB_COOKIE, value, { path: '/', sameSite: 'Lax' });
    c.set('crumb', value);
    return next();
  }
  if (!cookie) return c.json({ message: COOKIES_DISABLED }, 403);
  if (!sameSecret(await echoedCrumb(c), cookie)) return c.json({ message: SESSION_EXPIRED }, 403);
  c.set('crumb', cookie);
  return next();
});
