import * as z from 'zod';

/**
 * Merchandising context of one product (spec section 3). Pages publish it as
 * `productMerchandisingContext[itemId]`, where the restock and scarcity
 * formatters look it up.
 */
export const MerchandisingContextSchema = z.lazy(() => z.looseObject({
  restockNotificationViews: z.array(z.looseObject({ variantId: z.union([z.string(), z.number()]), hiddenByDefault: z.boolean().default(true) })).default([]),
  restockNotificationMessages: z
    .looseObject({
      buttonText: z.string().optional(),
      CTAText: z.string().optional(),
      placeholderText: z.string().optional(),
      mailingListDescription: z.string().optional(),
      /** What a visitor reads after signing up; 'Signed up!' when the store set nothing. */
      successText: z.string().optional(),
    })
    .optional(),
  mailingListSignUpEnabled: z.boolean().default(false),
  mailingListOptInByDefault: z.boolean().default(false),
  scarcityEnabled: z.boolean().default(false),
  scarcityTemplateViews: z.array(z.looseObject({ qtyInStock: z.number().int().min(0), attributes: z.record(z.string(), z.string()).default({}) })).default([]),
  scarcityText: z.string().optional(),
  scarcityShownByDefault: z.boolean().default(false),
  customSoldOutText: z.string().optional(),
  /** When a variant comes back from 0, its restock sign-ups are told at once; false leaves the sending to the account area. */
  restockNotificationAutoSendEnabled: z.boolean().default(true),
}));
export type MerchandisingContext = z.infer<typeof MerchandisingContextSchema>;
