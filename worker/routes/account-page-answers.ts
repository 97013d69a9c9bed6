// The shopper's account pages (worker/routes/account-pages.ts): signing in by
// an emailed link, the account page, and the changes made from it. Loaded
// when a shopper first asks for one (#30).
import type { Context } from 'hono';
import { ACCOUNT_PATH, ACCOUNT_SIGN_IN_PATH, SignInRequestSchema } from '../../schemas';
import { en, REQUEST_UNREADABLE, RESTOCK_SIGN_UP_NOT_FOUND } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { messageAnswer, sendPage } from '../http/answers';
import { postedFields } from '../http/posted-fields';
import { cancelSubscription } from '../orders/cancel-subscription';
import { restockBook } from '../restock';
import { accountPage } from '../site-users/account-page';
import { signedInSiteUser } from '../site-users/session';
import type { SiteUser } from '../site-users/site-user-directory';
import { requestSignInLink } from '../site-users/sign-in-link';
import { signInPage } from '../site-users/sign-in-page';

const ReturnTo = SignInRequestSchema.unwrap().shape.returnTo;

/** Where a visitor who is not signed in is sent: the sign-in page, which leads back here. */
const signInFirst = (c: Context<AppEnv>, back: string) => {
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(`${ACCOUNT_SIGN_IN_PATH}?returnTo=${encodeURIComponent(back)}`, 303);
};

export async function signInForm(c: Context<AppEnv>) {
  const returnTo = ReturnTo.safeParse(c.req.query('returnTo'));
  return sendPage(c, await signInPage(c.get('storefront'), { email: '', returnTo: (returnTo.success && returnTo.data) || null }));
}

export async function signInRequest(c: Context<AppEnv>) {
  const fields = Object.fromEntries(await postedFields(c).catch((): [string, string][] => []));
  const request = SignInRequestSchema.safeParse({ email: fields.email ?? '', returnTo: fields.returnTo || undefined });
  if (!request.success) return messageAnswer(c, en.SIGN_IN_TITLE, REQUEST_UNREADABLE, 400);
  const storefront = c.get('storefront');
  const state = { email: request.data.email, returnTo: request.data.returnTo ?? null };
  const sent = await requestSignInLink(storefront, state.email, state.returnTo);
  if (!sent.ok && sent.status === 429) c.header('Retry-After', '60');
  return sendPage(c, await signInPage(storefront, sent.ok ? { ...state, sent: true } : { ...state, problem: sent.message }, sent.ok ? 200 : sent.status));
}

export async function account(c: Context<AppEnv>) {
  const storefront = c.get('storefront');
  const user = await signedInSiteUser(storefront);
  if (!user) return signInFirst(c, ACCOUNT_PATH);
  return sendPage(c, await accountPage(storefront, user));
}

/** A change the signed-in shopper makes from their account page, answered with the page again (or why not). */
async function accountChange(c: Context<AppEnv>, change: (user: SiteUser) => Promise<{ ok: true } | { ok: false; status: 404 | 503; message: string }>) {
  const user = await signedInSiteUser(c.get('storefront'));
  if (!user) return signInFirst(c, ACCOUNT_PATH);
  const outcome = await change(user);
  if (!outcome.ok) return messageAnswer(c, en.ACCOUNT_TITLE, outcome.message, outcome.status);
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(ACCOUNT_PATH, 303);
}

export const restockRemoval = (c: Context<AppEnv>) =>
  accountChange(c, async (user) => {
    const id = Number(c.req.param('id'));
    const { env, websiteId } = c.get('storefront');
    const removed = Number.isSafeInteger(id) && (await restockBook(env, websiteId).remove(id, user.email));
    return removed ? { ok: true } : { ok: false, status: 404, message: RESTOCK_SIGN_UP_NOT_FOUND };
  });

export const subscriptionCancel = (c: Context<AppEnv>) => accountChange(c, (user) => cancelSubscription(c.get('storefront'), user.email, c.req.param('id') ?? ''));
