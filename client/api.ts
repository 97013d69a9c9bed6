import type { ShoppingCart } from '../schemas/cart';
import { CART_API, CRUMB_COOKIE, CRUMB_HEADER } from '../schemas/cookies';
import { CHECK_CONNECTION } from '../schemas/messages';
import { readCookie } from './cookies';

/** A failed call, carrying the server's message for the visitor (spec section 8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const crumb = readCookie(CRUMB_COOKIE);
  if (crumb) headers.set(CRUMB_HEADER, crumb);
  if (init.body) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(CHECK_CONNECTION, 0);
  }
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) throw new ApiError(body?.message ?? `HTTP ${response.status}`, response.status);
  return body as T;
}

export function fetchCart(): Promise<ShoppingCart> {
  return call<ShoppingCart>(CART_API);
}

export interface AddToCartInput {
  itemId: string;
  sku: string;
  quantity: number;
  additionalFields?: string;
}

export function addToCart(input: AddToCartInput): Promise<{ shoppingCart: ShoppingCart }> {
  return call(`${CART_API}/entries`, { method: 'POST', body: JSON.stringify(input) });
}
