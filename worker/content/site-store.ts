import type { z } from 'zod';
import type { CompiledTemplate } from '../../templates';
import {
  CollectionSchema,
  isProductItem,
  itemSchemaFor,
  ProductItemSchema,
  PublishedSiteSchema,
  RouteEntrySchema,
  SearchEntrySchema,
  siteKeys,
  StoredTemplateSchema,
  type Collection,
  type Item,
  type ProductItem,
  type PublishedSite,
  type RouteEntry,
  type SearchEntry,
} from '../../schemas';
import { cachedTemplate, compileTemplate } from './template-cache';

const SearchIndexSchema = SearchEntrySchema.array();

/** Reads one published site's content from KV; every read is validated at this edge. */
export class SiteStore {
  constructor(
    private readonly kv: KVNamespace,
    readonly websiteId: string,
  ) {}

  static async forHost(kv: KVNamespace, hostname: string): Promise<SiteStore | null> {
    const websiteId = await kv.get(siteKeys.host(hostname));
    return websiteId ? new SiteStore(kv, websiteId) : null;
  }

  settings(): Promise<PublishedSite | null> {
    return this.readJson(siteKeys.settings(this.websiteId), () => PublishedSiteSchema);
  }

  route(path: string): Promise<RouteEntry | null> {
    return this.readJson(siteKeys.route(this.websiteId, path), () => RouteEntrySchema);
  }

  collection(collectionId: string): Promise<Collection | null> {
    return this.readJson(siteKeys.collection(this.websiteId, collectionId), () => CollectionSchema);
  }

  item(itemId: string): Promise<Item | null> {
    return this.readJson(siteKeys.item(this.websiteId, itemId), itemSchemaFor);
  }

  /** The items that exist and are valid, in the order asked for. */
  async items(itemIds: readonly string[]): Promise<Item[]> {
    const items = await Promise.all(itemIds.map((id) => this.item(id)));
    return items.filter((item) => item !== null);
  }

  product(itemId: string): Promise<ProductItem | null> {
    return this.readJson(siteKeys.item(this.websiteId, itemId), () => ProductItemSchema);
  }

  async products(itemIds: readonly string[]): Promise<ProductItem[]> {
    return (await this.items(itemIds)).filter(isProductItem);
  }

  searchIndex(): Promise<SearchEntry[] | null> {
    return this.readJson(siteKeys.searchIndex(this.websiteId), () => SearchIndexSchema);
  }

  asset(name: string): Promise<string | null> {
    return this.kv.get(siteKeys.asset(this.websiteId, name));
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
    const raw = await this.kv.get(key, 'json').catch((error: unknown) => {
      if (error instanceof SyntaxError) return undefined;
      throw error;
    });
    if (raw === null) return null;
    const parsed = raw === undefined ? null : schemaFor(raw).safeParse(raw);
    if (parsed?.success) return parsed.data;
    console.error(`invalid site content at ${key}: ${parsed ? parsed.error.message : 'not JSON'}`);
    return null;
  }
}
