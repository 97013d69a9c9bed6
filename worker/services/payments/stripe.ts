import { PAYMENT_DECLINED } from '../../../schemas/messages';
import { PaymentUnavailable, type CardField, type CardPayments, type Payment, type PaymentOutcome, type PaymentRequest, type PaymentStatus } from './provider';
import { TEST_PAYMENT_METHODS } from './test-mode';

export const STRIPE_API = 'https://api.stripe.com';
export const STRIPE_JS = 'https://js.stripe.com/v3/';
/** A checkout waits this long for Stripe before it gives up (and charges nothing). */
const TIMEOUT_MS = 15_000;

/**
 * What Stripe.js needs on the page (Stripe's security guide): its script,
 * its frames (the Payment Element, 3-D Secure on hooks, fraud signals on
 * m.stripe.network) and its API. Another origin (the local stand-in) is let
 * in by that origin alone.
 */
function cardFieldOrigins(scriptUrl: string, apiBase: string): Pick<CardField, 'scriptOrigins' | 'frameOrigins' | 'connectOrigins'> {
  const script = new URL(scriptUrl).origin;
  if (script !== new URL(STRIPE_JS).origin) return { scriptOrigins: [script], frameOrigins: [script], connectOrigins: [new URL(apiBase).origin] };
  return {
    scriptOrigins: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frameOrigins: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://m.stripe.network'],
    connectOrigins: ['https://api.stripe.com', 'https://m.stripe.network'],
  };
}

type StripeIntent = {
  id: string;
  status: PaymentStatus;
  livemode: boolean;
  amount: number;
  currency: string;
  client_secret: string | null;
  metadata?: Record<string, string>;
  last_payment_error?: unknown;
};
type StripeError = { error?: { type?: string; code?: string; message?: string } };
type Answer<T> = { ok: true; body: T } | { ok: false; type: string; code: string; message: string };

export interface StripeConfiguration {
  secretKey: string;
  publishableKey: string;
  /** STRIPE_API_BASE: Stripe's API, or the local stand-in's address. */
  apiBase?: string;
  /** STRIPE_JS_URL: Stripe.js, or the stand-in's. */
  scriptUrl?: string;
}

/** Stripe's PaymentIntents over HTTP, form-encoded as its API takes them. */
export class StripePayments implements CardPayments {
  readonly name = 'stripe';
  readonly testMode: boolean;
  readonly testMethods;
  readonly cardField: CardField;
  private readonly secretKey: string;
  private readonly apiBase: string;

  constructor({ secretKey, publishableKey, apiBase = STRIPE_API, scriptUrl = STRIPE_JS }: StripeConfiguration) {
    this.secretKey = secretKey;
    this.apiBase = apiBase.replace(/\/+$/, '');
    // Secret and restricted keys name their mode (sk_test_…, rk_live_…). A test key takes
    // Stripe's test payment methods server-side; a live key needs a real card.
    this.testMode = isTestKey(secretKey);
    this.testMethods = this.testMode ? TEST_PAYMENT_METHODS : [];
    this.cardField = { publishableKey, scriptUrl, ...cardFieldOrigins(scriptUrl, this.apiBase) };
  }

  async create(request: PaymentRequest): Promise<Payment> {
    const fields = {
      amount: String(request.amountCents),
      currency: request.currency.toLowerCase(),
      description: request.description,
      'metadata[websiteId]': request.websiteId,
      'metadata[cartId]': request.cartId,
      // Cards, and the wallets and Link wherever the shopper's browser offers them.
      'automatic_payment_methods[enabled]': 'true',
    };
    return this.intent(await this.call<StripeIntent>('POST', '/v1/payment_intents', fields, request.idempotencyKey), 'the payment');
  }

  async update(paymentId: string, amountCents: number): Promise<Payment> {
    return this.intent(await this.call<StripeIntent>('POST', intentPath(paymentId), { amount: String(amountCents) }), 'the new amount');
  }

  async retrieve(paymentId: string): Promise<Payment> {
    return this.intent(await this.call<StripeIntent>('GET', intentPath(paymentId)), 'the payment');
  }

  async confirm(paymentId: string, paymentMethod: string, returnUrl: string): Promise<PaymentOutcome> {
    const intent = await this.call<StripeIntent>('POST', `${intentPath(paymentId)}/confirm`, { payment_method: paymentMethod, return_url: returnUrl });
    if (!intent.ok) {
      // A card error (declined, expired, wrong number) is the shopper's to fix; anything else is ours.
      if (intent.type === 'card_error') return { ok: false, message: intent.message || PAYMENT_DECLINED };
      throw new PaymentUnavailable(`Stripe refused the confirmation: ${intent.message}`);
    }
    // Anything but success (a 3-D Secure step, say) takes no money; a checkout without scripts cannot take that step.
    return intent.body.status === 'succeeded' ? { ok: true } : { ok: false, message: PAYMENT_DECLINED };
  }

  async cancel(paymentId: string): Promise<Payment> {
    const canceled = await this.call<StripeIntent>('POST', `${intentPath(paymentId)}/cancel`, {});
    // Too late: it succeeded (or was canceled) meanwhile, and is what it is.
    if (!canceled.ok && canceled.code === 'payment_intent_unexpected_state') return this.retrieve(paymentId);
    return this.intent(canceled, 'the cancellation');
  }

  async refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<void> {
    const refund = await this.call('POST', '/v1/refunds', { payment_intent: paymentId, amount: String(amountCents) }, idempotencyKey);
    if (!refund.ok) throw new PaymentUnavailable(`Stripe refused the refund: ${refund.message}`);
  }

  /**
   * The checkout takes one PaymentIntent and saves no card for later, so no
   * Stripe Subscription can bill the next periods: none is made, and the
   * order book keeps the subscription alone (README "Payments and mail").
   */
  async startSubscription(): Promise<null> {
    return null;
  }

  /** Stripe stops a subscription's renewals at the end of the period paid for: cancel_at_period_end on the Subscription. */
  async cancelSubscription(reference: string): Promise<void> {
    const updated = await this.call('POST', `/v1/subscriptions/${encodeURIComponent(reference)}`, { cancel_at_period_end: 'true' });
    if (!updated.ok) throw new PaymentUnavailable(`Stripe refused the cancellation: ${updated.message}`);
  }

  private intent(answer: Answer<StripeIntent>, what: string): Payment {
    if (!answer.ok) throw new PaymentUnavailable(`Stripe refused ${what}: ${answer.message}`);
    const { id, status, livemode, amount, currency, client_secret, metadata = {}, last_payment_error } = answer.body;
    return {
      id,
      status,
      declined: status === 'requires_payment_method' && Boolean(last_payment_error),
      testMode: !livemode,
      amountCents: amount,
      currency: currency.toUpperCase(),
      clientSecret: client_secret ?? '',
      websiteId: metadata.websiteId ?? null,
      cartId: metadata.cartId ?? null,
    };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, fields?: Record<string, string>, idempotencyKey?: string): Promise<Answer<T>> {
    let response: Response;
    try {
      response = await fetch(`${this.apiBase}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.secretKey}`,
          ...(fields ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: fields && new URLSearchParams(fields),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentUnavailable(`Stripe could not be reached: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as T & StripeError;
    if (response.ok) return { ok: true, body };
    return { ok: false, type: body.error?.type ?? `http_${response.status}`, code: body.error?.code ?? '', message: body.error?.message ?? '' };
  }
}

/** sk_test_…, rk_test_…: Stripe's test mode, where no money moves. */
export const isTestKey = (secretKey: string) => !secretKey.includes('_live_');

const intentPath = (paymentId: string) => `/v1/payment_intents/${encodeURIComponent(paymentId)}`;
