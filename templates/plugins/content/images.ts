// Image formatters (reference Part 2): the meta attributes of an image
// node, the image element, its srcset and its region colors; plus the image
// template rules of spec section 5 when `key=value` arguments are given.
import { child, printed, toText } from '../../values';
import { escapeAttribute } from '../escape';
import type { Env, Formatter } from '../registry';
import { altText, imageMeta, metaAttributes, REGIONS, regionColor, srcsetAttribute } from './image-asset';
import { checkImageTemplate, namedOptions, sizedImage } from './image-template';
import type { CheckedTemplate } from './image-template';

const DEFAULT_IMAGE_CLASS = 'thumb-image';

interface ImageArgs {
  className: string;
  /** Present when the template uses the image template rules. */
  sized?: CheckedTemplate;
}

function imageArgs(args: readonly string[]): ImageArgs {
  const named = namedOptions(args);
  if (Object.keys(named).length) return { className: DEFAULT_IMAGE_CLASS, sized: checkImageTemplate(named) };
  return { className: args.length === 1 ? args[0] : DEFAULT_IMAGE_CLASS };
}

/**
 * The platform's image element. The alt text is escaped for the first
 * <img>, and the meta attributes escape that again (reference `image`).
 */
function image(value: unknown, className: string, env: Env): string {
  const alt = escapeAttribute(altText(value, env));
  const meta = value === undefined ? '' : metaAttributes(value, escapeAttribute(alt));
  const url = printed(child(value, 'assetUrl'));
  return `<noscript><img src="${url}" alt="${alt}" /></noscript><img class="${className}" ${meta}data-load="false" data-image-id="${printed(child(value, 'id'))}" data-type="image" />`;
}

/** No argument: every region as data attributes; one: that region's color; two: a CSS declaration. */
function imageColor(value: unknown, args: readonly string[]): string | undefined {
  const colorData = child(value, 'colorData');
  if (colorData === undefined) return undefined;
  if (args.length === 0) return REGIONS.map((region) => `data-color-${region}="${regionColor(colorData, region)}" `).join('');
  if (toText(child(colorData, `${args[0]}Average`)) === '') return `"${args[0]}" not found.`;
  const color = regionColor(colorData, args[0]);
  return args.length > 1 ? `${args[1]}: ${color}` : color;
}

export const imageFormatters: Record<string, Formatter<unknown>> = {
  'image-meta': { format: (value, _args, env: Env) => imageMeta(value, env) },
  'child-image-meta': {
    prepare: (args) => (args.length ? parseInt(args[0], 10) : 0),
    format: (value, index: number, env: Env) => imageMeta(child(child(value, 'items'), index), env),
  },
  'cover-image-meta': { format: (value, _args, env: Env) => imageMeta(child(value, 'coverImage'), env) },
  image: {
    prepare: imageArgs,
    format(value, { className, sized }: ImageArgs, env: Env) {
      if (sized?.errors) {
        for (const message of sized.errors) env.error(message);
        return undefined;
      }
      return sized ? sizedImage(value, sized.template, env) : image(value, className, env);
    },
  },
  'image-srcset': { pure: true, format: (value) => srcsetAttribute(value) },
  'image-color': { pure: true, format: imageColor },
};
