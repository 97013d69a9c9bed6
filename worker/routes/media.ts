import { Hono, type Context } from 'hono';
import { MEDIA_CACHE_CONTROL, MEDIA_FILE, MEDIA_PATH, mediaKeys, SITE_ASSET_PATH, SITE_IMAGE_TYPES } from '../../schemas';
import { SRCSET_WIDTHS } from '../../templates';
import type { AppEnv } from '../env';
import { revalidate } from '../http/page-cache';
import { pageEtag } from '../render/page-cache';
import { imageResizing } from '../services/images';

/** Published images: content-addressed under /media/, by site name under /s/, and the favicon. */
export const media = new Hono<AppEnv>();

// An image opened on its own (an SVG can hold scripts) must not run anything on the site's origin.
const IMAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
};

const WIDTH_FORMAT = /^(\d+)w$/;
const WIDTHS: ReadonlySet<number> = new Set(SRCSET_WIDTHS);

/** `?format=500w` names a width of spec section 9; `original`, or no format, the file as published. */
function requestedWidth(format: string | undefined): number | null | undefined {
  if (format === undefined || format === 'original') return null;
  const width = Number(WIDTH_FORMAT.exec(format)?.[1]);
  return WIDTHS.has(width) ? width : undefined;
}

const contentType = (object: R2Object) => object.httpMetadata?.contentType ?? 'application/octet-stream';

/** A content-addressed file from R2, cached for good; a request that already holds it (If-None-Match) gets a 304. */
async function sendMedia(c: Context<AppEnv>, file: string): Promise<Response | null> {
  const object = await c.env.MEDIA.get(mediaKeys.image(c.get('storefront').websiteId, file), { onlyIf: c.req.raw.headers });
  if (!object) return null;
  const headers = { ...IMAGE_HEADERS, 'Content-Type': contentType(object), ETag: object.httpEtag, 'Cache-Control': MEDIA_CACHE_CONTROL };
  return new Response('body' in object ? object.body : null, { status: 'body' in object ? 200 : 304, headers });
}

/**
 * A published image under a name that outlives the publish (`/s/logo.svg`,
 * `/favicon.ico`): revalidated like a page, under the publish's ETag.
 */
async function sendNamedImage(c: Context<AppEnv>, file: string | undefined): Promise<Response | null> {
  const storefront = c.get('storefront');
  const site = await storefront.settings();
  if (!site || !file) return null;
  const notModified = revalidate(c, pageEtag(site.version));
  if (notModified) return notModified;
  const object = await c.env.MEDIA.get(mediaKeys.image(storefront.websiteId, file));
  if (!object) return null;
  return c.body(object.body, 200, { ...IMAGE_HEADERS, 'Content-Type': contentType(object) });
}

media.get(`${MEDIA_PATH}:file`, async (c, next) => {
  const file = c.req.param('file');
  if (!MEDIA_FILE.test(file)) return next();
  const width = requestedWidth(c.req.query('format'));
  if (width === undefined) return c.text(`Unknown image format. Use original or one of ${SRCSET_WIDTHS.map((w) => `${w}w`).join(', ')}.`, 400);
  // A vector image is the same file at every width.
  if (width !== null && !file.endsWith('.svg')) {
    const original = async () => {
      const object = await c.env.MEDIA.get(mediaKeys.image(c.get('storefront').websiteId, file));
      return object && { body: object.body, contentType: contentType(object) };
    };
    const resized = await imageResizing(c.env, c.get('log')).resize({ file, original, width, accept: c.req.header('Accept') });
    if (resized) {
      const headers = new Headers(IMAGE_HEADERS);
      headers.set('Content-Type', resized.headers.get('Content-Type') ?? 'application/octet-stream');
      headers.set('Cache-Control', MEDIA_CACHE_CONTROL);
      headers.set('Vary', 'Accept');
      return new Response(resized.body, { headers });
    }
  }
  return (await sendMedia(c, file)) ?? next();
});

// Images named the way templates and owners name them: `/s/logo.svg`. The
// name keeps its URL across publishes, so it is revalidated like a page.
media.get(`${SITE_ASSET_PATH}:name`, async (c, next) => {
  const name = c.req.param('name');
  if (!(name.slice(name.lastIndexOf('.')).toLowerCase() in SITE_IMAGE_TYPES)) return next();
  const image = await c.get('storefront').content.image(name);
  return (await sendNamedImage(c, image?.file)) ?? next();
});

media.get('/favicon.ico', async (c) => {
  const favicon = (await c.get('storefront').settings())?.favicon;
  // Browsers ask for it on their own: a missing icon is not worth a page.
  return (await sendNamedImage(c, favicon?.slice(MEDIA_PATH.length))) ?? c.body(null, 404);
});
