// The sitemap a publish leaves for search engines: every page and item URL it routed.
import { siteKeys, type Sitemap } from '../../schemas';
import type { KvEntry } from './site-folder';

export function sitemapEntry(websiteId: string, paths: readonly string[], publishedAt: Date): KvEntry {
  const sitemap: Sitemap = { lastmod: publishedAt.toISOString(), paths: [...paths].sort() };
  return { key: siteKeys.sitemap(websiteId), value: JSON.stringify(sitemap) };
}
