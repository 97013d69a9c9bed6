import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { lazyAnswers, type Answer } from '../http/lazy-answers';
import { answersWithPage } from '../http/request-kind';

// The answers (worker/routes/cart-form-answers.ts) load when a form is first posted without scripts.
const answer = lazyAnswers(() => import('./cart-form-answers'));

/** Takes over a plain form post (no scripts): it is answered with a redirect or a page, never JSON. */
const formPost =
  (handler: Answer): MiddlewareHandler<AppEnv> =>
  async (c, next) => (answersWithPage(c) ? handler(c) : next());

export const addEntryForm = formPost(answer('addByForm'));
export const subscriptionForm = formPost(answer('subscribeByForm'));
export const quantityForm = formPost(answer('quantityByForm'));
export const removeForm = formPost(answer('removeByForm'));
