import type { SiteUsersFile, WebsiteRole } from '../../schemas';
import type { Storefront } from '../storefront';
import { signedInSiteUser } from './session';
import type { SiteUser } from './site-user-directory';

/** Who is calling: a signed-in site user with their website roles, or the owner (admin, with no address of its own). */
export interface Account {
  siteUser: SiteUser | null;
  roles: readonly WebsiteRole[];
  /** Signed in by a cookie, so a change must also carry the crumb. */
  byCookie: boolean;
}

const OWNER_ROLES: readonly WebsiteRole[] = ['admin'];
/** The owner is no site user; pages and the context config name the one owner account so. */
const OWNER_ACCOUNT_ID = 'owner';

/** The owner, by the owner token or (`byCookie`) the dashboard session: admin. */
export const ownerAccount = (byCookie: boolean): Account => ({ siteUser: null, roles: OWNER_ROLES, byCookie });

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

/** The site user the visitor's session names, with roles as the published site.json gives them now; null without a session. */
export async function siteUserAccount(storefront: Storefront): Promise<Account | null> {
  const user = await signedInSiteUser(storefront);
  return user && { siteUser: user, roles: rolesFor(await storefront.content.siteUsers(), user.email), byCookie: true };
}
