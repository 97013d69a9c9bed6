import type { OwnerTokenScope, WebsiteRole } from '../../schemas';
import { dashboardUser } from '../dashboard/owner-session';
import type { Storefront } from '../storefront';
import { OWNER_ROLES, rolesFor } from './roles';
import { signedInSiteUser } from './session';
import type { SiteUser } from './site-user-directory';

/** What a caller proved, for the audit trail: a kind and an id (a token's or an account's), never a secret. */
export interface Credential {
  kind: 'platform-token' | 'site-token' | 'owner-session' | 'site-user-session';
  id: string | null;
}

/**
 * Who is calling: a signed-in site user (by the site's session or the
 * dashboard's) with their website roles, or one of the site's owner tokens
 * (admin, with no address of its own).
 */
export interface Account {
  siteUser: SiteUser | null;
  roles: readonly WebsiteRole[];
  /** Signed in by a cookie, so a change must also carry the crumb. */
  byCookie: boolean;
  /** A `read` owner token: it reads everything of its site and changes nothing. */
  readOnly: boolean;
  credential: Credential;
}

/** An owner token is no site user; pages and the context config name it so. */
const OWNER_ACCOUNT_ID = 'owner';

/** One of the site's owner tokens: admin, within its scope. */
export const ownerTokenAccount = (id: string, scope: OwnerTokenScope): Account => ({
  siteUser: null,
  roles: OWNER_ROLES,
  byCookie: false,
  readOnly: scope === 'read',
  credential: { kind: 'site-token', id },
});

/** The site context's `authenticatedAccount` and `websiteRoles` (spec section 3) for the caller. */
export function signedInAs(account: Account | null): { authenticatedAccount: { id: string } | null; websiteRoles: string[] } {
  if (!account) return { authenticatedAccount: null, websiteRoles: [] };
  return { authenticatedAccount: { id: account.siteUser?.id ?? OWNER_ACCOUNT_ID }, websiteRoles: [...account.roles] };
}

async function cookieAccount(storefront: Storefront, user: SiteUser | null, kind: 'owner-session' | 'site-user-session'): Promise<Account | null> {
  if (!user) return null;
  const roles = rolesFor(await storefront.content.siteUsers(), user.email);
  return { siteUser: user, roles, byCookie: true, readOnly: false, credential: { kind, id: user.id } };
}

/** The site user the visitor's session names, with roles as the published site.json gives them now; null without a session. */
export async function siteUserAccount(storefront: Storefront): Promise<Account | null> {
  return cookieAccount(storefront, await signedInSiteUser(storefront), 'site-user-session');
}

/** The account of the visitor's dashboard session (worker/dashboard/owner-session.ts); null without one. */
export async function dashboardAccount(storefront: Storefront): Promise<Account | null> {
  return cookieAccount(storefront, await dashboardUser(storefront), 'owner-session');
}
