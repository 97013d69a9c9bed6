import { ProductType, sumCents, type CartEntry, type CurrencyCode, type ShoppingCart } from '../../schemas';

/** What the cart Durable Object stores about itself besides its entries. */
export interface CartRecord {
  id: string;
  websiteId: string;
  currencyCode: CurrencyCode;
  created: number;
  isPurchased: boolean;
  orderId: string | null;
}

const isDigital = (entry: CartEntry) =>
  entry.productType === ProductType.DIGITAL || entry.productType === ProductType.GIFT_CARD;

/** The full cart of spec section 3, with every total recomputed from the entries. */
export function buildShoppingCart(record: CartRecord, entries: CartEntry[]): ShoppingCart {
  const subtotalCents = sumCents(entries.map((entry) => entry.subTotal), record.currencyCode);
  const hasDigital = entries.some(isDigital);
  const purelyDigital = entries.length > 0 && entries.every(isDigital);
  const requiresShipping = entries.some((entry) => entry.productType === ProductType.PHYSICAL);
  const taxCents = 0;
  const shippingCostCents = 0;
  const discountCents = 0;
  return {
    ...record,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: sumCents([subtotalCents, taxCents, shippingCostCents, -discountCents], record.currencyCode),
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital,
    purelyDigital,
    requiresShipping,
  };
}

/** The cart as `calculateSubtotal=false` asks for it: entries and counts only, money totals at their default 0. */
export function withoutMoneyTotals(cart: ShoppingCart): ShoppingCart {
  return { ...cart, subtotalCents: 0, taxCents: 0, shippingCostCents: 0, discountCents: 0, grandTotalCents: 0 };
}
