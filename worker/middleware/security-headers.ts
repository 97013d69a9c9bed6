import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Env } from '../env';

/** The captcha provider's script and widget frame (worker/services/captcha, client/forms/captcha.ts). */
const CAPTCHA_ORIGIN = 'https://challenges.cloudflare.com';

/** Origins one page lets in besides ours and the captcha's: the checkout's card field (Stripe.js), there alone. */
export interface ThirdPartyOrigins {
  scriptOrigins: readonly string[];
  frameOrigins: readonly string[];
  connectOrigins: readonly string[];
}

const NONE: ThirdPartyOrigins = { scriptOrigins: [], frameOrigins: [], connectOrigins: [] };
const withOrigins = (first: string, origins: readonly string[]) => [first, ...origins].join(' ');

/**
 * The policy of our HTML. Scripts run only from this origin, the captcha's,
 * or inline with this response's nonce (React's form replay and streaming scripts); a
 * template's own inline script does not run. Style elements need the nonce
 * too; style attributes stay allowed (`style-src-attr`), because published
 * templates set CSS variables in them (the focal point) and an attribute
 * cannot carry a nonce, nor run script. Images may come from anywhere over
 * https (an owner's external image URLs). No other site may frame a page.
 * `extra` adds a page's own third party (the checkout's Stripe.js).
 */
export function pagePolicy(nonce: string, extra: ThirdPartyOrigins = NONE): string {
  return [
    "default-src 'self'",
    withOrigins(`script-src 'self' 'nonce-${nonce}' ${CAPTCHA_ORIGIN}`, extra.scriptOrigins),
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    withOrigins("connect-src 'self'", extra.connectOrigins),
    withOrigins(`frame-src ${CAPTCHA_ORIGIN}`, extra.frameOrigins),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** JSON and other data: nothing in it may run, and nothing may frame it. */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A year, and the browser remembers it for every subdomain. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Deployed: reached over https on a real host (local development runs on localhost over http). */
function isDeployed(url: URL): boolean {
  return url.protocol === 'https:' && url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost') && url.hostname !== '127.0.0.1';
}

/** 128 bits per nonce. */
const NONCE_BYTES = 16;
/** workerd's getRandomValues costs tens of microseconds a call, whatever its size: one call serves 256 nonces. */
const randomBytes = new Uint8Array(NONCE_BYTES * 256);
let taken = randomBytes.length;

/** A fresh nonce: bytes never handed out before, from the CSPRNG. */
function newNonce(): string {
  if (taken === randomBytes.length) {
    crypto.getRandomValues(randomBytes);
    taken = 0;
  }
  const bytes = randomBytes.subarray(taken, (taken += NONCE_BYTES));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Sets the headers the handler left unset (the media route sets a CSP of its
 * own, the sign-in link its own Referrer-Policy). A response passed on from a
 * fetch or a binding has immutable headers, so it is copied first.
 */
export function setDefaults(c: Context, headers: readonly (readonly [string, string])[]): void {
  const missing = headers.filter(([name]) => !c.res.headers.has(name));
  const set = () => missing.forEach(([name, value]) => c.res.headers.set(name, value));
  try {
    set();
  } catch {
    c.res = new Response(c.res.body, c.res);
    set();
  }
}

/**
 * Security headers on every response, in one place: a Content-Security-Policy
 * (with a nonce made for this response, handed to the page renderers as the
 * `nonce` variable), no MIME sniffing, no framing, a referrer policy, and HSTS
 * on deployed hosts.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = newNonce();
  c.set('nonce', nonce);
  await next();
  const html = (c.res.headers.get('Content-Type') ?? '').startsWith('text/html');
  const policy = html ? pagePolicy(nonce) : DATA_POLICY;
  setDefaults(c, [
    // A 304 updates the stored response's headers: a new nonce there would block the scripts of the page the browser keeps.
    ...(c.res.status === 304 ? [] : [['Content-Security-Policy', policy] as const]),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(isDeployed(new URL(c.req.url)) ? [['Strict-Transport-Security', HSTS] as const] : []),
  ]);
});

/**
 * The policy of a page with the checkout's card field: Stripe.js's origins
 * (worker/services/payments/stripe.ts) let in on this page only, so no other
 * page of the store runs or frames anything of theirs.
 */
export function cardFieldPolicy(origins: (env: Env) => ThirdPartyOrigins | null) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const extra = origins(c.env);
    if (extra && c.res.status !== 304 && (c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) {
      setDefaults(c, [['Content-Security-Policy', pagePolicy(c.get('nonce'), extra)]]);
    }
  });
}
