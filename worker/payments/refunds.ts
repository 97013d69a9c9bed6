import { fill, formatMoney, type CurrencyCode, type Order } from '../../schemas';
import { CHECKOUT_NOT_AVAILABLE, NOTHING_TO_REFUND, ORDER_NOT_FOUND, REFUND_FAILED, REFUND_TOO_LARGE } from '../../schemas/messages';
import { siteOrders } from '../orders/site-orders';
import { payments, PaymentUnavailable, TestModePayments, type PaymentProvider } from '../services/payments';
import type { SiteObjects, Storefront } from '../storefront';

export type RefundResult = { ok: true; order: Order } | { ok: false; status: 400 | 404 | 409 | 502 | 503; message: string };

/** The provider an order was paid with, as this Worker is configured now. */
function providerOf(order: Order, env: SiteObjects['env']): PaymentProvider | null {
  if (order.payment?.provider === 'test-mode') return new TestModePayments();
  const setup = payments(env);
  return setup.kind === 'card' ? setup.provider : null;
}

/**
 * The owner's refund of order `number`: `amountCents` of it, or all that is
 * left. The key names the order, what was refunded before and the amount, so
 * the same request sent again refunds once; the order book keeps the total.
 */
export async function refundOrder(storefront: Pick<Storefront, 'env' | 'websiteId' | 'log' | 'settings'>, number: number, amountCents: number | undefined): Promise<RefundResult> {
  const { env, log } = storefront;
  const book = siteOrders(storefront, await storefront.settings());
  const order = await book.orderByNumber(number);
  if (!order) return { ok: false, status: 404, message: ORDER_NOT_FOUND };
  const left = order.grandTotal - order.refunded;
  if (!order.payment || left <= 0) return { ok: false, status: 409, message: NOTHING_TO_REFUND };
  const amount = amountCents ?? left;
  if (amount > left) return { ok: false, status: 400, message: fill(REFUND_TOO_LARGE, { amount: formatMoney(left, order.currencyCode as CurrencyCode, 'en-US') }) };
  const provider = providerOf(order, env);
  if (!provider) return { ok: false, status: 503, message: CHECKOUT_NOT_AVAILABLE };
  try {
    await provider.refund(order.payment.reference, amount, `refund-${order.id}-${order.refunded}-${amount}`);
  } catch (error) {
    if (!(error instanceof PaymentUnavailable)) throw error;
    log.error(`order ${order.id}: refund failed`, error);
    return { ok: false, status: 502, message: REFUND_FAILED };
  }
  return { ok: true, order: (await book.markRefunded(order.payment.reference, order.refunded + amount))! };
}
