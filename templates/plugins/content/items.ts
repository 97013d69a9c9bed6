// Formatters over items and plain text: post classes, absolute URLs,
// capitalisation and the site's colors.
import { isOnSale, isSoldOut } from '../../../schemas/availability';
import type { ProductLike } from '../../../schemas/availability';
import { RecordType } from '../../../schemas/content-types';
import { itemClassesSource } from '../../fragments/content/item-classes';
import { child, toText } from '../../values';
import { colorWeight, hslColor } from '../color';
import type { Hsl } from '../color';
import type { Env, Formatter } from '../registry';
import { fragment } from '../fragment';

const itemClassesFragment = fragment(itemClassesSource);

function itemClasses(item: unknown, env: Env): string {
  if (typeof item !== 'object' || item === null) return '';
  const fields = item as Record<string, unknown>;
  // Only store items have a sale or stock state to show.
  const product = fields.recordType === RecordType.STORE_ITEM ? (child(item, 'structuredContent') as ProductLike | undefined) : undefined;
  return itemClassesFragment(env, {
    promotedBlockType: fields.promotedBlockType,
    categories: fields.categories,
    tags: fields.tags,
    author: fields.author,
    recordTypeLabel: fields.recordTypeLabel,
    // Position in the list being rendered, when there is one.
    index: env.resolve(['@index']),
    featured: fields.starred === true,
    onSale: product ? isOnSale(product) : false,
    soldOut: product ? isSoldOut(product) : false,
  });
}

export const itemFormatters: Record<string, Formatter<unknown>> = {
  'item-classes': { format: (value, _args, env: Env) => itemClasses(value, env) },
  AbsUrl: {
    format(value, _args, env: Env) {
      const path = toText(value);
      return path ? `${toText(env.resolve(['base-url']))}/${path}` : undefined;
    },
  },
  capitalize: { format: (value) => toText(value).toUpperCase() },
  'color-weight': { format: (value) => colorWeight(value) ?? undefined },
  'website-color': {
    format(value) {
      if (typeof value !== 'object' || value === null) return undefined;
      const color = hslColor(value as Hsl);
      return 'css' in color ? color.css : color.errors.join(' ');
    },
  },
};
