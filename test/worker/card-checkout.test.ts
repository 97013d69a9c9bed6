// Issue #26: the checkout's card payments against the Stripe stand-in. The
// Worker makes the payment for the total it computed, holds the stock when
// the shopper presses Pay, and places the order when Stripe says the payment
// succeeded: on the return URL or the webhook, whichever comes first, once.
import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signPayload, STAND_IN_CARDS } from '../../scripts/stripe-stand-in/api';
import { CHECKOUT_PAYMENT_API, orderNumberText, STRIPE_WEBHOOK_PATH, type Order } from '../../schemas';
import { CARD_NEEDS_JAVASCRIPT, PAYMENT_UNAVAILABLE, WEBHOOK_SIGNATURE_INVALID } from '../../schemas/messages';
import { add, arrivingVisitor, cartOf, product, publishCopy } from './cart-helpers';
import { allOrders, BUYER, outbox, stockOf, submitCheckout, throughApp, withStoreSettings } from './checkout-helpers';
import type { Visitor } from './cookie-jar';
import { seedDemoSite } from './demo-site';
import { deliverWebhooks, postWebhook, stripe, webhooks } from './stripe-stand-in';

beforeAll(seedDemoSite);
afterEach(() => vi.restoreAllMocks());

/** A shopper with `quantity` of a product whose stock is `stock`, made for the test. */
async function shopper(itemId: string, stock = 10, quantity = 1): Promise<{ visitor: Visitor; itemId: string; sku: string }> {
  const limited = await publishCopy('item-candle', itemId, stock);
  const sku = limited.structuredContent.variants[0].sku;
  const visitor = await arrivingVisitor();
  await add(visitor, { itemId: limited.id, sku, quantity });
  return { visitor, itemId: limited.id, sku };
}

const units = async (visitor: Visitor, itemId: string) => (await stockOf(visitor, itemId))[0].qtyInStock;

/** The Pay press, as the card field's script sends it: the checkout form's fields, never an amount. */
async function pressPay(visitor: Visitor, fields: Record<string, string> = {}) {
  const response = await visitor.send(CHECKOUT_PAYMENT_API.pay, 'POST', { ...BUYER, intent: 'place', ...fields });
  return { status: response.status, body: await response.json<{ clientSecret: string; returnUrl: string; message?: string }>() };
}

const paymentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0];

/** The shopper's card confirmed in the card field, as Stripe.js does it: the publishable key and the client secret, straight to Stripe. */
function confirmInCardField(clientSecret: string, card: string) {
  const fields = new URLSearchParams({
    key: env.STRIPE_PUBLISHABLE_KEY!,
    client_secret: clientSecret,
    'payment_method_data[card][number]': card,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': '40',
    'payment_method_data[card][cvc]': '123',
  });
  return stripe.fetch(new Request(`${env.STRIPE_API_BASE}/v1/payment_intents/${paymentIdOf(clientSecret)}/confirm`, { method: 'POST', body: fields }));
}

const backFromStripe = (visitor: Visitor, paymentId: string) => visitor.request(`/checkout/payment-return?payment_intent=${paymentId}`, { redirect: 'manual' });

const ordersPaidBy = async (paymentId: string): Promise<Order[]> => (await allOrders()).filter((order) => order.payment?.reference === paymentId);

/** The events the stand-in signed for one payment (their payload names it). */
const eventsFor = (paymentId: string) => webhooks.filter((event) => event.payload.includes(paymentId));

describe('the payment the card field confirms', () => {
  it.each(['USD', 'EUR', 'JPY'])('is made by the Worker for the cart total in %s, in minor units, naming the website and cart', async (currency) => {
    await withStoreSettings(
      (store) => void (store.selectedCurrency = currency),
      async () => {
        const { visitor } = await shopper(`item-candle-${currency.toLowerCase()}`, 10, 3);
        // The form's total as the page showed it rides along; an amount the browser might add is no field of the call.
        const { status, body } = await pressPay(visitor, { amount: '1' });
        expect(status).toBe(200);
        const cart = await cartOf(visitor);
        const intent = stripe.intents.get(paymentIdOf(body.clientSecret))!;
        expect(cart.currencyCode).toBe(currency);
        expect([intent.amount, intent.currency]).toEqual([cart.grandTotalCents, currency.toLowerCase()]);
        expect(intent.metadata).toEqual({ websiteId: 'demo-website', cartId: cart.id });
        expect(Number.isInteger(intent.amount)).toBe(true);
        // Stripe's minor units are the shown total's digits: yen have no decimals (¥1,234 is 1234), dollars and euros two.
        const shown = /class="summary-total checkout-total"><dt>[^<]*<\/dt><dd>([^<]*)<\/dd>/.exec(await (await visitor.request('/checkout')).text())?.[1];
        expect(Number(shown?.replace(/[^\d]/g, ''))).toBe(intent.amount);
        expect(shown?.includes('.')).toBe(currency !== 'JPY');
      },
    );
  });

  it('is one payment per checkout: a request sent again reuses it, by the same idempotency key', async () => {
    const { visitor } = await shopper('item-candle-retried');
    // Stripe makes the payment but its answer is lost on the way back: the Worker cannot know it exists.
    const stripeFetch = globalThis.fetch;
    let lost = false;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const answer = await stripeFetch(input, init);
      if (!lost && new Request(input, init).url.endsWith('/v1/payment_intents')) {
        lost = true;
        throw new TypeError('Network connection lost.');
      }
      return answer;
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = await visitor.send(CHECKOUT_PAYMENT_API.intent, 'POST', {});
    expect([first.status, (await first.json<{ message: string }>()).message]).toEqual([503, PAYMENT_UNAVAILABLE]);
    const second = await visitor.send(CHECKOUT_PAYMENT_API.intent, 'POST', {});
    expect(second.status).toBe(200);
    const cart = await cartOf(visitor);
    const creations = stripe.requests.filter((request) => request.path === '/v1/payment_intents' && request.idempotencyKey?.includes(cart.id));
    expect(creations).toHaveLength(2);
    expect(creations[1].idempotencyKey).toBe(creations[0].idempotencyKey);
    expect(creations[0].idempotencyKey).toBe(`checkout-${cart.id}-1-${cart.grandTotalCents}${cart.currencyCode}`);
    expect([...stripe.intents.values()].filter((intent) => intent.metadata.cartId === cart.id)).toHaveLength(1);
    // Pay pressed twice (a double click, a resend): the same payment, the stock taken once.
    const [pay1, pay2] = [await pressPay(visitor), await pressPay(visitor)];
    expect(pay2.body.clientSecret).toBe(pay1.body.clientSecret);
    expect(paymentIdOf(pay1.body.clientSecret)).toBe(paymentIdOf((await second.json<{ clientSecret: string }>()).clientSecret));
  });

  it('follows the total when the shopper changes the cart before paying', async () => {
    const { visitor, itemId } = await shopper('item-candle-changed');
    const { clientSecret } = await (await visitor.send(CHECKOUT_PAYMENT_API.intent, 'POST', {})).json<{ clientSecret: string }>();
    const entry = (await cartOf(visitor)).entries[0];
    await visitor.send(`/api/commerce/shopping-cart/entries/${entry.id}/quantity`, 'PUT', { quantity: 2 });
    const { body } = await pressPay(visitor);
    expect(body.clientSecret).toBe(clientSecret);
    expect(stripe.intents.get(paymentIdOf(clientSecret))!.amount).toBe((await cartOf(visitor)).grandTotalCents);
    expect(await units(visitor, itemId)).toBe(8);
  });
});

describe('an order from a confirmed payment', () => {
  it('is placed once when the return URL and the webhook race for it', async () => {
    const { visitor, itemId } = await shopper('item-candle-race');
    const { body } = await pressPay(visitor);
    const paymentId = paymentIdOf(body.clientSecret);
    expect(body.returnUrl).toBe('http://localhost/checkout/payment-return');
    expect((await confirmInCardField(body.clientSecret, STAND_IN_CARDS.pays)).status).toBe(200);
    const mailBefore = (await outbox()).length;

    const [back, delivered] = await Promise.all([backFromStripe(visitor, paymentId), deliverWebhooks('payment_intent.succeeded')]);
    expect(delivered).toEqual([200]);
    expect(back.status).toBe(303);
    const orders = await ordersPaidBy(paymentId);
    expect(orders).toHaveLength(1);
    expect(back.headers.get('Location')).toBe(`/checkout/order-confirmed/${orders[0].id}`);
    expect(orders[0]).toMatchObject({ testMode: true, paymentStatus: 'test', grandTotal: stripe.intents.get(paymentId)!.amount, customer: { email: BUYER.email } });
    // One receipt, the stock taken once, the cart bought and a fresh one after it.
    expect((await outbox()).length - mailBefore).toBe(1);
    expect(await units(visitor, itemId)).toBe(9);
    expect((await cartOf(visitor)).entries).toEqual([]);
    // Back again, or the same webhook again: the same order.
    expect((await backFromStripe(visitor, paymentId)).headers.get('Location')).toBe(`/checkout/order-confirmed/${orders[0].id}`);
    expect(await ordersPaidBy(paymentId)).toHaveLength(1);
  });

  it('is placed by the webhook alone when the shopper never comes back (a bank redirect, a closed tab)', async () => {
    const { visitor } = await shopper('item-candle-webhook-only');
    const { body } = await pressPay(visitor);
    const paymentId = paymentIdOf(body.clientSecret);
    await confirmInCardField(body.clientSecret, STAND_IN_CARDS.pays);
    expect(await deliverWebhooks('payment_intent.succeeded')).toEqual([200]);
    const orders = await ordersPaidBy(paymentId);
    expect(orders).toHaveLength(1);
    // Placed without a storefront request, the receipt still links to the shop the shopper paid on, its images too.
    const receipt = (await outbox()).find((message) => message.text.includes(orderNumberText(orders[0].number)))!;
    expect(receipt.html).toContain('href="http://localhost"');
    expect([...receipt.html!.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]).filter((src) => !src.startsWith('http://localhost/'))).toEqual([]);
  });

  it('comes after a 3-D Secure challenge passed; a failed one keeps the cart', async () => {
    const { visitor, itemId } = await shopper('item-candle-3ds');
    const { body } = await pressPay(visitor);
    const paymentId = paymentIdOf(body.clientSecret);
    const challenged = await (await confirmInCardField(body.clientSecret, STAND_IN_CARDS.threeDSecure)).json<{ status: string }>();
    expect(challenged.status).toBe('requires_action');
    // Not paid yet: nothing to place.
    const unpaid = await backFromStripe(visitor, paymentId);
    expect(unpaid.status).toBe(402);
    expect(await units(visitor, itemId)).toBe(10);
    const again = await pressPay(visitor);
    expect(again.body.clientSecret).toBe(body.clientSecret);
    const authenticate = (outcome: string) =>
      stripe.fetch(new Request(`${env.STRIPE_API_BASE}/v1/payment_intents/${paymentId}/authenticate`, { method: 'POST', body: new URLSearchParams({ key: env.STRIPE_PUBLISHABLE_KEY!, client_secret: body.clientSecret, outcome }) }));
    await confirmInCardField(body.clientSecret, STAND_IN_CARDS.threeDSecure);
    expect((await authenticate('fail')).status).toBe(402);
    expect(await deliverWebhooks('payment_intent.payment_failed')).toContain(200);
    expect(await units(visitor, itemId)).toBe(10);
    await pressPay(visitor);
    await confirmInCardField(body.clientSecret, STAND_IN_CARDS.threeDSecure);
    expect((await authenticate('complete')).status).toBe(200);
    expect((await backFromStripe(visitor, paymentId)).status).toBe(303);
    expect(await ordersPaidBy(paymentId)).toHaveLength(1);
    expect(await units(visitor, itemId)).toBe(9);
  });
});

describe('a payment that does not succeed', () => {
  it('gives the held stock back and reopens the cart when it fails', async () => {
    const { visitor, itemId } = await shopper('item-candle-declined', 10, 2);
    const { body } = await pressPay(visitor);
    const paymentId = paymentIdOf(body.clientSecret);
    // Held: the stock is taken and the cart stays as it is paid for.
    expect(await units(visitor, itemId)).toBe(8);
    const entry = (await cartOf(visitor)).entries[0];
    expect((await visitor.send(`/api/commerce/shopping-cart/entries/${entry.id}/quantity`, 'PUT', { quantity: 1 })).status).toBe(409);

    const declined = await confirmInCardField(body.clientSecret, STAND_IN_CARDS.declined);
    expect([declined.status, (await declined.json<{ error: { code: string } }>()).error.code]).toEqual([402, 'card_declined']);
    expect(await deliverWebhooks('payment_intent.payment_failed')).toEqual([200]);
    expect(await units(visitor, itemId)).toBe(10);
    expect((await visitor.send(`/api/commerce/shopping-cart/entries/${entry.id}/quantity`, 'PUT', { quantity: 1 })).status).toBe(200);
    expect(await ordersPaidBy(paymentId)).toEqual([]);
    // Another card on the same payment: held again for the new total, and paid.
    const retry = await pressPay(visitor);
    expect(retry.body.clientSecret).toBe(body.clientSecret);
    expect(await units(visitor, itemId)).toBe(9);
    await confirmInCardField(body.clientSecret, STAND_IN_CARDS.pays);
    expect((await backFromStripe(visitor, paymentId)).status).toBe(303);
    expect((await ordersPaidBy(paymentId))[0].items[0].quantity).toBe(1);
  });

  it('is released at once when the card field reports a decline, once Stripe confirms it', async () => {
    const { visitor, itemId } = await shopper('item-candle-release');
    const { body } = await pressPay(visitor);
    // Before any decline, the browser's word releases nothing: Stripe is asked.
    expect(await (await visitor.send(CHECKOUT_PAYMENT_API.release, 'POST', {})).json()).toEqual({ released: false });
    expect(await units(visitor, itemId)).toBe(9);
    await confirmInCardField(body.clientSecret, STAND_IN_CARDS.declined);
    expect(await (await visitor.send(CHECKOUT_PAYMENT_API.release, 'POST', {})).json()).toEqual({ released: true });
    expect(await units(visitor, itemId)).toBe(10);
    // The webhook that follows finds nothing left to release.
    expect(await deliverWebhooks('payment_intent.payment_failed')).toEqual([200]);
    expect(await units(visitor, itemId)).toBe(10);
  });

  it('is canceled and its stock given back when nobody pays within 30 minutes; the next try is a new payment', async () => {
    const { visitor, itemId } = await shopper('item-candle-abandoned');
    const { body } = await pressPay(visitor);
    const paymentId = paymentIdOf(body.clientSecret);
    expect(await units(visitor, itemId)).toBe(9);
    const cart = await cartOf(visitor);
    const hold = env.CHECKOUT_PAYMENTS.get(env.CHECKOUT_PAYMENTS.idFromName(`demo-website/${cart.id}`));
    expect(await runDurableObjectAlarm(hold)).toBe(true);
    expect(stripe.intents.get(paymentId)!.status).toBe('canceled');
    expect(await units(visitor, itemId)).toBe(10);
    const entry = cart.entries[0];
    expect((await visitor.send(`/api/commerce/shopping-cart/entries/${entry.id}/quantity`, 'PUT', { quantity: 1 })).status).toBe(200);
    // A canceled payment is never confirmed again: the checkout's second attempt has its own payment and key.
    const next = await pressPay(visitor);
    expect(paymentIdOf(next.body.clientSecret)).not.toBe(paymentId);
    expect(stripe.requests.some((request) => request.idempotencyKey === `checkout-${cart.id}-2-${cart.grandTotalCents}${cart.currencyCode}`)).toBe(true);
  });

  /** A payment declined, its hold given back, then paid after all by a second confirmation nobody held stock for. */
  async function paidAfterItsHold(itemId: string, stock: number, meanwhile: (sku: string) => Promise<void> = async () => {}) {
    const shopping = await shopper(itemId, stock);
    const { body } = await pressPay(shopping.visitor);
    const paymentId = paymentIdOf(body.clientSecret);
    await confirmInCardField(body.clientSecret, STAND_IN_CARDS.declined);
    await deliverWebhooks('payment_intent.payment_failed', paymentId);
    expect(await units(shopping.visitor, itemId)).toBe(stock);
    await meanwhile(shopping.sku);
    await confirmInCardField(body.clientSecret, STAND_IN_CARDS.pays);
    expect(await deliverWebhooks('payment_intent.succeeded', paymentId)).toEqual([200]);
    return { ...shopping, paymentId };
  }

  it('that succeeds after its hold ended takes the stock again', async () => {
    const { visitor, itemId, paymentId } = await paidAfterItsHold('item-candle-late', 3);
    expect(await ordersPaidBy(paymentId)).toHaveLength(1);
    expect(await units(visitor, itemId)).toBe(2);
  });

  it('that succeeds after its hold ended, with the stock gone, is refunded in full', async () => {
    const itemId = 'item-candle-late-sold-out';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { visitor, paymentId } = await paidAfterItsHold(itemId, 1, async (sku) => {
      // Someone else buys the last one meanwhile.
      const other = await arrivingVisitor();
      await add(other, { itemId, sku, quantity: 1 });
      expect((await submitCheckout(other)).status).toBe(303);
    });
    expect(await ordersPaidBy(paymentId)).toEqual([]);
    const refund = eventsFor(paymentId).find((event) => event.type === 'charge.refunded');
    expect(JSON.parse(refund!.payload).data.object).toMatchObject({ amount_refunded: stripe.intents.get(paymentId)!.amount, refunded: true });
    expect(await units(visitor, itemId)).toBe(0);
  });
});

describe('the webhook endpoint', () => {
  const event = (type: string, object: unknown) => JSON.stringify({ id: `evt_${crypto.randomUUID()}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });

  it('takes no crumb and answers on any host, but refuses what Stripe did not sign: no header, another secret, an old signature', async () => {
    const payload = event('charge.dispute.created', { id: 'dp_1', payment_intent: 'pi_unknown' });
    const refusals = await Promise.all([
      postWebhook(payload, null),
      postWebhook(payload, await signPayload('whsec_someone_else', payload)),
      postWebhook(payload, await signPayload(env.STRIPE_WEBHOOK_SECRET!, payload, Math.floor(Date.now() / 1000) - 301)),
      postWebhook(payload.replace('pi_unknown', 'pi_other'), await signPayload(env.STRIPE_WEBHOOK_SECRET!, payload)),
    ]);
    for (const refusal of refusals) expect([refusal.status, await refusal.json()]).toEqual([400, { message: WEBHOOK_SIGNATURE_INVALID }]);
    // Signed, on a host that serves no site at all: heard, and ignored (no website of ours made that payment).
    stripe.intents.set('pi_unknown', { ...[...stripe.intents.values()][0], id: 'pi_unknown', metadata: { websiteId: 'no-such-website', cartId: 'c' } });
    const heard = await postWebhook(payload, await signPayload(env.STRIPE_WEBHOOK_SECRET!, payload), 'http://hooks.platform.invalid');
    expect([heard.status, await heard.json()]).toEqual([200, { received: true, outcome: 'ignored' }]);
    expect(STRIPE_WEBHOOK_PATH).toBe('/api/payments/stripe/webhook');
  });

  it('acts on an event once: a redelivery changes nothing', async () => {
    const { visitor } = await shopper('item-candle-disputed');
    const { body } = await pressPay(visitor);
    const paymentId = paymentIdOf(body.clientSecret);
    await confirmInCardField(body.clientSecret, STAND_IN_CARDS.disputed);
    expect((await backFromStripe(visitor, paymentId)).status).toBe(303);
    const [dispute] = eventsFor(paymentId).filter((signed) => signed.type === 'charge.dispute.created');
    const first = await postWebhook(dispute.payload, dispute.signature);
    expect(await first.json()).toEqual({ received: true, outcome: 'handled' });
    expect((await ordersPaidBy(paymentId))[0].paymentStatus).toBe('disputed');
    const again = await postWebhook(dispute.payload, dispute.signature);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    const [succeeded] = eventsFor(paymentId).filter((signed) => signed.type === 'payment_intent.succeeded');
    await postWebhook(succeeded.payload, succeeded.signature);
    expect(await postWebhook(succeeded.payload, succeeded.signature).then((answer) => answer.json())).toEqual({ received: true, outcome: 'duplicate' });
    expect(await ordersPaidBy(paymentId)).toHaveLength(1);
  });
});

describe('a checkout without scripts', () => {
  it('is told that paying by card needs JavaScript, keeping what was typed, where test cards are not offered', async () => {
    const live = throughApp({ STRIPE_SECRET_KEY: 'sk_live_stand_in', PAYMENTS_MODE: undefined });
    const candle = await product('item-candle');
    const visitor = await arrivingVisitor(live);
    await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
    const page = await (await visitor.request('/checkout')).text();
    expect(page).toContain(CARD_NEEDS_JAVASCRIPT.replace(/'/g, '&#x27;'));
    expect(page).not.toContain('name="paymentMethod" value="pm_card_visa"');
    const refused = await submitCheckout(visitor, { paymentMethod: '' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(CARD_NEEDS_JAVASCRIPT.replace(/'/g, '&#x27;'));
    expect(html).toContain(`value="${BUYER.line1}"`);
    expect(await units(visitor, candle.id)).toBe((await stockOf(visitor, candle.id))[0].qtyInStock);
  });
});

describe('the checkout page', () => {
  it("mounts the card field from Stripe.js, whose origins its policy lets in there and nowhere else", async () => {
    const { visitor } = await shopper('item-candle-page');
    const checkout = await visitor.request('/checkout');
    const html = await checkout.text();
    expect(html).toContain(`data-script-url="${env.STRIPE_JS_URL}"`);
    expect(html).toContain(`data-publishable-key="${env.STRIPE_PUBLISHABLE_KEY}"`);
    // Card data never reaches the store: the page has no card input of its own.
    expect(html).not.toMatch(/autocomplete="cc-number"/);
    const stripeOrigin = new URL(env.STRIPE_JS_URL!).origin;
    const policy = checkout.headers.get('Content-Security-Policy')!;
    for (const directive of ['script-src', 'frame-src', 'connect-src']) expect(policy).toMatch(new RegExp(`${directive} [^;]*${stripeOrigin}`));
    for (const path of ['/', '/shop', '/cart']) expect((await visitor.request(path)).headers.get('Content-Security-Policy')).not.toContain(stripeOrigin);
  });

  it('says in test mode, on every page of the buying flow, the order page and the receipt, that no real payment is taken', async () => {
    const notice = 'Test mode: no real payment is taken.';
    const { visitor } = await shopper('item-candle-notice');
    for (const path of ['/cart', '/checkout']) expect(await (await visitor.request(path)).text()).toContain(notice);
    const placed = await submitCheckout(visitor);
    const orderPage = await (await visitor.request(placed.headers.get('Location')!)).text();
    expect(orderPage).toContain(notice);
    expect(orderPage).toContain('Test mode: no payment was taken.');
    const receipt = (await outbox()).find((message) => message.subject.startsWith('Your order'))!;
    expect(receipt.text).toContain('(test mode: no payment was taken)');
    // Live: no notice anywhere.
    const live = await arrivingVisitor(throughApp({ STRIPE_SECRET_KEY: 'sk_live_stand_in', PAYMENTS_MODE: undefined }));
    const candle = await product('item-candle');
    await add(live, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
    for (const path of ['/cart', '/checkout']) expect(await (await live.request(path)).text()).not.toContain(notice);
  });
});
