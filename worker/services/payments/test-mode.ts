import { en, PAYMENT_DECLINED } from '../../../schemas/messages';
import type { Payment, PaymentOutcome, PaymentProvider, PaymentRequest, SubscriptionStart, TestPaymentMethod } from './provider';

// Stripe's own test payment method names, so a checkout reads the same against a Stripe test key.
export const TEST_CARD_PAYS = 'pm_card_visa';
export const TEST_CARD_DECLINED = 'pm_card_chargeDeclined';

export const TEST_PAYMENT_METHODS: readonly TestPaymentMethod[] = [
  { id: TEST_CARD_PAYS, label: en.TEST_CARD_PAYS_LABEL },
  { id: TEST_CARD_DECLINED, label: en.TEST_CARD_DECLINED_LABEL },
];

/**
 * Used only where PAYMENTS_MODE is "test" and no Stripe keys are configured:
 * it keeps nothing and moves no money; the declined test card fails the way
 * a real decline does, so that path can be tried.
 */
export class TestModePayments implements PaymentProvider {
  readonly name = 'test-mode';
  readonly testMode = true;
  readonly testMethods = TEST_PAYMENT_METHODS;

  async create(request: PaymentRequest): Promise<Payment> {
    const { amountCents, currency, websiteId, cartId } = request;
    return { id: `test_${crypto.randomUUID()}`, testMode: true, status: 'requires_payment_method', declined: false, amountCents, currency, clientSecret: '', websiteId, cartId };
  }

  async confirm(_paymentId: string, paymentMethod: string): Promise<PaymentOutcome> {
    return paymentMethod === TEST_CARD_DECLINED ? { ok: false, message: PAYMENT_DECLINED } : { ok: true };
  }

  async refund(): Promise<void> {}

  /** A subscription of its own name, which nothing will ever bill. */
  async startSubscription(_start: SubscriptionStart): Promise<string> {
    return `test_sub_${crypto.randomUUID()}`;
  }

  async cancelSubscription(_reference: string): Promise<void> {}
}
