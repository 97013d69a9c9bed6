import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie';
import { SITE_USER_SESSION_COOKIE, SITE_USER_SESSION_DAYS, VISITOR_INFO_COOKIE, visitorInfo } from '../../schemas';
import { isHttps } from '../middleware/https';
import type { AppEnv } from '../env';
import { toBase64Url } from '../storage/base64url';
import { siteUserDirectory, type RedeemedLink, type SiteUser } from './site-user-directory';

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's signed-in site user, once looked up (null: none). */
    siteUser: SiteUser | null;
  }
}

const SESSION_SECONDS = SITE_USER_SESSION_DAYS * 24 * 60 * 60;

/** A fresh secret for a link or a session: 256 random bits, URL-safe. */
export function newSecret(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Secrets are stored by their SHA-256 only. */
export async function secretHash(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Its own key, so a cart cookie's signature can never pass for a session's. */
const sessionKey = (c: Context<AppEnv>) => `${c.env.COOKIE_SECRET}\u0000site-user-session`;
const sessionCookie = (c: Context<AppEnv>) => ({ path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) }) as const;
// The visitor-info cookie is for the census module to read, so it is not HttpOnly.
const infoCookie = (c: Context<AppEnv>) => ({ path: '/', sameSite: 'Lax', secure: isHttps(c) }) as const;

/**
 * Follows a sign-in link: uses it up and, when it was good, sets the signed
 * session cookie and the visitor-info cookie (spec section 3). Null for a
 * link that is unknown, used or expired.
 */
export async function redeemSignInLink(c: Context<AppEnv>, token: string): Promise<RedeemedLink | null> {
  const session = newSecret();
  const now = Date.now();
  const directory = siteUserDirectory(c.env, c.get('websiteId'));
  const redeemed = await directory.redeemLink(await secretHash(token), await secretHash(session), now + SESSION_SECONDS * 1000, now);
  if (!redeemed) return null;
  await setSignedCookie(c, SITE_USER_SESSION_COOKIE, session, sessionKey(c), { ...sessionCookie(c), maxAge: SESSION_SECONDS });
  setCookie(c, VISITOR_INFO_COOKIE, visitorInfo(redeemed.user.id), { ...infoCookie(c), maxAge: SESSION_SECONDS });
  c.set('siteUser', redeemed.user);
  return redeemed;
}

async function sessionSecret(c: Context<AppEnv>): Promise<string | null> {
  const value = await getSignedCookie(c, sessionKey(c), SITE_USER_SESSION_COOKIE);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The signed-in site user of this request, or null; looked up once per request. */
export async function signedInSiteUser(c: Context<AppEnv>): Promise<SiteUser | null> {
  const known = c.get('siteUser');
  if (known !== undefined) return known;
  const secret = await sessionSecret(c);
  const user = secret ? await siteUserDirectory(c.env, c.get('websiteId')).session(await secretHash(secret), Date.now()) : null;
  c.set('siteUser', user);
  return user;
}

/** Ends the session where it is kept (so a copied cookie dies too) and clears both cookies. */
export async function endSiteUserSession(c: Context<AppEnv>): Promise<void> {
  const secret = await sessionSecret(c);
  if (secret) await siteUserDirectory(c.env, c.get('websiteId')).endSession(await secretHash(secret));
  deleteCookie(c, SITE_USER_SESSION_COOKIE, sessionCookie(c));
  deleteCookie(c, VISITOR_INFO_COOKIE, infoCookie(c));
  c.set('siteUser', null);
}
