import type { Context } from 'hono';
import { isRefusal, type AddCartEntryRequest, type CartEntry, type ProductItem, type ShoppingCart } from '../../schemas';
import { ITEM_NOT_FOUND, SUBSCRIPTION_NOT_IN_CART } from '../../schemas/messages';
import type { AppEnv } from '../env';
import { cartStub, rememberCart } from './cart-cookie';
import { prepareEntry, productAndSettings } from './prepare-entry';
import { cartChangeRefusal, entryRefusal, refused, type Refused } from './responses';
import { visitorCart } from './visitor-cart';

export type Added = { ok: true; product: ProductItem; shoppingCart: ShoppingCart; newlyAdded: CartEntry };

/**
 * Spec section 7, the add-entries call, for scripts and plain forms alike:
 * the spec's rules in order, then the cart object's atomic stock check. A
 * subscribable product never enters the normal cart (spec section 4): it is
 * bought through the subscription call.
 */
export async function addToVisitorCart(c: Context<AppEnv>, request: AddCartEntryRequest): Promise<Added | Refused> {
  const found = await productAndSettings(c, request.itemId);
  if (!found) return refused(404, ITEM_NOT_FOUND);
  if (found.product.structuredContent.isSubscribable) return refused(400, SUBSCRIPTION_NOT_IN_CART, 'API_FAILURE');
  const prepared = await prepareEntry(c, found.product, found.settings, request);
  if (isRefusal(prepared)) return entryRefusal(prepared);

  // A missing, unknown or purchased cart is replaced by a fresh one.
  const cartId = (await visitorCart(c))?.cartId ?? crypto.randomUUID();
  const change = await cartStub(c, cartId).addEntry({ id: cartId, ...prepared.cart }, prepared.entry, prepared.limits);
  if (!change.ok) return cartChangeRefusal(change.reason);
  await rememberCart(c, cartId);
  return { ok: true, product: found.product, shoppingCart: change.shoppingCart, newlyAdded: change.entry };
}
