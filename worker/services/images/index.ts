// The image resizing boundary: `?format=500w` asks for an image at one of the
// widths of spec section 9. Production resizes with Cloudflare Image Resizing
// (IMAGE_RESIZING=cloudflare); local development has no such service and sends
// the original at every width.
import type { Env } from '../../env';
import { cloudflareResizing } from './cloudflare';
import { originalsOnly } from './local';

export interface ImageVariantRequest {
  /** Absolute URL of the original, which the resizing service fetches. */
  originalUrl: string;
  width: number;
  /** The visitor's Accept header: a browser that takes AVIF or WebP gets it. */
  accept: string | undefined;
}

export interface ImageResizing {
  /** The image at `width`, or null when the original is to be sent as it is. */
  resize(request: ImageVariantRequest): Promise<Response | null>;
}

export function imageResizing(env: Pick<Env, 'IMAGE_RESIZING'>): ImageResizing {
  return env.IMAGE_RESIZING === 'cloudflare' ? cloudflareResizing : originalsOnly;
}
