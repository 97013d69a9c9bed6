import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { CART_COOKIE, HAS_CART_COOKIE, type ShoppingCart } from '../../schemas';
import type { AppEnv } from '../env';
import type { CartCheckout } from './cart-object';
import { cartStub, readCartId } from './cart-cookie';
import { buildShoppingCart } from './totals';

/**
 * The visitor's open cart, or null: no cookie, an unknown or tampered one, or a
 * cart already purchased (which is never reused).
 */
export async function visitorCart(c: Context<AppEnv>): Promise<{ cartId: string; cart: ShoppingCart } | null> {
  const cartId = await readCartId(c);
  const cart = cartId ? await cartStub(c, cartId).cart() : null;
  return cartId && cart && !cart.isPurchased ? { cartId, cart } : null;
}

/** The visitor's open cart with its checkout details, or null as for visitorCart. */
export async function visitorCheckout(c: Context<AppEnv>): Promise<{ cartId: string; checkout: CartCheckout } | null> {
  const cartId = await readCartId(c);
  const checkout = cartId ? await cartStub(c, cartId).checkout() : null;
  return cartId && checkout && !checkout.shoppingCart.isPurchased ? { cartId, checkout } : null;
}

/** The cart of a visitor who has none yet: every total 0, in the store's currency. */
export async function emptyCart(c: Context<AppEnv>): Promise<ShoppingCart> {
  const settings = await c.get('site').settings();
  const currencyCode = settings?.websiteSettings.storeSettings.selectedCurrency ?? 'USD';
  const record = { id: '', websiteId: c.get('websiteId'), currencyCode, created: Date.now(), isPurchased: false, orderId: null };
  return buildShoppingCart(record, []);
}

/** After a purchase: the next add starts a fresh cart, and the client stops loading this one. */
export function forgetCart(c: Context<AppEnv>): void {
  deleteCookie(c, CART_COOKIE, { path: '/' });
  deleteCookie(c, HAS_CART_COOKIE, { path: '/' });
}
