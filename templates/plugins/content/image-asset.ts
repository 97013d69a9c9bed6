// What the image formatters read from an image asset (spec section 3, "Image
// asset"): its URL, alt text, focal point, region colors and resized variants.
import { isBlankText } from '../../../schemas/form-rules';
import { BlockType } from '../../../schemas/content-types';
import { imageMetaSource, srcsetSource } from '../../fragments/content/image';
import { child, toNumber, toText } from '../../values';
import { cssHex } from '../color';
import type { Env } from '../registry';
import { fragment } from '../fragment';
import { SRCSET_WIDTHS } from './sizes';

/** Alt text taken from a body is cut here (spec section 9). */
export const ALT_BODY_LIMIT = 250;
const TAG = /<[^>]*>/g;
const WIDTH_VARIANT = /^\d+w$/;
const SIZE_VARIANT = /^\d+x\d+$/;
const LARGEST_WIDTH = SRCSET_WIDTHS[SRCSET_WIDTHS.length - 1];

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);


/**
 * An image block carries the owner's alt text, even an empty one; elsewhere
 * the title, else the body as text (each tag read as a space), else the file name.
 */
export function altText(image: unknown, env: Env): string {
  if (env.resolve(['blockType']) === BlockType.IMAGE) return text(child(image, 'altText'));
  const title = text(child(image, 'title'));
  if (title) return title;
  const body = text(child(image, 'body'));
  if (body && !isBlankText(body)) return body.replace(TAG, ' ').slice(0, ALT_BODY_LIMIT);
  return text(child(image, 'filename'));
}

function focalPoint(image: unknown): string {
  const point = child(image, 'mediaFocalPoint');
  const coordinate = (axis: string) => {
    const n = toNumber(child(point, axis));
    return Number.isFinite(n) ? n : 0.5;
  };
  return `${coordinate('x')},${coordinate('y')}`;
}

/** What an image needs to show at all: an asset URL. */
export function assetUrl(image: unknown): string | null {
  return text(child(image, 'assetUrl')) || null;
}

const metaFragment = fragment(imageMetaSource);

export function imageMeta(image: unknown, env: Env): string {
  const src = assetUrl(image);
  if (!src) return '';
  return metaFragment(env, {
    // A licensed preview is flagged by the field's presence, even when empty.
    licensed: child(image, 'licensedAssetPreview') !== undefined,
    src,
    dimensions: toText(child(image, 'originalSize')),
    focalPoint: focalPoint(image),
    alt: altText(image, env),
  });
}

/** The image's dimensions and focal point, the part a video thumbnail shares. */
export function thumbnailView(image: unknown): { src: string; dimensions: string; focalPoint: string } | null {
  const src = assetUrl(image);
  return src ? { src, dimensions: toText(child(image, 'originalSize')), focalPoint: focalPoint(image) } : null;
}

const REGIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'] as const;

/** The region colors an image analysis found, in a fixed order. */
export function regionColors(image: unknown): { region: string; color: string }[] {
  const data = child(image, 'colorData');
  const colors: { region: string; color: string }[] = [];
  for (const region of REGIONS) {
    const color = cssHex(child(data, `${region}Average`));
    if (color) colors.push({ region, color });
  }
  return colors;
}

/** Variant widths listed by the asset; the original stands in for the largest width when that variant is missing. */
function srcsetCandidates(variants: string): { format: string; width: string }[] {
  const listed = variants.split(',').map((v) => v.trim());
  const candidates = listed.filter((v) => WIDTH_VARIANT.test(v)).map((v) => ({ format: v, width: v.slice(0, -1) }));
  const hasOriginal = listed.some((v) => SIZE_VARIANT.test(v));
  if (hasOriginal && candidates.length && !listed.includes(`${LARGEST_WIDTH}w`)) {
    candidates.push({ format: 'original', width: String(LARGEST_WIDTH) });
  }
  return candidates;
}

const srcsetFragment = fragment(srcsetSource);

export function srcsetAttribute(image: unknown, env: Env): string {
  const url = assetUrl(image);
  const candidates = srcsetCandidates(text(child(image, 'systemDataVariants')));
  return url && candidates.length ? srcsetFragment(env, { url, candidates }) : '';
}
