// Image size helpers (spec sections 5 and 9): an asset's originalSize is a
// "WxH" string, and the platform serves resized variants at fixed widths.
import { toNumber } from '../../values';
import type { Formatter } from '../registry';

export const INVALID_SIZE = "Invalid source parameter. Pass in 'originalSize'";

/** Widths the platform keeps a resized variant of, as named in srcset lists. */
export const SRCSET_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;
/** Thumbnails stop short of the largest variant (spec section 9). */
const THUMBNAIL_WIDTHS = [100, 300, 500, 750, 1000, 1500] as const;

const SIZE = /^\s*(\d+)\s*x\s*(\d+)\s*$/;

export interface Size {
  width: number;
  height: number;
}

export function parseSize(value: unknown): Size | null {
  const match = typeof value === 'string' ? SIZE.exec(value) : null;
  if (!match) return null;
  const size = { width: Number(match[1]), height: Number(match[2]) };
  return size.width > 0 && size.height > 0 ? size : null;
}

/** The smallest variant at least `width` wide; 1500w for anything above 1000. */
export function thumbnailWidth(width: number): string {
  const fit = THUMBNAIL_WIDTHS.find((w) => width <= w) ?? THUMBNAIL_WIDTHS[THUMBNAIL_WIDTHS.length - 1];
  return `${fit}w`;
}

const targetOf = (args: readonly string[]) => {
  const n = toNumber(args[0]);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** A formatter over the value's size and the first argument as a target length. */
function resize(compute: (size: Size, target: number) => unknown): Formatter<number | null> {
  return {
    prepare: targetOf,
    format(value, target) {
      const size = parseSize(value);
      if (!size) return INVALID_SIZE;
      return target === null ? undefined : compute(size, target);
    },
  };
}

const heightForWidth = (size: Size, width: number) => Math.floor((size.height * width) / size.width);
const widthForHeight = (size: Size, height: number) => Math.floor((size.width * height) / size.height);

export const sizeFormatters: Record<string, Formatter<unknown>> = {
  width: { format: (value) => parseSize(value)?.width ?? INVALID_SIZE },
  height: { format: (value) => parseSize(value)?.height ?? INVALID_SIZE },
  resizedHeightForWidth: resize(heightForWidth),
  resizedWidthForHeight: resize(widthForHeight),
  squarespaceThumbnailForWidth: resize((_size, width) => thumbnailWidth(width)),
  squarespaceThumbnailForHeight: resize((size, height) => thumbnailWidth(widthForHeight(size, height))),
};
