import { centsToDecimal, orderNumberText, PAYMENT_STATUS_LABELS, regionName, type CurrencyCode, type Order } from '../../schemas';

/** The orders export's header: one column each. */
export const ORDER_COLUMNS = [
  'Order number', 'Placed', 'Test mode', 'Email', 'First name', 'Last name', 'Phone',
  'Address', 'Address 2', 'City', 'Region', 'Postcode', 'Country', 'Items', 'Currency',
  'Subtotal', 'Discount', 'Coupon', 'Shipping', 'Shipping option', 'Tax', 'Total',
  'Payment provider', 'Payment reference', 'Payment status', 'Refunded', 'Gift cards',
] as const;

/** One order as a row of the export. */
export function orderRow(order: Order): string[] {
  const money = (cents: number) => centsToDecimal(cents, order.currencyCode as CurrencyCode);
  const address = order.shippingAddress;
  return [
    orderNumberText(order.number),
    new Date(order.created).toISOString(),
    order.testMode ? 'yes' : 'no',
    order.customer.email,
    order.customer.firstName,
    order.customer.lastName,
    order.customer.phone,
    address?.line1 ?? '',
    address?.line2 ?? '',
    address?.city ?? '',
    address ? regionName(address) : '',
    address?.postcode ?? '',
    address?.country ?? '',
    order.items.map((line) => `${line.quantity} × ${line.productName} (${line.sku})`).join('; '),
    order.currencyCode,
    money(order.subtotal),
    money(order.discountTotal),
    order.couponCode ?? '',
    money(order.shippingTotal),
    order.shippingOption?.name ?? '',
    money(order.taxTotal),
    money(order.grandTotal),
    order.payment?.provider ?? '',
    order.payment?.reference ?? '',
    PAYMENT_STATUS_LABELS[order.paymentStatus],
    money(order.refunded),
    order.giftCards.map((card) => `${card.code} → ${card.recipientEmail} (${money(card.amountCents)})`).join('; '),
  ];
}
