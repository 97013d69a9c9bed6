// The buying flow's pages (worker/routes/checkout-pages.ts): the cart, the
// checkout and its form, the return from the card field, the order, gift card
// checkout. Loaded when a shopper first asks for one (#30).
import type { Context } from 'hono';
import * as z from 'zod';
import { CART_PATH, CHECKOUT_PATH, ORDER_CONFIRMED_PATH } from '../../schemas/site/paths';
import { CART_COOKIE, CheckoutFormSchema, detailsOf, HAS_CART_COOKIE, IdSchema, isRefusal, ProductType, ShippingEstimateFormSchema, SkuSchema } from '../../schemas';
import {
  CART_EMPTY,
  CART_TITLE,
  CHECKOUT_IN_PROGRESS,
  CHECKOUT_LINK_UNKNOWN,
  CHECKOUT_SESSION_MISSING,
  EXPRESS_CHECKOUT_FAILED_TITLE,
  GIFT_CARD_FAILED_TITLE,
  ITEM_NOT_FOUND,
  REQUEST_UNREADABLE,
} from '../../schemas/messages';
import { cartStub } from '../cart/cart-cookie';
import { prepareEntry, productAndSettings } from '../cart/prepare-entry';
import { forgetCart } from '../cart/visitor-cart';
import { cartPage } from '../checkout/cart-page';
import { alreadyPlaced, checkoutPage, checkoutTarget } from '../checkout/checkout-page';
import { directPurchase } from '../checkout/direct-purchase';
import { orderPage } from '../checkout/order-page';
import { placeOrder } from '../checkout/place-order';
import { checkoutPricing } from '../checkout/pricing';
import { saveShippingEstimate } from '../checkout/shipping-estimate';
import type { AppEnv } from '../env';
import { messageAnswer, sendPage } from '../http/answers';
import { paymentReturn } from '../payments/payment-return';

export async function cart(c: Context<AppEnv>) {
  return sendPage(c, await cartPage(c.get('storefront')));
}

// The cart page's shipping and tax estimate: kept with the cart, then the cart again (or the form's problems on it).
export async function cartEstimate(c: Context<AppEnv>) {
  const parsed = ShippingEstimateFormSchema.safeParse(await c.req.parseBody());
  if (!parsed.success) return messageAnswer(c, CART_TITLE, REQUEST_UNREADABLE, 400);
  const storefront = c.get('storefront');
  const outcome = await saveShippingEstimate(storefront, parsed.data);
  if (outcome.ok) return c.redirect(CART_PATH, 303);
  if (outcome.status === 409) return messageAnswer(c, CART_TITLE, CHECKOUT_IN_PROGRESS, 409);
  return sendPage(c, await cartPage(storefront, undefined, outcome.status, outcome.attempt));
}

// Express checkout (spec section 4): straight to checkout, if the visitor has a cart to check out.
export async function expressCheckout(c: Context<AppEnv>) {
  const { cookies } = c.get('storefront').visitor;
  if (cookies.get(CART_COOKIE) || cookies.get(HAS_CART_COOKIE)) return c.redirect(CHECKOUT_PATH, 302);
  return messageAnswer(c, EXPRESS_CHECKOUT_FAILED_TITLE, CHECKOUT_SESSION_MISSING, 403);
}

export async function checkout(c: Context<AppEnv>) {
  return sendPage(c, await checkoutPage(c.get('storefront'), c.req.query('cartToken')));
}

// Subscription checkout (spec section 2): the cart token comes from POST /api/3/commerce/cart/subscription.
export async function subscriptionCheckout(c: Context<AppEnv>) {
  return sendPage(c, await checkoutPage(c.get('storefront'), c.req.query('cartToken') ?? ''));
}

export async function checkoutForm(c: Context<AppEnv>) {
  const parsed = CheckoutFormSchema.safeParse(await c.req.parseBody());
  if (!parsed.success) return messageAnswer(c, 'Checkout', REQUEST_UNREADABLE, 400);
  const form = parsed.data;
  const storefront = c.get('storefront');
  const target = await checkoutTarget(storefront, form.cartToken);
  if (!target) {
    if (await alreadyPlaced(storefront, form.cartToken)) return messageAnswer(c, 'Checkout', CHECKOUT_IN_PROGRESS, 409);
    return form.cartToken !== undefined ? messageAnswer(c, 'Checkout', CHECKOUT_LINK_UNKNOWN, 404) : messageAnswer(c, 'Checkout', CART_EMPTY, 400);
  }

  if (form.intent === 'update') {
    const details = detailsOf(form);
    const pricing = await checkoutPricing(storefront.content, await storefront.settings(), details.couponCode);
    const saved = await cartStub(storefront, target.cartId).saveCheckout(details, ...pricing);
    if (!saved.ok) return messageAnswer(c, 'Checkout', CHECKOUT_IN_PROGRESS, 409);
    // What was typed stays with the cart, never in the URL.
    return c.redirect(form.cartToken === undefined ? CHECKOUT_PATH : `${CHECKOUT_PATH}?cartToken=${form.cartToken}`, 303);
  }

  const result = await placeOrder(storefront, target.cartId, form);
  if (!result.ok) {
    const attempt = { values: form, problems: result.problems, message: result.message, status: result.status };
    return sendPage(c, await checkoutPage(storefront, form.cartToken, attempt));
  }
  if (form.cartToken === undefined) forgetCart(storefront);
  return c.redirect(`${ORDER_CONFIRMED_PATH}/${result.order.id}`, 303);
}

// Back from the card field (or from Stripe after a redirect): the order, or the checkout again.
export async function paymentReturned(c: Context<AppEnv>) {
  const answer = await paymentReturn(c.get('storefront'), c.req.query('payment_intent'));
  return 'redirect' in answer ? c.redirect(answer.redirect, 303) : sendPage(c, answer.page);
}

export async function orderConfirmed(c: Context<AppEnv>) {
  return sendPage(c, await orderPage(c.get('storefront'), c.req.param('orderId') ?? ''));
}

const GiftCardQuerySchema = z.object({
  websiteId: IdSchema,
  giftCardProductId: IdSchema,
  sku: SkuSchema.optional(),
});

/** Gift card checkout (spec section 2): one card of the chosen denomination, bought on its own. */
export async function giftCardCheckout(c: Context<AppEnv>) {
  const storefront = c.get('storefront');
  const query = GiftCardQuerySchema.safeParse(c.req.query());
  const notSold = () => messageAnswer(c, GIFT_CARD_FAILED_TITLE, ITEM_NOT_FOUND, 404);
  if (!query.success || query.data.websiteId !== storefront.websiteId) return notSold();
  const { giftCardProductId: itemId, sku = '' } = query.data;
  const found = await productAndSettings(storefront, itemId);
  if (!found || found.product.structuredContent.productType !== ProductType.GIFT_CARD) return notSold();
  const prepared = await prepareEntry(storefront, found.product, found.settings, { itemId, sku, quantity: 1, additionalFields: 'null' });
  if (isRefusal(prepared)) return messageAnswer(c, GIFT_CARD_FAILED_TITLE, prepared.message, 400);
  const purchase = await directPurchase(storefront, prepared);
  if (!purchase.ok) return notSold();
  return c.redirect(`${CHECKOUT_PATH}?cartToken=${purchase.cartToken}`, 303);
}
