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

/**
 * What the owner's side of a site holds, each part open to the roles below
 * (spec section 6 leaves it to us): the dashboard shows only the sections of
 * the parts a role may open, and the owner calls and the account area refuse
 * the rest. Store managers run the store, website managers the site's forms
 * and numbers; admins everything. The dev outbox holds every sign-in link
 * the site sent, so reading it is as good as being anyone: admins only.
 */
export const OWNER_AREA_ROLES = {
  orders: ['admin', 'store_manager'],
  inventory: ['admin', 'store_manager'],
  restock: ['admin', 'store_manager'],
  forms: ['admin', 'website_manager'],
  analytics: ['admin', 'website_manager'],
  outbox: ['admin'],
} as const satisfies Record<string, readonly WebsiteRole[]>;
export type OwnerArea = keyof typeof OWNER_AREA_ROLES;

export const holdsAnyRole = (roles: readonly string[], allowed: readonly string[]) => roles.some((role) => allowed.includes(role));

/** Whether an account with `roles` may open `area`. */
export const mayOpen = (roles: readonly string[], area: OwnerArea) => holdsAnyRole(roles, OWNER_AREA_ROLES[area]);

/** Who may sign in to the dashboard at /config: whoever may open any part of it. */
export const DASHBOARD_ROLES: readonly WebsiteRole[] = [...new Set(Object.values(OWNER_AREA_ROLES).flat())];
/** Who may list and send restock notices. */
export const RESTOCK_MANAGER_ROLES: readonly WebsiteRole[] = OWNER_AREA_ROLES.restock;
/** Who may set live stock. */
export const INVENTORY_ROLES: readonly WebsiteRole[] = OWNER_AREA_ROLES.inventory;

/** The site user's session: signed, HttpOnly, SameSite=Lax. */
export const SITE_USER_SESSION_COOKIE = 'sf_site_user';
/** A one-time sign-in link lives 15 minutes. */
export const SIGN_IN_LINK_MINUTES = 15;
export const SITE_USER_SESSION_DAYS = 30;
/** The dashboard's session (its own cookie, bound to one website and account) lives 8 hours. */
export const OWNER_SESSION_HOURS = 8;

/** The visitor-info cookie's value (spec section 3): read by the census module, never trusted by the Worker. */
export function visitorInfo(siteUserId: string): string {
  return JSON.stringify({ authenticated: true, siteUserId });
}

