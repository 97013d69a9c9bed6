// What a checkout's payment becomes once the provider has decided it: an
// order (placed exactly once, by whichever of the return URL, the webhook and
// the hold's alarm comes first), or the stock given back and the cart open
// again. Every path goes through the cart's CheckoutPayment object, whose
// steps are atomic, and the order book, which keeps one order per payment.
import type { Order } from '../../schemas';
import { cartStub } from '../cart/cart-cookie';
import { mailOrder } from '../checkout/order-mail';
import { SiteStore } from '../content/site-store';
import type { Env } from '../env';
import { siteOrders } from '../orders/site-orders';
import { payments, PaymentUnavailable, type CardPayments, type Payment } from '../services/payments';
import { giveBackStock, takeStock } from '../stock/product-stock';
import type { Storefront } from '../storefront';
import { logTo } from '../logging';
import { objectStub } from '../storage/object-stub';
import type { CheckoutPaymentRecord, HeldStock } from './checkout-payment';

/** What settling a payment reaches: the website's objects, its published content and a log. */
export type Shop = Pick<Storefront, 'env' | 'websiteId' | 'content' | 'log'>;

/** The shop of a website named by a payment (a webhook, an alarm): null when no such website is published. */
export async function shopOf(env: Env, websiteId: string): Promise<Shop | null> {
  const log = logTo(null, () => ({ websiteId }));
  const content = new SiteStore(env.CONTENT, websiteId, log);
  return (await content.settings()) ? { env, websiteId, content, log } : null;
}

/** One CheckoutPayment object per cart of one website; reads and the steps that land in the same state ride out a fault. */
export function checkoutPayment({ env, websiteId }: Pick<Shop, 'env' | 'websiteId'>, cartId: string) {
  return objectStub(env.CHECKOUT_PAYMENTS, `${websiteId}/${cartId}`, ['record', 'setAmount', 'stockRetaken', 'placed', 'refunded']);
}

/** Gives back held stock, product by product; a product no longer published keeps what it had. */
export async function giveBack(shop: Shop, stock: readonly HeldStock[]): Promise<void> {
  await Promise.all(
    stock.map(async ({ itemId, lines }) => {
      const product = await shop.content.product(itemId);
      if (product) await giveBackStock(shop.env, shop.websiteId, product, lines);
    }),
  );
}

/** Takes the stock again, all of it or none: false when some product fell short or is gone. */
async function retake(shop: Shop, stock: readonly HeldStock[]): Promise<boolean> {
  const taken: HeldStock[] = [];
  for (const held of stock) {
    const product = await shop.content.product(held.itemId);
    if (!product || (await takeStock(shop.env, shop.websiteId, product, held.lines)) !== null) {
      await giveBack(shop, taken);
      return false;
    }
    taken.push(held);
  }
  return true;
}

export type Settled = { kind: 'placed'; order: Order } | { kind: 'pending' } | { kind: 'refunded' } | { kind: 'unknown' };

/**
 * Places the order a succeeded payment pays for, if nobody has. The caller
 * that claims the payment records the order (the book keeps one order per
 * payment, so even two owners record one) and sends the receipt; the others
 * read it. A payment that succeeded after its hold was given back takes the
 * stock again, or, with the stock gone, is refunded in full.
 */
export async function settlePaid(shop: Shop, provider: CardPayments, payment: Payment): Promise<Settled> {
  if (payment.status !== 'succeeded' || payment.websiteId !== shop.websiteId || !payment.cartId) return { kind: 'unknown' };
  const book = siteOrders(shop, await shop.content.settings());
  // Its checkout's shard: whoever comes second finds the order there, and the hold's claim settles any doubt.
  const recorded = await book.orderForPayment(payment.id, payment.cartId);
  if (recorded) return { kind: 'placed', order: recorded };
  const hold = checkoutPayment(shop, payment.cartId);
  const claim = await hold.claim(payment.id, Date.now());
  switch (claim.kind) {
    case 'unknown':
      shop.log.error('a payment succeeded that no checkout holds: refund it from the provider', undefined, { payment: payment.id });
      return claim;
    case 'refunded':
      return claim;
    case 'settled': {
      const order = await book.orderForPayment(payment.id);
      return order ? { kind: 'placed', order } : { kind: 'pending' };
    }
    case 'retake':
      if (!(await retake(shop, claim.stock))) {
        await provider.refund(payment.id, payment.amountCents, `unplaced-${payment.id}`);
        await hold.refunded();
        shop.log.error('a payment succeeded after its hold ended and the stock was gone: refunded', undefined, { payment: payment.id });
        return { kind: 'refunded' };
      }
      await hold.stockRetaken();
  }
  const { order, created } = await book.recordPayment({ ...claim.pendingOrder, created: Date.now() });
  await cartStub(shop, payment.cartId).completeCheckout(order.id);
  await hold.placed(order.id);
  if (created) await mailOrder(shop, order, claim.origin);
  return { kind: 'placed', order };
}

/**
 * Ends the hold of a payment that failed (`occurredAt`, when the provider
 * says it did) or was abandoned: its stock goes back and its cart opens
 * again. False when it held nothing.
 */
export async function releaseHold(shop: Shop, paymentId: string, cartId: string, occurredAt: number | null = null): Promise<boolean> {
  const stock = await checkoutPayment(shop, cartId).release(paymentId, occurredAt);
  if (!stock) return false;
  await giveBack(shop, stock);
  await cartStub(shop, cartId).abandonCheckout();
  return true;
}

/** How long the alarm waits before it asks the provider again about a payment it could not settle. */
const ASK_AGAIN_MS = 5 * 60_000;

/**
 * The hold's alarm (CheckoutPayment.alarm): nobody has paid within the hold.
 * A payment that succeeded meanwhile becomes its order; one still processing
 * keeps its hold a while longer; any other is canceled, so it can never be
 * paid later, and its stock goes back. Returns when to look again, or null.
 */
export async function expireHold(env: Env, record: CheckoutPaymentRecord): Promise<number | null> {
  const shop = await shopOf(env, record.websiteId);
  const setup = payments(env);
  if (!shop || !record.paymentId) return null;
  if (setup.kind !== 'card') {
    // No provider to ask (its keys were taken away): the stock is not kept for a payment nobody can see.
    await releaseHold(shop, record.paymentId, record.cartId);
    return null;
  }
  try {
    let payment = await setup.provider.retrieve(record.paymentId);
    if (payment.status === 'processing') return ASK_AGAIN_MS;
    if (payment.status !== 'succeeded' && payment.status !== 'canceled') payment = await setup.provider.cancel(payment.id);
    if (payment.status === 'succeeded') {
      const settled = await settlePaid(shop, setup.provider, payment);
      return settled.kind === 'pending' ? ASK_AGAIN_MS : null;
    }
    if (payment.status === 'processing') return ASK_AGAIN_MS;
    await releaseHold(shop, payment.id, record.cartId);
    await checkoutPayment(shop, record.cartId).nextAttempt(payment.id);
    return null;
  } catch (error) {
    if (!(error instanceof PaymentUnavailable)) throw error;
    shop.log.warn('checkout hold: the payment provider could not be asked; trying again', error);
    return ASK_AGAIN_MS;
  }
}
