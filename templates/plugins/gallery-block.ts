// Gallery family: `{collection.gallery|gallery-block}` renders a gallery (its
// `options` and its `items`, image assets) as the block of spec section 2.
// The options are read through schemas/site/gallery.ts, so the markup carries the
// spec's defaults and every number within its range.
import { galleryOptions, type GalleryOptions } from '../../schemas/site/gallery';
import { fill } from '../../schemas/messages';
import { messagesOf } from '../i18n/locale';
import galleryBlock from '../fragments/gallery/gallery-block';
import { child, isObject, toText } from '../values';
import { fragment } from './fragment';
import type { Env, PluginFamily } from './registry';

const block = fragment(galleryBlock);

/** One slide at a time in these designs; the others lay every image out. */
const ONE_AT_A_TIME: ReadonlySet<GalleryOptions['design']> = new Set(['slideshow', 'slider']);

function styleOf({ numbers, 'aspect-ratio': ratio }: GalleryOptions): string {
  const properties = [
    `--gallery-padding: ${numbers.padding}px`,
    `--gallery-margin: ${numbers.margin}px`,
    `--gallery-thumbnails-per-row: ${numbers['thumbnails-per-row']}`,
    `--gallery-thumbnail-strip-height: ${numbers['thumbnail-strip-height']}px`,
    `--gallery-max-column-width: ${numbers['max-column-width']}px`,
  ];
  if (ratio) properties.push(`--gallery-aspect-ratio: ${ratio.replace(':', ' / ')}`);
  return properties.join('; ');
}

function viewOf(gallery: Record<string, unknown>, env: Env) {
  const messages = messagesOf(env);
  const options = galleryOptions(gallery.options);
  const images = Array.isArray(gallery.items) ? gallery.items.filter(isObject) : [];
  const oneAtATime = ONE_AT_A_TIME.has(options.design);
  const label = toText(child(gallery, 'title')) || messages.GALLERY_LABEL;
  return {
    label,
    design: options.design,
    metaPosition: options['meta-position'],
    alignment: options['active-alignment'],
    squareThumbs: options.flags['square-thumbs'],
    autoCrop: options.flags['auto-crop'],
    autoplay: oneAtATime && options.flags.autoplay,
    autoplayDelayMs: options.numbers['autoplay-duration'] * 1000,
    lightbox: options.flags.lightbox,
    showMeta: options.flags['show-meta'] || options.flags['show-meta-on-hover'],
    showMetaOnHover: options.flags['show-meta-on-hover'],
    controls: oneAtATime && options.flags.controls && images.length > 1,
    // An autoplaying gallery would speak every few seconds: screen readers hear the slides it moves to by hand only.
    live: options.flags.autoplay ? 'off' : 'polite',
    style: styleOf(options),
    count: images.length,
    previousLabel: messages.GALLERY_PREVIOUS,
    nextLabel: messages.GALLERY_NEXT,
    slides: images.map((image, index) => ({
      index,
      image,
      title: toText(image.title) || null,
      hidden: oneAtATime && index > 0,
      openLabel: `${fill(messages.GALLERY_OPEN, { number: index + 1, count: images.length })}${image.title ? `: ${toText(image.title)}` : ''}`,
    })),
  };
}

export const galleryPlugins: PluginFamily = {
  formatters: {
    'gallery-block': { format: (value, _args, env) => (isObject(value) ? block(env, viewOf(value, env)) : '') },
  },
};
