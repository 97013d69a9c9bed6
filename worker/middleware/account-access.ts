import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { holdsAnyRole, mayOpen, type OwnerArea, type WebsiteRole } from '../../schemas';
import { OWNER_UNAUTHORIZED, SITE_USER_FORBIDDEN } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { SAFE_METHODS } from '../http/request-kind';
import { checkOwnerToken } from '../owner-tokens';
import { dashboardAccount, ownerTokenAccount, siteUserAccount, type Account } from '../site-users/account';
import { audit } from './audit';
import { checkCrumb } from './crumb';

declare module 'hono' {
  interface ContextVariableMap {
    account: Account;
  }
}

const BEARER = /^Bearer (.+)$/;

/** The bearer credential of the request: null without one. */
export const bearerOf = (c: Context<AppEnv>): string | null => BEARER.exec(c.req.header('Authorization') ?? '')?.[1] ?? null;

/**
 * The caller by `Authorization`: one of this website's owner tokens (looked
 * up among this website's, whatever the token says of itself). A header that
 * is no live token of this site is no account, and is not passed over for a
 * cookie: a script's bad token is refused, not mistaken for a browser.
 */
async function tokenAccount(c: Context<AppEnv>): Promise<Account | null> {
  const bearer = bearerOf(c);
  const token = bearer === null ? null : await checkOwnerToken(c.get('storefront'), bearer);
  return token && ownerTokenAccount(token.id, token.scope);
}

const hasAuthorization = (c: Context<AppEnv>) => c.req.header('Authorization') !== undefined;

/**
 * Who is calling: an owner token; else the site user's session, then the
 * dashboard's, with roles as the published site.json gives them now. The
 * site middleware hands this to the domain as the visitor's `account`.
 */
export async function accountOf(c: Context<AppEnv>): Promise<Account | null> {
  if (hasAuthorization(c)) return tokenAccount(c);
  const storefront = c.get('storefront');
  return (await siteUserAccount(storefront)) ?? (await dashboardAccount(storefront));
}

/** The owner's calls take an owner token of this website or the dashboard's session, nothing else. */
function ownerCaller(c: Context<AppEnv>): Promise<Account | null> {
  return hasAuthorization(c) ? tokenAccount(c) : dashboardAccount(c.get('storefront'));
}

/**
 * Lets through a caller `find` names who holds one of `allowed` (any when
 * null): 401 without an account; 403 for a change by a read-only token, for
 * a cookie's change without the crumb, and for a role that may not. Nothing
 * here is ever cached.
 */
function access(find: (c: Context<AppEnv>) => Promise<Account | null>, allowed: readonly WebsiteRole[] | null, unauthorized: string, challenge?: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    const account = await find(c);
    if (!account) {
      if (challenge) c.header('WWW-Authenticate', challenge);
      return c.json({ message: unauthorized }, 401);
    }
    audit(c, { credential: account.credential });
    if (account.readOnly && !SAFE_METHODS.has(c.req.method)) return c.json({ message: SITE_USER_FORBIDDEN }, 403);
    if (account.byCookie) {
      const refusal = await checkCrumb(c);
      if (refusal) return c.json({ message: refusal }, 403);
    }
    if (allowed && !holdsAnyRole(account.roles, allowed)) return c.json({ message: SITE_USER_FORBIDDEN }, 403);
    c.set('account', account);
    return next();
  });
}

/** The account area's calls (restock lists and sends): any account holding one of `allowed` (any signed-in caller when null). */
export const accountAccess = (allowed: readonly WebsiteRole[] | null, unauthorized: string) => access((c) => c.get('storefront').visitor.account(), allowed, unauthorized);

/**
 * Every owner call (`/api/owner/…`): an owner token of the website the host
 * serves, or its dashboard session. Anything else (no credential, the
 * platform's key, another site's token or session, a revoked token) is the
 * same 401 with no data. `ownerArea` then limits each call to the roles of its part.
 */
export const ownerCalls = access(ownerCaller, null, OWNER_UNAUTHORIZED, 'Bearer');

/** Behind `ownerCalls`: 403 for an account whose roles do not open `area` (schemas/site/site-users.ts). */
export function ownerArea(area: OwnerArea) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!mayOpen(c.get('account').roles, area)) return c.json({ message: SITE_USER_FORBIDDEN }, 403);
    return next();
  });
}
