// The payment boundary: create a payment for an order total, confirm it with
// the shopper's payment method, refund it. Stripe's PaymentIntents API when
// STRIPE_SECRET_KEY is configured; otherwise the test-mode provider, in which
// no money moves.
import type { Env } from '../../env';
import type { PaymentProvider } from './provider';
import { StripePayments } from './stripe';
import { TestModePayments } from './test-mode';

export function paymentProvider(env: Pick<Env, 'STRIPE_SECRET_KEY'>): PaymentProvider {
  return env.STRIPE_SECRET_KEY ? new StripePayments(env.STRIPE_SECRET_KEY) : new TestModePayments();
}

export { PaymentUnavailable, type Payment, type PaymentOutcome, type PaymentProvider, type PaymentRequest, type SubscriptionStart, type TestPaymentMethod } from './provider';
export { TEST_CARD_DECLINED, TEST_CARD_PAYS } from './test-mode';
