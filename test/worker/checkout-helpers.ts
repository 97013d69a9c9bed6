// What the checkout, payment and owner tests share: a buyer's details, the
// checkout form as a browser posts it, the demo store's settings changed for
// one test, and the website's orders and mail as the Worker kept them.
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { CRUMB_COOKIE, siteKeys, type Order, type StockLevel } from '../../schemas';
import { app } from '../../worker/app';
import type { Env } from '../../worker/env';
import type { OutboxMessage } from '../../worker/services/mail';
import { TEST_CARD_PAYS } from '../../worker/services/payments';
import { add, arrivingVisitor, product, websiteId } from './cart-helpers';
import type { Visitor } from './cookie-jar';
import { DEMO_ORIGIN, putSiteContent, visit } from './demo-site';
import { ownerHeaders, siteOutbox } from './owner-helpers';

/** A buyer in New York: every field the checkout needs for a parcel. */
export const BUYER = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+1 (212) 555-0100',
  country: 'US',
  line1: '12 Bleecker St',
  line2: 'Apt 4',
  city: 'New York',
  region: 'NY',
  postcode: '10012',
} as const;

/** A visitor with `quantity` of a demo product's first variant in the cart, ready for checkout. */
export async function shopperWith(itemId: string, quantity = 1): Promise<Visitor> {
  const bought = await product(itemId);
  const visitor = await arrivingVisitor();
  await add(visitor, { itemId: bought.id, sku: bought.structuredContent.variants[0].sku, quantity });
  return visitor;
}

/** Submits the checkout form the way a browser without scripts does: the buyer's details and the test card that pays (test mode) unless `fields` say otherwise. */
export function submitCheckout(visitor: Visitor, fields: Record<string, string> = {}): Promise<Response> {
  const body = new URLSearchParams({ crumb: visitor.cookies.get(CRUMB_COOKIE) ?? '', intent: 'place', paymentMethod: TEST_CARD_PAYS, ...BUYER, ...fields });
  return visitor.request('/checkout', { method: 'POST', body, redirect: 'manual' });
}

export async function stockOf(visitor: Visitor, itemId: string): Promise<StockLevel[]> {
  return (await (await visitor.request(`/api/commerce/inventory/stock/?itemId=${itemId}`)).json<{ results: StockLevel[] }>()).results;
}


/** Every order of the demo website, newest first, through the owner's call. */
export async function allOrders(): Promise<Order[]> {
  const orders: Order[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const page: { orders: Order[]; nextPageCursor: string | null } = await (await visit(`/api/owner/orders?limit=200${cursor ? `&cursor=${cursor}` : ''}`, { headers: await ownerHeaders() })).json<{
      orders: Order[];
      nextPageCursor: string | null;
    }>();
    orders.push(...page.orders);
    cursor = page.nextPageCursor;
  }
  return orders;
}

/** The order a confirmation redirect points at. */
export async function orderOf(placed: Response): Promise<Order> {
  const orderId = placed.headers.get('Location')!.split('/').pop();
  const order = (await allOrders()).find((candidate) => candidate.id === orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  return order;
}

/** The demo website's dev outbox, newest first, through the owner's call. */
export const outbox = (): Promise<OutboxMessage[]> => siteOutbox();

/** Which of `addresses` the outbox holds a restock notice for, once per notice. */
export async function restockNoticesTo(addresses: readonly string[]): Promise<string[]> {
  return (await outbox()).filter((message) => addresses.includes(message.to) && message.subject.endsWith('is back in stock')).map((message) => message.to);
}

type Settings = Record<string, unknown>;
type StoreSettings = Settings;

/** Runs `test` with the demo site's published settings changed by `change`, and puts them back after. */
export async function withSiteSettings<T>(change: (settings: Settings & { websiteSettings: { storeSettings: StoreSettings } }) => void, test: () => Promise<T>): Promise<T> {
  const key = siteKeys.settings(await websiteId());
  const original = (await env.CONTENT.get(key))!;
  const changed = JSON.parse(original);
  change(changed);
  await putSiteContent(key, JSON.stringify(changed));
  try {
    return await test();
  } finally {
    await putSiteContent(key, original);
  }
}

/** Runs `test` with the demo store's settings changed by `change`, and puts them back after. */
export function withStoreSettings<T>(change: (settings: StoreSettings) => void, test: () => Promise<T>): Promise<T> {
  return withSiteSettings((settings) => change(settings.websiteSettings.storeSettings), test);
}

/**
 * Requests through the app with other bindings (a payment or mail key
 * configured, as a deployment would have), sized as a browser sends them:
 * the crumb check reads only sized forms.
 */
export function throughApp(bindings: Partial<Env>) {
  return async (path: string, init?: RequestInit): Promise<Response> => {
    const request = new Request(new URL(path, DEMO_ORIGIN), init);
    const body = request.body ? await request.arrayBuffer() : undefined;
    const headers = new Headers(request.headers);
    if (body) headers.set('Content-Length', String(body.byteLength));
    const sized = new Request(request.url, { method: request.method, headers, body, redirect: request.redirect });
    return app.fetch(sized, { ...env, ...bindings }, createExecutionContext());
  };
}
