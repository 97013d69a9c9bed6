// The image template rules of spec section 5: `{img|image width=800 height=600
// loader=sqs sizes=100vw priority=high}` renders a sized <img> whose source
// depends on where the image is served from. Values with spaces need another
// argument delimiter: `{img|image;width=800;height=600;sizes=(max-width: 600px) 100vw}`.
// Options are static text, so they are checked once when the template
// compiles; each use reports the problems.
import type { Env } from '../registry';
import { escapeAttribute } from '../escape';
import { child, toText } from '../../values';
import { altText, srcsetAttribute } from './image-asset';
import { thumbnailWidth } from './sizes';

const LOADERS = ['sqs', 'raw', 'vimeo', 'youtube'] as const;
const PRIORITIES = ['high', 'low', 'none'] as const;
const FORMATS = ['jpg', 'webp'] as const;
const POSITIVE_INTEGER = /^[1-9]\d*$/;

export type Loader = (typeof LOADERS)[number];

export interface ImageTemplate {
  width: number;
  height: number;
  loader: Loader;
  priority: (typeof PRIORITIES)[number];
  sizes?: string;
  srcset?: string;
  format?: (typeof FORMATS)[number];
  videoId?: string;
}

export type CheckedTemplate = { template: ImageTemplate; errors?: undefined } | { errors: string[] };

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T => values.includes(value as T);
const list = (values: readonly string[]) => values.join(', ');

/** `key=value` arguments; the last of a repeated key wins. */
export function namedOptions(args: readonly string[]): Record<string, string> {
  const options: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const arg of args) {
    const eq = arg.indexOf('=');
    if (eq > 0) options[arg.slice(0, eq)] = arg.slice(eq + 1);
  }
  return options;
}

export function checkImageTemplate(options: Readonly<Record<string, string>>): CheckedTemplate {
  const errors: string[] = [];
  const { width, height, sizes, srcset, format, videoId } = options;
  const loader = options.loader ?? 'sqs';
  const priority = options.priority ?? 'none';
  if (!POSITIVE_INTEGER.test(width ?? '')) errors.push('Image width is required and must be a positive integer.');
  if (!POSITIVE_INTEGER.test(height ?? '')) errors.push('Image height is required and must be a positive integer.');
  if (!oneOf(PRIORITIES, priority)) errors.push(`Image priority must be one of ${list(PRIORITIES)}.`);
  if (!oneOf(LOADERS, loader)) errors.push(`Image loader must be one of ${list(LOADERS)}.`);
  if (loader === 'sqs' && !sizes) errors.push('Image sizes are required for the sqs loader.');
  if (srcset !== undefined && loader !== 'raw') errors.push('Image srcset is only allowed for the raw loader.');
  if (format !== undefined && loader !== 'vimeo' && loader !== 'youtube') errors.push('Image format is only allowed for the vimeo and youtube loaders.');
  if (format !== undefined && !oneOf(FORMATS, format)) errors.push(`Image format must be one of ${list(FORMATS)}.`);
  if (loader === 'youtube' && !videoId) errors.push('Image videoId is required for the youtube loader.');
  if (errors.length || !oneOf(LOADERS, loader) || !oneOf(PRIORITIES, priority)) return { errors };
  return {
    template: {
      width: Number(width),
      height: Number(height),
      loader,
      priority,
      sizes,
      srcset,
      format: format as ImageTemplate['format'],
      videoId,
    },
  };
}

/** YouTube serves still frames of a video as jpg, or as webp under a sibling path. */
export function youtubeThumbnail(videoId: string, format: ImageTemplate['format']): string {
  const id = encodeURIComponent(videoId);
  return format === 'webp' ? `https://i.ytimg.com/vi_webp/${id}/hqdefault.webp` : `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

/** Where each loader finds the picture; null when the image does not say. */
function sizedImageSrc(image: unknown, template: ImageTemplate): string | null {
  if (template.loader === 'youtube') return youtubeThumbnail(template.videoId ?? '', template.format);
  const url = toText(child(image, 'assetUrl')) || null;
  // The platform resizes its own assets: ask for the variant that fits the width.
  return url && template.loader === 'sqs' ? `${url}?format=${thumbnailWidth(template.width)}` : url;
}

const attribute = (name: string, value: string | undefined) => (value ? ` ${name}="${escapeAttribute(value)}"` : '');

export function sizedImage(image: unknown, template: ImageTemplate, env: Env): string | undefined {
  const src = sizedImageSrc(image, template);
  if (!src) return undefined;
  const variants = template.loader === 'sqs' ? srcsetAttribute(image) : '';
  // Only a high-priority image is worth loading before it scrolls into view.
  const loading = template.priority === 'high' ? 'eager' : 'lazy';
  const priority = template.priority === 'none' ? '' : template.priority;
  return `<img src="${escapeAttribute(src)}"${variants}${attribute('srcset', template.srcset)}${attribute('sizes', template.sizes)} width="${template.width}" height="${template.height}" alt="${escapeAttribute(altText(image, env))}" loading="${loading}"${attribute('fetchpriority', priority)} />`;
}
