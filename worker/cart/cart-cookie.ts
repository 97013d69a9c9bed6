import type { Context } from 'hono';
import { getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie';
import { CART_COOKIE, HAS_CART_COOKIE } from '../../schemas';
import { isHttps } from '../middleware/https';
import type { AppEnv } from '../env';

/** Carts live for 30 days after the last change. */
const CART_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;


/** The visitor's cart id, or null when the cookie is missing or its signature does not match. */
export async function readCartId(c: Context<AppEnv>): Promise<string | null> {
  const value = await getSignedCookie(c, c.env.COOKIE_SECRET, CART_COOKIE);
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * The cart cookie is HttpOnly and signed because it is the cart's identity; the
 * has-cart cookie only tells the client script that a cart is worth loading.
 */
export async function rememberCart(c: Context<AppEnv>, cartId: string): Promise<void> {
  const options = { path: '/', sameSite: 'Lax', maxAge: CART_MAX_AGE_SECONDS, secure: isHttps(c) } as const;
  await setSignedCookie(c, CART_COOKIE, cartId, c.env.COOKIE_SECRET, { ...options, httpOnly: true });
  setCookie(c, HAS_CART_COOKIE, '1', options);
}

export function cartStub(c: Context<AppEnv>, cartId: string) {
  return c.env.CARTS.get(c.env.CARTS.idFromName(`${c.get('websiteId')}/${cartId}`));
}
