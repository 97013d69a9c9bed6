// The payment boundary: Stripe's PaymentIntents over HTTP, answered by the
// Stripe stand-in the Worker's outgoing fetch reaches (test/worker/stripe-stand-in.ts);
// which provider a configuration gets; and webhook signatures.
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { signPayload } from '../../scripts/stripe-stand-in/api';
import { PAYMENT_DECLINED } from '../../schemas/messages';
import { payments, PaymentUnavailable, TEST_CARD_DECLINED, TEST_CARD_PAYS } from '../../worker/services/payments';
import { StripePayments } from '../../worker/services/payments/stripe';
import { verifiedStripeEvent } from '../../worker/services/payments/stripe-webhook';
import { stripe } from './stripe-stand-in';

const standIn = () =>
  new StripePayments({ secretKey: env.STRIPE_SECRET_KEY!, publishableKey: env.STRIPE_PUBLISHABLE_KEY!, apiBase: env.STRIPE_API_BASE, scriptUrl: env.STRIPE_JS_URL });

const REQUEST = { amountCents: 4872, currency: 'JPY', websiteId: 'demo-website', cartId: 'cart-1', description: 'Order', idempotencyKey: 'k-1' };

describe('the Stripe provider', () => {
  it('makes a PaymentIntent for the amount in minor units, naming the website and cart, and reads it back', async () => {
    const provider = standIn();
    const payment = await provider.create({ ...REQUEST, idempotencyKey: crypto.randomUUID() });
    expect(payment).toMatchObject({ amountCents: 4872, currency: 'JPY', status: 'requires_payment_method', testMode: true, websiteId: 'demo-website', cartId: 'cart-1' });
    expect(payment.clientSecret).toMatch(new RegExp(`^${payment.id}_secret_`));
    const kept = stripe.intents.get(payment.id)!;
    expect([kept.amount, kept.currency, kept.metadata, kept.automatic_payment_methods]).toEqual([4872, 'jpy', { websiteId: 'demo-website', cartId: 'cart-1' }, { enabled: true }]);
    expect((await provider.update(payment.id, 5000)).amountCents).toBe(5000);
    expect((await provider.retrieve(payment.id)).amountCents).toBe(5000);
  });

  it('sends the idempotency key, so the same request twice is one payment', async () => {
    const provider = standIn();
    const key = crypto.randomUUID();
    const [first, second] = [await provider.create({ ...REQUEST, idempotencyKey: key }), await provider.create({ ...REQUEST, idempotencyKey: key })];
    expect(second.id).toBe(first.id);
    expect(stripe.requests.filter((request) => request.idempotencyKey === key)).toHaveLength(2);
    // The same key for another amount is Stripe's idempotency error, never a second payment.
    await expect(provider.create({ ...REQUEST, amountCents: 1, idempotencyKey: key })).rejects.toBeInstanceOf(PaymentUnavailable);
  });

  it('confirms test cards on the server: a decline is an outcome, a 3-D Secure card is not paid', async () => {
    const provider = standIn();
    const open = () => provider.create({ ...REQUEST, idempotencyKey: crypto.randomUUID() });
    expect(await provider.confirm((await open()).id, TEST_CARD_PAYS, 'http://localhost/checkout/payment-return')).toEqual({ ok: true });
    expect(await provider.confirm((await open()).id, TEST_CARD_DECLINED, '')).toEqual({ ok: false, message: 'Your card was declined.' });
    expect(await provider.confirm((await open()).id, 'pm_card_threeDSecure2Required', '')).toEqual({ ok: false, message: PAYMENT_DECLINED });
  });

  it('cancels an unpaid payment, and hands back one that succeeded as it is', async () => {
    const provider = standIn();
    const unpaid = await provider.create({ ...REQUEST, idempotencyKey: crypto.randomUUID() });
    expect((await provider.cancel(unpaid.id)).status).toBe('canceled');
    const paid = await provider.create({ ...REQUEST, idempotencyKey: crypto.randomUUID() });
    await provider.confirm(paid.id, TEST_CARD_PAYS, '');
    expect((await provider.cancel(paid.id)).status).toBe('succeeded');
  });

  it('reports an unreachable Stripe as unavailable', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    await expect(standIn().retrieve('pi_1')).rejects.toBeInstanceOf(PaymentUnavailable);
    vi.restoreAllMocks();
  });

  it("lets in Stripe.js's origins, or the stand-in's alone", () => {
    expect(standIn().cardField).toMatchObject({ scriptOrigins: [new URL(env.STRIPE_JS_URL!).origin], connectOrigins: [new URL(env.STRIPE_API_BASE!).origin] });
    const real = new StripePayments({ secretKey: 'sk_live_x', publishableKey: 'pk_live_x' }).cardField;
    expect(real.scriptUrl).toBe('https://js.stripe.com/v3/');
    expect(real.scriptOrigins).toContain('https://js.stripe.com');
    expect(real.frameOrigins).toContain('https://hooks.stripe.com');
    expect(real.connectOrigins).toContain('https://api.stripe.com');
  });
});

describe('which payments a configuration takes', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

  it('takes cards with all three Stripe keys, a live key only outside test mode and a test key only in it', () => {
    expect(payments(keys).kind).toBe('card');
    expect(payments({ ...keys, PAYMENTS_MODE: 'test' })).toEqual({ kind: 'unavailable', reason: 'PAYMENTS_MODE is "test" but STRIPE_SECRET_KEY is a live key' });
    expect(payments({ ...keys, STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual({ kind: 'unavailable', reason: 'STRIPE_SECRET_KEY is a test key but PAYMENTS_MODE is not "test"' });
    expect(payments({ ...keys, STRIPE_SECRET_KEY: 'sk_test_1', PAYMENTS_MODE: 'test' }).kind).toBe('card');
  });

  it('runs the test-mode provider only where PAYMENTS_MODE is "test" on purpose', () => {
    expect(payments({ PAYMENTS_MODE: 'test' }).kind).toBe('test-cards');
    expect(payments({})).toEqual({ kind: 'unavailable', reason: 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET not set and PAYMENTS_MODE is not "test"' });
    expect(payments({ PAYMENTS_MODE: 'live' }).kind).toBe('unavailable');
    // Half a configuration is a mistake, whatever the mode.
    expect(payments({ PAYMENTS_MODE: 'test', STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual({ kind: 'unavailable', reason: 'STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET not set' });
  });
});

describe('a webhook signature', () => {
  const secret = 'whsec_test_secret';
  const payload = JSON.stringify({ id: 'evt_1', type: 'charge.dispute.created', created: 1, data: { object: { payment_intent: 'pi_1' } } });
  const now = Date.UTC(2026, 0, 1);
  const at = Math.floor(now / 1000);

  it('is the HMAC-SHA256 of timestamp.payload with the endpoint secret, within five minutes', async () => {
    const signed = await verifiedStripeEvent(secret, await signPayload(secret, payload, at), payload, now);
    expect(signed).toMatchObject({ ok: true, event: { id: 'evt_1', kind: 'disputed', paymentId: 'pi_1' } });
    // Stripe may send several v1 signatures (a secret being rolled): one good one is enough.
    const rolled = (await signPayload(secret, payload, at)).replace(',v1=', `,v1=${'0'.repeat(64)},v1=`);
    expect((await verifiedStripeEvent(secret, rolled, payload, now)).ok).toBe(true);
    expect((await verifiedStripeEvent(secret, await signPayload(secret, payload, at - 299), payload, now)).ok).toBe(true);
  });

  it('refuses no header, another secret, an old or future timestamp, a changed body and a v0 alone', async () => {
    const refused = async (header: string | undefined, body = payload) => (await verifiedStripeEvent(secret, header, body, now)).ok;
    expect(await refused(undefined)).toBe(false);
    expect(await refused('')).toBe(false);
    expect(await refused(await signPayload('whsec_other', payload, at))).toBe(false);
    expect(await refused(await signPayload(secret, payload, at - 301))).toBe(false);
    expect(await refused(await signPayload(secret, payload, at + 301))).toBe(false);
    expect(await refused(await signPayload(secret, payload, at), payload.replace('pi_1', 'pi_2'))).toBe(false);
    expect(await refused((await signPayload(secret, payload, at)).replace('v1=', 'v0='))).toBe(false);
  });

  it('reads only the events the store acts on; another signed event is no event', async () => {
    const other = JSON.stringify({ id: 'evt_2', type: 'customer.created', created: 1, data: { object: { id: 'cus_1' } } });
    expect(await verifiedStripeEvent(secret, await signPayload(secret, other, at), other, now)).toEqual({ ok: true, event: null });
    const broken = JSON.stringify({ id: 'evt_3', type: 'charge.refunded', created: 1, data: { object: { amount_refunded: 'all' } } });
    expect(await verifiedStripeEvent(secret, await signPayload(secret, broken, at), broken, now)).toEqual({ ok: false, reason: 'unreadable' });
  });
});
