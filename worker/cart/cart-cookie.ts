import { CART_COOKIE, HAS_CART_COOKIE } from '../../schemas';
import type { SiteObjects, Storefront } from '../storefront';
import { objectStub } from '../storage/object-stub';

/** Carts live for 30 days after the last change. */
const CART_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The visitor's cart id, or null when the cookie is missing or its signature does not match. */
export async function readCartId({ env, visitor }: Storefront): Promise<string | null> {
  return (await visitor.cookies.getSigned(CART_COOKIE, env.COOKIE_SECRET)) || null;
}

/**
 * The cart cookie is HttpOnly and signed because it is the cart's identity; the
 * has-cart cookie only tells the client script that a cart is worth loading.
 */
export async function rememberCart({ env, visitor }: Storefront, cartId: string): Promise<void> {
  const options = { path: '/', sameSite: 'Lax', maxAge: CART_MAX_AGE_SECONDS } as const;
  await visitor.cookies.setSigned(CART_COOKIE, cartId, env.COOKIE_SECRET, { ...options, httpOnly: true });
  visitor.cookies.set(HAS_CART_COOKIE, '1', options);
}

/** One cart object per cart of one website. Reads, and changes that set a value, may be made twice (objectStub). */
export function cartStub({ env, websiteId }: SiteObjects, cartId: string) {
  return objectStub(env.CARTS, `${websiteId}/${cartId}`, ['cart', 'checkout', 'setQuantity', 'saveCheckout', 'completeCheckout', 'abandonCheckout']);
}
