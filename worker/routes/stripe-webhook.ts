import { Hono } from 'hono';
import { CHECKOUT_NOT_AVAILABLE, WEBHOOK_SIGNATURE_INVALID } from '../../schemas/messages';
import { STRIPE_WEBHOOK_PATH } from '../../schemas/site/paths';
import type { AppEnv } from '../env';
import { handlePaymentEvent } from '../payments/payment-events';
import { payments, verifiedStripeEvent } from '../services/payments';

/**
 * Stripe's webhooks (README "Payments and mail"). One endpoint serves every
 * website, on any host (Stripe calls the platform's address, not a shop's),
 * so it answers before the site is looked up; it takes no crumb, its
 * signature being its credential: without a good one, 400 and nothing read.
 */
export const stripeWebhook = new Hono<AppEnv>();

stripeWebhook.post(STRIPE_WEBHOOK_PATH, async (c) => {
  c.header('Cache-Control', 'no-store');
  const setup = payments(c.env);
  if (setup.kind !== 'card') return c.json({ message: CHECKOUT_NOT_AVAILABLE }, 503);
  const verified = await verifiedStripeEvent(c.env.STRIPE_WEBHOOK_SECRET!, c.req.header('Stripe-Signature'), await c.req.text());
  if (!verified.ok) return c.json({ message: WEBHOOK_SIGNATURE_INVALID }, 400);
  const outcome = verified.event ? await handlePaymentEvent(c.env, setup.provider, verified.event) : 'ignored';
  return c.json({ received: true, outcome });
});
