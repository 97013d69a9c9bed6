// One image of a site folder, decoded at publish time: refused with a reason
// when it is too large, corrupt or not what its name says, else described the
// way the engine's image formatters read an image asset (spec section 3).
import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, SITE_IMAGE_TYPES } from '../../schemas';
import { SRCSET_WIDTHS } from '../../templates';

/** An image ready to store: its bytes under a content-addressed name, and what the engine reads of it. */
export interface SiteImageFile {
  /** The file's name in assets/. */
  name: string;
  /** Content-addressed: a hash of the bytes and the type's extension. */
  file: string;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
  /** The average color of each region, as six hex digits. */
  colorData: Record<'topLeftAverage' | 'topRightAverage' | 'bottomLeftAverage' | 'bottomRightAverage' | 'centerAverage', string>;
  /** The original's size, then every srcset width the image can fill (spec section 9). */
  systemDataVariants: string;
}

/** The decoder's names for the types a site may use, with the extension each is stored under. */
const DECODED_TYPES: Readonly<Record<string, string>> = { jpeg: '.jpg', png: '.png', webp: '.webp', gif: '.gif', avif: '.avif', svg: '.svg' };

const MIB = 1024 * 1024;

/** The decoder's own words for what is wrong, on one line. */
function reason(error: unknown): string {
  const lines = String((error as Error).message ?? error).split('\n').map((line) => line.trim()).filter(Boolean);
  return (lines.at(-1) ?? 'unreadable').slice(0, 200);
}

function hex(r: number, g: number, b: number): string {
  return [r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('');
}

// Averages are taken on a small copy: each corner is a quarter of it, the center its middle quarter.
const GRID = 32;
const HALF = GRID / 2;

async function regionColors(image: sharp.Sharp): Promise<SiteImageFile['colorData']> {
  const pixels = await image.flatten({ background: '#ffffff' }).resize(GRID, GRID, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const average = (x0: number, y0: number) => {
    const sum = [0, 0, 0];
    for (let y = y0; y < y0 + HALF; y++) {
      for (let x = x0; x < x0 + HALF; x++) for (let c = 0; c < 3; c++) sum[c] += pixels[(y * GRID + x) * 3 + c];
    }
    return hex(...(sum.map((total) => total / (HALF * HALF)) as [number, number, number]));
  };
  return {
    topLeftAverage: average(0, 0),
    topRightAverage: average(HALF, 0),
    bottomLeftAverage: average(0, HALF),
    bottomRightAverage: average(HALF, HALF),
    centerAverage: average(HALF / 2, HALF / 2),
  };
}

/**
 * Checks and describes one image; a string is the reason it is refused. The
 * whole image is decoded (for its colors), which is what finds a corrupt file.
 */
export async function readSiteImage(name: string, bytes: Buffer): Promise<SiteImageFile | string> {
  const extension = path.extname(name).toLowerCase();
  if (bytes.length > MAX_IMAGE_BYTES) return `image is ${bytes.length} bytes; the limit is ${MAX_IMAGE_BYTES} bytes (${MAX_IMAGE_BYTES / MIB} MiB)`;
  let metadata: sharp.Metadata;
  try {
    // Only the header is read here; the pixel limit below is ours, with a clearer message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    return `not a readable image (${reason(error)})`;
  }
  const decoded = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  const stored = DECODED_TYPES[decoded];
  if (!stored) return `content is ${decoded} image data, which sites cannot use (use ${Object.keys(SITE_IMAGE_TYPES).join(', ')})`;
  if (stored !== (extension === '.jpeg' ? '.jpg' : extension)) return `content is ${decoded} image data, but the name says ${extension}`;
  const { width, height } = metadata;
  if (!width || !height) return 'image has no size';
  if (width * height > MAX_IMAGE_PIXELS) return `image is ${width}x${height} pixels; the limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
  let colorData: SiteImageFile['colorData'];
  try {
    colorData = await regionColors(sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }));
  } catch (error) {
    return `corrupt image (${reason(error)})`;
  }
  // A vector image has no resized variants: it is sent as it is at any width.
  const widths = stored === '.svg' ? [] : SRCSET_WIDTHS.filter((w) => w <= width).map((w) => `${w}w`);
  return {
    name,
    file: `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}${stored}`,
    contentType: SITE_IMAGE_TYPES[stored],
    bytes,
    width,
    height,
    colorData,
    systemDataVariants: [`${width}x${height}`, ...widths].join(','),
  };
}
