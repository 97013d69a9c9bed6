import * as z from 'zod';
import { ProductContentSchema } from '../commerce/product';

/**
 * The KV layout of published sites, shared by the publisher that writes it and
 * the Worker that reads it. Every key but the host map is namespaced by website
 * id, so one namespace serves many sites and a host can never read another's.
 */
export const siteKeys = {
  host: (hostname: string) => `host:${hostname.toLowerCase()}`,
  settings: (websiteId: string) => `site:${websiteId}:settings`,
  route: (websiteId: string, path: string) => `site:${websiteId}:route:${path}`,
  collection: (websiteId: string, collectionId: string) => `site:${websiteId}:collection:${collectionId}`,
  item: (websiteId: string, itemId: string) => `site:${websiteId}:item:${itemId}`,
  template: (websiteId: string, name: string) => `site:${websiteId}:template:${name}`,
  asset: (websiteId: string, name: string) => `site:${websiteId}:asset:${name}`,
  /** An image of the site folder's assets/: where `/s/{name}` finds it in R2 (schemas/site/media.ts). */
  image: (websiteId: string, name: string) => `site:${websiteId}:image:${name}`,
  sitemap: (websiteId: string) => `site:${websiteId}:sitemap`,
  searchIndex: (websiteId: string) => `site:${websiteId}:search`,
  /** Every form of the site (form blocks and custom product forms), by id. */
  forms: (websiteId: string) => `site:${websiteId}:forms`,
  /** Coupon codes are secret, so they are kept apart from the settings that pages show. */
  coupons: (websiteId: string) => `site:${websiteId}:coupons`,
  /** Staff addresses and their roles (site.json `siteUsers`): never with the settings that pages show. */
  siteUsers: (websiteId: string) => `site:${websiteId}:site-users`,
  /** Every key of the website's latest publish, so the next one deletes those it lacks (the Worker never reads it). */
  manifest: (websiteId: string) => `site:${websiteId}:manifest`,
};

/** KV refuses longer key names (in UTF-8 bytes). */
export const MAX_KEY_BYTES = 512;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a key name can be asked of KV at all: visitors' ids and paths end
 * up in key names, and KV answers a lone surrogate or an overlong name with
 * an error, not a miss. Such a key names nothing that was published.
 */
export function isReadableKey(key: string): boolean {
  return !LONE_SURROGATE.test(key) && fitsKeyBytes(key);
}

const utf8 = new TextEncoder();
/**
 * Whether the name's UTF-8 fits KV's limit. A UTF-16 unit takes at most 3
 * bytes, so a short name (every request's host key) is not encoded just to
 * be measured.
 */
const fitsKeyBytes = (key: string) => key.length * 3 <= MAX_KEY_BYTES || utf8.encode(key).length <= MAX_KEY_BYTES;

/** What a URL path resolves to in one read: a collection, or an item of it. */
export const RouteEntrySchema = z.lazy(() => z.object({ collectionId: z.string().min(1), itemId: z.string().min(1).optional() }));
export type RouteEntry = z.infer<typeof RouteEntrySchema>;

/** A template as stored: the instruction tree the engine compiles, with its source's hash. */
export const StoredTemplateSchema = z.lazy(() => z.object({ hash: z.string().min(1), ast: z.array(z.unknown()) }));
export type StoredTemplate = z.infer<typeof StoredTemplateSchema>;

/** One searchable item, so `/search` answers from a single read. */
export const SearchEntrySchema = z.lazy(() => z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** The excerpt and the body as plain text (schemas/site/search.ts searchText): what the query's words are looked for in beside the title. */
  text: z.string().default(''),
  fullUrl: z.string(),
  recordType: z.number(),
  assetUrl: z.string().optional(),
  /** A product's prices and stock as published, for the result's price block. */
  structuredContent: ProductContentSchema.optional(),
}));
export type SearchEntry = z.infer<typeof SearchEntrySchema>;

/** Text assets are stored in KV; these are the types the publisher accepts and the Worker labels (images: schemas/site/media.ts). */
export const SITE_ASSET_TYPES: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The site's own layout, wrapping every page's template output at `{squarespace.main-content}`. */
export const LAYOUT_TEMPLATE = 'site.region';
/** Templates for pages that are not collections. */
export const NOT_FOUND_TEMPLATE = '404';
export const SEARCH_TEMPLATE = 'search';
