import { renderToStaticMarkup } from 'react-dom/server';
import { formatMoney, multiplyCents, orderNumberText, type CurrencyCode, type GiftCard, type Order, type OrderLine } from '../../schemas';
import type { Env } from '../env';
import { mailer, type MailMessage } from '../services/mail';
import { orderTotals, type SummaryTotals } from './order-summary';
import { addressLines, nextSteps } from './order-view';

const lineTotal = (order: Order, line: OrderLine) => multiplyCents(line.unitPrice, line.quantity, order.currencyCode as CurrencyCode);

function lineFacts(line: OrderLine): string[] {
  return [...Object.entries(line.attributes).map(([name, value]) => `${name}: ${value}`), ...line.answers.map(({ label, value }) => `${label}: ${value}`), ...(line.billing ? [line.billing] : [])];
}

function totalRows(totals: SummaryTotals): [string, number][] {
  return [
    ['Subtotal', totals.subtotalCents],
    ...(totals.discount ? [[`Discount (${totals.discount.code})`, -totals.discount.cents] as [string, number]] : []),
    ...(totals.shipping ? [[`Shipping (${totals.shipping.name})`, totals.shipping.cents] as [string, number]] : []),
    ...totals.taxes.map((tax) => [`${tax.inclusive ? 'Includes ' : ''}${tax.name} (${tax.ratePercent}%)`, tax.amountCents] as [string, number]),
    ['Total', totals.grandTotalCents],
  ];
}

function ReceiptEmail({ order, siteTitle }: { order: Order; siteTitle: string }) {
  const currency = order.currencyCode as CurrencyCode;
  return (
    <div>
      <h1>{`Thank you for your order from ${siteTitle}`}</h1>
      <p>{`Order number ${orderNumberText(order.number)}${order.testMode ? ' (test mode: no payment was taken)' : ''}`}</p>
      <table>
        <tbody>
          {order.items.map((line, index) => (
            <tr key={index}>
              <td>
                <strong>{`${line.productName} × ${line.quantity}`}</strong>
                {lineFacts(line).map((fact, factIndex) => (
                  <div key={factIndex}>{fact}</div>
                ))}
              </td>
              <td>{formatMoney(lineTotal(order, line), currency)}</td>
            </tr>
          ))}
          {totalRows(orderTotals(order)).map(([label, cents]) => (
            <tr key={label}>
              <td>{label}</td>
              <td>{formatMoney(cents, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.shippingAddress && (
        <p>
          {['Shipping to:', `${order.customer.firstName} ${order.customer.lastName}`, ...addressLines(order.shippingAddress)].map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
        </p>
      )}
      <ul>
        {nextSteps(order).slice(1).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </div>
  );
}

/** The shopper's receipt: number, lines with their options and answers, totals, address. */
export function receiptMessage(order: Order, siteTitle: string): MailMessage {
  const currency = order.currencyCode as CurrencyCode;
  const text = [
    `Thank you for your order from ${siteTitle}.`,
    `Order number ${orderNumberText(order.number)}${order.testMode ? ' (test mode: no payment was taken)' : ''}`,
    '',
    ...order.items.flatMap((line) => [`${line.productName} × ${line.quantity}: ${formatMoney(lineTotal(order, line), currency)}`, ...lineFacts(line).map((fact) => `  ${fact}`)]),
    '',
    ...totalRows(orderTotals(order)).map(([label, cents]) => `${label}: ${formatMoney(cents, currency)}`),
    ...(order.shippingAddress ? ['', 'Shipping to:', `${order.customer.firstName} ${order.customer.lastName}`, ...addressLines(order.shippingAddress)] : []),
    ...nextSteps(order).slice(1).map((step) => `\n${step}`),
  ].join('\n');
  return {
    to: order.customer.email,
    subject: `Your order ${orderNumberText(order.number)} from ${siteTitle}`,
    text,
    html: renderToStaticMarkup(<ReceiptEmail order={order} siteTitle={siteTitle} />),
  };
}

/** A gift card, to its recipient, with the code that spends it. */
export function giftCardMessage(order: Order, card: GiftCard, siteTitle: string): MailMessage {
  const amount = formatMoney(card.amountCents, order.currencyCode as CurrencyCode);
  const from = `${order.customer.firstName} ${order.customer.lastName}`.trim();
  const lines = [`${from} sent you a ${amount} gift card for ${siteTitle}.`, `Your gift card code: ${card.code}`];
  return {
    to: card.recipientEmail,
    subject: `A ${amount} gift card for ${siteTitle}`,
    text: lines.join('\n\n'),
    html: renderToStaticMarkup(
      <div>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>,
    ),
  };
}

/**
 * Sends the receipt and every gift card. The order stands whatever happens
 * here: a failure is logged (without addresses) for the owner to resend.
 */
export async function sendOrderMail(env: Env, order: Order, siteTitle: string): Promise<void> {
  const mail = mailer(env, order.websiteId);
  const messages = [receiptMessage(order, siteTitle), ...order.giftCards.map((card) => giftCardMessage(order, card, siteTitle))];
  const results = await Promise.allSettled(messages.map((message) => mail.send(message)));
  for (const result of results) {
    if (result.status === 'rejected') console.error(`order ${order.id}: mail not sent: ${(result.reason as Error).message}`);
  }
}
