// The payment boundary: Stripe's PaymentIntents over HTTP (its outgoing fetch
// stubbed, never our code) and the test-mode provider; and what a checkout
// whose payment fails leaves behind: nothing lost, nothing taken.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_DECLINED, PAYMENT_UNAVAILABLE } from '../../schemas/messages';
import { paymentProvider, PaymentUnavailable, TEST_CARD_DECLINED } from '../../worker/services/payments';
import { StripePayments } from '../../worker/services/payments/stripe';
import { add, arrivingVisitor, cartOf, product, publishCopy } from './cart-helpers';
import { allOrders, BUYER, orderOf, outbox, stockOf, submitCheckout, throughApp } from './checkout-helpers';
import type { Visitor } from './cookie-jar';
import { seedDemoSite } from './demo-site';

beforeAll(seedDemoSite);
afterEach(() => vi.restoreAllMocks());

interface StripeCall {
  url: string;
  headers: Headers;
  fields: URLSearchParams;
}

type Answer = { status: number; body: unknown };

/** Stripe as the stubbed fetch answers it: each path answers as `answers` says, and every call is kept. */
function fakeStripe(answers: Partial<Record<'create' | 'confirm' | 'refund', Answer | 'unreachable'>>): StripeCall[] {
  const calls: StripeCall[] = [];
  const defaults = {
    create: { status: 200, body: { id: 'pi_test_1', status: 'requires_payment_method', livemode: false } },
    confirm: { status: 200, body: { id: 'pi_test_1', status: 'succeeded', livemode: false } },
    refund: { status: 200, body: { id: 're_1', status: 'succeeded' } },
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    calls.push({ url: request.url, headers: request.headers, fields: new URLSearchParams(await request.text()) });
    const kind = request.url.endsWith('/confirm') ? 'confirm' : request.url.endsWith('/refunds') ? 'refund' : 'create';
    const answer = answers[kind] ?? defaults[kind];
    if (answer === 'unreachable') throw new TypeError('fetch failed');
    return Response.json(answer.body, { status: answer.status });
  });
  return calls;
}

const DECLINED = { status: 402, body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } } };

describe('the Stripe provider', () => {
  it('creates a PaymentIntent for the amount in minor units, confirms it with the payment method, and refunds it', async () => {
    const calls = fakeStripe({});
    const stripe = new StripePayments('sk_test_abc');
    const payment = await stripe.create({ amountCents: 4872, currency: 'JPY', reference: 'cart-1', description: 'Order' });
    expect(payment).toEqual({ id: 'pi_test_1', testMode: true });
    expect(await stripe.confirm(payment, 'pm_card_visa')).toEqual({ ok: true });
    await stripe.refund(payment);

    expect(calls.map((call) => call.url)).toEqual([
      'https://api.stripe.com/v1/payment_intents',
      'https://api.stripe.com/v1/payment_intents/pi_test_1/confirm',
      'https://api.stripe.com/v1/refunds',
    ]);
    for (const call of calls) {
      expect(call.headers.get('Authorization')).toBe('Bearer sk_test_abc');
      expect(call.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    }
    expect(Object.fromEntries(calls[0].fields)).toMatchObject({ amount: '4872', currency: 'jpy', 'metadata[reference]': 'cart-1' });
    expect(calls[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1].fields.get('payment_method')).toBe('pm_card_visa');
    expect(calls[2].fields.get('payment_intent')).toBe('pi_test_1');
  });

  it('reports a declined card as an outcome, and an unreachable or failing Stripe as unavailable', async () => {
    const stripe = new StripePayments('sk_test_abc');
    const payment = { id: 'pi_test_1', testMode: true };
    fakeStripe({ confirm: DECLINED });
    expect(await stripe.confirm(payment, 'pm_card_chargeDeclined')).toEqual({ ok: false, message: 'Your card was declined.' });
    vi.restoreAllMocks();
    fakeStripe({ confirm: { status: 200, body: { id: 'pi_test_1', status: 'requires_action', livemode: false } } });
    expect(await stripe.confirm(payment, 'pm_card_threeDSecure2Required')).toEqual({ ok: false, message: PAYMENT_DECLINED });
    vi.restoreAllMocks();
    fakeStripe({ create: 'unreachable' });
    await expect(stripe.create({ amountCents: 100, currency: 'USD', reference: 'r', description: 'd' })).rejects.toBeInstanceOf(PaymentUnavailable);
    vi.restoreAllMocks();
    fakeStripe({ confirm: { status: 500, body: { error: { type: 'api_error', message: 'boom' } } } });
    await expect(stripe.confirm(payment, 'pm_card_visa')).rejects.toBeInstanceOf(PaymentUnavailable);
  });

  it('knows a live key from a test key', () => {
    expect([new StripePayments('sk_live_x').testMode, new StripePayments('rk_test_x').testMode]).toEqual([false, true]);
    expect(new StripePayments('sk_live_x').testMethods).toEqual([]);
    expect(paymentProvider({}).name).toBe('test-mode');
    expect(paymentProvider({ STRIPE_SECRET_KEY: 'sk_test_x' }).name).toBe('stripe');
  });
});

const withStripe = (key: string) => throughApp({ STRIPE_SECRET_KEY: key });

async function shopperWithStock(through?: Parameters<typeof arrivingVisitor>[0]) {
  const candle = await product('item-candle');
  const visitor = await arrivingVisitor(through);
  await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 2 });
  return { visitor, candle, stock: await stockOf(visitor, candle.id), orders: (await allOrders()).length, mail: (await outbox()).length };
}

/** After a refused payment: the cart still open and whole, the stock and the order book as they were, no receipt. */
async function expectNothingTaken(visitor: Visitor, before: Awaited<ReturnType<typeof shopperWithStock>>) {
  expect(await stockOf(visitor, before.candle.id)).toEqual(before.stock);
  expect((await allOrders()).length).toBe(before.orders);
  expect((await outbox()).length).toBe(before.mail);
  const cart = await cartOf(visitor);
  expect([cart.isPurchased, cart.totalQuantity]).toEqual([false, 2]);
  // The cart is not held: it can change, and be bought.
  expect((await visitor.send(`/api/commerce/shopping-cart/entries/${cart.entries[0].id}/quantity`, 'PUT', { quantity: 1 })).status).toBe(200);
}

describe('a payment that fails', () => {
  it('with the test-mode declined card leaves the cart open and the stock untouched', async () => {
    const before = await shopperWithStock();
    const response = await submitCheckout(before.visitor, { paymentMethod: TEST_CARD_DECLINED });
    expect(response.status).toBe(402);
    expect((await response.text()).replace(/&#x27;/g, "'")).toContain(PAYMENT_DECLINED);
    await expectNothingTaken(before.visitor, before);
    expect((await submitCheckout(before.visitor)).status).toBe(303);
  });

  it('declined by Stripe shows its message and takes nothing', async () => {
    const before = await shopperWithStock(withStripe('sk_test_abc'));
    const calls = fakeStripe({ confirm: DECLINED });
    const response = await submitCheckout(before.visitor, { paymentMethod: 'pm_card_chargeDeclined' });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('Your card was declined.');
    expect(calls.some((call) => call.url.endsWith('/refunds'))).toBe(false);
    vi.restoreAllMocks();
    await expectNothingTaken(before.visitor, before);
  });

  it('when Stripe cannot be reached says so and takes nothing', async () => {
    const before = await shopperWithStock(withStripe('sk_test_abc'));
    fakeStripe({ create: 'unreachable' });
    const response = await submitCheckout(before.visitor);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(PAYMENT_UNAVAILABLE);
    vi.restoreAllMocks();
    await expectNothingTaken(before.visitor, before);
  });

  it('after it was taken, because the order could not be recorded, is refunded', async () => {
    const giftCard = await product('item-gift-card');
    const giftCardCart = async () => {
      const visitor = await arrivingVisitor(withStripe('sk_test_abc'));
      await add(visitor, { itemId: giftCard.id, sku: giftCard.structuredContent.variants[0].sku, quantity: 1 });
      return visitor;
    };
    // Every gift card code comes out the same, so the second order's code is taken.
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => array);
    const first = await giftCardCart();
    fakeStripe({});
    expect((await submitCheckout(first, { recipientEmail: 'grace@example.org' })).status).toBe(303);
    vi.restoreAllMocks();

    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => array);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = await giftCardCart();
    const orders = (await allOrders()).length;
    const calls = fakeStripe({});
    expect((await submitCheckout(second, { recipientEmail: 'grace@example.org' })).status).toBe(500);
    expect(calls.map((call) => call.url.split('/v1/')[1])).toEqual(['payment_intents', 'payment_intents/pi_test_1/confirm', 'refunds']);
    expect(calls[2].fields.get('payment_intent')).toBe('pi_test_1');
    vi.restoreAllMocks();
    expect((await allOrders()).length).toBe(orders);
    expect((await cartOf(second)).totalQuantity).toBe(1);
  });
});

describe('a payment that succeeds', () => {
  it('records the provider reference, and a live key makes a live order', async () => {
    const limited = await publishCopy('item-candle', 'item-live-candle', 10);
    const visitor = await arrivingVisitor(withStripe('sk_live_abc'));
    await add(visitor, { itemId: limited.id, sku: limited.structuredContent.variants[0].sku, quantity: 1 });
    const calls = fakeStripe({
      create: { status: 200, body: { id: 'pi_live_9', status: 'requires_payment_method', livemode: true } },
      confirm: { status: 200, body: { id: 'pi_live_9', status: 'succeeded', livemode: true } },
    });
    const placed = await submitCheckout(visitor, { paymentMethod: 'pm_1Live' });
    expect(placed.status).toBe(303);
    vi.restoreAllMocks();
    const order = await orderOf(placed);
    expect(order).toMatchObject({ testMode: false, payment: { provider: 'stripe', reference: 'pi_live_9' } });
    expect(calls[0].fields.get('amount')).toBe(String(order.grandTotal));
    expect(calls[1].fields.get('payment_method')).toBe('pm_1Live');
    expect(order.customer.email).toBe(BUYER.email);
    expect((await stockOf(visitor, limited.id))[0].qtyInStock).toBe(9);
  });

  it('in test mode is recorded as a test-mode order', async () => {
    const { visitor } = await shopperWithStock();
    const order = await orderOf(await submitCheckout(visitor));
    expect(order).toMatchObject({ testMode: true, payment: { provider: 'test-mode', reference: expect.stringMatching(/^test_/) } });
  });
});
