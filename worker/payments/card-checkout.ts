// The checkout's card payment, from the Worker's side: the payment the card
// field confirms, made for the total the Worker computed (never a figure the
// browser sends), and the hold of stock and cart when the shopper presses Pay.
import type { ShoppingCart } from '../../schemas';
import { CHECKOUT_IN_PROGRESS, OUT_OF_STOCK, PAYMENT_UNAVAILABLE } from '../../schemas/messages';
import { PAYMENT_RETURN_PATH } from '../../schemas/site/paths';
import { cartStub } from '../cart/cart-cookie';
import { newOrder } from '../checkout/new-order';
import type { OpenedCheckout } from '../checkout/place-order';
import { refused, type PlaceOrderResult, type Refusal } from '../checkout/place-order-result';
import { PaymentUnavailable, type CardPayments } from '../services/payments';
import type { Storefront } from '../storefront';
import { HOLD_MS, type CheckoutPaymentRecord } from './checkout-payment';
import { checkoutPayment, releaseHold, settlePaid, type Shop } from './settle';

/**
 * The idempotency key of a checkout's payment: its cart, its attempt and its
 * total. The same request sent again (a timeout, a reload) reaches Stripe
 * with the same key and gets the same payment back, never a second one.
 */
export const paymentKey = (cart: ShoppingCart, attempt: number) => `checkout-${cart.id}-${attempt}-${cart.grandTotalCents}${cart.currencyCode}`;

/** A checkout's payment once it has one (the card field confirms it by its client secret). */
export type CheckoutPaymentWithId = CheckoutPaymentRecord & { paymentId: string; clientSecret: string };

/**
 * The payment the card field confirms for this cart's checkout, for the
 * cart's total now: made the first time, its amount brought up to date after
 * a change, and made anew (the next attempt) once its hold ran out and it
 * was canceled. A payment held for Pay keeps its amount: the cart is closed.
 */
export async function checkoutIntent(shop: Shop, provider: CardPayments, cart: ShoppingCart): Promise<CheckoutPaymentWithId> {
  const hold = checkoutPayment(shop, cart.id);
  let record = await hold.record();
  const total = cart.grandTotalCents;
  if (record?.paymentId) {
    if (record.state !== 'open' || record.amountCents === total) return record as CheckoutPaymentWithId;
    try {
      await provider.update(record.paymentId, total);
      await hold.setAmount(record.paymentId, total);
      return { ...record, amountCents: total } as CheckoutPaymentWithId;
    } catch (error) {
      if (!(error instanceof PaymentUnavailable) || (await provider.retrieve(record.paymentId)).status !== 'canceled') throw error;
      await hold.nextAttempt(record.paymentId);
      record = await hold.record();
    }
  }
  const attempt = record?.attempt ?? 1;
  const payment = await provider.create({
    amountCents: total,
    currency: cart.currencyCode,
    websiteId: shop.websiteId,
    cartId: cart.id,
    description: `Order from ${shop.websiteId}`,
    idempotencyKey: paymentKey(cart, attempt),
  });
  return (await hold.keepPayment(shop.websiteId, cart.id, attempt, payment)) as CheckoutPaymentWithId;
}

/**
 * The shopper pressed Pay on an opened checkout (its stock taken): the
 * payment is brought to the total, the order it will become is kept with it,
 * and the stock and the cart are held for it until it succeeds, fails or is
 * abandoned (worker/payments/settle.ts).
 */
export async function holdForPayment(storefront: Storefront, opened: OpenedCheckout, provider: CardPayments): Promise<{ ok: true; payment: CheckoutPaymentWithId } | Refusal> {
  const { cart, details, checkout, locale } = opened;
  const payment = await checkoutIntent(storefront, provider, cart);
  const subscriptions = await checkout.startSubscriptions(provider, null, details.customer.email);
  const pendingOrder = newOrder({ cart, details, products: checkout.products, payment: { id: payment.paymentId, testMode: provider.testMode }, provider, locale, subscriptions });
  const now = Date.now();
  if (!(await checkoutPayment(storefront, cart.id).hold(payment.paymentId, pendingOrder, checkout.heldStock(), now, storefront.origin))) {
    await checkout.undo();
    return refused(409, CHECKOUT_IN_PROGRESS);
  }
  checkout.handOver();
  await cartStub(storefront, cart.id).holdForPayment(now + HOLD_MS);
  return { ok: true, payment };
}

/** Where the shopper comes back to after confirming (and Stripe after a redirect): the order, or the checkout again. */
export const returnUrl = (storefront: Pick<Storefront, 'origin'>) => `${storefront.origin}${PAYMENT_RETURN_PATH}`;

/**
 * Test mode without scripts: the held payment is confirmed on the server
 * with the test card chosen, then settled as the return URL settles it.
 */
export async function payHeldByTestCard(storefront: Storefront, provider: CardPayments, payment: CheckoutPaymentWithId, testCard: string): Promise<PlaceOrderResult> {
  try {
    const outcome = await provider.confirm(payment.paymentId, testCard, returnUrl(storefront));
    if (!outcome.ok) {
      await releaseHold(storefront, payment.paymentId, payment.cartId);
      return refused(402, outcome.message);
    }
    const settled = await settlePaid(storefront, provider, await provider.retrieve(payment.paymentId));
    if (settled.kind === 'placed') return { ok: true, order: settled.order };
    return settled.kind === 'refunded' ? refused(409, OUT_OF_STOCK) : refused(409, CHECKOUT_IN_PROGRESS);
  } catch (error) {
    if (!(error instanceof PaymentUnavailable)) throw error;
    storefront.log.error(`cart ${payment.cartId}: payment unavailable`, error);
    // If the confirmation went through unseen, its webhook settles it: a payment that succeeds after its hold takes the stock again.
    await releaseHold(storefront, payment.paymentId, payment.cartId);
    return refused(503, PAYMENT_UNAVAILABLE);
  }
}
