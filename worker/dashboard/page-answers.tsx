// The dashboard's own pages at /config (worker/routes/owner-pages.ts): the
// emailed sign-in link, the report pages, asking for a link and signing out.
// Loaded when an owner request first reaches one (#30).
import type { Context } from 'hono';
import { DASHBOARD_ROLES, holdsAnyRole, mayOpen, SignInRequestSchema, type WebsiteRole } from '../../schemas';
import { EDITOR_NOT_AN_OPTION, EDITOR_UNABLE_TO_LOCATE, fill, RATE_LIMITED, SIGN_IN_LINK_INVALID, SIGN_IN_LINK_SENT, SITE_USER_FORBIDDEN } from '../../schemas/messages';
import { DASHBOARD_PATH, DASHBOARD_SIGN_IN_PATH } from '../../schemas/site/paths';
import type { AppEnv } from '../env';
import { fitted } from '../http/json-body';
import { spendAddressCall } from '../rate-limit';
import { dashboardAccount } from '../site-users/account';
import { rolesFor } from '../site-users/roles';
import { isLinkToken, sendSignInLink } from '../site-users/sign-in-link';
import { dashboardPath, messagePage, ownerPage, sectionsFor, signInPage, siteTitle } from './owner-answers';
import { endOwnerSession, redeemDashboardLink } from './owner-session';
import { DashboardPage } from './owner-views';
import { DASHBOARD_SECTIONS, RANGES } from './sections';

/** Sign-in requests per address per minute: plenty for a person, little for a script spraying addresses. */
const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;
const DEFAULT_DAYS = 30;

/** The emailed link: signs in an account that may use the dashboard, and leads to the page it asked for. */
export async function signInLink(c: Context<AppEnv>) {
  c.header('Referrer-Policy', 'no-referrer');
  const token = c.req.query('token') ?? '';
  const redeemed = isLinkToken(token) ? await redeemDashboardLink(c.get('storefront'), token) : null;
  if (!redeemed) return messagePage(c, 400, 'Sign in', SIGN_IN_LINK_INVALID);
  return c.redirect(dashboardPath(redeemed.returnTo), 303);
}

/** The first section `roles` may open, if any. */
const firstSection = (roles: readonly WebsiteRole[]) => DASHBOARD_SECTIONS.find((section) => mayOpen(roles, section.area));

export async function sectionPage(c: Context<AppEnv>) {
  const path = new URL(c.req.url).pathname.replace(/(.)\/+$/, '$1');
  const storefront = c.get('storefront');
  const account = await dashboardAccount(storefront);
  if (!account) return signInPage(c, 401, dashboardPath(path));
  const section = DASHBOARD_SECTIONS.find((candidate) => candidate.path === path);
  if (!section) return messagePage(c, 404, 'Not found', EDITOR_UNABLE_TO_LOCATE);
  if (!mayOpen(account.roles, section.area)) {
    // The dashboard's address leads each account to the first page it may see.
    const first = firstSection(account.roles);
    if (path === DASHBOARD_PATH && first) return c.redirect(first.path, 303);
    return messagePage(c, 403, section.title, SITE_USER_FORBIDDEN);
  }
  // A list section's address with a trailing slash: its own page answers the address without one.
  if (!section.report) return c.redirect(section.path, 303);
  const asked = c.req.query('days');
  const days = RANGES.find((range) => String(range) === asked) ?? DEFAULT_DAYS;
  // A range the page does not offer is said so, and the default shown.
  const notice = asked !== undefined && String(days) !== asked ? fill(EDITOR_NOT_AN_OPTION, { val: asked.slice(0, 40) }) : undefined;
  const sections = sectionsFor(account.roles);
  return ownerPage(c, <DashboardPage siteTitle={await siteTitle(c)} crumb={c.get('crumb') ?? ''} section={section} sections={sections} days={days} notice={notice} />, 200);
}

/**
 * Asks for a sign-in link. Only an address whose roles open the dashboard
 * gets one, but every answer is the same, so it tells nobody who has an
 * account or a role.
 */
export async function signInRequest(c: Context<AppEnv>) {
  const storefront = c.get('storefront');
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const next = dashboardPath(form.next);
  if (!(await spendAddressCall(storefront, 'owner-sign-in', SIGN_IN_ATTEMPTS_PER_MINUTE))) return signInPage(c, 429, next, RATE_LIMITED);
  const email = (await fitted(SignInRequestSchema, { email: form.email }))?.data?.email ?? '';
  if (email && holdsAnyRole(rolesFor(await storefront.content.siteUsers(), email), DASHBOARD_ROLES)) {
    await sendSignInLink(storefront, { email, returnTo: next, purpose: 'dashboard', path: DASHBOARD_SIGN_IN_PATH });
  }
  return messagePage(c, 200, 'Check your email', SIGN_IN_LINK_SENT);
}

export async function signOut(c: Context<AppEnv>) {
  await endOwnerSession(c.get('storefront'));
  return c.redirect(DASHBOARD_SECTIONS[0].path, 303);
}
