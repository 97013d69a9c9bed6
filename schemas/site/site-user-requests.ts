import * as z from 'zod';
import { IdSchema as Id } from './ids';
import { WEBSITE_ROLES } from './site-users';

/** A variant is named by its sku, as the restock form's `data-variant-id` names it. */
const VariantId = z.union([Id, z.number().int()]).transform(String);

/** `POST /api/site-users/sign-in`. The address is checked by the shared email rule, so the visitor reads the spec's words. */
export const SignInRequestSchema = z.lazy(() => z.object({
  email: z.string().max(1024).transform((email) => email.trim()),
  /** Where the link leads back to: a path of this site, never another origin. */
  returnTo: z
    .string()
    .max(512)
    .regex(/^\/(?![/\\])[^\s]*$/)
    .optional(),
}));

/** A language tag as a translation widget names it (`fr`, `pt-BR`). */
const LanguageTag = z.string().regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/);

/** Spec sections 3 and 7: the signed-in user's own sign-up. */
export const AccountRestockSignUpSchema = z.lazy(() => z.object({
  productId: Id,
  variantId: VariantId,
  language: LanguageTag.optional(),
}));

export const ProductVariantSchema = z.lazy(() => z.object({ productId: Id, variantId: VariantId }));
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

/** Send-all request (spec section 3): at most a page of groups at a time. */
export const SendAllRequestSchema = z.lazy(() => z.object({ sendRequests: z.array(ProductVariantSchema).min(1).max(100) }));

/** Opaque page cursors are base64url text. */
const Cursor = z.string().regex(/^[A-Za-z0-9_-]{1,400}$/);

/** The most groups or sign-ups a page holds, and how many it holds unless the caller asks for fewer. */
export const RESTOCK_PAGE_SIZE = 50;
/** `pageSize`: a whole number from 1 to RESTOCK_PAGE_SIZE, written in digits. */
const PageSize = z.string().regex(/^\d{1,4}$/).transform(Number).pipe(z.number().int().min(1).max(RESTOCK_PAGE_SIZE)).default(RESTOCK_PAGE_SIZE);

export const GroupsQuerySchema = z.lazy(() => z.object({ cursor: Cursor.optional(), pageSize: PageSize }));
/** Sign-ups of one product, of one of its variants when named. */
export const SignUpsQuerySchema = z.lazy(() => z.object({ productId: Id, variantId: Id.optional(), cursor: Cursor.optional(), pageSize: PageSize }));

const MAX_STOCK = 1_000_000_000;

/**
 * `PUT /api/owner/inventory/{itemId}`: set a variant's count, switch it to
 * unlimited (or back), or add to or take from the count; exactly one of the three.
 */
export const InventoryUpdateSchema = z.lazy(() => z
  .object({
    sku: Id,
    qtyInStock: z.number().int().min(0).max(MAX_STOCK).optional(),
    unlimited: z.boolean().optional(),
    adjustBy: z.number().int().min(-MAX_STOCK).max(MAX_STOCK).optional(),
  })
  .refine((update) => [update.qtyInStock, update.unlimited, update.adjustBy].filter((field) => field !== undefined).length === 1));
export type InventoryUpdate = z.infer<typeof InventoryUpdateSchema>;

/**
 * `siteUsers` of site.json: the owner's address (admin) and the staff with
 * their website roles. Published apart from the settings pages show.
 */
export const SiteUsersFileSchema = z.lazy(() => z.object({
  owner: z.email().max(256).optional(),
  staff: z.array(z.object({ email: z.email().max(256), roles: z.array(z.enum(WEBSITE_ROLES)).min(1) })).default([]),
}));
export type SiteUsersFile = z.infer<typeof SiteUsersFileSchema>;
