// Issue #26: the owner's refunds through the payment boundary, and where each
// order's money stands (paid, refunded in part or whole, disputed, test) in
// the orders JSON, the CSV and the dashboard, whether the refund was made
// here or in Stripe's dashboard (its webhook).
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumberText, OWNER_API, type Order } from '../../schemas';
import { NOTHING_TO_REFUND, ORDER_NOT_FOUND, REQUEST_UNREADABLE, SITE_USER_FORBIDDEN } from '../../schemas/messages';
import { add, arrivingVisitor, publishCopy } from './cart-helpers';
import { allOrders, orderOf, submitCheckout, throughApp } from './checkout-helpers';
import { seedDemoSite, visit } from './demo-site';
import { dashboardSignIn, mintToken, ownerHeaders, postForm } from './owner-helpers';
import { deliverWebhooks, stripe } from './stripe-stand-in';

beforeAll(seedDemoSite);

let copies = 0;

/** An order paid with the test card that pays (test mode, no scripts): through the Stripe stand-in unless `through` says otherwise. */
async function paidOrder(through?: Parameters<typeof arrivingVisitor>[0]): Promise<Order> {
  const limited = await publishCopy('item-candle', `item-refund-candle-${++copies}`, 5);
  const visitor = await arrivingVisitor(through);
  await add(visitor, { itemId: limited.id, sku: limited.structuredContent.variants[0].sku, quantity: 2 });
  const placed = await submitCheckout(visitor);
  expect(placed.status).toBe(303);
  return orderOf(placed);
}

async function refund(order: Pick<Order, 'number'>, body: Record<string, unknown> = {}, headers?: Record<string, string>) {
  const response = await visit(`${OWNER_API.orders}/${order.number}/refund`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(headers ?? (await ownerHeaders())) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json<{ order: Order; message: string }>() };
}

/** The idempotency keys of the refunds Stripe was asked for, for one order. */
const refundKeys = (order: Order) => stripe.requests.filter((request) => request.path === '/v1/refunds' && request.idempotencyKey?.startsWith(`refund-${order.id}-`)).map((request) => request.idempotencyKey);

describe("the owner's refund", () => {
  it('gives back part, then the rest, through Stripe; the order book keeps the total', async () => {
    const order = await paidOrder();
    const paymentId = order.payment!.reference;
    const part = await refund(order, { amountCents: 500 });
    expect(part.status).toBe(200);
    expect(part.body.order).toMatchObject({ refunded: 500, paymentStatus: 'partially_refunded' });
    // Stripe's own webhook for that refund agrees, and changes nothing.
    expect(await deliverWebhooks('charge.refunded', paymentId)).toEqual([200]);
    expect((await allOrders()).find((candidate) => candidate.id === order.id)).toMatchObject({ refunded: 500 });

    const rest = await refund(order);
    expect(rest.body.order).toMatchObject({ refunded: order.grandTotal, paymentStatus: 'refunded' });
    // Each names what was refunded before it: the same request sent again would be the same refund.
    expect(refundKeys(order)).toEqual([`refund-${order.id}-0-500`, `refund-${order.id}-500-${order.grandTotal - 500}`]);
    expect(await refund(order)).toEqual({ status: 409, body: { message: NOTHING_TO_REFUND } });
  });

  it('refuses more than is left, an order it does not have, and a read-only token', async () => {
    const order = await paidOrder();
    const tooMuch = await refund(order, { amountCents: order.grandTotal + 1 });
    expect(tooMuch).toEqual({ status: 400, body: { message: `A refund cannot be more than the $${(order.grandTotal / 100).toFixed(2)} left to refund.` } });
    expect(await refund({ number: 99_999 })).toEqual({ status: 404, body: { message: ORDER_NOT_FOUND } });
    expect((await refund(order, { amountCents: 0 })).status).toBe(400);
    const read = await mintToken(undefined, 'read');
    expect(await refund(order, {}, { Authorization: `Bearer ${read.token}` })).toEqual({ status: 403, body: { message: SITE_USER_FORBIDDEN } });
    expect((await allOrders()).find((candidate) => candidate.id === order.id)!.refunded).toBe(0);
  });

  it('records a refund made in Stripe\'s dashboard from its webhook', async () => {
    const order = await paidOrder();
    const paymentId = order.payment!.reference;
    const dashboard = await stripe.fetch(
      new Request('http://stripe.invalid/v1/refunds', {
        method: 'POST',
        headers: { Authorization: `Bearer ${stripe.keys.secretKey}` },
        body: new URLSearchParams({ payment_intent: paymentId, amount: '300' }),
      }),
    );
    expect(dashboard.status).toBe(200);
    expect(await deliverWebhooks('charge.refunded', paymentId)).toEqual([200]);
    expect((await allOrders()).find((candidate) => candidate.id === order.id)).toMatchObject({ refunded: 300, paymentStatus: 'partially_refunded' });
  });

  it('refunds a test-mode order (no keys, PAYMENTS_MODE "test") without moving money', async () => {
    const order = await paidOrder(throughApp({ STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined }));
    expect(order.payment!.provider).toBe('test-mode');
    expect((await refund(order)).body.order).toMatchObject({ refunded: order.grandTotal, paymentStatus: 'refunded' });
  });
});

describe("the refund on the order's dashboard page", () => {
  it('refunds the amount typed in dollars, then all that is left, and says what it did', async () => {
    const order = await paidOrder();
    const owner = await dashboardSignIn('shop@fernandfield.test');
    const here = `/config/orders/${order.number}`;
    const page = await (await owner.request(here)).text();
    expect(page).toContain(`action="${here}/refund"`);

    const part = await postForm(owner, `${here}/refund`, { amount: '2.5' });
    expect(part.status).toBe(303);
    const after = await (await owner.request(part.headers.get('Location')!)).text();
    expect(after).toContain('Refunded $2.50.');
    expect(after).toMatch(/Partially refunded/);
    expect(refundKeys(order)).toEqual([`refund-${order.id}-0-250`]);

    const rest = await postForm(owner, `${here}/refund`, { amount: '' });
    expect(rest.status).toBe(303);
    const refunded = (await allOrders()).find((candidate) => candidate.id === order.id)!;
    expect(refunded).toMatchObject({ refunded: order.grandTotal, paymentStatus: 'refunded' });
    // Nothing left: the form is gone, and a refund posted anyway is refused in words.
    expect(await (await owner.request(here)).text()).not.toContain(`action="${here}/refund"`);
    const again = await postForm(owner, `${here}/refund`, {});
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(NOTHING_TO_REFUND);
  });

  it('refuses an amount that is not one, a missing crumb, and a role without orders', async () => {
    const order = await paidOrder();
    const here = `/config/orders/${order.number}`;
    const owner = await dashboardSignIn('shop@fernandfield.test');
    for (const amount of ['2.505', 'all', '-1', '0']) {
      const refused = await postForm(owner, `${here}/refund`, { amount });
      expect(refused.status, amount).toBe(400);
      expect(await refused.text()).toContain(REQUEST_UNREADABLE);
    }
    expect((await postForm(owner, `${here}/refund`, {}, '')).status).toBe(403);
    expect((await postForm(await dashboardSignIn('web@fernandfield.test'), `${here}/refund`, {})).status).toBe(403);
    expect((await allOrders()).find((candidate) => candidate.id === order.id)!.refunded).toBe(0);
  });
});

describe('where the money stands', () => {
  it('shows in the orders JSON, the CSV and the dashboard', async () => {
    const order = await paidOrder();
    await refund(order, { amountCents: 100 });
    const listed = (await allOrders()).find((candidate) => candidate.id === order.id)!;
    expect(listed.paymentStatus).toBe('partially_refunded');
    const csv = await (await visit(OWNER_API.ordersCsv, { headers: await ownerHeaders() })).text();
    expect(csv.split('\r\n')[0]).toContain(',Payment provider,Payment reference,Payment status,Refunded,Gift cards');
    expect(csv.split('\r\n').find((line) => line.startsWith(orderNumberText(order.number)))).toContain(`,${order.payment!.reference},Partially refunded,1.00,`);
    const dashboard = await (await (await dashboardSignIn('owner@fernandfield.test')).request('/config/orders')).text();
    expect(dashboard).toContain('<th scope="col">Payment</th>');
    expect(dashboard).toMatch(new RegExp(`${orderNumberText(order.number)}</a></td>.*?Partially refunded</td>`, 's'));
  });
});
