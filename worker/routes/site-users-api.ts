import { Hono } from 'hono';
import { SIGN_IN_LINK_PATH, SignInRequestSchema, SITE_USERS_API } from '../../schemas';
import { SIGN_IN_LINK_INVALID, SIGN_IN_LINK_SENT, SIGNED_OUT } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { messageAnswer, refuse } from '../http/answers';
import { validJson } from '../http/json-body';
import { answersWithPage } from '../http/request-kind';
import { limitBody } from '../middleware/body-limit';
import { endSiteUserSession, redeemSignInLink } from '../site-users/session';
import { isLinkToken, requestSignInLink } from '../site-users/sign-in-link';

const MAX_BODY_BYTES = 4 * 1024;

/** Signing in and out by email link (the link itself is followed at SIGN_IN_LINK_PATH, a page: see `signInLinkPage`). */
export const siteUsersApi = new Hono<AppEnv>();

/** A one-time link goes out (worker/site-users/sign-in-link.ts); the answer says the same whoever asks. */
siteUsersApi.post(SITE_USERS_API.signIn, limitBody(MAX_BODY_BYTES), validJson(SignInRequestSchema), async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const { email, returnTo } = c.req.valid('json');
  const sent = await requestSignInLink(c.get('storefront'), email, returnTo ?? null);
  if (sent.ok) return c.json({ message: SIGN_IN_LINK_SENT });
  if (sent.status === 429) c.header('Retry-After', '60');
  return refuse(c, sent.status, sent.message);
});

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

signInLinkPage.get(SIGN_IN_LINK_PATH, async (c, next) => {
  // Without a token it is the sign-in page (worker/routes/account-pages.ts), which hands out the crumb its form posts.
  if (c.req.query('token') === undefined) return next();
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'private, no-store');
  const token = c.req.query('token') ?? '';
  const redeemed = isLinkToken(token) ? await redeemSignInLink(c.get('storefront'), token) : null;
  if (!redeemed) return messageAnswer(c, 'Sign in', SIGN_IN_LINK_INVALID, 400);
  return c.redirect(redeemed.returnTo ?? '/', 303);
});
