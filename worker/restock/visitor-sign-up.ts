import { restockEmailError, type ProductItem, type RestockSignUpRequest } from '../../schemas';
import { CAPTCHA_ACTIONS } from '../../schemas/forms/form-api';
import { ITEM_NOT_FOUND, RESTOCK_SIGNED_UP, RESTOCK_VARIANT_IN_STOCK, VARIANT_UNAVAILABLE } from '../../schemas/messages';
import { captchaRefusal } from '../forms/captcha-check';
import type { Storefront } from '../storefront';
import { variantSoldOut } from './in-stock';
import { signUpForRestock } from './sign-up';

export type VisitorSignUp =
  | { ok: true; product: ProductItem; message: string }
  | { ok: false; status: 400 | 401 | 404; message: string; product: ProductItem | null };

/**
 * A visitor asks to be told when a variant is back (spec sections 5 and 7),
 * from the restock form with scripts (the waitlist call) or without (a form
 * post): the product and variant must exist, the address follow the email
 * rule, the variant be sold out (one that can be bought now has nothing to
 * wait for), and the captcha be solved when the site asks for one. The answer is
 * the text that replaces the form: the product's own success text, else the
 * spec's.
 */
export async function signUpVisitor(storefront: Storefront, request: RestockSignUpRequest): Promise<VisitorSignUp> {
  const product = await storefront.content.product(request.productId);
  if (!product) return { ok: false, status: 404, message: ITEM_NOT_FOUND, product };
  if (!product.structuredContent.variants.some((variant) => variant.sku === request.variantId)) return { ok: false, status: 400, message: VARIANT_UNAVAILABLE, product };
  const emailError = restockEmailError(request.siteVisitorEmail);
  if (emailError) return { ok: false, status: 400, message: emailError, product };
  if (!(await variantSoldOut(storefront, product, request.variantId))) return { ok: false, status: 400, message: RESTOCK_VARIANT_IN_STOCK, product };
  // The restock form shows a captcha whenever the site has a key (spec section 5).
  const captcha = await captchaRefusal(storefront, true, CAPTCHA_ACTIONS.productWaitlist, request.recaptchaEnterpriseV3Token);
  if (captcha) return { ok: false, status: 401, message: captcha, product };
  await signUpForRestock(storefront.env, storefront.websiteId, product, request.variantId, request.siteVisitorEmail, request.isJoinMailingList);
  return { ok: true, product, message: product.merchandising?.restockNotificationMessages?.successText ?? RESTOCK_SIGNED_UP };
}
