import { Hono } from 'hono';
import { isRefusal, SubscriptionRequestSchema } from '../../schemas';
import { ITEM_NOT_FOUND, NOT_A_SUBSCRIPTION } from '../../schemas/messages';
import { prepareEntry, productAndSettings } from '../cart/prepare-entry';
import { refuse, refuseCartChange, refuseEntry, validJson } from '../cart/responses';
import { directPurchase } from '../checkout/direct-purchase';
import type { AppEnv } from '../env';

export const checkoutApi = new Hono<AppEnv>();

/**
 * Subscription purchase (spec section 4): the subscription gets a cart of its
 * own, and the visitor goes on to /checkout/subscribe?cartToken=….
 */
checkoutApi.post('/api/3/commerce/cart/subscription', validJson(SubscriptionRequestSchema), async (c) => {
  const { subscriptionOptionId, ...request } = c.req.valid('json');
  const found = await productAndSettings(c, request.itemId);
  if (!found) return refuse(c, 404, ITEM_NOT_FOUND);
  const content = found.product.structuredContent;
  const options = (content.productSubscriptionOptions ?? []) as { id?: unknown }[];
  const knownOption = subscriptionOptionId === undefined || options.some((option) => option.id === subscriptionOptionId);
  if (!content.isSubscribable || !knownOption) return refuse(c, 400, NOT_A_SUBSCRIPTION, 'SUB_API_FAILURE');
  const prepared = await prepareEntry(c, found.product, found.settings, request, true);
  if (isRefusal(prepared)) return refuseEntry(c, prepared);
  const purchase = await directPurchase(c, prepared);
  if (!purchase.ok) return refuseCartChange(c, purchase.reason);
  return c.json({ cartToken: purchase.cartToken });
});
