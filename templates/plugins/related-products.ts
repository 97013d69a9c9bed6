// Related-products family: `{relatedProducts|related-products}` renders the
// products a product page's context names as related (the publisher picks
// them by tag, then collection; README "Reviews and related products"), with
// the heading of the catalogue in the execution's locale.
import relatedProducts from '../fragments/related-products/related-products';
import { messagesOf } from '../i18n/locale';
import { child, isObject } from '../values';
import { fragment } from './fragment';
import type { PluginFamily } from './registry';

const block = fragment(relatedProducts);

export const relatedProductPlugins: PluginFamily = {
  formatters: {
    'related-products': {
      format: (value, _args, env) => {
        const products = (Array.isArray(value) ? value : []).filter((item) => isObject(item) && typeof item.id === 'string' && isObject(item.structuredContent));
        if (products.length === 0) return '';
        return block(env, {
          title: messagesOf(env).RELATED_PRODUCTS_TITLE,
          products: products.map((product) => ({ ...product, image: child(child(product, 'items'), 0) ?? null })),
        });
      },
    },
  },
};
