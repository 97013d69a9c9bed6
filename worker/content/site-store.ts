import {
  CollectionSchema,
  ProductItemSchema,
  SiteSettingsSchema,
  siteKeys,
  type Collection,
  type ProductItem,
  type RouteEntry,
  type SiteSettings,
} from '../../schemas';
import type { z } from 'zod';

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

  settings(): Promise<SiteSettings | null> {
    return this.readJson(siteKeys.settings(this.websiteId), SiteSettingsSchema);
  }

  async collectionAt(path: string): Promise<Collection | null> {
    const route = await this.kv.get<RouteEntry>(siteKeys.route(this.websiteId, path), 'json');
    return route ? this.collection(route.collectionId) : null;
  }

  collection(collectionId: string): Promise<Collection | null> {
    return this.readJson(siteKeys.collection(this.websiteId, collectionId), CollectionSchema);
  }

  product(itemId: string): Promise<ProductItem | null> {
    return this.readJson(siteKeys.item(this.websiteId, itemId), ProductItemSchema);
  }

  async products(itemIds: readonly string[]): Promise<ProductItem[]> {
    const items = await Promise.all(itemIds.map((id) => this.product(id)));
    return items.filter((item): item is ProductItem => item !== null);
  }

  template(name: string): Promise<string | null> {
    return this.kv.get(siteKeys.template(this.websiteId, name));
  }

  /** Invalid content is logged and treated as missing, so a bad publish degrades to a 404, never a 500. */
  private async readJson<S extends z.ZodType>(key: string, schema: S): Promise<z.infer<S> | null> {
    const raw = await this.kv.get(key, 'json');
    if (raw === null) return null;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    console.error(`invalid site content at ${key}: ${parsed.error.message}`);
    return null;
  }
}
