import type { Env } from '../env';
import { sameSecret } from '../http/same-secret';
import type { Storefront } from '../storefront';

/** The owner's dashboard session: signed, HttpOnly, SameSite=Strict, eight hours. */
export const OWNER_SESSION_COOKIE = 'sf_owner';
const SESSION_SECONDS = 8 * 60 * 60;

/** `token` is the owner token; never true without a configured one. */
export function isOwnerToken(env: Pick<Env, 'OWNER_TOKEN'>, token: string): boolean {
  return !!env.OWNER_TOKEN && sameSecret(token, env.OWNER_TOKEN);
}

/**
 * The signing key joins the cookie secret and the owner token, so changing
 * either signs every owner out. No token configured: no session can exist.
 */
const sessionKey = (env: Env) => (env.OWNER_TOKEN ? `${env.COOKIE_SECRET}\u0000owner-session\u0000${env.OWNER_TOKEN}` : null);

const COOKIE_OPTIONS = { path: '/', httpOnly: true, sameSite: 'Strict' } as const;

export async function startOwnerSession({ env, visitor }: Storefront): Promise<void> {
  const key = sessionKey(env);
  if (!key) return;
  const expires = Date.now() + SESSION_SECONDS * 1000;
  await visitor.cookies.setSigned(OWNER_SESSION_COOKIE, String(expires), key, { ...COOKIE_OPTIONS, maxAge: SESSION_SECONDS });
}

export function endOwnerSession({ visitor }: Storefront): void {
  visitor.cookies.delete(OWNER_SESSION_COOKIE, COOKIE_OPTIONS);
}

/** The request carries an unexpired session the current key signed. */
export async function hasOwnerSession({ env, visitor }: Storefront): Promise<boolean> {
  const key = sessionKey(env);
  if (!key) return false;
  const expires = await visitor.cookies.getSigned(OWNER_SESSION_COOKIE, key);
  return expires !== null && Number(expires) > Date.now();
}
