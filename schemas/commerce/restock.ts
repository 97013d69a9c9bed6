import * as z from 'zod';
import { IdSchema } from '../site/ids';

/**
 * A visitor's restock sign-up (spec sections 3 and 7). The variant is named by
 * its sku, as the restock form's `data-variant-id` names it. The email is
 * checked by `restockEmailError` rather than here, so the visitor gets the
 * spec's words instead of a generic refusal.
 */
export const RestockSignUpRequestSchema = z.lazy(() => z.object({
  productId: IdSchema,
  variantId: z.union([IdSchema, z.number().int()]).transform(String),
  siteVisitorEmail: z.string().max(1024).transform((email) => email.trim()),
  isJoinMailingList: z.boolean().default(false),
  /** The captcha token (spec section 7 names it for the enterprise provider; any provider's token travels in it). */
  recaptchaEnterpriseV3Token: z.string().max(4096).optional(),
}));
export type RestockSignUpRequest = z.infer<typeof RestockSignUpRequestSchema>;
