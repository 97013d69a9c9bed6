import { EntryFacts, EntryImage, SaleMark, type EntryProduct } from '../../client/cart-page/cart-view';
import type { MoneyStyle, SummaryTotals } from '../../client/cart-page/summary-totals';
import { fill, formatMoney, type LabelledAnswer, type Messages, type Order } from '../../schemas';

/** One line of a checkout or order summary. */
export interface SummaryLine {
  title: string;
  product: EntryProduct | undefined;
  quantity: number;
  totalCents: number;
  /** The line at its regular price, when it is bought on sale. */
  regularCents: number | null;
  options: [string, string][];
  answers: LabelledAnswer[];
  /** A subscription's billing wording, e.g. '$38.00 every month'. */
  billing: string | null;
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

export function SummaryLines({ lines, money, messages }: { lines: readonly SummaryLine[]; money: MoneyStyle; messages: Messages }) {
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
          <span className="summary-line-total">
            <SaleMark regularCents={line.regularCents} money={money} messages={messages} />
            {formatMoney(line.totalCents, money.currency, money.locale)}
          </span>
        </li>
      ))}
    </ul>
  );
}
