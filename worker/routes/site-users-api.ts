import { Hono, type Context } from 'hono';
import { restockEmailError, SIGN_IN_LINK_MINUTES, SIGN_IN_LINK_PATH, SignInRequestSchema, SITE_USERS_API } from '../../schemas';
import { RATE_LIMITED, REQUEST_UNREADABLE, SIGN_IN_LINK_INVALID, SIGN_IN_LINK_SENT, SIGNED_OUT } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { messageAnswer, refuse } from '../http/answers';
import { validJson } from '../http/json-body';
import { answersWithPage } from '../http/request-kind';
import { limitBody } from '../middleware/body-limit';
import { spendAddressCall } from '../rate-limit';
import { linkMessage, mailer, MailUndelivered } from '../services/mail';
import { endSiteUserSession, newSecret, redeemSignInLink, secretHash } from '../site-users/session';
import { siteUserDirectory } from '../site-users/site-user-directory';

/** Sign-in requests per address per minute: plenty for a person, little for a script spraying addresses. */
const SIGN_IN_REQUESTS_PER_MINUTE = 10;
const MAX_BODY_BYTES = 4 * 1024;

/** Signing in and out by email link (the link itself is followed at SIGN_IN_LINK_PATH, a page: see `signInLinkPage`). */
export const siteUsersApi = new Hono<AppEnv>();

async function sendLink(c: Context<AppEnv>, email: string, token: string): Promise<void> {
  const storefront = c.get('storefront');
  const siteTitle = (await storefront.settings())?.website.siteTitle ?? '';
  const link = new URL(SIGN_IN_LINK_PATH, c.req.url);
  link.searchParams.set('token', token);
  const message = linkMessage({
    to: email,
    subject: `Sign in to ${siteTitle}`,
    paragraphs: [`Follow this link to sign in to ${siteTitle}. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`],
    link: { href: link.href, label: `Sign in to ${siteTitle}` },
    footer: 'If you did not ask to sign in, you can ignore this message.',
  });
  try {
    await mailer(storefront.env, storefront.websiteId).send(message);
  } catch (error) {
    // The visitor is told the same either way; the log keeps no address.
    if (!(error instanceof MailUndelivered)) throw error;
    console.warn('sign-in link not delivered', error.message);
  }
}

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
    const token = newSecret();
    const now = Date.now();
    const directory = siteUserDirectory(c.env, c.get('storefront').websiteId);
    if (await directory.issueLink(await secretHash(token), email, returnTo ?? null, now + SIGN_IN_LINK_MINUTES * 60_000, now)) {
      await sendLink(c, email, token);
    }
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
  const redeemed = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await redeemSignInLink(c.get('storefront'), token) : null;
  if (!redeemed) return messageAnswer(c, 'Sign in', SIGN_IN_LINK_INVALID, 400);
  return c.redirect(redeemed.returnTo ?? '/', 303);
});
