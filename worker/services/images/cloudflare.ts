import type { ImageResizing } from './index';

/** The smallest format the browser says it takes; none keeps the original's. */
function outputFormat(accept: string | undefined): 'avif' | 'webp' | undefined {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return undefined;
}

/**
 * Cloudflare Image Resizing: fetching the original with `cf.image` options
 * answers it resized. `scale-down` never enlarges, so a width beyond the
 * original's gets the original's size.
 */
export const cloudflareResizing: ImageResizing = {
  async resize({ originalUrl, width, accept }) {
    const response = await fetch(originalUrl, { cf: { image: { width, fit: 'scale-down', format: outputFormat(accept) } } });
    // A failed resize names its reason in Cf-Resized; the visitor still gets the original.
    const failure = response.headers.get('Cf-Resized')?.match(/err=(\d+)/)?.[1];
    if (response.ok && !failure) return response;
    console.warn(`image resizing failed for ${originalUrl} at ${width}w: ${failure ? `error ${failure}` : `status ${response.status}`}`);
    await response.body?.cancel();
    return null;
  },
};
