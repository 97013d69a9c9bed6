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
};

/** What a URL path resolves to in one read: the collection to render. */
export interface RouteEntry {
  collectionId: string;
}
