import { z } from 'zod';
import { MoneySchema } from './money';

import { ProductType } from './product-type';

export { ProductType };
export const ProductTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type ProductTypeCode = z.infer<typeof ProductTypeSchema>;

const StockCount = z.number().int().min(0);

export const VariantSchema = z.looseObject({
  sku: z.string().min(1),
  attributes: z.record(z.string(), z.string()).default({}),
  priceMoney: MoneySchema.optional(),
  salePriceMoney: MoneySchema.optional(),
  onSale: z.boolean().default(false),
  qtyInStock: StockCount.default(0),
  unlimited: z.boolean().default(false),
});
export type Variant = z.infer<typeof VariantSchema>;

export const SubscriptionPlanSchema = z.looseObject({
  billingPeriod: z.looseObject({ value: z.number().int().positive(), unit: z.enum(['WEEK', 'MONTH', 'YEAR']) }),
  numBillingCycles: z.number().int().min(0).default(0),
});

export const ProductContentSchema = z.looseObject({
  productType: ProductTypeSchema,
  variants: z.array(VariantSchema).default([]),
  variantOptionOrdering: z.array(z.string()).default([]),
  isSubscribable: z.boolean().default(false),
  subscriptionPlan: SubscriptionPlanSchema.optional(),
  useCustomAddButtonText: z.boolean().default(false),
  customAddButtonText: z.string().optional(),
  // Digital products carry price, sale price and onSale on the item itself.
  priceMoney: MoneySchema.optional(),
  salePriceMoney: MoneySchema.optional(),
  onSale: z.boolean().default(false),
});
export type ProductContent = z.infer<typeof ProductContentSchema>;

export const ProductItemSchema = z.looseObject({
  id: z.string().min(1),
  collectionId: z.string().min(1),
  recordType: z.literal(11).default(11),
  title: z.string(),
  urlId: z.string().min(1),
  excerpt: z.string().default(''),
  starred: z.boolean().default(false),
  structuredContent: ProductContentSchema,
});
export type ProductItem = z.infer<typeof ProductItemSchema>;
