// Commerce family: the storefront fragments (prices, add-to-cart button,
// variant selectors, quantity input, badges, restock and scarcity messages,
// form-answer summaries), money formatters and the product predicates
// (reference Part 2, Part 3 and §4.11-§4.12).
import { cartFormatters } from './commerce/cart';
import { formFieldFormatters } from './commerce/form-field';
import { merchandisingFormatters } from './commerce/merchandising';
import { moneyFormatters } from './commerce/money-formatters';
import { priceFormatters } from './commerce/prices';
import { hasVariants, hasVariedPrices, isOnSale, isSoldOut } from './commerce/product';
import { productFragmentFormatters } from './commerce/product-fragments';
import type { PluginFamily } from './registry';

export const commercePlugins: PluginFamily = {
  formatters: {
    ...priceFormatters,
    ...productFragmentFormatters,
    ...merchandisingFormatters,
    ...moneyFormatters,
    ...cartFormatters,
    ...formFieldFormatters,
  },
  predicates: {
    'has-variants?': { test: hasVariants },
    'on-sale?': { test: isOnSale },
    'sold-out?': { test: isSoldOut },
    'varied-prices?': { test: hasVariedPrices },
  },
};
