// Image formatters: the meta attributes of an image asset, the image element,
// its srcset and its region colors.
import { colorAttributesSource, imageSource } from '../../fragments/content/image';
import { child } from '../../values';
import { escapeHtml } from '../escape';
import type { Env, Formatter } from '../registry';
import { fragment } from '../fragment';
import { altText, assetUrl, imageMeta, isObject, regionColors, srcsetAttribute } from './image-asset';
import { checkImageTemplate, namedOptions, sizedImage } from './image-template';
import type { CheckedTemplate } from './image-template';

const DEFAULT_IMAGE_CLASS = 'thumb-image';

const imageFragment = fragment(imageSource);
const colorsFragment = fragment(colorAttributesSource);

interface ImageArgs {
  className: string;
  /** Present when the template uses the image template rules. */
  sized?: CheckedTemplate;
}

function imageArgs(args: readonly string[]): ImageArgs {
  const named = namedOptions(args);
  return {
    className: args.find((arg) => !arg.includes('=')) || DEFAULT_IMAGE_CLASS,
    sized: Object.keys(named).length ? checkImageTemplate(named) : undefined,
  };
}

const childImage = (value: unknown, index: number) => child(child(value, 'items'), index);

export const imageFormatters: Record<string, Formatter<unknown>> = {
  'image-meta': { format: (value, _args, env: Env) => imageMeta(value, env) },
  'child-image-meta': {
    prepare: (args) => Math.max(0, parseInt(args[0] ?? '', 10) || 0),
    format: (value, index: number, env: Env) => imageMeta(childImage(value, index), env),
  },
  'cover-image-meta': { format: (value, _args, env: Env) => imageMeta(child(value, 'coverImage'), env) },
  image: {
    prepare: imageArgs,
    format(value, { className, sized }: ImageArgs, env: Env) {
      if (sized?.errors) {
        for (const message of sized.errors) env.error(message);
        return undefined;
      }
      if (sized) return sizedImage(value, sized.template, env);
      const src = assetUrl(value);
      if (!src || !isObject(value)) return undefined;
      return imageFragment(env, {
        src,
        alt: altText(value, env),
        className,
        componentKey: value.componentKey,
        meta: imageMeta(value, env),
        id: value.id,
      });
    },
  },
  'image-srcset': { format: (value, _args, env: Env) => srcsetAttribute(value, env) },
  // No argument: every region as data attributes. One: that region's color.
  // Two: a CSS declaration of the second argument, e.g. `background-color: #111`.
  'image-color': {
    format(value, args: readonly string[], env: Env) {
      const colors = regionColors(value);
      if (args.length === 0) return colors.length ? colorsFragment(env, { colors }) : undefined;
      if (!isObject(child(value, 'colorData'))) return undefined;
      const found = colors.find((c) => c.region === args[0]);
      if (!found) return `"${escapeHtml(args[0])}" not found.`;
      return args.length > 1 ? `${escapeHtml(args[1])}: ${found.color}` : found.color;
    },
  },
};
