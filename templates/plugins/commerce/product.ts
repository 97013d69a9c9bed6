// The product as template data carries it: an item whose structuredContent
// holds the commerce fields (spec section 3). Raw JSON, so the type code may
// be written as text ("1") and variants may be anything; this view is what
// the shared availability rules (schemas/availability.ts) are asked about.
import type { ProductLike, VariantLike } from '../../../schemas/availability';
import { ProductType } from '../../../schemas/product-type';
import { child } from '../../values';
import { isRecord } from './context';

export interface Product extends ProductLike<Variant> {
  readonly productType: number;
  readonly variants: readonly Variant[];
  /** The item's structuredContent, for the fields the rules do not cover. */
  readonly content: Readonly<Record<string, unknown>>;
}

export type Variant = VariantLike & Readonly<Record<string, unknown>>;

const NO_VARIANTS: readonly Variant[] = [];

export function productOf(item: unknown): Product | undefined {
  const content = child(item, 'structuredContent');
  if (!isRecord(content)) return undefined;
  const variants = Array.isArray(content.variants) ? content.variants : NO_VARIANTS;
  return {
    productType: Number(content.productType),
    // Only objects can be variants; the common all-objects case keeps the array as is.
    variants: variants.every(isRecord) ? (variants as Variant[]) : (variants.filter(isRecord) as Variant[]),
    onSale: content.onSale === true,
    content,
  };
}

/** Physical, digital, service and gift card are the types the store sells. */
export function isSellable(product: Product): boolean {
  const type = product.productType;
  return type === ProductType.PHYSICAL || type === ProductType.DIGITAL || type === ProductType.SERVICE || type === ProductType.GIFT_CARD;
}

/** The platform writes the flag as a boolean or as the text "true". */
export function isSubscribable(product: Product): boolean {
  const flag = product.content.isSubscribable;
  return flag === true || flag === 'true';
}
