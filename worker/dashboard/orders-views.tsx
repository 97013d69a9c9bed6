import { Fragment, type ReactNode } from 'react';
import { centsToDecimal, formatMoney, orderNumberText, OWNER_API, PAYMENT_STATUS_LABELS, regionName, type CurrencyCode, type Order, type ShippingAddress } from '../../schemas';
import { Crumb, DashboardShell, type ShellProps } from './owner-views';
import { ListTable, NextPage, Notice } from './list-parts';

type Frame = Omit<ShellProps, 'children' | 'title'>;

export const orderPath = (section: Frame['section'], order: Pick<Order, 'number'>) => `${section.path}/${order.number}`;

const money = (order: Order, cents: number) => formatMoney(cents, order.currencyCode as CurrencyCode, 'en-US');
const buyer = (order: Order) => `${order.customer.firstName} ${order.customer.lastName}`.trim();
const placed = (order: Order) => new Date(order.created).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

export interface OrdersListProps extends Frame {
  orders: readonly Order[];
  /** What the owner searched for, when the list is the search's answer. */
  searched?: string;
  /** The next page of the whole list, when there is one. */
  next: string | null;
}

/**
 * The orders, newest first, and a search by number, address or name. The
 * search is posted, never put in the address: an address or a name typed
 * into it is a shopper's, and stays out of URLs and logs.
 */
export function OrdersListPage({ orders, searched, next, ...frame }: OrdersListProps) {
  const rows = orders.map((order) => [
    <a key="number" href={orderPath(frame.section, order)}>
      {orderNumberText(order.number)}
    </a>,
    placed(order),
    buyer(order),
    order.customer.email,
    money(order, order.grandTotal),
    PAYMENT_STATUS_LABELS[order.paymentStatus],
  ]);
  return (
    <DashboardShell {...frame}>
      <main className="dashboard owner-page" data-loaded="true">
        <h1>Orders</h1>
        <form method="post" action={frame.section.path} className="owner-search" role="search">
          <Crumb crumb={frame.crumb} />
          <label htmlFor="order-search">Search by order number, email or name</label>
          <div>
            <input id="order-search" name="q" type="search" defaultValue={searched} maxLength={200} required />
            <button type="submit">Search</button>
          </div>
        </form>
        <p>
          <a href={OWNER_API.ordersCsv}>Download every order (CSV)</a>
        </p>
        <section className="panel" data-panel="orders">
          <h2>{searched === undefined ? 'Latest orders' : `Orders matching “${searched}”`}</h2>
          {searched !== undefined && (
            <p>
              <a href={frame.section.path}>Show every order</a>
            </p>
          )}
          <ListTable columns={['Order', 'Placed', 'Customer', 'Email', 'Total', 'Payment']} rows={rows} empty={searched === undefined ? 'Nothing recorded yet.' : 'No order matches.'} />
          <NextPage href={next} label="Older orders" />
        </section>
      </main>
    </DashboardShell>
  );
}

function Address({ address }: { address: ShippingAddress }) {
  const lines = [address.line1, address.line2, [address.city, regionName(address), address.postcode].filter(Boolean).join(' '), address.country].filter(Boolean);
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index} className="address-line">
          {line}
        </span>
      ))}
    </address>
  );
}

/** Named facts of an order; those it lacks are left out. */
function Facts({ facts }: { facts: readonly [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {facts
        .filter(([, value]) => value)
        .map(([name, value]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

/** What is left to refund of a paid order: the whole of it, or a part typed in the currency's own units. */
function RefundForm({ order, crumb, action }: { order: Order; crumb: string; action: string }) {
  const left = order.grandTotal - order.refunded;
  if (!order.payment || left <= 0) return null;
  const currency = order.currencyCode as CurrencyCode;
  return (
    <section className="panel" data-panel="refund">
      <h2>Refund</h2>
      <form method="post" action={action} className="owner-search">
        <Crumb crumb={crumb} />
        <label htmlFor="refund-amount">{`Amount in ${currency} (leave empty to refund all ${money(order, left)} left)`}</label>
        <div>
          <input id="refund-amount" name="amount" inputMode="decimal" pattern="\d+(\.\d*)?" placeholder={centsToDecimal(left, currency)} maxLength={20} />
          <button type="submit">Refund</button>
        </div>
      </form>
    </section>
  );
}

/** One order as the owner fulfils it: who, where to, what, and what was paid; and its refund, once `refunded` says the last one went through. */
export function OrderPage({ order, refunded, ...frame }: Frame & { order: Order; refunded?: string }) {
  const lines = order.items.map((line) => [
    line.productName,
    [line.sku, ...Object.entries(line.attributes).map(([name, value]) => `${name}: ${value}`), ...line.answers.map((answer) => `${answer.label}: ${answer.value}`)].join(' · '),
    String(line.quantity),
    money(order, line.unitPrice),
    money(order, line.unitPrice * line.quantity),
  ]);
  const totals: [string, string][] = [
    ['Subtotal', money(order, order.subtotal)],
    ...(order.discountTotal ? [[`Discount${order.couponCode ? ` (${order.couponCode})` : ''}`, `−${money(order, order.discountTotal)}`] as [string, string]] : []),
    [`Shipping${order.shippingOption ? ` (${order.shippingOption.name})` : ''}`, money(order, order.shippingTotal)],
    ['Tax', money(order, order.taxTotal)],
    ['Total', money(order, order.grandTotal)],
  ];
  const title = `Order ${orderNumberText(order.number)}`;
  return (
    <DashboardShell {...frame} title={title}>
      <main className="dashboard owner-page" data-loaded="true">
        <p>
          <a href={frame.section.path}>← All orders</a>
        </p>
        <h1>{title}</h1>
        {refunded && <Notice>{refunded}</Notice>}
        <div className="dashboard-panels">
          <section className="panel" data-panel="order">
            <h2>Order</h2>
            <Facts
              facts={[
                ['Placed', placed(order)],
                ['Payment', <span data-payment-status>{PAYMENT_STATUS_LABELS[order.paymentStatus]}</span>],
                ['Paid with', order.payment && `${order.payment.provider} ${order.payment.reference}`],
                ['Refunded', order.refunded > 0 && money(order, order.refunded)],
              ]}
            />
          </section>
          <section className="panel" data-panel="customer">
            <h2>Customer</h2>
            <Facts
              facts={[
                ['Name', buyer(order)],
                ['Email', order.customer.email],
                ['Phone', order.customer.phone],
                ['Ship to', order.shippingAddress && <Address address={order.shippingAddress} />],
                ['Bill to', order.billingAddress && <Address address={order.billingAddress} />],
              ]}
            />
          </section>
          <section className="panel" data-panel="items">
            <h2>Items</h2>
            <ListTable columns={['Product', 'Details', 'Quantity', 'Price', 'Line total']} rows={lines} />
            <dl className="facts totals">
              {totals.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <RefundForm order={order} crumb={frame.crumb} action={`${orderPath(frame.section, order)}/refund`} />
          {order.giftCards.length > 0 && (
            <section className="panel" data-panel="gift-cards">
              <h2>Gift cards</h2>
              <ListTable columns={['Code', 'Recipient', 'Value']} rows={order.giftCards.map((card) => [card.code, card.recipientEmail, money(order, card.amountCents)])} />
            </section>
          )}
        </div>
      </main>
    </DashboardShell>
  );
}
