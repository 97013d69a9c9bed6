// Which prices a product shows (spec section 4 and the price fragments):
// a variant costs its sale price while on sale; digital products are priced
// on the item. Amounts come back in integer minor units.
import { hasVariedPrices, isOnSale } from '../../../schemas/availability';
import { ProductType } from '../../../schemas/product-type';
import { priceAmount } from './money';
import type { Amount } from './money';
import { isSellable } from './product';
import type { Product } from './product';

type Priced = Readonly<Record<string, unknown>>;

const regularPrice = (p: Priced) => priceAmount(p.priceMoney, p.price);
const salePrice = (p: Priced) => priceAmount(p.salePriceMoney, p.salePrice);
/** What a shopper pays now. */
const currentPrice = (p: Priced) => (p.onSale === true ? salePrice(p) : regularPrice(p));

function extreme(amounts: readonly (Amount | undefined)[], pick: (a: number, b: number) => boolean): Amount | undefined {
  let best: Amount | undefined;
  for (const amount of amounts) if (amount && (!best || pick(amount.cents, best.cents))) best = amount;
  return best;
}

const lowest = (amounts: readonly (Amount | undefined)[]) => extreme(amounts, (a, b) => a < b);
const highest = (amounts: readonly (Amount | undefined)[]) => extreme(amounts, (a, b) => a > b);

const isDigital = (product: Product) => product.productType === ProductType.DIGITAL;

/** The lowest price a shopper can pay now (from-price). */
export function fromPrice(product: Product): Amount | undefined {
  if (!isSellable(product)) return undefined;
  if (isDigital(product)) return currentPrice(product.content);
  return lowest(product.variants.map(currentPrice));
}

/** The highest regular price (normal-price). */
export function normalPrice(product: Product): Amount | undefined {
  if (!isSellable(product)) return undefined;
  if (isDigital(product)) return regularPrice(product.content);
  return highest(product.variants.map(regularPrice));
}

/** The lowest sale price of what is on sale (sale-price). */
export function lowestSalePrice(product: Product): Amount | undefined {
  if (!isSellable(product) || !isOnSale(product)) return undefined;
  if (isDigital(product)) return salePrice(product.content);
  return lowest(product.variants.filter((variant) => variant.onSale === true).map(salePrice));
}

export type PriceShown =
  | { readonly kind: 'single'; readonly price: Amount }
  | { readonly kind: 'from'; readonly price: Amount }
  | { readonly kind: 'sale'; readonly price: Amount; readonly original: Amount };

function shown(priced: Priced): PriceShown | undefined {
  const regular = regularPrice(priced);
  if (priced.onSale !== true) return regular && { kind: 'single', price: regular };
  const sale = salePrice(priced);
  return sale && regular && { kind: 'sale', price: sale, original: regular };
}

/** How product-price shows the product: one price, 'from' the lowest, or a sale. */
export function priceShown(product: Product): PriceShown | undefined {
  if (!isSellable(product)) return undefined;
  if (isDigital(product)) return shown(product.content);
  if (hasVariedPrices(product)) {
    const price = fromPrice(product);
    return price && { kind: 'from', price };
  }
  return product.variants.length ? shown(product.variants[0]) : undefined;
}

/**
 * How subscription-price shows the product: each variant is sold at its
 * first pricing option (the option the product page preselects).
 */
export function subscriptionPriceShown(product: Product): PriceShown | undefined {
  const options: Priced[] = [];
  for (const variant of product.variants) {
    const first = Array.isArray(variant.pricingOptions) ? variant.pricingOptions[0] : undefined;
    if (typeof first === 'object' && first !== null) options.push(first as Priced);
  }
  const prices = options.map(currentPrice);
  const price = lowest(prices);
  if (!price) return undefined;
  if (prices.some((p) => p?.cents !== price.cents)) return { kind: 'from', price };
  return shown(options[0]);
}
