import { isRefusal, type ProductItem, type SubscriptionRequest } from '../../schemas';
import { ITEM_NOT_FOUND, NOT_A_SUBSCRIPTION } from '../../schemas/messages';
import { prepareEntry, productAndSettings } from '../cart/prepare-entry';
import { cartChangeRefusal, entryRefusal, refused, type Refused } from '../cart/refusals';
import type { Storefront } from '../storefront';
import { directPurchase } from './direct-purchase';

/**
 * Subscription purchase (spec section 4): the subscription gets a cart of its
 * own, whose id is the cart token of /checkout/subscribe?cartToken=….
 */
export async function startSubscription(
  storefront: Storefront,
  { subscriptionOptionId, ...request }: SubscriptionRequest,
): Promise<{ ok: true; product: ProductItem; cartToken: string } | Refused> {
  const found = await productAndSettings(storefront, request.itemId);
  if (!found) return refused(404, ITEM_NOT_FOUND);
  const content = found.product.structuredContent;
  const options = (content.productSubscriptionOptions ?? []) as { id?: unknown }[];
  const knownOption = subscriptionOptionId === undefined || options.some((option) => option.id === subscriptionOptionId);
  if (!content.isSubscribable || !knownOption) return refused(400, NOT_A_SUBSCRIPTION, 'SUB_API_FAILURE');
  const prepared = await prepareEntry(storefront, found.product, found.settings, request, true);
  if (isRefusal(prepared)) return entryRefusal(prepared);
  const purchase = await directPurchase(storefront, prepared);
  if (!purchase.ok) return cartChangeRefusal(purchase.reason);
  return { ok: true, product: found.product, cartToken: purchase.cartToken };
}
