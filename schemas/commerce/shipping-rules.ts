import * as z from 'zod';
import { ADDRESS_COUNTRIES } from '../address/address';

const Cents = z.number().int().min(0);

/** A country the checkout can address, or '*' for every country no other rule names. */
export const ShippingCountrySchema = z.string().refine((code) => code === '*' || Object.hasOwn(ADDRESS_COUNTRIES, code), {
  message: `must be '*' or one of ${Object.keys(ADDRESS_COUNTRIES).join(', ')}`,
});

const RuleFields = {
  id: z.string().min(1).max(64),
  /** What the shopper chooses by, e.g. 'Standard' or 'Free shipping'. */
  name: z.string().min(1).max(100),
  /** The zone: countries this option ships to. */
  countries: z.array(ShippingCountrySchema).min(1),
};

/**
 * A shipping option of the store settings, priced in integer minor units of
 * the store currency: a flat rate, a base plus a rate per started kilogram,
 * or free once the order's subtotal (after discounts) reaches a minimum.
 */
export const ShippingRuleSchema = z.lazy(() => z.discriminatedUnion('type', [
  z.object({ ...RuleFields, type: z.literal('flat'), amountCents: Cents }),
  z.object({ ...RuleFields, type: z.literal('weight'), baseCents: Cents, perKgCents: Cents }),
  z.object({ ...RuleFields, type: z.literal('free'), minimumSubtotalCents: Cents }),
]));
export type ShippingRule = z.infer<typeof ShippingRuleSchema>;

/** One shipping option as the cart offers it (spec section 3 `shippingOptions`). */
export const ShippingOptionSchema = z.lazy(() => z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['flat', 'weight', 'free']),
  amountCents: z.number().int(),
}));
export type ShippingOption = z.infer<typeof ShippingOptionSchema>;

/** Where the cart ships to (spec section 3 `shippingLocation`). */
export const ShippingLocationSchema = z.lazy(() => z.object({
  country: z.string(),
  region: z.string(),
  city: z.string(),
  postalCode: z.string(),
}));
export type ShippingLocation = z.infer<typeof ShippingLocationSchema>;

/** A variant's shipping weight as the platform writes it. */
export const ShippingWeightSchema = z.lazy(() => z.looseObject({
  value: z.number().min(0),
  unit: z.enum(['GRAM', 'KILOGRAM', 'OUNCE', 'POUND']).default('KILOGRAM'),
}));
export type ShippingWeight = z.infer<typeof ShippingWeightSchema>;

const GRAMS_PER_UNIT: Readonly<Record<ShippingWeight['unit'], number>> = { GRAM: 1, KILOGRAM: 1000, OUNCE: 28.349523125, POUND: 453.59237 };

/** Whole grams, the unit carts add weights in. */
export function weightInGrams(weight: ShippingWeight | undefined): number {
  return weight ? Math.round(weight.value * GRAMS_PER_UNIT[weight.unit]) : 0;
}
