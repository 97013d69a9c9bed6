import type { Context } from 'hono';
import { cartStub } from '../cart/cart-cookie';
import type { CartCheckout, CartRefusal } from '../cart/cart-object';
import type { PreparedEntry } from '../cart/prepare-entry';
import type { AppEnv } from '../env';

const CART_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A purchase that bypasses the visitor's cart (a subscription, a gift card)
 * gets a cart of its own; its id is the cart token the checkout link carries.
 */
export async function directPurchase(
  c: Context<AppEnv>,
  prepared: PreparedEntry,
): Promise<{ ok: true; cartToken: string } | { ok: false; reason: CartRefusal }> {
  const cartToken = crypto.randomUUID();
  const change = await cartStub(c, cartToken).addEntry({ id: cartToken, ...prepared.cart }, prepared.entry, prepared.limits);
  return change.ok ? { ok: true, cartToken } : change;
}

/** The cart a checkout link names, with its checkout details; null for a malformed or unknown token. */
export async function tokenCheckout(c: Context<AppEnv>, cartToken: string | undefined): Promise<CartCheckout | null> {
  if (!cartToken || !CART_TOKEN.test(cartToken)) return null;
  return cartStub(c, cartToken).checkout();
}
