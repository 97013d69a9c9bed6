import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { holdsAnyRole, type WebsiteRole } from '../../schemas';
import { SITE_USER_FORBIDDEN } from '../../schemas/messages';
import { hasOwnerSession } from '../dashboard/owner-session';
import type { AppEnv } from '../env';
import { SAFE_METHODS } from '../http/request-kind';
import { ownerAccount, siteUserAccount, type Account } from '../site-users/account';
import { checkCrumb } from './crumb';
import { hasOwnerToken } from './owner';

declare module 'hono' {
  interface ContextVariableMap {
    account: Account;
  }
}

/**
 * The owner token acts as admin; so does the owner's dashboard session for
 * reads (its cookie is SameSite=Strict, and changes need the token). Otherwise
 * the site user's session, with roles as the published site.json gives them
 * now. The site middleware hands this to the domain as the visitor's `account`.
 */
export async function accountOf(c: Context<AppEnv>): Promise<Account | null> {
  if (hasOwnerToken(c)) return ownerAccount(false);
  const storefront = c.get('storefront');
  const siteUser = await siteUserAccount(storefront);
  if (siteUser) return siteUser;
  if (SAFE_METHODS.has(c.req.method) && (await hasOwnerSession(storefront))) return ownerAccount(true);
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
    const account = await c.get('storefront').visitor.account();
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
