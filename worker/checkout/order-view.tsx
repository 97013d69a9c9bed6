import { countryName, fill, formatMoney, orderNumberText, regionName, type CurrencyCode, type Messages, type Order, type ShippingAddress } from '../../schemas';
import { SummaryTotalsView } from '../../client/cart-page/summary-totals';
import { orderTotals, SummaryLines, type SummaryLine } from './order-summary';

/** An address as it is written on a parcel, one line each, the country named in the site's language. */
export function addressLines(address: ShippingAddress, language: string): string[] {
  const place = [address.city, regionName(address), address.postcode].filter((part) => part !== '').join(', ');
  return [address.line1, address.line2, place, countryName(address.country, language)].filter((line) => line !== '');
}

/** What the shopper can expect now, in the order it happens. */
export function nextSteps(order: Order, messages: Messages, locale: string): string[] {
  const currency = order.currencyCode as CurrencyCode;
  const steps = [fill(messages.RECEIPT_ON_ITS_WAY, { email: order.customer.email })];
  if (order.shippingAddress) steps.push(messages.ORDER_WILL_SHIP);
  for (const card of order.giftCards) {
    steps.push(fill(messages.GIFT_CARD_ON_ITS_WAY, { amount: formatMoney(card.amountCents, currency, locale), email: card.recipientEmail }));
  }
  if (order.items.some((line) => line.billing)) steps.push(messages.SUBSCRIPTION_RENEWS);
  return steps;
}

function AddressSection({ title, name, address, language }: { title: string; name: Order['customer']; address: ShippingAddress; language: string }) {
  return (
    <section className="order-address">
      <h2>{title}</h2>
      <address>
        {[`${name.firstName} ${name.lastName}`, ...addressLines(address, language)].map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </section>
  );
}

interface OrderConfirmedProps {
  order: Order;
  lines: SummaryLine[];
  shopUrl: string;
  /** The site's language (BCP 47) and its catalogue table. */
  language: string;
  messages: Messages;
}

/** The order-confirmed page (page type "order confirmed" of spec section 2). */
export function OrderConfirmedView({ order, lines, shopUrl, language, messages }: OrderConfirmedProps) {
  const money = { currency: order.currencyCode as CurrencyCode, locale: language };
  // The order number stands out within the sentence, wherever the language puts it.
  const [before, after = ''] = messages.ORDER_THANKS.split('{number}').map((part) => fill(part, { name: order.customer.firstName }));
  return (
    <section className="order-confirmed">
      <h1>{messages.ORDER_CONFIRMED_TITLE}</h1>
      <p className="order-thanks">
        {before}
        <strong className="order-number">{orderNumberText(order.number)}</strong>
        {after}
        {order.testMode && <span className="order-test-mode">{` ${messages.ORDER_TEST_MODE}`}</span>}
      </p>
      <h2>{messages.WHAT_HAPPENS_NEXT}</h2>
      <ul className="order-next">
        {nextSteps(order, messages, language).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <SummaryLines lines={lines} money={money} messages={messages} />
      <SummaryTotalsView totals={orderTotals(order)} money={money} messages={messages} />
      {order.shippingAddress && <AddressSection title={messages.SHIPPING_TO} name={order.customer} address={order.shippingAddress} language={language} />}
      {order.billingAddress && <AddressSection title={messages.BILLING_ADDRESS_LEGEND} name={order.customer} address={order.billingAddress} language={language} />}
      <a href={shopUrl} className="button">
        {messages.CONTINUE_SHOPPING}
      </a>
    </section>
  );
}
