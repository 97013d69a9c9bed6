import { Hono } from 'hono';
import { RESTOCK_SIGN_UP_API, RestockSignUpRequestSchema, restockEmailError } from '../../schemas';
import { CAPTCHA_ACTIONS } from '../../schemas/forms/form-api';
import { ITEM_NOT_FOUND, RESTOCK_SIGNED_UP, RESTOCK_VARIANT_IN_STOCK, VARIANT_UNAVAILABLE } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { captchaRefusal } from '../forms/captcha-check';
import { refuse } from '../http/answers';
import { validJson } from '../http/json-body';
import { signUpForRestock, variantSoldOut } from '../restock';

export const restockApi = new Hono<AppEnv>();

/**
 * A visitor asks to be told when a variant is back (spec sections 5 and 7).
 * The crumb, body size and rate limit apply as to every commerce call, and
 * the captcha when the site has one; a variant that can be bought now has
 * nothing to wait for. The answer is the text the visitor reads in place of
 * the form.
 */
restockApi.post(RESTOCK_SIGN_UP_API, validJson(RestockSignUpRequestSchema), async (c) => {
  const request = c.req.valid('json');
  const storefront = c.get('storefront');
  const product = await storefront.content.product(request.productId);
  if (!product) return refuse(c, 404, ITEM_NOT_FOUND);
  if (!product.structuredContent.variants.some((variant) => variant.sku === request.variantId)) return refuse(c, 400, VARIANT_UNAVAILABLE);
  const emailError = restockEmailError(request.siteVisitorEmail);
  if (emailError) return refuse(c, 400, emailError);
  if (!(await variantSoldOut(storefront, product, request.variantId))) return refuse(c, 400, RESTOCK_VARIANT_IN_STOCK);
  // The restock form shows a captcha whenever the site has a key (spec section 5).
  const captcha = await captchaRefusal(storefront, true, CAPTCHA_ACTIONS.productWaitlist, request.recaptchaEnterpriseV3Token);
  if (captcha) return c.json({ message: captcha }, 401);
  await signUpForRestock(storefront.env, storefront.websiteId, product, request.variantId, request.siteVisitorEmail, request.isJoinMailingList);
  return c.json({ message: product.merchandising?.restockNotificationMessages?.successText ?? RESTOCK_SIGNED_UP });
});
