import { EntryFacts, EntryImage, type EntryProduct } from '../../client/cart-page/cart-view';
import { fill, formatMoney, type AppliedTax, type CurrencyCode, type LabelledAnswer, type Messages, type Order, type ShoppingCart } from '../../schemas';

/** One line of a checkout or order summary. */
export interface SummaryLine {
  title: string;
  product: EntryProduct | undefined;
  quantity: number;
  totalCents: number;
  options: [string, string][];
  answers: LabelledAnswer[];
  /** A subscription's billing wording, e.g. '$38.00 every month'. */
  billing: string | null;
}

export interface SummaryTotals {
  subtotalCents: number;
  discount: { code: string; cents: number } | null;
  /** Null while no option is chosen (or none is needed). */
  shipping: { name: string; cents: number } | null;
  requiresShipping: boolean;
  taxes: readonly AppliedTax[];
  grandTotalCents: number;
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

export function orderTotals(order: Order): SummaryTotals {
  return {
    subtotalCents: order.subtotal,
    discount: order.couponCode ? { code: order.couponCode, cents: order.discountTotal } : null,
    shipping: order.shippingOption && { name: order.shippingOption.name, cents: order.shippingTotal },
    requiresShipping: order.shippingAddress !== null,
    taxes: order.taxLines,
    grandTotalCents: order.grandTotal,
  };
}

export function SummaryLines({ lines, currency, messages }: { lines: readonly SummaryLine[]; currency: CurrencyCode; messages: Messages }) {
  return (
    <ul className="summary-lines">
      {lines.map((line, index) => (
        <li key={index} className="summary-line">
          <EntryImage product={line.product} title={line.title} />
          <div className="summary-line-details">
            {line.product ? (
              <a className="summary-line-title" href={line.product.url}>
                {line.title}
              </a>
            ) : (
              <span className="summary-line-title">{line.title}</span>
            )}
            <span className="summary-line-quantity">{fill(messages.SUMMARY_QUANTITY, { quantity: line.quantity })}</span>
            <EntryFacts options={line.options} answers={line.answers} />
            {line.billing && <p className="summary-line-billing">{line.billing}</p>}
          </div>
          <span className="summary-line-total">{formatMoney(line.totalCents, currency)}</span>
        </li>
      ))}
    </ul>
  );
}

function Row({ label, cents, currency, className }: { label: string; cents: number; currency: CurrencyCode; className: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{formatMoney(cents, currency)}</dd>
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
export function SummaryTotalsView({ totals, currency, messages }: { totals: SummaryTotals; currency: CurrencyCode; messages: Messages }) {
  const labels = totalLabels(messages);
  return (
    <dl className="summary-totals">
      <Row className="summary-subtotal" label={labels.subtotal} cents={totals.subtotalCents} currency={currency} />
      {totals.discount && <Row className="summary-discount" label={labels.discount(totals.discount.code)} cents={-totals.discount.cents} currency={currency} />}
      {totals.requiresShipping &&
        (totals.shipping ? (
          <Row className="summary-shipping" label={labels.shipping(totals.shipping.name)} cents={totals.shipping.cents} currency={currency} />
        ) : (
          <div className="summary-shipping">
            <dt>{messages.SHIPPING_LABEL}</dt>
            <dd>{messages.SHIPPING_NEEDS_ADDRESS}</dd>
          </div>
        ))}
      {totals.taxes.map((tax, index) => (
        <Row key={index} className={tax.inclusive ? 'summary-tax summary-tax-included' : 'summary-tax'} label={labels.tax(tax)} cents={tax.amountCents} currency={currency} />
      ))}
      <Row className="summary-total checkout-total" label={labels.total} cents={totals.grandTotalCents} currency={currency} />
    </dl>
  );
}
