import type { SiteUsersFile, WebsiteRole } from '../../schemas';

/** The owner's address is admin. */
export const OWNER_ROLES: readonly WebsiteRole[] = ['admin'];

/** An address's website roles: admin for the owner, each staff entry's roles, none for anyone else. */
export function rolesFor(file: SiteUsersFile, email: string): WebsiteRole[] {
  const same = (address: string) => address.toLowerCase() === email.toLowerCase();
  const roles = new Set<WebsiteRole>(file.owner && same(file.owner) ? OWNER_ROLES : []);
  for (const member of file.staff) if (same(member.email)) member.roles.forEach((role) => roles.add(role));
  return [...roles];
}
