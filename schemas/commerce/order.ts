import type { ShippingAddress } from '../address/address';
import type { Customer } from './checkout';
import type { AppliedTax } from './tax-rules';

/** One custom-form answer, with the question it answers. */
export interface LabelledAnswer {
  label: string;
  value: string;
}

export interface OrderLine {
  itemId: string;
  sku: string;
  productName: string;
  productType: number;
  quantity: number;
  /** Integer minor units of the order's currency. */
  unitPrice: number;
  /** The variant's options, e.g. { Size: 'M' }. */
  attributes: Record<string, string>;
  answers: LabelledAnswer[];
  /** A subscription's billing, e.g. '$38.00 every month'; null for one-off purchases. */
  billing: string | null;
  /** The subscription this line started; null for one-off purchases. */
  subscription: OrderSubscription | null;
  /** The product's picture as the cart showed it (a site path); absent on orders placed before lines kept one. */
  imageUrl?: string | null;
}

/** A subscription an order line started: its id in the order book, and the payment provider's (null where it keeps none). */
export interface OrderSubscription {
  id: string;
  /** The payment provider it was started with ('stripe', 'test-mode'). */
  provider: string;
  reference: string | null;
}

export interface GiftCard {
  code: string;
  amountCents: number;
  recipientEmail: string;
}

/**
 * An order: spec section 3 "Order (analytics)" (id, purchasedCartId, testMode,
 * websiteId, items, grandTotal, shippingTotal, taxTotal) plus what the store
 * needs to fulfil it. Money in integer minor units of `currencyCode`.
 */
export interface Order {
  id: string;
  /** The order's number within its website: 1, 2, 3… unique, with no gaps unless the order book is sharded (worker/orders/site-orders.ts). */
  number: number;
  purchasedCartId: string;
  testMode: boolean;
  websiteId: string;
  currencyCode: string;
  created: number;
  items: OrderLine[];
  subtotal: number;
  discountTotal: number;
  couponCode: string | null;
  shippingTotal: number;
  shippingOption: { id: string; name: string } | null;
  /** Tax added on top of the prices; inclusive taxes are listed in `taxLines` only. */
  taxTotal: number;
  taxLines: AppliedTax[];
  grandTotal: number;
  customer: Customer;
  shippingAddress: ShippingAddress | null;
  /** Where the payment is billed, when not to the shipping address. */
  billingAddress: ShippingAddress | null;
  giftCards: GiftCard[];
  /** The provider's reference; null when nothing was to be paid. */
  payment: { provider: string; reference: string } | null;
  /** How much of `grandTotal` has gone back to the buyer (minor units): the owner's refunds and the provider's. */
  refunded: number;
  /** The buyer's bank has disputed the payment (a chargeback). */
  disputed: boolean;
  /** Where the money stands (see paymentStatus), as the owner's lists show it. */
  paymentStatus: OrderPaymentStatus;
}

/** Where an order's money stands: `test` when none was real. */
export type OrderPaymentStatus = 'paid' | 'refunded' | 'partially_refunded' | 'disputed' | 'test';

/** The owner's words for each payment status (the dashboard and the CSV export are in English). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<OrderPaymentStatus, string>> = {
  paid: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  disputed: 'Disputed',
  test: 'Test',
};

/** A dispute outranks a refund, and a refund, whole or in part, outranks test mode: the owner acts on those first. */
export function paymentStatus(order: Pick<Order, 'testMode' | 'grandTotal' | 'refunded' | 'disputed'>): OrderPaymentStatus {
  if (order.disputed) return 'disputed';
  if (order.refunded > 0) return order.refunded >= order.grandTotal ? 'refunded' : 'partially_refunded';
  return order.testMode ? 'test' : 'paid';
}

/** How order numbers read: '00042'. */
export function orderNumberText(number: number): string {
  return String(number).padStart(5, '0');
}
