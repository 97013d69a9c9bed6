import { Hono } from 'hono';
import { ACCOUNT_PATH, ACCOUNT_RESTOCK_PATH, ACCOUNT_SIGN_IN_PATH, ACCOUNT_SUBSCRIPTIONS_PATH } from '../../schemas';
import type { AppEnv } from '../env';
import { lazyAnswers } from '../http/lazy-answers';
import { rateLimit } from '../middleware/rate-limit';

/**
 * The shopper's account (#27): the sign-in page that sends the one-time link,
 * and the account page with what they may change there. Every answer is
 * theirs alone (`private, no-store`); a visitor who is not signed in is sent
 * to sign in and brought back.
 */
export const accountPages = new Hono<AppEnv>();

accountPages.use(`${ACCOUNT_PATH}/*`, rateLimit);

// The pages' answers (account-page-answers.ts) load when a shopper first asks for one.
const answer = lazyAnswers(() => import('./account-page-answers'));

// The emailed link itself (with its token) is answered before the crumb, by worker/routes/site-users-api.ts.
accountPages.get(ACCOUNT_SIGN_IN_PATH, answer('signInForm'));
accountPages.post(ACCOUNT_SIGN_IN_PATH, answer('signInRequest'));
accountPages.get(ACCOUNT_PATH, answer('account'));
accountPages.post(`${ACCOUNT_RESTOCK_PATH}/:id/remove`, answer('restockRemoval'));
accountPages.post(`${ACCOUNT_SUBSCRIPTIONS_PATH}/:id/cancel`, answer('subscriptionCancel'));
