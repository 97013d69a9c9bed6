import { PAYMENT_DECLINED } from '../../../schemas/messages';
import { PaymentUnavailable, type Payment, type PaymentOutcome, type PaymentProvider, type PaymentRequest } from './provider';
import { TEST_PAYMENT_METHODS } from './test-mode';

const API = 'https://api.stripe.com/v1';
/** A checkout waits this long for Stripe before it gives up (and charges nothing). */
const TIMEOUT_MS = 15_000;

type StripeIntent = { id: string; status: string; livemode: boolean };
type StripeError = { error?: { type?: string; message?: string } };

/** Stripe's PaymentIntents over HTTP, form-encoded as its API takes them. */
export class StripePayments implements PaymentProvider {
  readonly name = 'stripe';
  readonly testMode: boolean;
  readonly testMethods;

  constructor(private readonly secretKey: string) {
    // Secret and restricted keys name their mode (sk_test_…, rk_live_…). A test key takes
    // Stripe's test payment methods server-side; a live key needs a real card.
    this.testMode = !secretKey.includes('_live_');
    this.testMethods = this.testMode ? TEST_PAYMENT_METHODS : [];
  }

  async create(request: PaymentRequest): Promise<Payment> {
    const intent = await this.post<StripeIntent>(
      '/payment_intents',
      {
        amount: String(request.amountCents),
        currency: request.currency.toLowerCase(),
        description: request.description,
        'metadata[reference]': request.reference,
        'payment_method_types[]': 'card',
      },
      // A retried request must not open a second payment.
      crypto.randomUUID(),
    );
    if (!intent.ok) throw new PaymentUnavailable(`Stripe refused the payment: ${intent.message}`);
    return { id: intent.body.id, testMode: !intent.body.livemode };
  }

  async confirm(payment: Payment, paymentMethod: string): Promise<PaymentOutcome> {
    const intent = await this.post<StripeIntent>(`/payment_intents/${encodeURIComponent(payment.id)}/confirm`, { payment_method: paymentMethod });
    if (!intent.ok) {
      // A card error (declined, expired, wrong number) is the shopper's to fix; anything else is ours.
      if (intent.type === 'card_error') return { ok: false, message: intent.message || PAYMENT_DECLINED };
      throw new PaymentUnavailable(`Stripe refused the confirmation: ${intent.message}`);
    }
    // Anything but success (a 3-D Secure step, say) takes no money; this checkout cannot take that step.
    return intent.body.status === 'succeeded' ? { ok: true } : { ok: false, message: PAYMENT_DECLINED };
  }

  async refund(payment: Payment): Promise<void> {
    const refund = await this.post('/refunds', { payment_intent: payment.id });
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
    const updated = await this.post(`/subscriptions/${encodeURIComponent(reference)}`, { cancel_at_period_end: 'true' });
    if (!updated.ok) throw new PaymentUnavailable(`Stripe refused the cancellation: ${updated.message}`);
  }

  private async post<T>(
    path: string,
    fields: Record<string, string>,
    idempotencyKey?: string,
  ): Promise<{ ok: true; body: T } | { ok: false; type: string; message: string }> {
    let response: Response;
    try {
      response = await fetch(`${API}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${this.secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: new URLSearchParams(fields),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentUnavailable(`Stripe could not be reached: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as T & StripeError;
    if (response.ok) return { ok: true, body };
    return { ok: false, type: body.error?.type ?? `http_${response.status}`, message: body.error?.message ?? '' };
  }
}
