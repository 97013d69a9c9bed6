// Cart formatters: the quantity badge, the cart link (always /cart, spec
// section 2) and the retired subtotal formatter, which prints what the
// platform prints.
import cartQuantity from '../../fragments/commerce/cart-quantity';
import type { Formatter } from '../registry';
import { child } from '../../values';
import { fragment } from '../fragment';

const badge = fragment(cartQuantity);

export const cartFormatters: Record<string, Formatter<unknown>> = {
  'cart-quantity': {
    format(cart, _args, env) {
      const entries = child(cart, 'entries');
      if (!Array.isArray(entries)) return '';
      let units = 0;
      for (const entry of entries) {
        const quantity = child(entry, 'quantity');
        if (typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity > 0) units += quantity;
      }
      return badge(env, units);
    },
  },
  'cart-subtotal': { format: () => 'deprecated, do not use' },
  'cart-url': { format: () => '/cart' },
};
