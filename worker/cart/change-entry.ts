import { parseQuantity, quantityRefusal, type CartEntry, type ShoppingCart } from '../../schemas';
import { ENTRY_NOT_FOUND, ITEM_NOT_FOUND, QUANTITY_NOT_A_NUMBER } from '../../schemas/messages';
import { liveStock } from '../stock/product-stock';
import type { Storefront } from '../storefront';
import { cartStub } from './cart-cookie';
import { productAndSettings, quantityLimits } from './prepare-entry';
import { cartChangeRefusal, refused, type Refused } from './refusals';
import { visitorCart } from './visitor-cart';

/** A change the visitor's cart took: the cart as it now is, and the entry changed (as it was, once removed). */
export interface EntryChanged {
  ok: true;
  shoppingCart: ShoppingCart;
  entry?: CartEntry;
}

/** The visitor's open cart holding `entryId`, for the calls that change one entry. */
export async function cartWithEntry(storefront: Storefront, entryId: string) {
  const open = await visitorCart(storefront);
  const entry = open?.cart.entries.find((candidate) => candidate.id === entryId);
  return open && entry ? { stub: cartStub(storefront, open.cartId), entry } : null;
}

/** Sets an entry's quantity by the rules of an add (a plain decimal integer, in range, within stock); the call and the form without scripts share it. */
export async function changeQuantity(storefront: Storefront, entryId: string, raw: number | string): Promise<EntryChanged | Refused> {
  const quantity = parseQuantity(raw);
  if (!Number.isFinite(quantity)) return refused(400, QUANTITY_NOT_A_NUMBER, 'QUANTITY_NOT_A_NUMBER');
  const outOfRange = quantityRefusal(quantity);
  if (outOfRange) return refused(400, outOfRange.message, outOfRange.errorType);
  const target = await cartWithEntry(storefront, entryId);
  if (!target) return refused(404, ENTRY_NOT_FOUND);
  const found = await productAndSettings(storefront, target.entry.itemId);
  if (!found) return refused(404, ITEM_NOT_FOUND);
  const levels = await liveStock(storefront.env, storefront.websiteId, found.product);
  const limits = quantityLimits(found.product, found.settings, levels, target.entry.sku);
  const change = await target.stub.setQuantity(target.entry.id, quantity, limits);
  return change.ok ? { ok: true, shoppingCart: change.shoppingCart, entry: change.entry } : cartChangeRefusal(change.reason);
}

/** Takes an entry out of the visitor's cart. */
export async function removeFromCart(storefront: Storefront, entryId: string): Promise<EntryChanged | Refused> {
  const target = await cartWithEntry(storefront, entryId);
  if (!target) return refused(404, ENTRY_NOT_FOUND);
  const change = await target.stub.removeEntry(target.entry.id);
  return change.ok ? { ok: true, shoppingCart: change.shoppingCart, entry: target.entry } : cartChangeRefusal(change.reason);
}
