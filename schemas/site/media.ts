import * as z from 'zod';

/**
 * Images a site folder may hold in `assets/`, by file extension. The publisher
 * decodes each one and refuses it when its content is of another type.
 */
export const SITE_IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

/** Largest image file a site may publish: 10 MiB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Largest image area, in pixels, as Cloudflare Image Resizing accepts it (100 megapixels). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** A content-addressed image never changes its bytes: any cache may keep it for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A published image's file name: a content hash and the type's extension. */
export const MEDIA_FILE = /^[0-9a-f]{32}\.(?:jpg|png|webp|gif|avif|svg)$/;

/** The R2 layout of published images: one folder per website, so a host only ever reads its own. */
export const mediaKeys = {
  image: (websiteId: string, file: string) => `${websiteId}/images/${file}`,
};

/**
 * What `/s/{name}` of an image resolves to: the published file's content-addressed
 * name (under MEDIA_PATH, and in R2 by mediaKeys.image) and its type.
 */
export const SiteImageSchema = z.lazy(() => z.object({
  file: z.string().regex(MEDIA_FILE),
  contentType: z.string().min(1),
}));
export type SiteImage = z.infer<typeof SiteImageSchema>;

/** Every page and product URL of a publish, for sitemap.xml; `lastmod` is the publish's time. */
export const SitemapSchema = z.lazy(() => z.object({
  lastmod: z.iso.datetime(),
  paths: z.array(z.string().startsWith('/')),
}));
export type Sitemap = z.infer<typeof SitemapSchema>;
