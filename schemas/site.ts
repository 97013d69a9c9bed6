import { z } from 'zod';
import { CurrencyCodeSchema, DEFAULT_CURRENCY } from './money';

export const DEFAULT_TIME_ZONE = 'America/New_York';

export const StoreSettingsSchema = z.looseObject({
  selectedCurrency: CurrencyCodeSchema.default(DEFAULT_CURRENCY),
  expressCheckout: z.boolean().default(false),
  multipleQuantityAllowedForServices: z.boolean().default(true),
});
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

export const SiteSettingsSchema = z.looseObject({
  website: z.looseObject({
    id: z.string().min(1),
    siteTitle: z.string(),
    siteDescription: z.string().default(''),
    timeZone: z.string().default(DEFAULT_TIME_ZONE),
  }),
  websiteSettings: z
    .looseObject({ storeSettings: StoreSettingsSchema.default(StoreSettingsSchema.parse({})) })
    .default({ storeSettings: StoreSettingsSchema.parse({}) }),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** A collection as the skeleton reads it; the storefront-pages issue widens it to every type code. */
export const CollectionSchema = z.looseObject({
  id: z.string().min(1),
  title: z.string(),
  urlId: z.string().min(1),
  /** The URL path the collection answers on. */
  fullUrl: z.string().startsWith('/'),
  typeName: z.string().default('page'),
  description: z.string().default(''),
  /** The template file (without extension) this collection's page renders with. */
  template: z.string().min(1),
  itemIds: z.array(z.string()).default([]),
});
export type Collection = z.infer<typeof CollectionSchema>;
