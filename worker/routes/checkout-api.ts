import { Hono } from 'hono';
import { SUBSCRIPTION_API, SubscriptionRequestSchema } from '../../schemas';
import { startSubscription } from '../checkout/subscription';
import type { AppEnv } from '../env';
import { refuseWith } from '../http/answers';
import { validJson } from '../http/json-body';
import { subscriptionForm } from './cart-forms';

export const checkoutApi = new Hono<AppEnv>();

/** Subscription purchase (spec section 4): the visitor goes on to /checkout/subscribe?cartToken=…. */
checkoutApi.post(SUBSCRIPTION_API, subscriptionForm, validJson(SubscriptionRequestSchema), async (c) => {
  const result = await startSubscription(c.get('storefront'), c.req.valid('json'));
  return result.ok ? c.json({ cartToken: result.cartToken }) : refuseWith(c, result);
});
