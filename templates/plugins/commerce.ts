// Commerce family: the storefront fragments of spec section 2 (prices,
// add-to-cart button, variant selectors, quantity input, badges, restock and
// scarcity messages, form-answer summaries), money formatters and the
// availability predicates. Availability is judged by schemas/availability.ts,
// the same rules the Worker applies when a visitor adds to the cart.
import { hasVariants, hasVariedPrices, isOnSale, isSoldOut } from '../../schemas/availability';
import type { ProductLike } from '../../schemas/availability';
import { cartFormatters } from './commerce/cart';
import { formFieldFormatters } from './commerce/form-field';
import { merchandisingFormatters } from './commerce/merchandising';
import { moneyFormatters } from './commerce/money-formatters';
import { priceFormatters } from './commerce/price-formatters';
import { productFragmentFormatters } from './commerce/product-fragments';
import { productOf } from './commerce/product';
import type { PluginFamily, Predicate } from './registry';

/** Tests the product of the current item; a node without one is never true. */
const productTest = (rule: (product: ProductLike) => boolean): Predicate => ({
  test(node) {
    const product = productOf(node);
    return product !== undefined && rule(product);
  },
});

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
    'has-variants?': productTest(hasVariants),
    'on-sale?': productTest(isOnSale),
    'sold-out?': productTest(isSoldOut),
    'varied-prices?': productTest(hasVariedPrices),
  },
};
