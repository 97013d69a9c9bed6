import { Hono } from 'hono';
import { restockEmailError, SIGN_IN_LINK_PATH, SignInRequestSchema, SITE_USERS_API } from '../../schemas';
import { RATE_LIMITED, SIGN_IN_LINK_INVALID, SIGN_IN_LINK_SENT, SIGNED_OUT } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { messageAnswer, refuse } from '../http/answers';
import { validJson } from '../http/json-body';
import { answersWithPage } from '../http/request-kind';
import { limitBody } from '../middleware/body-limit';
import { spendAddressCall } from '../rate-limit';
import { endSiteUserSession, redeemSignInLink } from '../site-users/session';
import { isLinkToken, sendSignInLink } from '../site-users/sign-in-link';

/** Sign-in requests per address per minute: plenty for a person, little for a script spraying addresses. */
const SIGN_IN_REQUESTS_PER_MINUTE = 10;
const MAX_BODY_BYTES = 4 * 1024;

/** Signing in and out by email link (the link itself is followed at SIGN_IN_LINK_PATH, a page: see `signInLinkPage`). */
export const siteUsersApi = new Hono<AppEnv>();

/**
 * Any address may ask: a first link makes its account. The answer is the same
 * whether the address is known, new, or already holds open links (then no
 * more are sent), so it tells nobody which addresses have accounts.
 */
siteUsersApi.post(
  SITE_USERS_API.signIn,
  limitBody(MAX_BODY_BYTES),
  validJson(SignInRequestSchema),
  async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const { email, returnTo } = c.req.valid('json');
    const problem = restockEmailError(email);
    if (problem) return refuse(c, 400, problem);
    if (!(await spendAddressCall(c.get('storefront'), 'site-user-sign-in', SIGN_IN_REQUESTS_PER_MINUTE))) {
      c.header('Retry-After', '60');
      return refuse(c, 429, RATE_LIMITED);
    }
    await sendSignInLink(c.get('storefront'), { email, returnTo: returnTo ?? null, purpose: 'account', path: SIGN_IN_LINK_PATH });
    return c.json({ message: SIGN_IN_LINK_SENT });
  },
);

siteUsersApi.post(SITE_USERS_API.signOut, async (c) => {
  c.header('Cache-Control', 'private, no-store');
  await endSiteUserSession(c.get('storefront'));
  return answersWithPage(c) ? c.redirect('/', 303) : c.json({ message: SIGNED_OUT });
});

/**
 * The emailed link: a page the browser follows. A good link signs in and
 * leads back to where the visitor asked from; a used, expired or unknown one
 * says so on a page. The token never reaches a log or a Referer.
 */
export const signInLinkPage = new Hono<AppEnv>();

signInLinkPage.get(SIGN_IN_LINK_PATH, async (c) => {
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'private, no-store');
  const token = c.req.query('token') ?? '';
  const redeemed = isLinkToken(token) ? await redeemSignInLink(c.get('storefront'), token) : null;
  if (!redeemed) return messageAnswer(c, 'Sign in', SIGN_IN_LINK_INVALID, 400);
  return c.redirect(redeemed.returnTo ?? '/', 303);
});
