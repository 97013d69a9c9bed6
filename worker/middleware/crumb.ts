import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../schemas';
import { COOKIES_DISABLED, SESSION_EXPIRED } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { refuseVisitor } from '../http/answers';
import { isApiPath, isFormPost, SAFE_METHODS } from '../http/request-kind';
import { sameSecret } from '../http/same-secret';

/** Forms of ours are tiny; a larger (or unsized) one is not read just to find its crumb. */
const MAX_FORM_BYTES = 64 * 1024;

/** The echoed crumb: the header scripts send, else the form field or query parameter of a form without scripts. */
async function echoedCrumb(c: Context<AppEnv>): Promise<string> {
  const header = c.req.header(CRUMB_HEADER) ?? c.req.query('crumb');
  if (header !== undefined) return header;
  const size = Number(c.req.header('Content-Length') ?? Number.POSITIVE_INFINITY);
  if (!isFormPost(c) || !(size <= MAX_FORM_BYTES)) return '';
  // Hono keeps the parsed body, so the handler can still read the form.
  const field = (await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)).crumb;
  return typeof field === 'string' ? field : '';
}

/**
 * Whether the browser itself vouches that a page of this origin sent the
 * request: Fetch Metadata where the browser sends it, else the Origin header.
 * Pages are cached for everyone, so their forms cannot carry a visitor's
 * crumb; this is what lets a form post from them without scripts.
 */
function sentByOwnPage(c: Context<AppEnv>): boolean {
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined) return site === 'same-origin';
  return c.req.header('Origin') === new URL(c.req.url).origin;
}

function handOut(c: Context<AppEnv>): string {
  const value = crypto.randomUUID();
  c.get('storefront').visitor.cookies.set(CRUMB_COOKIE, value, { path: '/', sameSite: 'Lax' });
  return value;
}

/**
 * CSRF crumb. Safe requests hand out a script-readable `crumb` cookie, and a
 * state-changing call must echo it in the X-CSRF-Token header (double
 * submit). A plain form post (no scripts) passes with its `crumb` field (or
 * query parameter) equal to the cookie, or when the browser's Sec-Fetch-Site
 * (else Origin) header says one of this origin's pages sent it: cross-site
 * posts are refused either way. The form post of a first visit gets its
 * crumb cookie with the answer, so the rate limit knows the visitor from then on.
 *
 * Null when the request may go on (the `crumb` variable is then set), else the spec's refusal.
 */
export async function checkCrumb(c: Context<AppEnv>): Promise<string | null> {
  const cookie = getCookie(c, CRUMB_COOKIE);
  if (SAFE_METHODS.has(c.req.method)) {
    c.set('crumb', cookie ?? handOut(c));
    return null;
  }
  if (cookie && sameSecret(await echoedCrumb(c), cookie)) {
    c.set('crumb', cookie);
    return null;
  }
  if (isFormPost(c) && sentByOwnPage(c)) {
    c.set('crumb', cookie ?? handOut(c));
    return null;
  }
  return cookie ? SESSION_EXPIRED : COOKIES_DISABLED;
}

/** The crumb check of every state-changing call: a script is told in JSON, a form without scripts on a page. */
export const crumb = createMiddleware<AppEnv>(async (c, next) => {
  const refusal = await checkCrumb(c);
  if (refusal !== null) return refuseVisitor(c, 403, refusal);
  await next();
  // Paths that are no page fall through to here; their 404 page is the same for everyone and sets no cookie.
  if (c.res.status === 404 && SAFE_METHODS.has(c.req.method) && !isApiPath(c.req.path)) withoutCrumbCookie(c.res.headers);
});

function withoutCrumbCookie(headers: Headers): void {
  const kept = headers.getAll('Set-Cookie').filter((cookie) => !cookie.startsWith(`${CRUMB_COOKIE}=`));
  headers.delete('Set-Cookie');
  for (const cookie of kept) headers.append('Set-Cookie', cookie);
}
