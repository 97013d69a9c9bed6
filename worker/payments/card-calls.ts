// The card field's calls (worker/routes/checkout-payment-api.ts): the payment
// it mounts with, the Pay press, and the end of a hold after a decline.
import type { CheckoutForm, ShoppingCart } from '../../schemas';
import { CART_EMPTY, CHECKOUT_IN_PROGRESS, CHECKOUT_LINK_UNKNOWN, CHECKOUT_NOT_AVAILABLE, PAYMENT_UNAVAILABLE, TOTAL_CHANGED } from '../../schemas/messages';
import { alreadyPlaced, checkoutTarget } from '../checkout/checkout-page';
import type { FieldProblems } from '../checkout/checkout-problems';
import { openCheckout } from '../checkout/place-order';
import { logPaymentsUnavailable, payments, PaymentUnavailable, type CardPayments } from '../services/payments';
import type { Storefront } from '../storefront';
import { checkoutIntent, holdForPayment, returnUrl } from './card-checkout';
import { checkoutPayment, releaseHold } from './settle';

export type CardRefusal = { ok: false; status: 400 | 402 | 404 | 409 | 503; message: string; problems?: FieldProblems };

/** The checkout the call is for, with the card provider: or why it cannot be paid by card. */
async function cardCheckout(storefront: Storefront, cartToken: string | undefined): Promise<{ ok: true; provider: CardPayments; cartId: string; cart: ShoppingCart } | CardRefusal> {
  const setup = payments(storefront.env);
  if (setup.kind !== 'card') {
    if (setup.kind === 'unavailable') logPaymentsUnavailable(storefront.log, setup.reason);
    return { ok: false, status: 503, message: CHECKOUT_NOT_AVAILABLE };
  }
  const target = await checkoutTarget(storefront, cartToken);
  if (!target) {
    if (await alreadyPlaced(storefront, cartToken)) return { ok: false, status: 409, message: CHECKOUT_IN_PROGRESS };
    return cartToken === undefined ? { ok: false, status: 400, message: CART_EMPTY } : { ok: false, status: 404, message: CHECKOUT_LINK_UNKNOWN };
  }
  return { ok: true, provider: setup.provider, cartId: target.cartId, cart: target.checkout.shoppingCart };
}

/** What the card field mounts with: the client secret of the checkout's payment, for the cart's total now. */
export async function cardFieldPayment(storefront: Storefront, cartToken: string | undefined): Promise<{ ok: true; clientSecret: string } | CardRefusal> {
  const checkout = await cardCheckout(storefront, cartToken);
  if (!checkout.ok) return checkout;
  // Nothing to pay (a coupon took it all): the order is placed without a card.
  if (checkout.cart.grandTotalCents <= 0) return { ok: false, status: 409, message: TOTAL_CHANGED };
  try {
    return { ok: true, clientSecret: (await checkoutIntent(storefront, checkout.provider, checkout.cart)).clientSecret };
  } catch (error) {
    if (!(error instanceof PaymentUnavailable)) throw error;
    storefront.log.error(`cart ${checkout.cartId}: payment unavailable`, error);
    return { ok: false, status: 503, message: PAYMENT_UNAVAILABLE };
  }
}

/**
 * The Pay press with the card field: the checkout is opened as for any order
 * (details checked, stock taken) and held for its payment, whose client
 * secret the card field confirms. Pressed again while the payment is held
 * (a retry, a second try after a decline), the same payment is answered.
 */
export async function payByCard(storefront: Storefront, form: CheckoutForm): Promise<{ ok: true; clientSecret: string; returnUrl: string } | CardRefusal> {
  const checkout = await cardCheckout(storefront, form.cartToken);
  if (!checkout.ok) return checkout;
  const record = await checkoutPayment(storefront, checkout.cartId).record();
  if (record?.state === 'held' && record.clientSecret) return { ok: true, clientSecret: record.clientSecret, returnUrl: returnUrl(storefront) };
  const opened = await openCheckout(storefront, checkout.cartId, form);
  if (!opened.ok) return opened;
  if (opened.cart.grandTotalCents <= 0) {
    await opened.checkout.undo();
    return { ok: false, status: 409, message: TOTAL_CHANGED };
  }
  try {
    const held = await holdForPayment(storefront, opened, checkout.provider);
    return held.ok ? { ok: true, clientSecret: held.payment.clientSecret, returnUrl: returnUrl(storefront) } : held;
  } catch (error) {
    await opened.checkout.undo();
    if (!(error instanceof PaymentUnavailable)) throw error;
    storefront.log.error(`cart ${checkout.cartId}: payment unavailable`, error);
    return { ok: false, status: 503, message: PAYMENT_UNAVAILABLE };
  }
}

/**
 * The card field reported a decline: the provider is asked (never the
 * browser believed) and, when the payment is waiting for another card, the
 * hold ends at once, so the cart is the shopper's again; the provider's
 * webhook would end it a moment later anyway.
 */
export async function releaseAfterDecline(storefront: Storefront, cartToken: string | undefined): Promise<{ ok: true; released: boolean } | CardRefusal> {
  const checkout = await cardCheckout(storefront, cartToken);
  if (!checkout.ok) return checkout;
  const record = await checkoutPayment(storefront, checkout.cartId).record();
  if (record?.state !== 'held' || !record.paymentId) return { ok: true, released: false };
  try {
    const payment = await checkout.provider.retrieve(record.paymentId);
    const failed = payment.declined || payment.status === 'canceled';
    return { ok: true, released: failed && (await releaseHold(storefront, payment.id, checkout.cartId)) };
  } catch (error) {
    if (!(error instanceof PaymentUnavailable)) throw error;
    return { ok: false, status: 503, message: PAYMENT_UNAVAILABLE };
  }
}
