import { z } from 'zod';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;

/** Body of POST /api/commerce/shopping-cart/entries (spec section 7). */
export const AddCartEntryRequestSchema = z.object({
  itemId: z.string().min(1).max(64),
  sku: z.string().min(1).max(64),
  // Kept loose here so that a non-numeric quantity gets its own message, not a generic 400.
  quantity: z.union([z.number(), z.string().max(32)]),
  additionalFields: z.string().max(16_384).default('null'),
});
export type AddCartEntryRequest = z.infer<typeof AddCartEntryRequestSchema>;

/** The requested quantity as a number; NaN when the visitor's text is not one. */
export function parseQuantity(quantity: number | string): number {
  if (typeof quantity === 'number') return quantity;
  return quantity.trim() === '' ? Number.NaN : Number(quantity);
}

export const CartEntrySchema = z.object({
  id: z.string(),
  itemId: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  chosenVariant: z.object({ sku: z.string(), attributes: z.record(z.string(), z.string()) }),
  additionalFields: z.string(),
  title: z.string(),
  purchasePriceCents: z.number().int(),
  subTotal: z.number().int(),
  productType: z.number().int(),
});
export type CartEntry = z.infer<typeof CartEntrySchema>;

// Shipping, tax and coupon records are flat JSON objects until checkout rules give them a shape.
const FlatRecordSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** The shopping cart of spec section 3; money in integer cents, totals default 0. */
export const ShoppingCartSchema = z.object({
  id: z.string(),
  websiteId: z.string(),
  orderId: z.string().nullable(),
  created: z.number(),
  isPurchased: z.boolean(),
  entries: z.array(CartEntrySchema),
  shippingOptions: z.array(FlatRecordSchema),
  selectedShippingOption: FlatRecordSchema.nullable(),
  shippingLocation: FlatRecordSchema.nullable(),
  applicableTaxRules: z.array(FlatRecordSchema),
  coupons: z.array(FlatRecordSchema),
  validCoupons: z.array(FlatRecordSchema),
  invalidCoupons: z.array(FlatRecordSchema),
  currencyCode: z.string(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  shippingCostCents: z.number().int(),
  discountCents: z.number().int(),
  grandTotalCents: z.number().int(),
  totalQuantity: z.number().int(),
  hasDigital: z.boolean(),
  purelyDigital: z.boolean(),
  requiresShipping: z.boolean(),
});
export type ShoppingCart = z.infer<typeof ShoppingCartSchema>;
