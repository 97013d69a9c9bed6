// Gallery options of spec section 3 and their defaults and ranges of spec
// section 9, read once for the engine's gallery block and the client's
// slideshow: values out of range are clamped, missing ones take the default.

export const GALLERY_DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;
export const GALLERY_META_POSITIONS = ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'] as const;
export const GALLERY_ALIGNMENTS = ['center', 'left', 'right'] as const;
export const GALLERY_FLAGS = ['autoplay', 'auto-crop', 'controls', 'lightbox', 'square-thumbs', 'show-meta', 'show-meta-on-hover', 'thumbnails'] as const;

/** Default and range of each numeric option (spec section 9, "Gallery defaults"). */
export const GALLERY_NUMBERS = {
  /** Seconds between slides when autoplaying. */
  'autoplay-duration': { default: 5, min: 1, max: 10 },
  'thumbnails-per-row': { default: 4, min: 1, max: 10 },
  padding: { default: 20, min: 0, max: 50 },
  'thumbnail-strip-height': { default: 80, min: 0, max: 200 },
  margin: { default: 20, min: 0, max: 60 },
  'max-column-width': { default: 300, min: 100, max: 300 },
} as const;

/** Motion on the page (spec section 9): a tween never runs shorter than 50 ms. */
export const ANIMATION = { minDurationMs: 50, defaultTweenMs: 300, defaultScrollOffset: 30 } as const;

export type GalleryNumber = keyof typeof GALLERY_NUMBERS;
export type GalleryFlag = (typeof GALLERY_FLAGS)[number];

export interface GalleryOptions {
  design: (typeof GALLERY_DESIGNS)[number];
  'meta-position': (typeof GALLERY_META_POSITIONS)[number];
  'active-alignment': (typeof GALLERY_ALIGNMENTS)[number];
  'aspect-ratio': string | null;
  flags: Record<GalleryFlag, boolean>;
  numbers: Record<GalleryNumber, number>;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

export function clampGalleryNumber(name: GalleryNumber, value: unknown): number {
  const { default: fallback, min, max } = GALLERY_NUMBERS[name];
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : fallback;
}

/** The options an owner wrote, with the spec's defaults and every number within its range. */
export function galleryOptions(raw: unknown): GalleryOptions {
  const options = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const ratio = options['aspect-ratio'];
  return {
    design: oneOf(GALLERY_DESIGNS, options.design, 'grid'),
    'meta-position': oneOf(GALLERY_META_POSITIONS, options['meta-position'], 'bottom'),
    'active-alignment': oneOf(GALLERY_ALIGNMENTS, options['active-alignment'], 'center'),
    'aspect-ratio': typeof ratio === 'string' && /^\d+(\.\d+)?:\d+(\.\d+)?$/.test(ratio) ? ratio : null,
    flags: Object.fromEntries(GALLERY_FLAGS.map((flag) => [flag, options[flag] === true])) as Record<GalleryFlag, boolean>,
    numbers: Object.fromEntries(Object.keys(GALLERY_NUMBERS).map((name) => [name, clampGalleryNumber(name as GalleryNumber, options[name])])) as Record<GalleryNumber, number>,
  };
}

/** A tween's duration as the client runs it: the default when unset, never under the minimum. */
export const tweenMs = (duration?: number) => Math.max(ANIMATION.minDurationMs, duration ?? ANIMATION.defaultTweenMs);
