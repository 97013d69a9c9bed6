import { isRefusal, type AddCartEntryRequest, type CartEntry, type ProductItem, type ShoppingCart } from '../../schemas';
import { ITEM_NOT_FOUND, SUBSCRIPTION_NOT_IN_CART } from '../../schemas/messages';
import type { Storefront } from '../storefront';
import { cartStub, readCartId, rememberCart } from './cart-cookie';
import { prepareEntry, productAndSettings } from './prepare-entry';
import { cartChangeRefusal, entryRefusal, refused, type Refused } from './refusals';

export type Added = { ok: true; product: ProductItem; shoppingCart: ShoppingCart; newlyAdded: CartEntry };

/**
 * Spec section 7, the add-entries call, for scripts and plain forms alike:
 * the spec's rules in order, then the cart object's atomic stock check. A
 * subscribable product never enters the normal cart (spec section 4): it is
 * bought through the subscription call.
 */
export async function addToVisitorCart(storefront: Storefront, request: AddCartEntryRequest): Promise<Added | Refused> {
  const found = await productAndSettings(storefront, request.itemId);
  if (!found) return refused(404, ITEM_NOT_FOUND);
  if (found.product.structuredContent.isSubscribable) return refused(400, SUBSCRIPTION_NOT_IN_CART, 'API_FAILURE');
  const prepared = await prepareEntry(storefront, found.product, found.settings, request);
  if (isRefusal(prepared)) return entryRefusal(prepared);

  // The add goes straight to the cookie's cart, which an unknown id starts afresh: one call to the
  // cart object, not a read before the write. A purchased cart is never reused: a fresh one takes the add.
  const known = await readCartId(storefront);
  const add = (cartId: string) => cartStub(storefront, cartId).addEntry({ id: cartId, ...prepared.cart }, prepared.entry, prepared.limits);
  let cartId = known ?? crypto.randomUUID();
  let change = await add(cartId);
  if (!change.ok && change.reason === 'closed' && known && (await cartStub(storefront, known).cart())?.isPurchased) {
    cartId = crypto.randomUUID();
    change = await add(cartId);
  }
  if (!change.ok) return cartChangeRefusal(change.reason);
  await rememberCart(storefront, cartId);
  return { ok: true, product: found.product, shoppingCart: change.shoppingCart, newlyAdded: change.entry };
}
