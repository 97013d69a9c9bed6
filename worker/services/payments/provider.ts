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
}

/** The provider could not be reached or answered out of turn: nothing was charged. */
export class PaymentUnavailable extends Error {}
