// Site users (spec sections 1, 3 and 6): signed-in accounts, their website
// roles and the account area's calls. Kept free of zod for the browser bundle.

/** The user role codes of spec section 3, as this runtime writes them. */
export const WEBSITE_ROLES = [
  'admin',
  'billing',
  'reporting',
  'editor',
  'moderator',
  'commenter',
  'store_manager',
  'scheduling',
  'viewer',
  'campaigns_editor',
  'scheduling_viewer',
  'scheduling_editor',
  'none',
  'website_manager',
  'draft_editor',
] as const;
export type WebsiteRole = (typeof WEBSITE_ROLES)[number];

/** Who may list and send restock notices (spec section 6 leaves it to us). */
export const RESTOCK_MANAGER_ROLES: readonly WebsiteRole[] = ['admin', 'website_manager', 'store_manager'];
/** Who may set live stock: the same people who run the store. */
export const INVENTORY_ROLES: readonly WebsiteRole[] = RESTOCK_MANAGER_ROLES;

export const holdsAnyRole = (roles: readonly string[], allowed: readonly string[]) => roles.some((role) => allowed.includes(role));

/** The site user's session: signed, HttpOnly, SameSite=Lax. */
export const SITE_USER_SESSION_COOKIE = 'sf_site_user';
/** A one-time sign-in link lives 15 minutes. */
export const SIGN_IN_LINK_MINUTES = 15;
export const SITE_USER_SESSION_DAYS = 30;

/** The visitor-info cookie's value (spec section 3): read by the census module, never trusted by the Worker. */
export function visitorInfo(siteUserId: string): string {
  return JSON.stringify({ authenticated: true, siteUserId });
}

