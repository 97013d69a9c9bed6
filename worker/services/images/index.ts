// The image resizing boundary: `?format=500w` asks for an image at one of the
// widths of spec section 9. Deployed environments resize with the Cloudflare
// Images binding (IMAGES, bound in [env.staging] and [env.production] of
// wrangler.toml); local development and the tests have no such binding and
// send the original at every width.
import type { Env } from '../../env';
import type { Log } from '../../logging';
import { imagesBinding } from './images-binding';
import { originalsOnly } from './local';

/** The published original: its bytes, read from R2 when asked for, and its type. */
export interface OriginalImage {
  body: ReadableStream<Uint8Array>;
  contentType: string;
}

export interface ImageVariantRequest {
  /** The media file (`{hash}.{ext}`), for the log. */
  file: string;
  /** The original, or null when it is not in the bucket; read only by a service that resizes. */
  original(): Promise<OriginalImage | null>;
  width: number;
  /** The visitor's Accept header: a browser that takes AVIF or WebP gets it. */
  accept: string | undefined;
}

export interface ImageResizing {
  /** The image at `width`, or null when the original is to be sent as it is. */
  resize(request: ImageVariantRequest): Promise<Response | null>;
}

export function imageResizing(env: Pick<Env, 'IMAGES'>, log: Log): ImageResizing {
  return env.IMAGES ? imagesBinding(env.IMAGES, log) : originalsOnly;
}
