import { CART_COOKIE, HAS_CART_COOKIE, type ShoppingCart } from '../../schemas';
import type { Storefront } from '../storefront';
import type { CartCheckout } from './cart-object';
import { cartStub, readCartId } from './cart-cookie';
import { buildShoppingCart } from './totals';

/**
 * The visitor's open cart, or null: no cookie, an unknown or tampered one, or a
 * cart already purchased (which is never reused).
 */
export async function visitorCart(storefront: Storefront): Promise<{ cartId: string; cart: ShoppingCart } | null> {
  const cartId = await readCartId(storefront);
  const cart = cartId ? await cartStub(storefront, cartId).cart() : null;
  return cartId && cart && !cart.isPurchased ? { cartId, cart } : null;
}

/** The visitor's open cart with its checkout details, or null as for visitorCart. */
export async function visitorCheckout(storefront: Storefront): Promise<{ cartId: string; checkout: CartCheckout } | null> {
  const cartId = await readCartId(storefront);
  const checkout = cartId ? await cartStub(storefront, cartId).checkout() : null;
  return cartId && checkout && !checkout.shoppingCart.isPurchased ? { cartId, checkout } : null;
}

/** The cart of a visitor who has none yet: every total 0, in the store's currency. */
export async function emptyCart(storefront: Storefront): Promise<ShoppingCart> {
  const { currency } = await storefront.locale();
  const record = { id: '', websiteId: storefront.websiteId, currencyCode: currency, created: Date.now(), isPurchased: false, orderId: null };
  return buildShoppingCart(record, []);
}

/** After a purchase: the next add starts a fresh cart, and the client stops loading this one. */
export function forgetCart({ visitor }: Storefront): void {
  visitor.cookies.delete(CART_COOKIE, { path: '/' });
  visitor.cookies.delete(HAS_CART_COOKIE, { path: '/' });
}
