import { fill, formatMoney, multiplyCents, orderNumberText, type CurrencyCode, type GiftCard, type Messages, type Order, type OrderLine } from '../../schemas';
import type { Env } from '../env';
import type { Log } from '../logging';
import { absoluteUrl, MAIL_IMAGE, mailer, mailHtml, mailStyles, type MailBrand, type MailMessage } from '../services/mail';
import { totalLabels, type SummaryTotals } from '../../client/cart-page/summary-totals';
import { orderTotals } from './order-summary';
import { addressLines, nextSteps } from './order-view';

const lineTotal = (order: Order, line: OrderLine) => multiplyCents(line.unitPrice, line.quantity, order.currencyCode as CurrencyCode);

function lineFacts(line: OrderLine): string[] {
  return [...Object.entries(line.attributes).map(([name, value]) => `${name}: ${value}`), ...line.answers.map(({ label, value }) => `${label}: ${value}`), ...(line.billing ? [line.billing] : [])];
}

function totalRows(totals: SummaryTotals, messages: Messages): [string, number][] {
  const labels = totalLabels(messages);
  return [
    [labels.subtotal, totals.subtotalCents],
    ...(totals.discount ? [[labels.discount(totals.discount.code), -totals.discount.cents] as [string, number]] : []),
    ...(totals.shipping ? [[labels.shipping(totals.shipping.name), totals.shipping.cents] as [string, number]] : []),
    ...totals.taxes.map((tax) => [labels.tax(tax), tax.amountCents] as [string, number]),
    [labels.total, totals.grandTotalCents],
  ];
}

/** Where the mail is from, how it looks and in what words: the shop's brand, and its catalogue table. */
export interface MailSite extends MailBrand {
  messages: Messages;
}

const orderNumberLine = (order: Order, messages: Messages) =>
  `${fill(messages.RECEIPT_ORDER_NUMBER, { number: orderNumberText(order.number) })}${order.testMode ? ` ${messages.RECEIPT_TEST_MODE}` : ''}`;

const LINE_IMAGE_PX = 64;

function ReceiptContent({ order, site }: { order: Order; site: MailSite }) {
  const currency = order.currencyCode as CurrencyCode;
  const { messages } = site;
  const styles = mailStyles(site);
  const rule = { borderTop: `1px solid ${site.colors.background}` };
  return (
    <>
      <h1 style={styles.heading}>{fill(messages.RECEIPT_THANKS, { site: site.title })}</h1>
      <p style={styles.paragraph}>{orderNumberLine(order, messages)}</p>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
        <tbody>
          {order.items.map((line, index) => (
            <tr key={index} style={rule}>
              <td width={LINE_IMAGE_PX + 12} style={styles.cell}>
                {line.imageUrl && (
                  <img {...MAIL_IMAGE} src={absoluteUrl(site, line.imageUrl)} alt={line.productName} width={LINE_IMAGE_PX} style={{ display: 'block', width: `${LINE_IMAGE_PX}px`, height: 'auto', border: 0 }} />
                )}
              </td>
              <td style={styles.cell}>
                <strong>{`${line.productName} × ${line.quantity}`}</strong>
                {lineFacts(line).map((fact, factIndex) => (
                  <div key={factIndex}>{fact}</div>
                ))}
              </td>
              <td align="right" style={{ ...styles.cell, whiteSpace: 'nowrap' }}>
                {formatMoney(lineTotal(order, line), currency, site.language)}
              </td>
            </tr>
          ))}
          {totalRows(orderTotals(order), messages).map(([label, cents], index, rows) => (
            <tr key={label}>
              <td />
              <td style={index === rows.length - 1 ? { ...styles.cell, fontWeight: 'bold', color: site.colors.accent } : styles.cell}>{label}</td>
              <td align="right" style={index === rows.length - 1 ? { ...styles.cell, fontWeight: 'bold', color: site.colors.accent } : styles.cell}>
                {formatMoney(cents, currency, site.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.shippingAddress && (
        <p style={styles.paragraph}>
          {[`${messages.SHIPPING_TO}:`, `${order.customer.firstName} ${order.customer.lastName}`, ...addressLines(order.shippingAddress, site.language)].map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
        </p>
      )}
      {nextSteps(order, messages, site.language)
        .slice(1)
        .map((step) => (
          <p key={step} style={styles.paragraph}>
            {step}
          </p>
        ))}
    </>
  );
}

/** The shopper's receipt, in the site's language: number, lines with their options and answers, totals, address. */
export async function receiptMessage(order: Order, site: MailSite): Promise<MailMessage> {
  const currency = order.currencyCode as CurrencyCode;
  const { messages } = site;
  const text = [
    `${fill(messages.RECEIPT_THANKS, { site: site.title })}.`,
    orderNumberLine(order, messages),
    '',
    ...order.items.flatMap((line) => [`${line.productName} × ${line.quantity}: ${formatMoney(lineTotal(order, line), currency, site.language)}`, ...lineFacts(line).map((fact) => `  ${fact}`)]),
    '',
    ...totalRows(orderTotals(order), messages).map(([label, cents]) => `${label}: ${formatMoney(cents, currency, site.language)}`),
    ...(order.shippingAddress
      ? ['', `${messages.SHIPPING_TO}:`, `${order.customer.firstName} ${order.customer.lastName}`, ...addressLines(order.shippingAddress, site.language)]
      : []),
    ...nextSteps(order, messages, site.language).slice(1).map((step) => `\n${step}`),
  ].join('\n');
  return {
    to: order.customer.email,
    subject: fill(messages.RECEIPT_SUBJECT, { number: orderNumberText(order.number), site: site.title }),
    text,
    html: await mailHtml(site, <ReceiptContent order={order} site={site} />),
  };
}

/** A gift card, to its recipient, with the code that spends it, in the site's language. */
export async function giftCardMessage(order: Order, card: GiftCard, brand: MailSite): Promise<MailMessage> {
  const { title: site, language, messages } = brand;
  const styles = mailStyles(brand);
  const amount = formatMoney(card.amountCents, order.currencyCode as CurrencyCode, language);
  const from = `${order.customer.firstName} ${order.customer.lastName}`.trim();
  const lines = [fill(messages.GIFT_CARD_SENT, { from, amount, site }), fill(messages.GIFT_CARD_CODE, { code: card.code })];
  return {
    to: card.recipientEmail,
    subject: fill(messages.GIFT_CARD_SUBJECT, { amount, site }),
    text: lines.join('\n\n'),
    html: await mailHtml(
      brand,
      lines.map((line) => (
        <p key={line} style={styles.paragraph}>
          {line}
        </p>
      )),
    ),
  };
}

/**
 * Sends the receipt and every gift card. The order stands whatever happens
 * here: a failure is logged (without addresses) for the owner to resend.
 */
export async function sendOrderMail(env: Env, order: Order, site: MailSite, log: Log): Promise<void> {
  const mail = mailer(env, order.websiteId);
  const messages = [receiptMessage(order, site), ...order.giftCards.map((card) => giftCardMessage(order, card, site))];
  const results = await Promise.allSettled(messages.map(async (message) => mail.send(await message)));
  for (const result of results) {
    if (result.status === 'rejected') log.error(`order ${order.id}: mail not sent`, result.reason);
  }
}
