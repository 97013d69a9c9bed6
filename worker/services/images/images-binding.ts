import type { Log } from '../../logging';
import type { ImageResizing } from './index';

type OutputFormat = ImageOutputOptions['format'];

/** The types the binding writes as well as reads: an original of another type is sent as it is. */
const SAME_FORMAT: ReadonlySet<string> = new Set<OutputFormat>(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

/** The smallest format the browser says it takes, else the original's. */
function outputFormat(accept: string | undefined, original: string): OutputFormat | null {
  if (accept?.includes('image/avif')) return 'image/avif';
  if (accept?.includes('image/webp')) return 'image/webp';
  return SAME_FORMAT.has(original) ? (original as OutputFormat) : null;
}

/**
 * Cloudflare Images through its binding (`[images]` in the deployed
 * environments of wrangler.toml): the original's bytes, read from R2, go in
 * and the variant comes out, with no fetch of our own URL (which resizing
 * by `cf.image` would refuse as a loop). `scale-down` never enlarges, so a
 * width beyond the original's gets the original's size.
 */
export function imagesBinding(images: ImagesBinding, log: Log): ImageResizing {
  return {
    async resize({ file, original, width, accept }) {
      const source = await original();
      if (!source) return null;
      const format = outputFormat(accept, source.contentType);
      if (!format) {
        await source.body.cancel();
        return null;
      }
      try {
        const result = await images.input(source.body).transform({ width, fit: 'scale-down' }).output({ format });
        return result.response();
      } catch (error) {
        // The visitor still gets the original; the code says why (Cloudflare Images' error codes).
        const code = (error as Partial<ImagesError>).code;
        log.warn(`image resizing failed for ${file} at ${width}w: ${code === undefined ? 'no code' : `error ${code}`}`, error);
        return null;
      }
    },
  };
}
