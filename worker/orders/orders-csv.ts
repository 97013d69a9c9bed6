import { centsToDecimal, orderNumberText, regionName, type CurrencyCode, type Order } from '../../schemas';

const COLUMNS = [
  'Order number', 'Placed', 'Test mode', 'Email', 'First name', 'Last name', 'Phone',
  'Address', 'Address 2', 'City', 'Region', 'Postcode', 'Country', 'Items', 'Currency',
  'Subtotal', 'Discount', 'Coupon', 'Shipping', 'Shipping option', 'Tax', 'Total',
  'Payment provider', 'Payment reference', 'Gift cards',
] as const;

/**
 * One CSV field (RFC 4180). Text a spreadsheet would run as a formula
 * (=, +, -, @ first) is prefixed with an apostrophe: shoppers typed it.
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function row(order: Order): string[] {
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
    order.giftCards.map((card) => `${card.code} → ${card.recipientEmail} (${money(card.amountCents)})`).join('; '),
  ];
}

export const CSV_HEADER = `${COLUMNS.map(field).join(',')}\r\n`;

export function csvRows(orders: readonly Order[]): string {
  return orders.map((order) => `${row(order).map(field).join(',')}\r\n`).join('');
}
