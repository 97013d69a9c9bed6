import * as z from 'zod';
import type { CompiledTemplate } from '../../templates';
import {
  CollectionSchema,
  CouponListSchema,
  FormDefinitionSchema,
  isProductItem,
  isReadableKey,
  itemSchemaFor,
  loadMessages,
  ProductItemSchema,
  PublishedSiteSchema,
  RouteEntrySchema,
  SearchEntrySchema,
  SiteImageSchema,
  SitemapSchema,
  siteKeys,
  SiteUsersFileSchema,
  StoredTemplateSchema,
  type Collection,
  type Coupon,
  type FormDefinition,
  type Item,
  type ProductItem,
  type PublishedSite,
  type RouteEntry,
  type SearchEntry,
  type SiteImage,
  type Sitemap,
  type SiteUsersFile,
} from '../../schemas';
import type { Log } from '../logging';
import { cached, SETTINGS_TTL_MS } from './isolate-cache';
import { cachedTemplate, compileTemplate } from './template-cache';

const SearchIndexSchema = SearchEntrySchema.array();

const withMessages = async (site: PublishedSite | null) => {
  if (site) await loadMessages(site.website.language);
  return site;
};
const FormsSchema = z.record(z.string(), FormDefinitionSchema);

/**
 * Reads one published site's content from KV; every read is validated at this
 * edge and kept parsed in the isolate (isolate-cache.ts), so a warm request for
 * a page it has served reads nothing.
 */
export class SiteStore {
  private site?: Promise<PublishedSite | null>;

  constructor(
    private readonly kv: KVNamespace,
    readonly websiteId: string,
    /** The request's log: invalid content, and the template errors of what is rendered from it, go there. */
    readonly log: Log,
  ) {}

  static async forHost(kv: KVNamespace, hostname: string, log: Log): Promise<SiteStore | null> {
    const key = siteKeys.host(hostname);
    if (!isReadableKey(key)) return null;
    const websiteId = await cached(key, SETTINGS_TTL_MS, () => kv.get(key));
    return websiteId ? new SiteStore(kv, websiteId, log) : null;
  }

  /**
   * Read once per request at most, and kept briefly across requests: it names
   * the publish's version. They come with the catalogue table of the site's
   * language loaded, so that whatever has the settings can read its words
   * synchronously (schemas/messages/for-language.ts).
   */
  settings(): Promise<PublishedSite | null> {
    const key = siteKeys.settings(this.websiteId);
    return (this.site ??= cached(key, SETTINGS_TTL_MS, () => this.readJson(key, () => PublishedSiteSchema).then(withMessages)));
  }

  route(path: string): Promise<RouteEntry | null> {
    return this.published(siteKeys.route(this.websiteId, path), () => RouteEntrySchema);
  }

  collection(collectionId: string): Promise<Collection | null> {
    return this.published(siteKeys.collection(this.websiteId, collectionId), () => CollectionSchema);
  }

  item(itemId: string): Promise<Item | null> {
    return this.published(siteKeys.item(this.websiteId, itemId), itemSchemaFor);
  }

  /** The items that exist and are valid, in the order asked for. */
  async items(itemIds: readonly string[]): Promise<Item[]> {
    const items = await Promise.all(itemIds.map((id) => this.item(id)));
    return items.filter((item) => item !== null);
  }

  product(itemId: string): Promise<ProductItem | null> {
    return this.published(siteKeys.item(this.websiteId, itemId), () => ProductItemSchema, 'product');
  }

  async products(itemIds: readonly string[]): Promise<ProductItem[]> {
    return (await this.items(itemIds)).filter(isProductItem);
  }

  searchIndex(): Promise<SearchEntry[] | null> {
    return this.published(siteKeys.searchIndex(this.websiteId), () => SearchIndexSchema);
  }

  /** Where an image of the site folder was published, by its name in assets/. */
  image(name: string): Promise<SiteImage | null> {
    return this.published(siteKeys.image(this.websiteId, name), () => SiteImageSchema);
  }

  sitemap(): Promise<Sitemap | null> {
    return this.published(siteKeys.sitemap(this.websiteId), () => SitemapSchema);
  }

  /** Every form of the site by id; a site published before it had forms has none. */
  async forms(): Promise<Record<string, FormDefinition>> {
    return (await this.published(siteKeys.forms(this.websiteId), () => FormsSchema)) ?? {};
  }

  async form(formId: string): Promise<FormDefinition | null> {
    const forms = await this.forms();
    return Object.hasOwn(forms, formId) ? forms[formId] : null;
  }

  /** The store's coupons (published apart from the settings, which pages show); only checkout reads them. */
  async coupons(): Promise<Coupon[]> {
    return (await this.published(siteKeys.coupons(this.websiteId), () => CouponListSchema)) ?? [];
  }

  /** The owner's and staff's addresses and roles (published apart from the settings); none when site.json names nobody. */
  async siteUsers(): Promise<SiteUsersFile> {
    return (await this.published(siteKeys.siteUsers(this.websiteId), () => SiteUsersFileSchema)) ?? { staff: [] };
  }

  async asset(name: string): Promise<string | null> {
    const key = siteKeys.asset(this.websiteId, name);
    const site = isReadableKey(key) ? await this.settings() : null;
    return site && cached(`${key}@${site.version}`, Infinity, () => this.kv.get(key));
  }

  /**
   * Content as the current publish wrote it. Keyed by the publish's version,
   * so a new publish is read fresh; `as` tells apart two schemas of one key.
   */
  private async published<S extends z.ZodType>(key: string, schemaFor: (raw: unknown) => S, as = ''): Promise<z.infer<S> | null> {
    const site = await this.settings();
    if (!site) return null;
    return cached(`${key}@${site.version}${as}`, Infinity, () => this.readJson(key, schemaFor));
  }

  /**
   * The compiled template named `name`, whose source hash the published
   * settings list: a warm isolate answers from memory without a read.
   */
  async template(site: PublishedSite, name: string): Promise<CompiledTemplate | null> {
    const hash = site.templates[name];
    if (hash === undefined) return null;
    const warm = cachedTemplate(hash);
    if (warm) return warm;
    const stored = await this.readJson(siteKeys.template(this.websiteId, name), () => StoredTemplateSchema);
    return stored ? compileTemplate(stored.hash, stored.ast) : null;
  }

  /** Invalid content is logged and treated as missing, so a bad publish degrades to a fallback page, never a 500. */
  private async readJson<S extends z.ZodType>(key: string, schemaFor: (raw: unknown) => S): Promise<z.infer<S> | null> {
    if (!isReadableKey(key)) return null;
    const raw = await this.kv.get(key, 'json').catch((error: unknown) => {
      if (error instanceof SyntaxError) return undefined;
      throw error;
    });
    if (raw === null) return null;
    const parsed = raw === undefined ? null : schemaFor(raw).safeParse(raw);
    if (parsed?.success) return parsed.data;
    this.log.error(`invalid site content at ${key}: ${parsed ? parsed.error.message : 'not JSON'}`);
    return null;
  }
}
