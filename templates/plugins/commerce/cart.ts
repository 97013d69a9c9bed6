// Cart formatters (reference `cart-quantity`, `cart-subtotal`, `cart-url`).
import { child, toNumber } from '../../values';
import type { Formatter } from '../registry';
import { CART_PATH } from '../../../schemas/site/paths';

export const cartFormatters: Record<string, Formatter<unknown>> = {
  'cart-quantity': {
    pure: true,
    format(cart) {
      const entries = child(cart, 'entries');
      let units = 0;
      if (Array.isArray(entries)) for (const entry of entries) units += toNumber(child(entry, 'quantity'));
      return `<span class="sqs-cart-quantity">${units}</span>`;
    },
  },
  // Deprecated. The reference prefers Java's legacy money markup here, but the
  // shared conformance case pins TypeScript's text, and the cases win where
  // they speak (templates/CONFORMANCE.md).
  'cart-subtotal': { pure: true, format: () => 'deprecated, do not use' },
  'cart-url': { pure: true, format: () => CART_PATH },
};
