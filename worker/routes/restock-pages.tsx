import { Hono } from 'hono';
import { RESTOCK_FORM_PATH, RestockSignUpRequestSchema } from '../../schemas';
import { en, ITEM_NOT_FOUND, REQUEST_UNREADABLE } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { CAPTCHA_FIELD } from '../forms/development-check';
import { messageAnswer, sendPage } from '../http/answers';
import { postedFields } from '../http/posted-fields';
import { rateLimit } from '../middleware/rate-limit';
import { signUpVisitor } from '../restock/visitor-sign-up';

/**
 * The restock form posted without scripts (#27): the engine's form had
 * `action="#"`, so it went out as a GET with the address in the URL and
 * recorded nothing. The Worker makes it post here (worker/pages/visitor-forms.ts),
 * and the sign-up follows the waitlist call's rules, answered with a page.
 */
export const restockPages = new Hono<AppEnv>();

restockPages.use(RESTOCK_FORM_PATH, rateLimit);

restockPages.post(RESTOCK_FORM_PATH, async (c) => {
  const fields = Object.fromEntries(await postedFields(c).catch((): [string, string][] => []));
  const request = RestockSignUpRequestSchema.safeParse({
    productId: fields.productId,
    variantId: fields.variantId,
    siteVisitorEmail: fields.email ?? '',
    isJoinMailingList: fields.isJoinMailingList !== undefined,
    recaptchaEnterpriseV3Token: fields[CAPTCHA_FIELD] || undefined,
  });
  if (!request.success) return messageAnswer(c, en.UNABLE_TO_CONTINUE_TITLE, REQUEST_UNREADABLE, 400);
  const storefront = c.get('storefront');
  const signedUp = await signUpVisitor(storefront, request.data);
  if (!signedUp.product) return messageAnswer(c, en.UNABLE_TO_CONTINUE_TITLE, ITEM_NOT_FOUND, 404);
  // The answer page loads when a restock form is first posted without scripts: a cold isolate needs none of it (#30).
  const { restockPage } = await import('../restock/restock-page');
  const posted = { variantId: request.data.variantId, email: request.data.siteVisitorEmail, joinMailingList: request.data.isJoinMailingList };
  return sendPage(c, await restockPage(storefront, signedUp.product, posted, signedUp, signedUp.ok ? 200 : signedUp.status));
});
