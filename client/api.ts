import type { CartEntry, ShoppingCart, StockLevel } from '../schemas/commerce/cart';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../schemas/site/cookies';
import { messages } from './page-script-messages';
import { allows } from './consent/consent';
import { readCookie } from './cookies';
import { CART_API, CART_ENTRIES_API, RESTOCK_SIGN_UP_API, STOCK_API, SUBSCRIPTION_API, CENSUS_API } from '../schemas/site/paths';

/** A failed call, carrying the server's message for the visitor (spec section 8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The analytics error type the server named (spec section 8), when it named one. */
    readonly errorType?: string,
    /** False when the message is ours (no connection, an answer without a message), not the server's. */
    readonly fromServer = true,
    /** Field id → message, when a form's answers were refused. */
    readonly errors?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/**
 * Cacheable pages hand out no crumb; the first API response does. A state-changing
 * call made before any other fetches a mock cart (no cart read) to get one.
 */
async function crumb(method: string): Promise<string | null> {
  if (method === 'GET' || readCookie(CRUMB_COOKIE) !== null) return readCookie(CRUMB_COOKIE);
  await fetch(`${CART_API}?mock=true`, { credentials: 'same-origin' }).catch(() => undefined);
  return readCookie(CRUMB_COOKIE);
}

export async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const echoed = await crumb(init.method ?? 'GET');
  let response = await send(path, init, echoed);
  // Two first requests of a page (this one's crumb fetch and, say, a stock read) can
  // each be handed a crumb; the later cookie wins. A refusal for a crumb that has
  // since changed is that race, not an expired session: send once more.
  if (response.status === 403 && echoed !== null && readCookie(CRUMB_COOKIE) !== echoed) response = await send(path, init, readCookie(CRUMB_COOKIE));
  const body = (await response.json().catch(() => null)) as { message?: string; errorType?: string; errors?: Record<string, string> } | null;
  if (!response.ok) {
    throw new ApiError(body?.message ?? `HTTP ${response.status}`, response.status, body?.errorType, body?.message !== undefined, body?.errors ?? undefined);
  }
  return body as T;
}

async function send(path: string, init: RequestInit, echoed: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (echoed) headers.set(CRUMB_HEADER, echoed);
  if (init.body) headers.set('Content-Type', 'application/json');
  try {
    return await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(messages.CHECK_CONNECTION, 0, undefined, false);
  }
}

export function fetchCart(): Promise<ShoppingCart> {
  return call<ShoppingCart>(CART_API);
}

/** Live stock of every variant of a product. */
export function fetchStock(itemId: string): Promise<{ results: StockLevel[] }> {
  return call(`${STOCK_API}?itemId=${encodeURIComponent(itemId)}`);
}

export interface AddToCartInput {
  itemId: string;
  sku: string;
  quantity: number | string;
  additionalFields?: string;
  /** The option values chosen, so the server can name the ones still missing. */
  chosenAttributes?: Record<string, string>;
}

export function addToCart(input: AddToCartInput): Promise<{ shoppingCart: ShoppingCart; newlyAdded: CartEntry }> {
  return call(CART_ENTRIES_API, { method: 'POST', body: JSON.stringify(input) });
}

/** Spec section 4: a subscription gets a cart token, then the subscription checkout. */
export function startSubscription(input: AddToCartInput & { subscriptionOptionId?: string }): Promise<{ cartToken: string }> {
  return call(SUBSCRIPTION_API, { method: 'POST', body: JSON.stringify(input) });
}

const entryPath = (entryId: string) => `${CART_ENTRIES_API}/${encodeURIComponent(entryId)}`;

export function setEntryQuantity(entryId: string, quantity: number | string): Promise<{ shoppingCart: ShoppingCart }> {
  return call(`${entryPath(entryId)}/quantity`, { method: 'PUT', body: JSON.stringify({ quantity }) });
}

export function removeEntry(entryId: string): Promise<{ shoppingCart: ShoppingCart }> {
  return call(entryPath(entryId), { method: 'DELETE' });
}

export function setAdditionalFields(entry: CartEntry, additionalFields: string): Promise<{ shoppingCart: ShoppingCart }> {
  const body = JSON.stringify({ itemId: entry.itemId, sku: entry.sku, additionalFields });
  return call(`${entryPath(entry.id)}/additionalFields`, { method: 'PUT', body });
}

export interface RestockSignUpInput {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  /** The solved captcha's token, when the restock form shows one. */
  recaptchaEnterpriseV3Token?: string;
}

/** Signs the visitor up to hear when a variant is back; the answer is the text to show instead of the form. */
export function signUpForRestock(input: RestockSignUpInput): Promise<{ message: string }> {
  return call(RESTOCK_SIGN_UP_API, { method: 'POST', body: JSON.stringify(input) });
}

/**
 * Spec section 7: a quick view is recorded (the analytics helper's endpoint);
 * the visitor never hears of a failure.
 */
export function recordQuickView(itemId: string): void {
  if (!allows('analytics')) return;
  call(`${CENSUS_API.quickView}/${encodeURIComponent(itemId)}`, { method: 'POST' }).catch(() => undefined);
}
