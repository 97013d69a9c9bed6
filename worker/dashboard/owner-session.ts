import { DASHBOARD_ROLES, holdsAnyRole, OWNER_SESSION_HOURS } from '../../schemas';
import type { Env } from '../env';
import { hmacHex } from '../http/hmac';
import { rolesFor } from '../site-users/roles';
import { siteUserDirectory, type SiteUser } from '../site-users/site-user-directory';
import { newSecret, secretHash } from '../storage/secrets';
import type { Storefront, Visitor } from '../storefront';

/**
 * The dashboard's session (issue #24): its own cookie, apart from the site
 * user's, holding the account id and a random secret whose hash the
 * website's SiteUserDirectory keeps for 8 hours. It is signed with a key of
 * this website alone, so it is nothing on another site's host; sign-out
 * deletes it where it is kept, so a copy dies too; and it counts only while
 * the published site.json gives the account a dashboard role.
 */
export const OWNER_SESSION_COOKIE = 'sf_owner';
const SESSION_SECONDS = OWNER_SESSION_HOURS * 60 * 60;
const COOKIE_OPTIONS = { path: '/', httpOnly: true, sameSite: 'Strict' } as const;

/** HMAC(COOKIE_SECRET, "owner-session:" + websiteId), hex: one website's signing key, never another's. */
function sessionKey(env: Pick<Env, 'COOKIE_SECRET'>, websiteId: string): Promise<string> {
  return hmacHex(env.COOKIE_SECRET, `owner-session:${websiteId}`);
}

/** The account id and the secret the cookie carries, when this website's key signed it. */
async function cookieSession({ env, websiteId, visitor }: Storefront): Promise<{ accountId: string; secret: string } | null> {
  const value = await visitor.cookies.getSigned(OWNER_SESSION_COOKIE, await sessionKey(env, websiteId));
  const dot = value?.lastIndexOf('.') ?? -1;
  return value && dot > 0 ? { accountId: value.slice(0, dot), secret: value.slice(dot + 1) } : null;
}

/** Whether `user` may have a dashboard session now, by the roles the published site.json gives them. */
export async function mayUseDashboard(storefront: Storefront, user: SiteUser): Promise<boolean> {
  return holdsAnyRole(rolesFor(await storefront.content.siteUsers(), user.email), DASHBOARD_ROLES);
}

/**
 * Follows a dashboard sign-in link: uses it up and, for an account that may
 * use the dashboard, sets the session cookie. Where the link was going, or
 * null for a link that is unknown, used, expired or whose account lost its role.
 */
export async function redeemDashboardLink(storefront: Storefront, token: string): Promise<{ returnTo: string | null } | null> {
  const { env, websiteId, visitor } = storefront;
  const secret = newSecret();
  const now = Date.now();
  const directory = siteUserDirectory(env, websiteId);
  const redeemed = await directory.redeemLink(await secretHash(token), await secretHash(secret), now + SESSION_SECONDS * 1000, now, 'dashboard');
  if (!redeemed) return null;
  if (!(await mayUseDashboard(storefront, redeemed.user))) {
    await directory.endSession(await secretHash(secret), 'dashboard');
    return null;
  }
  const value = `${redeemed.user.id}.${secret}`;
  await visitor.cookies.setSigned(OWNER_SESSION_COOKIE, value, await sessionKey(env, websiteId), { ...COOKIE_OPTIONS, maxAge: SESSION_SECONDS });
  signedIn.set(visitor, Promise.resolve(redeemed.user));
  return { returnTo: redeemed.returnTo };
}

/** Each request's dashboard account, once looked up (null: none). */
const signedIn = new WeakMap<Visitor, Promise<SiteUser | null>>();

async function lookUp(storefront: Storefront): Promise<SiteUser | null> {
  const session = await cookieSession(storefront);
  if (!session) return null;
  const user = await siteUserDirectory(storefront.env, storefront.websiteId).session(await secretHash(session.secret), Date.now(), 'dashboard');
  return user && user.id === session.accountId && (await mayUseDashboard(storefront, user)) ? user : null;
}

/** The account this request's dashboard session names, while it may use the dashboard; null otherwise. */
export function dashboardUser(storefront: Storefront): Promise<SiteUser | null> {
  let user = signedIn.get(storefront.visitor);
  if (!user) signedIn.set(storefront.visitor, (user = lookUp(storefront)));
  return user;
}

/** Ends the session where it is kept and clears the cookie. */
export async function endOwnerSession(storefront: Storefront): Promise<void> {
  const session = await cookieSession(storefront);
  if (session) await siteUserDirectory(storefront.env, storefront.websiteId).endSession(await secretHash(session.secret), 'dashboard');
  storefront.visitor.cookies.delete(OWNER_SESSION_COOKIE, COOKIE_OPTIONS);
  signedIn.set(storefront.visitor, Promise.resolve(null));
}
