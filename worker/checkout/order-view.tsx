import { ADDRESS_COUNTRIES, formatMoney, orderNumberText, regionName, type CurrencyCode, type Order, type ShippingAddress } from '../../schemas';
import { orderTotals, SummaryLines, SummaryTotalsView, type SummaryLine } from './order-summary';

/** An address as it is written on a parcel, one line each. */
export function addressLines(address: ShippingAddress): string[] {
  const place = [address.city, regionName(address), address.postcode].filter((part) => part !== '').join(', ');
  return [address.line1, address.line2, place, ADDRESS_COUNTRIES[address.country]?.name ?? address.country].filter((line) => line !== '');
}

/** What the shopper can expect now, in the order it happens. */
export function nextSteps(order: Order): string[] {
  const currency = order.currencyCode as CurrencyCode;
  const steps = [`A receipt is on its way to ${order.customer.email}.`];
  if (order.shippingAddress) steps.push('We will pack your order and ship it to the address below.');
  for (const card of order.giftCards) steps.push(`A ${formatMoney(card.amountCents, currency)} gift card is on its way to ${card.recipientEmail}.`);
  if (order.items.some((line) => line.billing)) steps.push('Your subscription renews as shown until you cancel it.');
  return steps;
}

/** The order-confirmed page (page type "order confirmed" of spec section 2). */
export function OrderConfirmedView({ order, lines, shopUrl }: { order: Order; lines: SummaryLine[]; shopUrl: string }) {
  const currency = order.currencyCode as CurrencyCode;
  return (
    <section className="order-confirmed">
      <h1>Order confirmed</h1>
      <p className="order-thanks">
        {`Thank you, ${order.customer.firstName}. Your order number is `}
        <strong className="order-number">{orderNumberText(order.number)}</strong>.
        {order.testMode && <span className="order-test-mode"> Test mode: no payment was taken.</span>}
      </p>
      <h2>What happens next</h2>
      <ul className="order-next">
        {nextSteps(order).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <SummaryLines lines={lines} currency={currency} />
      <SummaryTotalsView totals={orderTotals(order)} currency={currency} />
      {order.shippingAddress && (
        <section className="order-address">
          <h2>Shipping to</h2>
          <address>
            {[`${order.customer.firstName} ${order.customer.lastName}`, ...addressLines(order.shippingAddress)].map((line, index) => (
              <span key={index}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </section>
      )}
      <a href={shopUrl} className="button">
        Continue shopping
      </a>
    </section>
  );
}
