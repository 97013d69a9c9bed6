import * as z from 'zod';
import { IdSchema, SkuSchema } from '../site/ids';
import { CartCouponSchema, InvalidCouponSchema, ValidCouponSchema } from './coupons';
import { ShippingLocationSchema, ShippingOptionSchema } from './shipping-rules';
import { AppliedTaxSchema } from './tax-rules';

const ItemId = IdSchema;
// Empty when the shopper chose no variant: the rules then report the options to select.
const Sku = SkuSchema.default('');

/** Custom-form answers travel as a JSON string (spec section 3), so it must parse as JSON. */
const AdditionalFields = z
  .string()
  .max(16_384)
  .refine((text) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }, 'must be a JSON string');

// Kept loose so that a non-numeric quantity gets its own message, not a generic 400.
const RequestedQuantity = z.union([z.number(), z.string().max(32)]);

/** Which value the shopper chose for each option; lets the Worker name the options still unselected. */
const ChosenAttributes = z.record(z.string().max(64), z.string().max(128)).refine((map) => Object.keys(map).length <= 16);

/** Body of POST /api/commerce/shopping-cart/entries (spec section 7). */
export const AddCartEntryRequestSchema = z.lazy(() => z.object({
  itemId: ItemId,
  sku: Sku,
  quantity: RequestedQuantity,
  additionalFields: AdditionalFields.default('null'),
  chosenAttributes: ChosenAttributes.optional(),
}));
export type AddCartEntryRequest = z.infer<typeof AddCartEntryRequestSchema>;

/** Body of PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields. */
export const UpdateAdditionalFieldsRequestSchema = z.lazy(() => z.object({
  itemId: ItemId,
  sku: IdSchema,
  additionalFields: AdditionalFields,
}));

/** Body of PUT /api/commerce/shopping-cart/entries/{entryId}/quantity. */
export const UpdateQuantityRequestSchema = z.lazy(() => z.object({ quantity: RequestedQuantity }));

/** Body of POST /api/3/commerce/cart/subscription: `qty` or `quantity`, whichever the caller sends. */
export const SubscriptionRequestSchema = z.lazy(() => z
  .object({
    itemId: ItemId,
    sku: Sku,
    qty: RequestedQuantity.optional(),
    quantity: RequestedQuantity.optional(),
    additionalFields: AdditionalFields.default('null'),
    subscriptionOptionId: IdSchema.optional(),
    chosenAttributes: ChosenAttributes.optional(),
  })
  .transform(({ qty, quantity, ...rest }) => ({ ...rest, quantity: quantity ?? qty ?? 1 })));
export type SubscriptionRequest = z.output<typeof SubscriptionRequestSchema>;

/** Query of GET /api/commerce/shopping-cart (spec section 7). */
export const CartQuerySchema = z.lazy(() => z.object({
  // A preview cart for pages rendered without a visitor (the editor): empty, and no cookie is read.
  mock: z.enum(['true', 'false']).optional(),
  // A cache-buster; the cart is never cached, so its value does not matter.
  timecode: z.string().regex(/^\d{1,20}$/).optional(),
  calculateSubtotal: z.enum(['true', 'false']).optional(),
}));

/** One line of GET /api/commerce/inventory/stock/. */
export interface StockLevel {
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

export const CartEntrySchema = z.lazy(() => z.object({
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
}));
export type CartEntry = z.infer<typeof CartEntrySchema>;

/** The shopping cart of spec section 3; money in integer cents, totals default 0. */
export const ShoppingCartSchema = z.lazy(() => z.object({
  id: z.string(),
  websiteId: z.string(),
  orderId: z.string().nullable(),
  created: z.number(),
  isPurchased: z.boolean(),
  entries: z.array(CartEntrySchema),
  shippingOptions: z.array(ShippingOptionSchema),
  selectedShippingOption: ShippingOptionSchema.nullable(),
  shippingLocation: ShippingLocationSchema.nullable(),
  applicableTaxRules: z.array(AppliedTaxSchema),
  coupons: z.array(CartCouponSchema),
  validCoupons: z.array(ValidCouponSchema),
  invalidCoupons: z.array(InvalidCouponSchema),
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
}));
export type ShoppingCart = z.infer<typeof ShoppingCartSchema>;
