import { SUBSCRIPTION_CANCEL_FAILED, SUBSCRIPTION_NOT_FOUND } from '../../schemas/messages';
import { payments, PaymentUnavailable } from '../services/payments';
import type { Storefront } from '../storefront';
import { siteOrders } from './site-orders';

export type CancelOutcome = { ok: true } | { ok: false; status: 404 | 503; message: string };

/**
 * Stops the next renewal of a subscription the shopper bought (#27): the
 * payment provider it was started with stops billing it (test mode keeps
 * nothing to stop), then the order book marks it cancelled. A provider that
 * cannot be reached leaves it renewing, and the shopper is asked to try again.
 */
export async function cancelSubscription(storefront: Pick<Storefront, 'env' | 'websiteId' | 'log' | 'settings'>, email: string, subscriptionId: string): Promise<CancelOutcome> {
  const { env, log } = storefront;
  const book = siteOrders(storefront, await storefront.settings());
  const subscription = (await book.subscriptionsOf(email)).find((candidate) => candidate.id === subscriptionId);
  if (!subscription) return { ok: false, status: 404, message: SUBSCRIPTION_NOT_FOUND };
  const setup = payments(env);
  const provider = setup.kind === 'unavailable' ? null : setup.provider;
  if (subscription.cancelledAt === null && subscription.reference !== null && provider && subscription.provider === provider.name) {
    try {
      await provider.cancelSubscription(subscription.reference);
    } catch (error) {
      if (!(error instanceof PaymentUnavailable)) throw error;
      log.error(`subscription ${subscription.id}: the payment provider could not stop it`, error);
      return { ok: false, status: 503, message: SUBSCRIPTION_CANCEL_FAILED };
    }
  } else if (subscription.cancelledAt === null && subscription.reference !== null) {
    // Started with a provider this deployment no longer uses: the owner stops it there; the shop stops counting it.
    log.warn(`subscription ${subscription.id}: started with ${subscription.provider}, not ${provider?.name ?? 'any configured provider'}; cancelled in the order book only`);
  }
  await book.cancelSubscription(subscriptionId, email, Date.now());
  return { ok: true };
}
