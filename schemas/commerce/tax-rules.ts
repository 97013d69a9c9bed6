import * as z from 'zod';
import { ADDRESS_COUNTRIES } from '../address/address';

/** Rates have at most three decimals (8.875 %), so they are exact in thousandths of a percent. */
const RatePercent = z
  .number()
  .min(0)
  .max(100)
  .refine((rate) => Math.abs(rate * 1000 - Math.round(rate * 1000)) < 1e-6, { message: 'must have at most three decimals' });

/**
 * A tax rule of the store settings: a rate for a country, or for one region of
 * it (a state's sales tax beside a country's). Every rule that matches the
 * shipping address applies. Inclusive rules are already in the prices.
 */
export const TaxRuleSchema = z.lazy(() => z.object({
  name: z.string().min(1).max(100),
  country: z.string().refine((code) => Object.hasOwn(ADDRESS_COUNTRIES, code), {
    message: `must be one of ${Object.keys(ADDRESS_COUNTRIES).join(', ')}`,
  }),
  /** A region code where the country lists them ('NY'), else the region's name. */
  region: z.string().min(1).max(100).optional(),
  ratePercent: RatePercent,
  inclusive: z.boolean().default(false),
  /** Whether shipping is taxed too. */
  taxShipping: z.boolean().default(false),
}));
export type TaxRule = z.infer<typeof TaxRuleSchema>;

/** A rule that applies to the cart, with what it comes to (spec section 3 `applicableTaxRules`). */
export const AppliedTaxSchema = z.lazy(() => z.object({
  name: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  ratePercent: z.number(),
  inclusive: z.boolean(),
  amountCents: z.number().int(),
}));
export type AppliedTax = z.infer<typeof AppliedTaxSchema>;
