import { hasEnoughStock, type VariantLike } from '../../schemas/commerce/availability';
import type { MoneyFields } from '../../schemas/commerce/money-cents';

export interface ChoosableVariant extends VariantLike {
  readonly sku: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly priceMoney?: MoneyFields;
  readonly salePriceMoney?: MoneyFields;
}

/** What the shopper's choices amount to: nothing yet, a variant, or a combination the store does not sell. */
export type Choice = { kind: 'incomplete' } | { kind: 'unavailable' } | { kind: 'variant'; variant: ChoosableVariant; inStock: boolean };

export function chooseVariant(
  productType: number,
  variants: readonly ChoosableVariant[],
  options: readonly string[],
  chosen: Readonly<Record<string, string>>,
): Choice {
  if (options.some((option) => !chosen[option])) return { kind: 'incomplete' };
  const variant = variants.find((candidate) => options.every((option) => candidate.attributes[option] === chosen[option]));
  if (!variant) return { kind: 'unavailable' };
  return { kind: 'variant', variant, inStock: hasEnoughStock({ productType }, variant, 1) };
}
