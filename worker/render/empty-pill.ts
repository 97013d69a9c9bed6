import { pillCountText, pillNoun, pillSpokenLabel } from '../../schemas/commerce/cart-pill';
import { formatMoney } from '../../schemas/commerce/currency';
import type { CurrencyCode } from '../../schemas/commerce/currency-codes';
import type { Messages } from '../../schemas/messages/catalogue';
import { CART_PATH } from '../../schemas/site/paths';
import { escapeAttribute } from '../../templates';

/** Text escaped as React escapes it: quotes too, so that the markup matches React's byte for byte. */
const text = (value: string) => escapeAttribute(value).replaceAll("'", '&#x27;');

/**
 * The markup React renders for the client's CartPill (client/islands/cart-pill.tsx)
 * with an empty cart, written out so that a page view loads no React renderer:
 * react-dom's server renderers are 200 KiB of the Worker, the largest part of its
 * cold start (#30). The browser hydrates this markup, so it must be React's to
 * the byte; test/unit/empty-pill.test.tsx holds it to React's own rendering.
 */
export function emptyPillMarkup(currency: CurrencyCode, locale: string, messages: Messages): string {
  const quantity = `${pillCountText(0)} ${pillNoun(0, messages)}`;
  return (
    `<a href="${escapeAttribute(CART_PATH)}" class="cart-pill" data-cart-link="true" hidden="">` +
    `<span class="cart-pill-quantity">${text(quantity)}</span>` +
    `<span class="cart-pill-subtotal">${text(formatMoney(0, currency, locale))}</span>` +
    `<span class="visually-hidden">${text(pillSpokenLabel(0, messages))}</span></a>`
  );
}
