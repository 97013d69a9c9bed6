// What every payment provider offers the checkout.

export interface PaymentRequest {
  /** Integer minor units of `currency` (yen for JPY), as both we and Stripe count them. */
  amountCents: number;
  currency: string;
  /** Ties the payment to its checkout (the cart id); the provider keeps it with the payment. */
  reference: string;
  description: string;
}

export interface Payment {
  /** The provider's reference, kept with the order. */
  id: string;
  /** True when no real money can move (the test-mode provider, or a Stripe test key). */
  testMode: boolean;
}

export type PaymentOutcome = { ok: true } | { ok: false; message: string };

/** A subscription line of a paid order, whose later periods the provider would bill. */
export interface SubscriptionStart {
  /** The order's payment of the first period; null when it cost nothing. */
  payment: Payment | null;
  /** What the shopper subscribed to, as the order line names it. */
  description: string;
  customerEmail: string;
}

/** A payment method a test-mode checkout offers in place of a card field. */
export interface TestPaymentMethod {
  id: string;
  label: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test-mode';
  /** Whether no real money can move: what an order records when it had nothing to pay. */
  readonly testMode: boolean;
  /** The test payment methods the checkout offers; none when it needs a real card. */
  readonly testMethods: readonly TestPaymentMethod[];
  create(request: PaymentRequest): Promise<Payment>;
  /** Declines and refusals are outcomes; only an unreachable provider throws. */
  confirm(payment: Payment, paymentMethod: string): Promise<PaymentOutcome>;
  refund(payment: Payment): Promise<void>;
  /** The provider's subscription for a subscription line once its first period is paid; null where the provider keeps none. */
  startSubscription(start: SubscriptionStart): Promise<string | null>;
  /** Stops a subscription's next renewal; it runs to the end of the period paid for. Only an unreachable provider throws. */
  cancelSubscription(reference: string): Promise<void>;
}

/** The provider could not be reached or answered out of turn: nothing was charged. */
export class PaymentUnavailable extends Error {}
