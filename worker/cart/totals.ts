import {
  addressLayout,
  ProductType,
  subtractCents,
  sumCents,
  type CartEntry,
  type CheckoutDetails,
  type Coupon,
  type CurrencyCode,
  type ShippingLocation,
  type ShippingRule,
  type ShoppingCart,
  type TaxRule,
} from '../../schemas';
import { applyCoupon } from './coupons';
import { defaultCountry, selectedOption, shippingOptions } from './shipping';
import { applicableTaxes } from './tax';

/** What the cart Durable Object stores about itself besides its entries. */
export interface CartRecord {
  id: string;
  websiteId: string;
  currencyCode: CurrencyCode;
  created: number;
  isPurchased: boolean;
  orderId: string | null;
}

/** The store settings a cart is priced by. */
export interface StoreRules {
  shippingRules: ShippingRule[];
  taxRules: TaxRule[];
  /** The site's language, which money in the cart's refusals is written in; absent in rules kept before it. */
  language?: string;
}

/** Everything besides the entries that the money totals depend on. */
export interface CartPricing {
  rules: StoreRules;
  details: CheckoutDetails | null;
  /** The store's coupon by the entered code; null when there is none (or no code). */
  coupon: Coupon | null;
  /** All physical units together. */
  weightGrams: number;
  now: number;
}

const NO_PRICING: CartPricing = { rules: { shippingRules: [], taxRules: [] }, details: null, coupon: null, weightGrams: 0, now: 0 };

const isDigital = (entry: CartEntry) => entry.productType === ProductType.DIGITAL || entry.productType === ProductType.GIFT_CARD;
const isGiftCard = (entry: CartEntry) => entry.productType === ProductType.GIFT_CARD;

/**
 * Where a cart that ships goes: the shopper's address once a country is
 * chosen, until then the store's first shipping country, so that shipping and
 * tax are estimated from the start.
 */
function locationOf(details: CheckoutDetails | null, rules: StoreRules): ShippingLocation | null {
  const address = details?.address;
  if (!address?.country) {
    const country = defaultCountry(rules.shippingRules);
    return rules.shippingRules.length > 0 ? { country, region: '', city: '', postalCode: '' } : null;
  }
  if (!addressLayout(address.country)) return null;
  return { country: address.country, region: address.region, city: address.city, postalCode: address.postcode };
}

/**
 * The full cart of spec section 3, every total recomputed from the entries:
 * the coupon comes off the merchandise, free shipping is judged on what is
 * left, and taxes apply to that plus, where a rule says so, the shipping.
 */
export function buildShoppingCart(record: CartRecord, entries: CartEntry[], pricing: CartPricing = NO_PRICING): ShoppingCart {
  const currency = record.currencyCode;
  const subtotalCents = sumCents(entries.map((entry) => entry.subTotal), currency);
  const discountableCents = sumCents(entries.filter((entry) => !isGiftCard(entry)).map((entry) => entry.subTotal), currency);
  const requiresShipping = entries.some((entry) => entry.productType === ProductType.PHYSICAL);

  const code = pricing.details?.couponCode ?? '';
  const money = { currency, locale: pricing.rules.language ?? 'en-US' };
  const coupon = code === '' ? null : applyCoupon(code, pricing.coupon, { subtotalCents, discountableCents, now: pricing.now }, money);
  const discountCents = coupon?.discountCents ?? 0;
  const merchandiseCents = subtractCents(discountableCents, discountCents, currency);

  const location = requiresShipping ? locationOf(pricing.details, pricing.rules) : null;
  const options = location
    ? shippingOptions(pricing.rules.shippingRules, location.country, { weightGrams: pricing.weightGrams, merchandiseCents }, currency)
    : [];
  const selected = selectedOption(options, pricing.details?.shippingOptionId ?? '');
  const shippingCostCents = selected?.amountCents ?? 0;

  const taxes = location ? applicableTaxes(pricing.rules.taxRules, location, { goodsCents: merchandiseCents, shippingCents: shippingCostCents }, currency) : [];
  const taxCents = sumCents(taxes.filter((tax) => !tax.inclusive).map((tax) => tax.amountCents), currency);

  return {
    ...record,
    entries,
    shippingOptions: options,
    selectedShippingOption: selected,
    shippingLocation: location,
    applicableTaxRules: taxes,
    coupons: code === '' ? [] : [{ code }],
    validCoupons: coupon && 'valid' in coupon ? [coupon.valid] : [],
    invalidCoupons: coupon && 'invalid' in coupon ? [coupon.invalid] : [],
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: sumCents([subtotalCents, -discountCents, shippingCostCents, taxCents], currency),
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital: entries.some(isDigital),
    purelyDigital: entries.length > 0 && entries.every(isDigital),
    requiresShipping,
  };
}

/** The cart as `calculateSubtotal=false` asks for it: entries and counts only, money totals at their default 0. */
export function withoutMoneyTotals(cart: ShoppingCart): ShoppingCart {
  return { ...cart, subtotalCents: 0, taxCents: 0, shippingCostCents: 0, discountCents: 0, grandTotalCents: 0 };
}
