import { PageType } from '../../schemas';
import { CHECKOUT_NOT_AVAILABLE, ORDER_NOT_FOUND, PAYMENT_DECLINED, PAYMENT_REFUNDED_SOLD_OUT, PAYMENT_UNAVAILABLE } from '../../schemas/messages';
import { ORDER_CONFIRMED_PATH, PAYMENT_RETURN_PATH } from '../../schemas/site/paths';
import { readCartId } from '../cart/cart-cookie';
import { forgetCart } from '../cart/visitor-cart';
import { checkoutPage } from '../checkout/checkout-page';
import { messagePage, privatePage } from '../render/private-page';
import type { PageAnswer } from '../render/stream-page';
import { payments, PaymentUnavailable, type Payment } from '../services/payments';
import type { Storefront } from '../storefront';
import { releaseHold, settlePaid } from './settle';

/** Stripe's PaymentIntent ids. */
const PAYMENT_ID = /^pi_[A-Za-z0-9_]{1,250}$/;

export type PaymentReturn = { redirect: string } | { page: PageAnswer | null };

/** The payment is still on its way (a bank's processing): the shopper may look again. */
async function processingPage(storefront: Storefront, payment: Payment): Promise<PageAnswer | null> {
  const { messages } = await storefront.locale();
  const again = `${PAYMENT_RETURN_PATH}?payment_intent=${encodeURIComponent(payment.id)}`;
  const view = (
    <section className="message-page checkout-processing">
      <h1>{messages.CHECKOUT_LABEL}</h1>
      <p role="status">{messages.PAYMENT_PROCESSING}</p>
      <a className="button" href={again}>
        {messages.CHECK_AGAIN}
      </a>
    </section>
  );
  return privatePage(storefront, messages.CHECKOUT_LABEL, PageType.CHECKOUT, view);
}

/**
 * Where the shopper lands once the card field confirmed (or Stripe after a
 * redirect): the provider is asked how the payment stands, never the URL
 * believed. A success becomes its order (once, whether or not the webhook
 * came first) and leads to it; a failure gives back the hold and shows the
 * checkout again with the cart as it was; a payment still processing says so.
 */
export async function paymentReturn(storefront: Storefront, paymentId: string | undefined): Promise<PaymentReturn> {
  const message = async (text: string, status: number) => ({ page: await messagePage(storefront, 'Checkout', text, status) });
  const setup = payments(storefront.env);
  if (setup.kind !== 'card') return message(CHECKOUT_NOT_AVAILABLE, 503);
  if (!paymentId || !PAYMENT_ID.test(paymentId)) return message(ORDER_NOT_FOUND, 404);
  let payment: Payment;
  try {
    payment = await setup.provider.retrieve(paymentId);
  } catch (error) {
    if (!(error instanceof PaymentUnavailable)) throw error;
    return message(PAYMENT_UNAVAILABLE, 503);
  }
  if (payment.websiteId !== storefront.websiteId || !payment.cartId) return message(ORDER_NOT_FOUND, 404);
  // A direct purchase's cart is not the visitor's cart cookie's: its checkout is shown by its token.
  const ownCart = (await readCartId(storefront)) === payment.cartId;
  switch (payment.status) {
    case 'succeeded': {
      const settled = await settlePaid(storefront, setup.provider, payment);
      if (settled.kind === 'placed') {
        if (ownCart) forgetCart(storefront);
        return { redirect: `${ORDER_CONFIRMED_PATH}/${settled.order.id}` };
      }
      if (settled.kind === 'refunded') return message(PAYMENT_REFUNDED_SOLD_OUT, 409);
      if (settled.kind === 'unknown') return message(ORDER_NOT_FOUND, 404);
      return { page: await processingPage(storefront, payment) };
    }
    case 'processing':
      return { page: await processingPage(storefront, payment) };
    default: {
      await releaseHold(storefront, payment.id, payment.cartId);
      const attempt = { message: PAYMENT_DECLINED, status: 402 };
      return { page: await checkoutPage(storefront, ownCart ? undefined : payment.cartId, attempt) };
    }
  }
}
