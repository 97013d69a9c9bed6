import * as z from 'zod';
import { DEFAULT_TIME_ZONE } from './content-types';
import { CurrencyCodeSchema, DEFAULT_CURRENCY } from '../commerce/money';
import { ShippingRuleSchema } from '../commerce/shipping-rules';
import { TaxRuleSchema } from '../commerce/tax-rules';
import { CONSENT_KINDS } from '../census/consent';
import { IdSchema } from './ids';
import { PROMO_POPUP_DEFAULTS, PROMO_POPUP_LIMITS } from './promo-popup';

/** How far one site's order book may be split: each shard is one more object the owner's order list visits. */
export const MAX_ORDER_BOOK_SHARDS = 32;

export const StoreSettingsSchema = z.lazy(() => z.looseObject({
  selectedCurrency: CurrencyCodeSchema.default(DEFAULT_CURRENCY),
  expressCheckout: z.boolean().default(false),
  multipleQuantityAllowedForServices: z.boolean().default(true),
  /** Minimum order subtotal in integer cents of selectedCurrency; absent means no minimum. */
  minimumOrderSubtotal: z.number().int().min(0).optional(),
  /** Shipping options by zone; none means physical goods cannot be shipped anywhere. */
  shippingRules: z.array(ShippingRuleSchema).default([]),
  taxRules: z.array(TaxRuleSchema).default([]),
  /** The store owner's account country (ISO 3166 alpha-2): it chooses the installments offer and modal. */
  accountCountry: z.string().regex(/^[A-Za-z]{2}$/).optional(),
  /** Pay-in-installments (spec section 9); absent means the store offers none. Prices in minor units. */
  installments: z
    .object({
      brandName: z.string().min(1).default('Afterpay'),
      gbBrandName: z.string().min(1).default('Clearpay'),
      minimumCents: z.number().int().min(0),
      maximumCents: z.number().int().min(0),
    })
    .optional(),
  /** How many objects share the site's orders (worker/orders/site-orders.ts): more for a store expecting a rush of checkouts. */
  orderBookShards: z.number().int().min(1).max(MAX_ORDER_BOOK_SHARDS).default(1),
}));
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

/**
 * `cookieSettings` of the site context (spec section 3): whether the site asks
 * its visitors before tracking them, in which words, and for which kinds of
 * cookie and call (README "Cookies"). Words left unset read the catalogue's,
 * in the site's language.
 */
export const CookieSettingsSchema = z.lazy(() => z.object({
  /** Shows the banner and holds back every kind of `consentRequiredFor` until the visitor accepts. */
  isCookieBannerEnabled: z.boolean().default(false),
  cookieBannerText: z.string().trim().min(1).max(1000).optional(),
  /** The accept button's label. */
  cookieBannerCtaText: z.string().trim().min(1).max(60).optional(),
  /** The decline button's label. */
  cookieBannerOptOutCtaText: z.string().trim().min(1).max(60).optional(),
  consentRequiredFor: z.array(z.enum(CONSENT_KINDS)).default([...CONSENT_KINDS]),
}));
export type CookieSettings = z.infer<typeof CookieSettingsSchema>;

/** `websiteSettings.promotionalPopup`: a newsletter (`formId`) or announcement (`link`) overlay and its display rules. */
export const PromotionalPopupSchema = z.lazy(() => z.strictObject({
  /** Names the pop-up in the overlay census and in the visitor's browser: a new id shows again to everyone. */
  id: IdSchema,
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().max(2000).default(''),
  /** A form of forms/ the pop-up holds (a newsletter, usually). */
  formId: IdSchema.optional(),
  link: z.strictObject({ text: z.string().trim().min(1).max(60), url: z.string().trim().min(1).max(2048) }).optional(),
  delaySeconds: z.number().int().min(PROMO_POPUP_LIMITS.delaySeconds.min).max(PROMO_POPUP_LIMITS.delaySeconds.max).default(PROMO_POPUP_DEFAULTS.delaySeconds),
  exitIntent: z.boolean().default(PROMO_POPUP_DEFAULTS.exitIntent),
  hideForDays: z.number().int().min(PROMO_POPUP_LIMITS.hideForDays.min).max(PROMO_POPUP_LIMITS.hideForDays.max).default(PROMO_POPUP_DEFAULTS.hideForDays),
}));
export type PromotionalPopup = z.infer<typeof PromotionalPopupSchema>;

const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** The site context of spec section 3, as the owner authors it in site.json. */
export const SiteSettingsSchema = z.lazy(() => z.looseObject({
  website: z.looseObject({
    id: z.string().min(1),
    siteTitle: z.string(),
    siteDescription: z.string().default(''),
    timeZone: z.string().default(DEFAULT_TIME_ZONE),
    /** The site's locale (BCP 47): i18n formatters format in it. */
    language: z.string().min(2).default('en-US'),
    /** Prices read '$28.00' (CLDR money) rather than a bare amount for the storefront script to dress. */
    useCLDRMoneyFormat: z.boolean().default(false),
    cloneable: z.boolean().default(false),
    captchaSettings: z.looseObject({ siteKey: z.string().optional() }).default({}),
    /** The site's census flag: false records no hits or events anywhere (spec section 6). */
    censusEnabled: z.boolean().default(true),
    /** The logo e-mails show at their top: a path on the site (/media/...) or an absolute https URL. */
    logoImageUrl: z.string().regex(/^(\/|https:\/\/)\S+$/).optional(),
    /** The shop's colours, for e-mails that must look like it; six-digit hex only, as they go into inline styles. */
    brandColors: z
      .strictObject({ accent: HexColorSchema, text: HexColorSchema, background: HexColorSchema })
      .default({ accent: '#2f4f3a', text: '#1f1f1f', background: '#f6f3ee' }),
  }),
  websiteSettings: z
    .looseObject({
      storeSettings: StoreSettingsSchema.default(StoreSettingsSchema.parse({})),
      commentsEnabled: z.boolean().default(false),
      simpleLikingEnabled: z.boolean().default(false),
      disqusShortname: z.string().optional(),
      promotionalPopup: PromotionalPopupSchema.optional(),
    })
    .default({ storeSettings: StoreSettingsSchema.parse({}), commentsEnabled: false, simpleLikingEnabled: false }),
  templateVersion: z.string().default('7.1'),
  cookieSettings: CookieSettingsSchema.default(CookieSettingsSchema.parse({})),
}));
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/**
 * Settings as the publisher stores them: plus the publish's version (it names
 * every page's ETag), the content hash of every template, so a warm isolate
 * finds its compiled templates without reading them, and the favicon.
 */
export const PublishedSiteSchema = z.lazy(() => SiteSettingsSchema.unwrap().extend({
  version: z.string().min(1),
  templates: z.record(z.string(), z.string()),
  /** The content-addressed URL of the folder's `assets/favicon.*` image, when it has one. */
  favicon: z.string().optional(),
}));
export type PublishedSite = z.infer<typeof PublishedSiteSchema>;
