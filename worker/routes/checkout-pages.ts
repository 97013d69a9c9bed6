import { Hono } from 'hono';
import { CART_ESTIMATE_PATH, CART_PATH, CHECKOUT_PATH, EXPRESS_CHECKOUT_PATH, GIFT_CARD_CHECKOUT_PATH, ORDER_CONFIRMED_PATH, PAYMENT_RETURN_PATH, SUBSCRIPTION_CHECKOUT_PATH } from '../../schemas/site/paths';
import type { AppEnv } from '../env';
import { lazyAnswers } from '../http/lazy-answers';
import { rateLimit, rateLimitEvery } from '../middleware/rate-limit';
import { cardFieldPolicy } from '../middleware/security-headers';
import { payments } from '../services/payments';

export const checkoutPages = new Hono<AppEnv>();

checkoutPages.use(CHECKOUT_PATH, rateLimit);
checkoutPages.use(CART_ESTIMATE_PATH, rateLimit);

// The checkout's card field loads Stripe.js: its origins are let in on the checkout pages alone.
const stripeOrigins = cardFieldPolicy((env) => {
  const setup = payments(env);
  return setup.kind === 'card' ? setup.provider.cardField : null;
});
checkoutPages.use(CHECKOUT_PATH, stripeOrigins);
checkoutPages.use(SUBSCRIPTION_CHECKOUT_PATH, stripeOrigins);

// The pages' answers (checkout-page-answers.ts) load when a shopper first asks for one.
const answer = lazyAnswers(() => import('./checkout-page-answers'));

checkoutPages.get(CART_PATH, answer('cart'));
checkoutPages.post(CART_ESTIMATE_PATH, answer('cartEstimate'));
checkoutPages.get(EXPRESS_CHECKOUT_PATH, answer('expressCheckout'));
checkoutPages.get(CHECKOUT_PATH, answer('checkout'));
checkoutPages.get(SUBSCRIPTION_CHECKOUT_PATH, answer('subscriptionCheckout'));
checkoutPages.post(CHECKOUT_PATH, answer('checkoutForm'));
checkoutPages.get(PAYMENT_RETURN_PATH, answer('paymentReturned'));
checkoutPages.get(`${ORDER_CONFIRMED_PATH}/:orderId`, answer('orderConfirmed'));
checkoutPages.get(GIFT_CARD_CHECKOUT_PATH, rateLimitEvery, answer('giftCardCheckout'));
