import { pillCountText, pillNoun, pillSpokenLabel } from '../../schemas/commerce/cart-pill';
import { formatMoney } from '../../schemas/commerce/money-format';
import type { CurrencyCode } from '../../schemas/commerce/currency-codes';
import type { Messages } from '../../schemas/messages/catalogue';
import { CART_PATH } from '../../schemas/site/paths';

/** What the pill needs of the cart; the page renders it empty and the client fills it in. */
export interface CartSummary {
  totalQuantity: number;
  subtotalCents: number;
  currency: CurrencyCode;
}

/** The floating cart link of spec section 2: hidden when empty, count capped at '100+'. */
export function CartPill({ summary, locale, messages }: { summary: CartSummary; locale: string; messages: Messages }) {
  const { totalQuantity } = summary;
  return (
    // Named by its content: the visible words first, so a voice user can say what they see (an aria-label
    // of the spoken label alone hid them: axe label-content-name-mismatch), then the spoken label of spec section 2.
    <a href={CART_PATH} className="cart-pill" data-cart-link hidden={totalQuantity === 0}>
      <span className="cart-pill-quantity">{`${pillCountText(totalQuantity)} ${pillNoun(totalQuantity, messages)}`}</span>
      <span className="cart-pill-subtotal">{formatMoney(summary.subtotalCents, summary.currency, locale)}</span>
      <span className="visually-hidden">{pillSpokenLabel(totalQuantity, messages)}</span>
    </a>
  );
}
