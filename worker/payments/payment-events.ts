// Stripe's webhooks, acted on: one endpoint for the whole Worker (one Stripe
// account for the platform), each event routed to the website its payment
// names. A payment that completes later than the return URL (3-D Secure, a
// bank redirect, a wallet) becomes its order here; a refund or a dispute
// made in Stripe's dashboard reaches the order book.
import type { Env } from '../env';
import { siteOrders } from '../orders/site-orders';
import type { CardPayments, Payment, PaymentEvent } from '../services/payments';
import { releaseHold, settlePaid, shopOf } from './settle';

export type EventOutcome = 'handled' | 'duplicate' | 'ignored';

/**
 * Acts on one verified event once: its id is noted in the website's order
 * book after it was acted on, and a redelivery of a noted id changes
 * nothing. Acting twice changes nothing either (an order is placed once, a
 * refund total only grows), so an event that failed half way is safely
 * delivered again. A payment another website made, or none of ours, is ignored.
 */
export async function handlePaymentEvent(env: Env, provider: CardPayments, event: PaymentEvent): Promise<EventOutcome> {
  let { websiteId, cartId } = event;
  let payment: Payment | null = null;
  // Charges and disputes name only their payment; a success is read afresh, the money being the provider's word.
  if (event.kind === 'payment_succeeded' || websiteId === null) {
    payment = await provider.retrieve(event.paymentId);
    ({ websiteId, cartId } = payment);
  }
  const shop = websiteId === null ? null : await shopOf(env, websiteId);
  if (!shop) return 'ignored';
  const book = siteOrders(shop, await shop.content.settings());
  if (await book.eventSeen(event.id)) return 'duplicate';
  switch (event.kind) {
    case 'payment_succeeded':
      if (payment) await settlePaid(shop, provider, payment);
      break;
    case 'payment_failed':
      if (cartId) await releaseHold(shop, event.paymentId, cartId, event.created);
      break;
    case 'refunded':
      await book.markRefunded(event.paymentId, event.refundedCents);
      break;
    case 'disputed':
      await book.markDisputed(event.paymentId);
      break;
  }
  await book.noteEvent(event.id, event.kind);
  return 'handled';
}
