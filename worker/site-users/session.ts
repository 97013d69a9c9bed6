import { SITE_USER_SESSION_COOKIE, SITE_USER_SESSION_DAYS, VISITOR_INFO_COOKIE, visitorInfo } from '../../schemas';
import type { Env } from '../env';
import { newSecret, secretHash } from '../storage/secrets';
import type { Storefront, Visitor } from '../storefront';
import { siteUserDirectory, type RedeemedLink, type SiteUser } from './site-user-directory';

const SESSION_SECONDS = SITE_USER_SESSION_DAYS * 24 * 60 * 60;


/** Its own key, so a cart cookie's signature can never pass for a session's. */
const sessionKey = (env: Env) => `${env.COOKIE_SECRET}\u0000site-user-session`;
const SESSION_COOKIE = { path: '/', httpOnly: true, sameSite: 'Lax' } as const;
// The visitor-info cookie is for the census module to read, so it is not HttpOnly.
const INFO_COOKIE = { path: '/', sameSite: 'Lax' } as const;

/** Each request's signed-in site user, once looked up (null: none). */
const signedIn = new WeakMap<Visitor, Promise<SiteUser | null>>();

/**
 * Follows a sign-in link: uses it up and, when it was good, sets the signed
 * session cookie and the visitor-info cookie (spec section 3). Null for a
 * link that is unknown, used or expired.
 */
export async function redeemSignInLink({ env, websiteId, visitor }: Storefront, token: string): Promise<RedeemedLink | null> {
  const session = newSecret();
  const now = Date.now();
  const directory = siteUserDirectory(env, websiteId);
  const redeemed = await directory.redeemLink(await secretHash(token), await secretHash(session), now + SESSION_SECONDS * 1000, now);
  if (!redeemed) return null;
  await visitor.cookies.setSigned(SITE_USER_SESSION_COOKIE, session, sessionKey(env), { ...SESSION_COOKIE, maxAge: SESSION_SECONDS });
  visitor.cookies.set(VISITOR_INFO_COOKIE, visitorInfo(redeemed.user.id), { ...INFO_COOKIE, maxAge: SESSION_SECONDS });
  signedIn.set(visitor, Promise.resolve(redeemed.user));
  return redeemed;
}

async function sessionSecret({ env, visitor }: Storefront): Promise<string | null> {
  const value = await visitor.cookies.getSigned(SITE_USER_SESSION_COOKIE, sessionKey(env));
  return value || null;
}

async function lookUp(storefront: Storefront): Promise<SiteUser | null> {
  const secret = await sessionSecret(storefront);
  return secret ? siteUserDirectory(storefront.env, storefront.websiteId).session(await secretHash(secret), Date.now()) : null;
}

/** The signed-in site user of this request, or null; looked up once per request. */
export function signedInSiteUser(storefront: Storefront): Promise<SiteUser | null> {
  let user = signedIn.get(storefront.visitor);
  if (!user) signedIn.set(storefront.visitor, (user = lookUp(storefront)));
  return user;
}

/** Ends the session where it is kept (so a copied cookie dies too) and clears both cookies. */
export async function endSiteUserSession(storefront: Storefront): Promise<void> {
  const { env, websiteId, visitor } = storefront;
  const secret = await sessionSecret(storefront);
  if (secret) await siteUserDirectory(env, websiteId).endSession(await secretHash(secret));
  visitor.cookies.delete(SITE_USER_SESSION_COOKIE, SESSION_COOKIE);
  visitor.cookies.delete(VISITOR_INFO_COOKIE, INFO_COOKIE);
  signedIn.set(visitor, Promise.resolve(null));
}
