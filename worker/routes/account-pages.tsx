import { Hono, type Context } from 'hono';
import {
  ACCOUNT_PATH,
  ACCOUNT_RESTOCK_PATH,
  ACCOUNT_SIGN_IN_PATH,
  ACCOUNT_SUBSCRIPTIONS_PATH,
  SignInRequestSchema,
} from '../../schemas';
import { en, REQUEST_UNREADABLE, RESTOCK_SIGN_UP_NOT_FOUND } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { messageAnswer, sendPage } from '../http/answers';
import { postedFields } from '../http/posted-fields';
import { rateLimit } from '../middleware/rate-limit';
import { cancelSubscription } from '../orders/cancel-subscription';
import { restockBook } from '../restock';
import { signedInSiteUser } from '../site-users/session';
import type { SiteUser } from '../site-users/site-user-directory';
import { requestSignInLink } from '../site-users/sign-in-link';
import { signInPage } from '../site-users/sign-in-page';

/**
 * The shopper's account (#27): the sign-in page that sends the one-time link,
 * and the account page with what they may change there. Every answer is
 * theirs alone (`private, no-store`); a visitor who is not signed in is sent
 * to sign in and brought back.
 */
export const accountPages = new Hono<AppEnv>();

accountPages.use(`${ACCOUNT_PATH}/*`, rateLimit);

const ReturnTo = SignInRequestSchema.shape.returnTo;

/** Where a visitor who is not signed in is sent: the sign-in page, which leads back here. */
const signInFirst = (c: Context<AppEnv>, back: string) => {
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(`${ACCOUNT_SIGN_IN_PATH}?returnTo=${encodeURIComponent(back)}`, 303);
};

// The emailed link itself (with its token) is answered before the crumb, by worker/routes/site-users-api.ts.
accountPages.get(ACCOUNT_SIGN_IN_PATH, async (c) => {
  const returnTo = ReturnTo.safeParse(c.req.query('returnTo'));
  return sendPage(c, await signInPage(c.get('storefront'), { email: '', returnTo: (returnTo.success && returnTo.data) || null }));
});

accountPages.post(ACCOUNT_SIGN_IN_PATH, async (c) => {
  const fields = Object.fromEntries(await postedFields(c).catch((): [string, string][] => []));
  const request = SignInRequestSchema.safeParse({ email: fields.email ?? '', returnTo: fields.returnTo || undefined });
  if (!request.success) return messageAnswer(c, en.SIGN_IN_TITLE, REQUEST_UNREADABLE, 400);
  const storefront = c.get('storefront');
  const state = { email: request.data.email, returnTo: request.data.returnTo ?? null };
  const sent = await requestSignInLink(storefront, state.email, state.returnTo);
  if (!sent.ok && sent.status === 429) c.header('Retry-After', '60');
  return sendPage(c, await signInPage(storefront, sent.ok ? { ...state, sent: true } : { ...state, problem: sent.message }, sent.ok ? 200 : sent.status));
});

accountPages.get(ACCOUNT_PATH, async (c) => {
  const storefront = c.get('storefront');
  const user = await signedInSiteUser(storefront);
  if (!user) return signInFirst(c, ACCOUNT_PATH);
  // The page and its view load when an account page is first asked for: a cold isolate needs none of it (#30).
  const { accountPage } = await import('../site-users/account-page');
  return sendPage(c, await accountPage(storefront, user));
});

/** A change the signed-in shopper makes from their account page, answered with the page again (or why not). */
async function accountChange(c: Context<AppEnv>, change: (user: SiteUser) => Promise<{ ok: true } | { ok: false; status: 404 | 503; message: string }>) {
  const user = await signedInSiteUser(c.get('storefront'));
  if (!user) return signInFirst(c, ACCOUNT_PATH);
  const outcome = await change(user);
  if (!outcome.ok) return messageAnswer(c, en.ACCOUNT_TITLE, outcome.message, outcome.status);
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(ACCOUNT_PATH, 303);
}

accountPages.post(`${ACCOUNT_RESTOCK_PATH}/:id/remove`, (c) =>
  accountChange(c, async (user) => {
    const id = Number(c.req.param('id'));
    const { env, websiteId } = c.get('storefront');
    const removed = Number.isSafeInteger(id) && (await restockBook(env, websiteId).remove(id, user.email));
    return removed ? { ok: true } : { ok: false, status: 404, message: RESTOCK_SIGN_UP_NOT_FOUND };
  }),
);

accountPages.post(`${ACCOUNT_SUBSCRIPTIONS_PATH}/:id/cancel`, (c) => accountChange(c, (user) => cancelSubscription(c.get('storefront'), user.email, c.req.param('id') ?? '')));
