import { CHECKOUT_LINK_COOKIE } from '../../schemas';
import { cartStub } from '../cart/cart-cookie';
import type { CartCheckout, CartRefusal } from '../cart/cart-object';
import type { PreparedEntry } from '../cart/prepare-entry';
import type { Storefront } from '../storefront';

const CART_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A checkout link is for finishing a purchase now, not a lasting address. */
const CHECKOUT_LINK_SECONDS = 24 * 60 * 60;

/**
 * A purchase that bypasses the visitor's cart (a subscription, a gift card)
 * gets a cart of its own; its id is the cart token the checkout link carries.
 * The token is random, and bound to the browser that made it by a signed,
 * HttpOnly cookie that lasts a day: whoever else holds the link sees no
 * checkout form for it.
 */
export async function directPurchase(
  storefront: Storefront,
  prepared: PreparedEntry,
): Promise<{ ok: true; cartToken: string } | { ok: false; reason: CartRefusal }> {
  const cartToken = crypto.randomUUID();
  const change = await cartStub(storefront, cartToken).addEntry({ id: cartToken, ...prepared.cart }, prepared.entry, prepared.limits);
  if (!change.ok) return change;
  const options = { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: CHECKOUT_LINK_SECONDS } as const;
  await storefront.visitor.cookies.setSigned(CHECKOUT_LINK_COOKIE, cartToken, storefront.env.COOKIE_SECRET, options);
  return { ok: true, cartToken };
}

/** The cart a checkout link names, with its checkout details; null for a malformed or unknown token, or one this browser did not make. */
export async function tokenCheckout(storefront: Storefront, cartToken: string | undefined): Promise<CartCheckout | null> {
  if (!cartToken || !CART_TOKEN.test(cartToken)) return null;
  if ((await storefront.visitor.cookies.getSigned(CHECKOUT_LINK_COOKIE, storefront.env.COOKIE_SECRET)) !== cartToken) return null;
  return cartStub(storefront, cartToken).checkout();
}
