import { labelledAnswers, type CheckoutDetails, type CurrencyCode, type OrderLine, type OrderSubscription, type ProductItem, type ShoppingCart } from '../../schemas';
import type { NewOrder } from '../orders/order-book';
import type { Payment } from '../services/payments';
import { billingWording } from './billing';
import { entryProduct } from './entry-products';
import { giftCardsOf } from './gift-cards';

export interface PlacedCheckout {
  cart: ShoppingCart;
  details: CheckoutDetails;
  products: Map<string, ProductItem>;
  /** Null when there was nothing to pay. */
  payment: Pick<Payment, 'id' | 'testMode'> | null;
  provider: { name: string; testMode: boolean };
  locale: string;
  /** The subscription each subscription entry started, by entry id. */
  subscriptions: ReadonlyMap<string, OrderSubscription>;
}

function lineOf(entry: ShoppingCart['entries'][number], placed: PlacedCheckout): OrderLine {
  const product = placed.products.get(entry.itemId);
  const fields = product?.structuredContent.additionalFieldsForm?.fields;
  return {
    itemId: entry.itemId,
    sku: entry.sku,
    productName: entry.title,
    productType: entry.productType,
    quantity: entry.quantity,
    unitPrice: entry.purchasePriceCents,
    attributes: entry.chosenVariant.attributes,
    answers: labelledAnswers(entry.additionalFields, fields),
    billing: product ? billingWording(product, entry.subTotal, placed.cart.currencyCode as CurrencyCode, placed.locale) : null,
    subscription: placed.subscriptions.get(entry.id) ?? null,
    imageUrl: product ? entryProduct(product).imageUrl : null,
  };
}

/** The order a paid checkout becomes: everything the store needs to fulfil it, as it was bought. */
export function newOrder(placed: PlacedCheckout): NewOrder {
  const { cart, details, payment } = placed;
  return {
    id: crypto.randomUUID(),
    purchasedCartId: cart.id,
    testMode: payment?.testMode ?? placed.provider.testMode,
    websiteId: cart.websiteId,
    currencyCode: cart.currencyCode,
    created: Date.now(),
    items: cart.entries.map((entry) => lineOf(entry, placed)),
    subtotal: cart.subtotalCents,
    discountTotal: cart.discountCents,
    couponCode: cart.validCoupons[0]?.code ?? null,
    shippingTotal: cart.shippingCostCents,
    shippingOption: cart.selectedShippingOption && { id: cart.selectedShippingOption.id, name: cart.selectedShippingOption.name },
    taxTotal: cart.taxCents,
    taxLines: cart.applicableTaxRules,
    grandTotal: cart.grandTotalCents,
    customer: details.customer,
    shippingAddress: cart.requiresShipping ? details.address : null,
    billingAddress: (cart.requiresShipping && details.billingAddress) || null,
    giftCards: giftCardsOf(cart.entries, details.recipientEmail),
    payment: payment && { provider: placed.provider.name, reference: payment.id },
    refunded: 0,
    disputed: false,
  };
}
