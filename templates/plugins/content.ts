// Content family: images, media, item classes, colors and the predicates that
// tell records, pages, collections and gallery options apart.
import { imageFormatters } from './content/images';
import { itemFormatters } from './content/items';
import { mediaFormatters } from './content/media';
import { sizeFormatters } from './content/sizes';
import { datePredicates } from './content/dates';
import { galleryPredicates } from './content/gallery';
import { contentPredicates } from './content/predicates';
import type { PluginFamily } from './registry';

export const contentPlugins: PluginFamily = {
  formatters: { ...imageFormatters, ...mediaFormatters, ...itemFormatters, ...sizeFormatters },
  predicates: { ...contentPredicates, ...galleryPredicates, ...datePredicates },
};
