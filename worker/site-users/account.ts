import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { holdsAnyRole, type SiteUsersFile, type WebsiteRole } from '../../schemas';
import { SITE_USER_FORBIDDEN } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { checkCrumb, SAFE_METHODS } from '../middleware/crumb';
import { hasOwnerToken } from '../middleware/owner';
import { hasOwnerSession } from '../middleware/owner-session';
import { signedInSiteUser } from './session';
import type { SiteUser } from './site-user-directory';

/** Who is calling: a signed-in site user with their website roles, or the owner (admin, with no address of its own). */
export interface Account {
  siteUser: SiteUser | null;
  roles: readonly WebsiteRole[];
  /** Signed in by a cookie, so a change must also carry the crumb. */
  byCookie: boolean;
}

declare module 'hono' {
  interface ContextVariableMap {
    account: Account;
  }
}

const OWNER_ROLES: readonly WebsiteRole[] = ['admin'];
/** The owner is no site user; pages and the context config name the one owner account so. */
const OWNER_ACCOUNT_ID = 'owner';

/** The site context's `authenticatedAccount` and `websiteRoles` (spec section 3) for the caller. */
export function signedInAs(account: Account | null): { authenticatedAccount: { id: string } | null; websiteRoles: string[] } {
  if (!account) return { authenticatedAccount: null, websiteRoles: [] };
  return { authenticatedAccount: { id: account.siteUser?.id ?? OWNER_ACCOUNT_ID }, websiteRoles: [...account.roles] };
}

/** An address's website roles: admin for the owner, each staff entry's roles, none for anyone else. */
export function rolesFor(file: SiteUsersFile, email: string): WebsiteRole[] {
  const same = (address: string) => address.toLowerCase() === email.toLowerCase();
  const roles = new Set<WebsiteRole>(file.owner && same(file.owner) ? OWNER_ROLES : []);
  for (const member of file.staff) if (same(member.email)) member.roles.forEach((role) => roles.add(role));
  return [...roles];
}

/**
 * The owner token acts as admin; so does the owner's dashboard session for
 * reads (its cookie is SameSite=Strict, and changes need the token). Otherwise
 * the site user's session, with roles as the published site.json gives them now.
 */
export async function accountOf(c: Context<AppEnv>): Promise<Account | null> {
  if (hasOwnerToken(c)) return { siteUser: null, roles: OWNER_ROLES, byCookie: false };
  const user = await signedInSiteUser(c);
  if (user) return { siteUser: user, roles: rolesFor(await c.get('site').siteUsers(), user.email), byCookie: true };
  if (SAFE_METHODS.has(c.req.method) && (await hasOwnerSession(c))) return { siteUser: null, roles: OWNER_ROLES, byCookie: true };
  return null;
}

/**
 * Lets through a caller holding one of `allowed` (any signed-in caller when
 * null): 401 without an account, 403 for a role that may not, and a cookie's
 * change must echo the crumb. Nothing here is ever cached.
 */
export function accountAccess(allowed: readonly WebsiteRole[] | null, unauthorized: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    const account = await accountOf(c);
    if (!account) return c.json({ message: unauthorized }, 401);
    if (account.byCookie) {
      const refusal = await checkCrumb(c);
      if (refusal) return c.json({ message: refusal }, 403);
    }
    if (allowed && !holdsAnyRole(account.roles, allowed)) return c.json({ message: SITE_USER_FORBIDDEN }, 403);
    c.set('account', account);
    return next();
  });
}
