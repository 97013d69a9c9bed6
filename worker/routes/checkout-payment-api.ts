import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { CheckoutFormSchema } from '../../schemas';
import { CHECKOUT_PAYMENT_API } from '../../schemas/site/paths';
import type { AppEnv } from '../env';
import { validJson } from '../http/json-body';
import type { CardRefusal } from '../payments/card-calls';

/**
 * The checkout's card field (client/checkout/card-payment.ts): the payment it
 * mounts with, the Pay press and the end of a hold after a decline. Behind
 * the crumb and the visitor's rate limit, as every cart call; the amount is
 * always the Worker's, never the browser's.
 */
export const checkoutPaymentApi = new Hono<AppEnv>();

const CartTokenSchema = z.lazy(() => z.object({ cartToken: z.string().max(64).optional() }));

/** The card calls, with the checkout they reach, load when a shopper first pays by card: a cold isolate needs none of it (#30). */
const cardCalls = () => import('../payments/card-calls');

const refuse = (c: Context, refusal: CardRefusal) => c.json({ message: refusal.message, ...(refusal.problems && Object.keys(refusal.problems).length > 0 && { errors: refusal.problems }) }, refusal.status);

checkoutPaymentApi.post(CHECKOUT_PAYMENT_API.intent, validJson(CartTokenSchema), async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const answer = await (await cardCalls()).cardFieldPayment(c.get('storefront'), c.req.valid('json').cartToken);
  return answer.ok ? c.json({ clientSecret: answer.clientSecret }) : refuse(c, answer);
});

checkoutPaymentApi.post(CHECKOUT_PAYMENT_API.pay, validJson(CheckoutFormSchema), async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const answer = await (await cardCalls()).payByCard(c.get('storefront'), c.req.valid('json'));
  return answer.ok ? c.json({ clientSecret: answer.clientSecret, returnUrl: answer.returnUrl }) : refuse(c, answer);
});

checkoutPaymentApi.post(CHECKOUT_PAYMENT_API.release, validJson(CartTokenSchema), async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const answer = await (await cardCalls()).releaseAfterDecline(c.get('storefront'), c.req.valid('json').cartToken);
  return answer.ok ? c.json({ released: answer.released }) : refuse(c, answer);
});
