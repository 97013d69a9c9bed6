import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { isHttps } from './https';
import type { AppEnv } from '../env';

/** The owner's dashboard session: signed, HttpOnly, SameSite=Strict, eight hours. */
export const OWNER_SESSION_COOKIE = 'sf_owner';
const SESSION_SECONDS = 8 * 60 * 60;

/**
 * The signing key joins the cookie secret and the owner token, so changing
 * either signs every owner out. No token configured: no session can exist.
 */
const sessionKey = (c: Context<AppEnv>) => (c.env.OWNER_TOKEN ? `${c.env.COOKIE_SECRET}\u0000owner-session\u0000${c.env.OWNER_TOKEN}` : null);

const cookieOptions = (c: Context<AppEnv>) =>
  ({ path: '/', httpOnly: true, sameSite: 'Strict', secure: isHttps(c) }) as const;

export async function startOwnerSession(c: Context<AppEnv>): Promise<void> {
  const key = sessionKey(c);
  if (!key) return;
  const expires = Date.now() + SESSION_SECONDS * 1000;
  await setSignedCookie(c, OWNER_SESSION_COOKIE, String(expires), key, { ...cookieOptions(c), maxAge: SESSION_SECONDS });
}

export function endOwnerSession(c: Context<AppEnv>): void {
  deleteCookie(c, OWNER_SESSION_COOKIE, cookieOptions(c));
}

/** The request carries an unexpired session the current key signed. */
export async function hasOwnerSession(c: Context<AppEnv>): Promise<boolean> {
  const key = sessionKey(c);
  if (!key) return false;
  const expires = await getSignedCookie(c, key, OWNER_SESSION_COOKIE);
  return typeof expires === 'string' && Number(expires) > Date.now();
}
