// The payment boundary: Stripe's PaymentIntents, confirmed by the shopper in
// Stripe's Payment Element, when the three Stripe keys are configured; the
// test-mode provider (two test cards, no money) only where PAYMENTS_MODE is
// "test" on purpose and no keys are; otherwise none, and checkout refuses
// paid orders rather than take them unpaid.
import type { Env } from '../../env';
import type { Log } from '../../logging';
import type { CardPayments, PaymentProvider } from './provider';
import { isTestKey, StripePayments } from './stripe';
import { TestModePayments } from './test-mode';

export type PaymentsEnv = Pick<
  Env,
  'PAYMENTS_MODE' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE' | 'STRIPE_JS_URL'
>;

export type Payments =
  | { kind: 'card'; provider: CardPayments }
  | { kind: 'test-cards'; provider: PaymentProvider }
  | { kind: 'unavailable'; reason: string };

/** PAYMENTS_MODE = "test": no real money moves here, and every page of the buying flow says so. */
export const isTestMode = (env: Pick<Env, 'PAYMENTS_MODE'>) => env.PAYMENTS_MODE === 'test';

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * How this Worker takes payments. A Stripe key's mode must agree with
 * PAYMENTS_MODE (a test key only in test mode, a live one never), so the
 * pages' test-mode notice is never wrong; the reason names variables, never values.
 */
export function payments(env: PaymentsEnv): Payments {
  const test = isTestMode(env);
  const missing = STRIPE_KEYS.filter((name) => !env[name]);
  if (missing.length === 0) {
    const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey } = env as Required<PaymentsEnv>;
    if (isTestKey(secretKey) !== test) {
      return { kind: 'unavailable', reason: test ? 'PAYMENTS_MODE is "test" but STRIPE_SECRET_KEY is a live key' : 'STRIPE_SECRET_KEY is a test key but PAYMENTS_MODE is not "test"' };
    }
    return { kind: 'card', provider: new StripePayments({ secretKey, publishableKey, apiBase: env.STRIPE_API_BASE, scriptUrl: env.STRIPE_JS_URL }) };
  }
  if (missing.length < STRIPE_KEYS.length) return { kind: 'unavailable', reason: `${missing.join(', ')} not set` };
  if (test) return { kind: 'test-cards', provider: new TestModePayments() };
  return { kind: 'unavailable', reason: `${STRIPE_KEYS.join(', ')} not set and PAYMENTS_MODE is not "test"` };
}

/** One line saying why a paid checkout was refused: the operator's to fix, never the shopper's. */
export function logPaymentsUnavailable(log: Log, reason: string): void {
  log.error('checkout refused a paid order: payments are not configured', undefined, { reason });
}

export {
  PaymentUnavailable,
  type CardField,
  type CardPayments,
  type Payment,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStatus,
  type SubscriptionStart,
  type TestPaymentMethod,
} from './provider';
export { TEST_CARD_DECLINED, TEST_CARD_PAYS, TestModePayments } from './test-mode';
export { verifiedStripeEvent, type PaymentEvent } from './stripe-webhook';
