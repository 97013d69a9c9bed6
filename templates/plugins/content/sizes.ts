// Image size helpers (reference `width`, `height`, `resized*`,
// `squarespaceThumbnail*`; spec sections 5 and 9): an asset's originalSize
// is a `WxH` string, and the platform serves resized variants at fixed widths.
import { toText } from '../../values';
import type { Formatter } from '../registry';

export const INVALID_SIZE = "Invalid source parameter. Pass in 'originalSize'";

/** Widths the platform keeps a resized variant of, as named in srcset lists (`100w`). */
export const SRCSET_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;

/** `WxH` as its two numbers (each a leading integer), or null when it is not two parts. */
function parseSize(value: unknown): [number, number] | null {
  const parts = toText(value).split('x');
  return parts.length === 2 ? [parseInt(parts[0], 10), parseInt(parts[1], 10)] : null;
}

/** The variant a width needs (spec section 9): above 1000 is 1500w, and so on down to 100w. */
export function thumbnailWidth(width: number): string {
  if (width > 1000) return '1500w';
  if (width > 750) return '1000w';
  if (width > 500) return '750w';
  if (width > 300) return '500w';
  return width > 100 ? '300w' : '100w';
}

const target = (args: readonly string[]) => parseInt(args[0] ?? '', 10);
// Truncated to an integer as the platform does it: a NaN reads 0.
const heightForWidth = ([w, h]: [number, number], width: number) => ((h * width) / w) | 0;
const widthForHeight = ([w, h]: [number, number], height: number) => ((w * height) / h) | 0;

/** A formatter over the value's size and the first argument as a length. */
function resize(compute: (size: [number, number], length: number) => unknown): Formatter<number> {
  return {
    pure: true,
    prepare: target,
    format(value, length) {
      const size = parseSize(value);
      return size ? compute(size, length) : INVALID_SIZE;
    },
  };
}

export const sizeFormatters: Record<string, Formatter<unknown>> = {
  width: { pure: true, format: (value) => parseSize(value)?.[0] },
  height: { pure: true, format: (value) => parseSize(value)?.[1] },
  resizedHeightForWidth: resize(heightForWidth),
  resizedWidthForHeight: resize(widthForHeight),
  squarespaceThumbnailForWidth: { pure: true, prepare: target, format: (_value, width: number) => thumbnailWidth(width) },
  squarespaceThumbnailForHeight: resize((size, height) => thumbnailWidth(widthForHeight(size, height))),
};
