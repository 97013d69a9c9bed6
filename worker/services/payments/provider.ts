// What every payment provider offers the checkout, and what the card flow needs besides.

export interface PaymentRequest {
  /** Integer minor units of `currency` (yen for JPY), as both we and Stripe count them. */
  amountCents: number;
  currency: string;
  /** Who the payment is for: the provider keeps both with it (Stripe's metadata), so its webhooks find the website and the cart. */
  websiteId: string;
  cartId: string;
  description: string;
  /** The same for the same checkout, total and attempt: a request sent again opens no second payment. */
  idempotencyKey: string;
}

/** Stripe's PaymentIntent statuses, which the test-mode provider's payments take too. */
export type PaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface Payment {
  /** The provider's reference, kept with the order. */
  id: string;
  /** True when no real money can move (the test-mode provider, or a Stripe test key). */
  testMode: boolean;
  status: PaymentStatus;
  /** The last try to pay it was declined or failed authentication (it waits for another payment method). */
  declined: boolean;
  amountCents: number;
  /** Upper case, as the cart keeps it. */
  currency: string;
  /** What the browser's card field confirms it with (Stripe's client secret); '' where there is none. */
  clientSecret: string;
  /** The website and cart it was made for, as the provider keeps them; null for a payment not made by a checkout of ours. */
  websiteId: string | null;
  cartId: string | null;
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
  /** The test payment methods the checkout offers without scripts; none when it needs a real card. */
  readonly testMethods: readonly TestPaymentMethod[];
  create(request: PaymentRequest): Promise<Payment>;
  /**
   * Confirms on the server with a payment method the checkout names (a test
   * card). Declines and refusals are outcomes; only an unreachable provider throws.
   */
  confirm(paymentId: string, paymentMethod: string, returnUrl: string): Promise<PaymentOutcome>;
  /** Gives back `amountCents` of a payment; the same key never refunds twice. */
  refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** The provider's subscription for a subscription line once its first period is paid; null where the provider keeps none. */
  startSubscription(start: SubscriptionStart): Promise<string | null>;
  /** Stops a subscription's next renewal; it runs to the end of the period paid for. Only an unreachable provider throws. */
  cancelSubscription(reference: string): Promise<void>;
}

/** The browser's card field: Stripe.js, where it comes from, and the key it opens with. */
export interface CardField {
  publishableKey: string;
  scriptUrl: string;
  /** The origins the checkout page's policy must let in: the script's and its frames', and the API it calls. */
  scriptOrigins: readonly string[];
  frameOrigins: readonly string[];
  connectOrigins: readonly string[];
}

/** A provider whose payments the shopper confirms in the browser (Stripe): each checkout's payment is kept, read and changed. */
export interface CardPayments extends PaymentProvider {
  readonly name: 'stripe';
  readonly cardField: CardField;
  /** The amount changed since the payment was made: only while it waits for a payment method. */
  update(paymentId: string, amountCents: number): Promise<Payment>;
  retrieve(paymentId: string): Promise<Payment>;
  /** Stops a payment that has not succeeded; a payment that succeeded meanwhile comes back as it is. */
  cancel(paymentId: string): Promise<Payment>;
}

/** The provider could not be reached or answered out of turn: nothing was charged. */
export class PaymentUnavailable extends Error {}
