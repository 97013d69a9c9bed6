import { ProductType } from './product-type';

// Structural inputs: the template engine passes raw context JSON, the Worker parsed ProductContent;
// every field is optional so both fit.

/** Either money shape, or a legacy price as a bare number. */
type PriceLike = number | { readonly value?: string | null; readonly decimalValue?: string | null };

export interface VariantLike {
  readonly sku?: string | null;
  readonly attributes?: Readonly<Record<string, unknown>> | null;
  readonly qtyInStock?: number | null;
  readonly unlimited?: boolean | null;
  readonly onSale?: boolean | null;
  // Raw variants may still carry the legacy price fields next to the Money ones.
  readonly price?: PriceLike | null;
  readonly salePrice?: PriceLike | null;
  readonly priceMoney?: PriceLike | null;
  readonly salePriceMoney?: PriceLike | null;
}

export interface ProductLike<V extends VariantLike = VariantLike> {
  readonly productType?: number | null;
  readonly variants?: readonly V[] | null;
  /** Digital products only: they carry the sale flag on the item itself. */
  readonly onSale?: boolean | null;
}

function variantsOf<V extends VariantLike>(product: ProductLike<V>): readonly V[] {
  const { variants } = product;
  return Array.isArray(variants) ? variants : [];
}

function stockOf(variant: VariantLike): number {
  return Number(variant.qtyInStock) || 0;
}

/** Whether `quantity` units of this variant are available, judged by its own stock fields. */
export function isVariantInStock(variant: VariantLike, quantity = 1): boolean {
  return Boolean(variant.unlimited) || stockOf(variant) >= quantity;
}

/** Digital goods and gift cards are not stock-tracked; otherwise any unlimited variant makes it so. */
export function hasUnlimitedStock(product: ProductLike): boolean {
  const type = product.productType;
  if (type === ProductType.DIGITAL || type === ProductType.GIFT_CARD) return true;
  return variantsOf(product).some((variant) => Boolean(variant.unlimited));
}

/** Whether `quantity` units of `variant` of `product` can go into the cart. */
export function hasEnoughStock(product: ProductLike, variant: VariantLike, quantity: number): boolean {
  const type = product.productType;
  return type === ProductType.DIGITAL || type === ProductType.GIFT_CARD || isVariantInStock(variant, quantity);
}

export function isSoldOut(product: ProductLike): boolean {
  switch (product.productType) {
    case ProductType.DIGITAL:
    case ProductType.GIFT_CARD:
      return false;
    case ProductType.PHYSICAL:
    case ProductType.SERVICE:
      return !variantsOf(product).some((variant) => isVariantInStock(variant));
    default:
      // Types the store cannot sell (paywall, unknown) read as sold out, as in the reference engine.
      return true;
  }
}

export function isOnSale(product: ProductLike): boolean {
  switch (product.productType) {
    case ProductType.DIGITAL:
      return Boolean(product.onSale);
    case ProductType.PHYSICAL:
    case ProductType.SERVICE:
      return variantsOf(product).some((variant) => Boolean(variant.onSale));
    default:
      // Gift cards have no sale price to show, so a stray onSale flag must not put them on sale.
      return false;
  }
}

/** Units left across all variants; Infinity when stock is unlimited. */
export function totalStock(product: ProductLike): number {
  if (hasUnlimitedStock(product)) return Infinity;
  return variantsOf(product).reduce((total, variant) => total + stockOf(variant), 0);
}

/** The amount a price names; null when it names none (missing, or not a number). */
function amountOf(price: PriceLike | null | undefined): number | null {
  if (price == null) return null;
  const amount = typeof price === 'number' ? price : Number(price.decimalValue ?? price.value ?? 0);
  return Number.isNaN(amount) ? null : amount;
}

// What a shopper sees as the variant's price: the sale price only counts while on sale.
// Compared field by field, without building strings: product pages ask this for every product they show.
function samePriceShown(a: VariantLike, b: VariantLike): boolean {
  const onSale = Boolean(a.onSale);
  if (onSale !== Boolean(b.onSale)) return false;
  if (amountOf(a.price) !== amountOf(b.price) || amountOf(a.priceMoney) !== amountOf(b.priceMoney)) return false;
  return !onSale || (amountOf(a.salePrice) === amountOf(b.salePrice) && amountOf(a.salePriceMoney) === amountOf(b.salePriceMoney));
}

/** Whether the variants differ in sale state or price; digital products are priced on the item. */
export function hasVariedPrices(product: ProductLike): boolean {
  if (product.productType === ProductType.DIGITAL) return false;
  const variants = variantsOf(product);
  const first = variants[0];
  if (!first) return false;
  for (let i = 1; i < variants.length; i++) if (!samePriceShown(first, variants[i])) return true;
  return false;
}

/** Whether the shopper has a variant to choose: several variants, or options on the only one. */
export function hasVariants(product: ProductLike): boolean {
  if (product.productType === ProductType.DIGITAL) return false;
  const variants = variantsOf(product);
  return variants.length > 1 || variants.some((variant) => Object.keys(variant.attributes ?? {}).length > 0);
}

export function findVariantBySku<V extends VariantLike>(product: ProductLike<V>, sku: string): V | undefined {
  return variantsOf(product).find((variant) => variant.sku === sku);
}

/**
 * The units a scarcity message counts (spec section 3, merchandising): those
 * of the variants carrying every one of `attributes` (all variants when it
 * names none); null when one of them is unlimited, so nothing is scarce.
 */
export function scarcityCount(product: ProductLike, attributes: Readonly<Record<string, unknown>> | null | undefined): number | null {
  const wanted = Object.entries(attributes ?? {});
  const matching = variantsOf(product).filter((variant) => wanted.every(([name, value]) => variant.attributes?.[name] === value));
  if (hasUnlimitedStock({ productType: product.productType, variants: matching })) return null;
  return matching.reduce((total, variant) => total + stockOf(variant), 0);
}

/** 'Only {qtyInStock} left!' with the count in; a count of none (sold out or unlimited) shows no message. */
export function scarcityMessage(text: string, count: number | null): string | null {
  return count === null || count <= 0 ? null : text.replace(/\{qtyInStock\}/g, String(count));
}

/** What a shopper pays for the variant now: its sale price while on sale; null when it names no price. */
export function currentAmount(variant: VariantLike): number | null {
  return variant.onSale ? (amountOf(variant.salePriceMoney) ?? amountOf(variant.salePrice)) : (amountOf(variant.priceMoney) ?? amountOf(variant.price));
}

/**
 * The variant whose price a product's "from" price names: the cheapest one
 * in stock, or the cheapest of all when every one is sold out, so a shopper
 * is never shown a price that only a sold-out variant has. The first wins
 * ties; undefined without variants. Stock is read from the variants' own
 * fields, which the page and the client fill from the live stock.
 */
export function fromPriceVariant<V extends VariantLike>(product: ProductLike<V>): V | undefined {
  const variants = variantsOf(product);
  const inStock = variants.filter((variant) => hasEnoughStock(product, variant, 1));
  let cheapest: V | undefined;
  for (const variant of inStock.length > 0 ? inStock : variants) {
    const amount = currentAmount(variant);
    if (amount === null) continue;
    if (cheapest === undefined || amount < currentAmount(cheapest)!) cheapest = variant;
  }
  return cheapest;
}
