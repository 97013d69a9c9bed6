// What the image formatters read from an image node (reference `image-meta`,
// `image-srcset`, `image-color`): its alt text, focal point, attributes,
// resized variants and region colors.
import { BlockType } from '../../../schemas/site/content-types';
import { child, printed, toNumber, toText, truthy } from '../../values';
import { escapeAttribute } from '../escape';
import type { Env } from '../registry';
import { seen } from '../scope';
import { withoutTags } from './predicates';
import { SRCSET_WIDTHS } from './sizes';

/** Alt text taken from a body is cut here (spec section 9). */
export const ALT_BODY_LIMIT = 250;

/**
 * In an image block (blockType 5, looked up the scope) the owner's alt text,
 * trimmed, even when empty; elsewhere the first of the title, the body as
 * text (cut at 250), the file name.
 */
export function altText(image: unknown, env: Env): string {
  const blockType = seen(image, env, ['blockType']);
  if (blockType !== undefined && toNumber(blockType) === BlockType.IMAGE) {
    return toText(child(image, 'altText')).trim();
  }
  const title = child(image, 'title');
  if (truthy(title)) return toText(title);
  const body = withoutTags(toText(child(image, 'body'))).slice(0, ALT_BODY_LIMIT);
  if (body !== '') return body;
  const filename = child(image, 'filename');
  return truthy(filename) ? toText(filename) : '';
}

/** `x,y` of the focal point when the node has one, else the centre. */
export function focalPoint(image: unknown): string {
  const point = child(image, 'mediaFocalPoint');
  if (point === undefined) return '0.5,0.5';
  return `${toNumber(child(point, 'x'))},${toNumber(child(point, 'y'))}`;
}

/** The attribute string of `image-meta`, each attribute followed by a space; `alt` already escaped. */
export function metaAttributes(image: unknown, alt: string): string {
  const licensed = child(image, 'licensedAssetPreview');
  let out = typeof licensed === 'object' && licensed !== null ? 'data-licensed-asset-preview="true" ' : '';
  const key = child(image, 'componentKey');
  if (key !== undefined) out += `data-component-key="${printed(key)}" `;
  const url = printed(child(image, 'assetUrl'));
  return `${out}data-src="${url}" data-image="${url}" data-image-dimensions="${printed(child(image, 'originalSize'))}" data-image-focal-point="${focalPoint(image)}" alt="${alt}" `;
}

/** `image-meta` of a node; a missing node has none. */
export function imageMeta(image: unknown, env: Env): string {
  return image === undefined ? '' : metaAttributes(image, escapeAttribute(altText(image, env)));
}

const W = 119; // 'w'
const SRCSET_NAMES = SRCSET_WIDTHS.map((width) => `${width}w`);

/** ` srcset="U?format=100w 100w,…"` over the width variants, the original standing in for the next larger one. */
export function srcsetAttribute(image: unknown): string {
  if (image === undefined) return '';
  const url = printed(child(image, 'assetUrl'));
  const variants = toText(child(image, 'systemDataVariants'));
  // One pass over `2500x1667,100w,300w,…`: srcsets print on every product card.
  let entries = '';
  let widest = '';
  for (let start = 0; start <= variants.length; ) {
    let end = variants.indexOf(',', start);
    if (end < 0) end = variants.length;
    if (end > start && variants.charCodeAt(end - 1) === W) {
      widest = variants.slice(start, end);
      entries += `${entries === '' ? '' : ','}${url}?format=${widest} ${widest}`;
    }
    start = end + 1;
  }
  if (widest === '') return '';
  const at = SRCSET_NAMES.indexOf(widest);
  if (at >= 0 && at < SRCSET_NAMES.length - 1) entries += `,${url}?format=original ${SRCSET_NAMES[at + 1]}`;
  return ` srcset="${entries}"`;
}

export const REGIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'] as const;

/** `#` and the average color of one region, as the node has it. */
export const regionColor = (colorData: unknown, region: string) => `#${printed(child(colorData, `${region}Average`))}`;
