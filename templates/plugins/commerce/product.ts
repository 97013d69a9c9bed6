// The product rules of the template language (reference §4.12): which
// prices, sale and stock state an item's structuredContent gives. Raw JSON,
// so the type code may be text ("1") and variants may be anything. Sale and
// stock state are the storefront's own rules (schemas/commerce/availability.ts);
// prices, varied prices and variant counts are read as the reference does.
import { fromPriceVariant, hasVariedPrices as variesInPrice, isOnSale as onSale, isSoldOut as soldOut } from '../../../schemas/commerce/availability';
import type { ProductLike, VariantLike } from '../../../schemas/commerce/availability';
import { showsQuantityInput } from '../../../schemas/commerce/add-to-cart-rules';
import { ProductType } from '../../../schemas/commerce/product-type';
import { rememberLast } from '../../execution-memo';
import { child, isObject, jsonEqual, toNumber, toText, truthy } from '../../values';

export { ProductType };

const NO_VARIANTS: readonly Record<string, unknown>[] = [];

export const contentOf = (item: unknown) => child(item, 'structuredContent');
export const productType = (item: unknown) => toNumber(child(contentOf(item), 'productType'));

// A product's variants, its rule view and its lowest price are each asked
// for by most of its fragments in turn (status, price, buttons, selectors):
// each is worked out once per product while an execution runs.

/** The variants that are objects. */
export const variantsOf = rememberLast((item: unknown): readonly Record<string, unknown>[] => {
  const variants = child(contentOf(item), 'variants');
  if (!Array.isArray(variants)) return NO_VARIANTS;
  return variants.every(isObject) ? (variants as Record<string, unknown>[]) : variants.filter(isObject);
});

/** Read only: it is shared by the fragments of one product. */
const productLike = rememberLast(
  (item: unknown): Readonly<ProductLike<VariantLike>> => ({
    productType: productType(item),
    variants: variantsOf(item) as readonly VariantLike[],
    onSale: truthy(child(contentOf(item), 'onSale')),
  }),
);

export const isOnSale = (item: unknown) => onSale(productLike(item));
export const isSoldOut = (item: unknown) => soldOut(productLike(item));
/** Whether the variants' prices differ, by their money as well as the legacy fields (the storefront's rule). */
export const pricesVary = (item: unknown) => variesInPrice(productLike(item));
/** Whether the product page offers a quantity input (spec section 5; the rule lives in schemas/add-to-cart-rules). */
export const showsQuantity = (item: unknown, servicesMultiple: boolean) =>
  showsQuantityInput({ ...productLike(item), subscribable: isSubscribable(item) }, servicesMultiple);

const isPhysicalOrService = (type: number) => type === ProductType.PHYSICAL || type === ProductType.SERVICE;
const sellsVariants = (type: number) => isPhysicalOrService(type) || type === ProductType.GIFT_CARD;

/** Not digital, and more than one variant. */
export function hasVariants(item: unknown): boolean {
  const variants = child(contentOf(item), 'variants');
  return productType(item) !== ProductType.DIGITAL && Array.isArray(variants) && variants.length > 1;
}

/** Variants differ from the first in sale state, in sale price while on sale, or in the legacy `price`. */
export function hasVariedPrices(item: unknown): boolean {
  if (!sellsVariants(productType(item))) return false;
  const variants = variantsOf(item);
  const first = variants[0];
  if (!first) return false;
  for (let i = 1; i < variants.length; i++) {
    const v = variants[i];
    if (!jsonEqual(v.onSale, first.onSale) || (truthy(first.onSale) && !jsonEqual(v.salePrice, first.salePrice)) || !jsonEqual(v.price, first.price)) return true;
  }
  return false;
}

/** A money node as the rules read it: amount text and currency; a missing node is 0 USD. */
export interface Money {
  /** The exact decimal text, as written (`12.50`); `0` when missing or unreadable. */
  readonly amount: string;
  readonly currency: string;
  readonly value: number;
}

const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
export const ZERO: Money = Object.freeze({ amount: '0', currency: 'USD', value: 0 });

export function moneyOf(node: unknown): Money {
  if (node === undefined || node === null) return ZERO;
  const raw = child(node, 'value');
  const text = (typeof raw === 'number' ? String(raw) : toText(raw)).trim();
  const currency = toText(child(node, 'currency')) || 'USD';
  if (!DECIMAL.test(text)) return { amount: '0', currency, value: 0 };
  return { amount: text, currency, value: Number(text) };
}

/** What a shopper pays for a variant now. */
export const currentPrice = (variant: unknown) => moneyOf(child(variant, truthy(child(variant, 'onSale')) ? 'salePriceMoney' : 'priceMoney'));
const regularPrice = (variant: unknown) => moneyOf(child(variant, 'priceMoney'));
const salePriceOf = (variant: unknown) => moneyOf(child(variant, 'salePriceMoney'));

/** The first of the smallest (or largest) price of the variants, read one at a time rather than listed first. */
function extreme(variants: readonly unknown[], price: (variant: unknown) => Money, larger: boolean): Money {
  if (variants.length === 0) return ZERO;
  let best = price(variants[0]);
  for (let i = 1; i < variants.length; i++) {
    const each = price(variants[i]);
    if (larger ? each.value > best.value : each.value < best.value) best = each;
  }
  return best;
}

/** The lowest current price (from-price, the from-price text). */
export const lowestPrice = rememberLast((item: unknown): Money => {
  const type = productType(item);
  if (type === ProductType.DIGITAL) return moneyOf(child(contentOf(item), 'priceMoney'));
  return sellsVariants(type) ? extreme(variantsOf(item), currentPrice, false) : ZERO;
});

/** The price the storefront's "from" names: the lowest current price among the variants in stock (all when none is). */
export function lowestInStockPrice(item: unknown): Money {
  const variant = fromPriceVariant(productLike(item));
  return variant ? currentPrice(variant) : ZERO;
}

/** The highest regular price (normal-price). */
export function highestPrice(item: unknown): Money {
  const type = productType(item);
  if (type === ProductType.DIGITAL) return moneyOf(child(contentOf(item), 'priceMoney'));
  return sellsVariants(type) ? extreme(variantsOf(item), regularPrice, true) : ZERO;
}

/** The lowest sale price among variants on sale (sale-price). */
export function salePrice(item: unknown): Money {
  const type = productType(item);
  if (type === ProductType.DIGITAL) return moneyOf(child(contentOf(item), 'salePriceMoney'));
  if (!isPhysicalOrService(type)) return ZERO;
  return extreme(variantsOf(item).filter((v) => truthy(v.onSale)), salePriceOf, false);
}

/** The platform writes the flag as a boolean or as the text "true". */
export const isSubscribable = (item: unknown) => truthy(child(contentOf(item), 'isSubscribable'));
