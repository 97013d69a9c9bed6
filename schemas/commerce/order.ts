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
  /** The order's number within its website: 1, 2, 3… with no gaps. */
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
}

/** How order numbers read: '00042'. */
export function orderNumberText(number: number): string {
  return String(number).padStart(5, '0');
}
