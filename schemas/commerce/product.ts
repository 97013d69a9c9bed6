import * as z from 'zod';
import { FormDefinitionSchema } from '../forms/form';
import { ImageAssetSchema } from '../site/image';
import { MerchandisingContextSchema } from './merchandising';
import { MoneySchema } from './money';
import { ProductType } from './product-type';
import { ReviewSchema, ReviewSummarySchema } from './reviews';
import { ShippingWeightSchema } from './shipping-rules';
import { RecordType } from '../site/content-types';

export { ProductType };
export const ProductTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type ProductTypeCode = z.infer<typeof ProductTypeSchema>;

const StockCount = z.number().int().min(0);
/** The legacy price fields: cents as a bare number, or a money value. */
const LegacyPrice = z.union([z.number(), MoneySchema]);

export const VariantSchema = z.lazy(() => z.looseObject({
  sku: z.string().min(1),
  attributes: z.record(z.string(), z.string()).default({}),
  price: LegacyPrice.optional(),
  salePrice: LegacyPrice.optional(),
  priceMoney: MoneySchema.optional(),
  salePriceMoney: MoneySchema.optional(),
  onSale: z.boolean().default(false),
  qtyInStock: StockCount.default(0),
  unlimited: z.boolean().default(false),
  pricingOptions: z.array(z.looseObject({})).optional(),
  optionValues: z.array(z.looseObject({ value: z.string() })).optional(),
  /** What weight-based shipping charges by. */
  shippingWeight: ShippingWeightSchema.optional(),
}));
export type Variant = z.infer<typeof VariantSchema>;

export const SubscriptionPlanSchema = z.lazy(() => z.looseObject({
  billingPeriod: z.looseObject({ value: z.number().int().positive(), unit: z.enum(['WEEK', 'MONTH', 'YEAR']) }),
  numBillingCycles: z.number().int().min(0).default(0),
}));

/** How far one product's stock may be split: each shard is one more object a sold-out read or the owner's change visits. */
export const MAX_STOCK_SHARDS = 64;

export const ProductContentSchema = z.lazy(() => z.looseObject({
  productType: ProductTypeSchema,
  variants: z.array(VariantSchema).default([]),
  variantOptionOrdering: z.array(z.string()).default([]),
  isSubscribable: z.boolean().default(false),
  subscriptionPlan: SubscriptionPlanSchema.optional(),
  productSubscriptionOptions: z.array(z.looseObject({ id: z.string().min(1) })).default([]),
  additionalFieldsForm: FormDefinitionSchema.optional(),
  additionalFieldsFormId: z.string().optional(),
  useCustomAddButtonText: z.boolean().default(false),
  customAddButtonText: z.string().optional(),
  // Digital products carry price, sale price and onSale on the item itself.
  priceMoney: MoneySchema.optional(),
  salePriceMoney: MoneySchema.optional(),
  onSale: z.boolean().default(false),
  audioAssetUrl: z.string().optional(),
  /** How many stock objects share the product's stock (worker/stock/product-stock.ts): more for a product expected to sell fast. */
  stockShards: z.number().int().min(1).max(MAX_STOCK_SHARDS).default(1),
}));
export type ProductContent = z.infer<typeof ProductContentSchema>;

/** Fields every item carries, products or posts (spec section 3, "fields read by templates"). */
export const ItemFieldsSchema = z.lazy(() => z.looseObject({
  id: z.string().min(1),
  collectionId: z.string().min(1),
  title: z.string(),
  urlId: z.string().min(1),
  /** The URL path the item's page answers on. */
  fullUrl: z.string().startsWith('/'),
  excerpt: z.string().default(''),
  /** Item body as HTML, authored by the owner. */
  body: z.string().default(''),
  starred: z.boolean().default(false),
  assetUrl: z.string().optional(),
  /** Images; the first is the item's main image. */
  items: z.array(ImageAssetSchema).default([]),
  tags: z.array(z.string()).default([]),
  categories: z.array(z.string()).default([]),
  author: z.looseObject({ displayName: z.string() }).optional(),
  /** Epoch milliseconds. */
  publishOn: z.number().int().optional(),
  publicCommentCount: z.number().int().min(0).default(0),
  commentState: z.number().int().default(0),
}));

export const ProductItemSchema = z.lazy(() => ItemFieldsSchema.unwrap().extend({
  recordType: z.literal(RecordType.STORE_ITEM).default(RecordType.STORE_ITEM),
  structuredContent: ProductContentSchema,
  /** Published as the page's productMerchandisingContext, not inside the item. */
  merchandising: MerchandisingContextSchema.optional(),
  /** Set by the publisher from the site folder's `reviews/`, newest first, never authored in the item. */
  reviews: z.array(ReviewSchema).optional(),
  reviewSummary: ReviewSummarySchema.optional(),
  /** Set by the publisher: the products of the same tags, then of the same collection, that the related-products block shows. */
  relatedProductIds: z.array(z.string().min(1)).optional(),
  /** Authored: what the page offers beside the product ("Goes well with"), each one variant of another product. */
  addOns: z.array(z.looseObject({ itemId: z.string().min(1), sku: z.string().min(1), title: z.string() })).optional(),
}));
export type ProductItem = z.infer<typeof ProductItemSchema>;

const RECORD_TYPE_CODES = Object.values(RecordType).filter((code) => code !== RecordType.STORE_ITEM);

export const ContentItemSchema = z.lazy(() => ItemFieldsSchema.unwrap().extend({
  recordType: z.union(RECORD_TYPE_CODES.map((code) => z.literal(code))).default(RecordType.TEXT),
}));
export type ContentItem = z.infer<typeof ContentItemSchema>;

export type Item = ProductItem | ContentItem;

/** Store items are products; everything else is a post, page or other content record. */
export function itemSchemaFor(raw: unknown): typeof ProductItemSchema | typeof ContentItemSchema {
  const fields = (raw ?? {}) as { recordType?: unknown; structuredContent?: unknown };
  const isProduct = fields.recordType === RecordType.STORE_ITEM || (fields.recordType === undefined && fields.structuredContent != null);
  return isProduct ? ProductItemSchema : ContentItemSchema;
}

export function isProductItem(item: Item): item is ProductItem {
  return item.recordType === RecordType.STORE_ITEM;
}
