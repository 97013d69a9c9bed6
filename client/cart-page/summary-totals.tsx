// The totals of a cart or order (subtotal, discount, shipping, taxes, total):
// the cart page's estimate draws them as the checkout, the order page and the
// receipt do, so all say the same in the same words.
import type { ShoppingCart } from '../../schemas/commerce/cart';
import { formatMoney } from '../../schemas/commerce/money-format';
import type { CurrencyCode } from '../../schemas/commerce/currency-codes';
import type { AppliedTax } from '../../schemas/commerce/tax-rules';
import { fill, type Messages } from '../../schemas/messages/catalogue';

export interface SummaryTotals {
  subtotalCents: number;
  discount: { code: string; cents: number } | null;
  /** Null while no option is chosen (or none is needed). */
  shipping: { name: string; cents: number } | null;
  requiresShipping: boolean;
  taxes: readonly AppliedTax[];
  grandTotalCents: number;
}

/** How money reads on a page: the cart's or order's currency, in the site's language (BCP 47). */
export interface MoneyStyle {
  currency: CurrencyCode;
  locale: string;
}

export function cartTotals(cart: ShoppingCart): SummaryTotals {
  const coupon = cart.validCoupons[0];
  const shipping = cart.selectedShippingOption;
  return {
    subtotalCents: cart.subtotalCents,
    discount: coupon ? { code: coupon.code, cents: cart.discountCents } : null,
    shipping: shipping && { name: shipping.name, cents: cart.shippingCostCents },
    requiresShipping: cart.requiresShipping,
    taxes: cart.applicableTaxRules,
    grandTotalCents: cart.grandTotalCents,
  };
}

function Row({ label, cents, money, className }: { label: string; cents: number; money: MoneyStyle; className: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{formatMoney(cents, money.currency, money.locale)}</dd>
    </div>
  );
}

/** A tax's line: its name and rate, and whether the prices include it. */
function taxLabel(tax: AppliedTax, messages: Messages): string {
  const named = `${tax.name} (${tax.ratePercent}%)`;
  return tax.inclusive ? fill(messages.TAX_INCLUDED, { tax: named }) : named;
}

/** The labels of the totals' lines, as the order summary and the receipt show them. */
export const totalLabels = (messages: Messages) => ({
  subtotal: messages.CART_SUBTOTAL,
  discount: (code: string) => fill(messages.DISCOUNT_LINE, { code }),
  shipping: (name: string) => fill(messages.SHIPPING_LINE, { name }),
  tax: (tax: AppliedTax) => taxLabel(tax, messages),
  total: messages.TOTAL_LABEL,
});

/** Subtotal, discount, shipping, taxes and the total, as the order is charged. */
export function SummaryTotalsView({ totals, money, messages }: { totals: SummaryTotals; money: MoneyStyle; messages: Messages }) {
  const labels = totalLabels(messages);
  return (
    <dl className="summary-totals">
      <Row className="summary-subtotal" label={labels.subtotal} cents={totals.subtotalCents} money={money} />
      {totals.discount && <Row className="summary-discount" label={labels.discount(totals.discount.code)} cents={-totals.discount.cents} money={money} />}
      {totals.requiresShipping &&
        (totals.shipping ? (
          <Row className="summary-shipping" label={labels.shipping(totals.shipping.name)} cents={totals.shipping.cents} money={money} />
        ) : (
          <div className="summary-shipping">
            <dt>{messages.SHIPPING_LABEL}</dt>
            <dd>{messages.SHIPPING_NEEDS_ADDRESS}</dd>
          </div>
        ))}
      {totals.taxes.map((tax, index) => (
        <Row key={index} className={tax.inclusive ? 'summary-tax summary-tax-included' : 'summary-tax'} label={labels.tax(tax)} cents={tax.amountCents} money={money} />
      ))}
      <Row className="summary-total checkout-total" label={labels.total} cents={totals.grandTotalCents} money={money} />
    </dl>
  );
}
