// Formatters over items (reference `item-classes`, `AbsUrl`) and the site's
// colors (`color-weight`, `website-color`).
import { RecordType } from '../../../schemas/site/content-types';
import { child, printed, toNumber, toText, truthy } from '../../values';
import { colorMessages, colorWeight, hslText } from '../color';
import { isOnSale, isSoldOut } from '../commerce/product';
import type { Env, Formatter } from '../registry';
import { seen } from '../scope';
import { slugify } from '../text';

/** `hentry` and the classes of an item's promotion, categories, tags, author, type, position and state. */
function itemClasses(item: unknown, env: Env): string {
  const lookup = (name: string) => seen(item, env, [name]);
  let out = 'hentry';
  const promoted = lookup('promotedBlockType');
  if (truthy(promoted)) out += ` promoted promoted-block-${slugify(toText(promoted))}`;
  for (const [key, prefix] of [['categories', 'category'], ['tags', 'tag']]) {
    const list = lookup(key);
    if (Array.isArray(list)) for (const entry of list) out += ` ${prefix}-${slugify(toText(entry))}`;
  }
  const author = lookup('author');
  const name = child(author, 'displayName');
  if (truthy(author) && truthy(name)) out += ` author-${slugify(toText(name))}`;
  out += ` post-type-${printed(lookup('recordTypeLabel'))}`;
  const index = env.resolve(['@index']);
  if (index !== undefined) out += ` article-index-${index as number}`;
  if (truthy(lookup('starred'))) out += ' featured';
  if (toNumber(child(item, 'recordType')) === RecordType.STORE_ITEM) {
    if (isOnSale(item)) out += ' on-sale';
    if (isSoldOut(item)) out += ' sold-out';
  }
  return out;
}

const HSL_KEYS = ['hue', 'saturation', 'lightness'] as const;

function websiteColor(value: unknown): string {
  if (HSL_KEYS.some((key) => child(value, key) == null)) return colorMessages.missing;
  const alpha = child(value, 'alpha');
  return hslText({
    hue: toNumber(child(value, 'hue')),
    saturation: toNumber(child(value, 'saturation')),
    lightness: toNumber(child(value, 'lightness')),
    alpha: alpha == null ? undefined : toNumber(alpha),
  });
}

export const itemFormatters: Record<string, Formatter<unknown>> = {
  'item-classes': { format: (value, _args, env: Env) => itemClasses(value, env) },
  AbsUrl: { format: (value, _args, env: Env) => `${toText(seen(value, env, ['base-url']))}/${toText(value)}` },
  'color-weight': { pure: true, format: (value) => colorWeight(toText(value)) },
  'website-color': { pure: true, format: websiteColor },
};

