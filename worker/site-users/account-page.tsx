import type { ReactNode } from 'react';
import {
  ACCOUNT_RESTOCK_PATH,
  ACCOUNT_SUBSCRIPTIONS_PATH,
  fill,
  formatMoney,
  multiplyCents,
  orderNumberText,
  PageType,
  SITE_USERS_API,
  type CurrencyCode,
  type Messages,
  type Order,
} from '../../schemas';
import type { SubscriptionRecord } from '../orders/order-book';
import { siteOrders } from '../orders/site-orders';
import { privatePage } from '../render/private-page';
import type { PageAnswer } from '../render/stream-page';
import { restockBook, type RestockSignUp } from '../restock';
import type { Storefront } from '../storefront';
import type { SiteUser } from './site-user-directory';

/** The orders an account page lists; older ones stay in the owner's order book. */
const ORDERS_SHOWN = 50;

/** A restock sign-up as the shopper reads it: the product's title and the variant's options. */
interface WaitingFor {
  signUp: RestockSignUp;
  title: string;
  url: string | null;
}

interface AccountViewProps {
  user: SiteUser;
  orders: readonly Order[];
  waiting: readonly WaitingFor[];
  subscriptions: readonly SubscriptionRecord[];
  crumb: string;
  language: string;
  timeZone: string;
  messages: Messages;
}

const lineText = (line: Order['items'][number]) =>
  [`${line.productName} × ${line.quantity}`, ...Object.entries(line.attributes).map(([name, value]) => `${name}: ${value}`)].join(' · ');

/** A button that posts to one of the account's own paths (never a GET: it changes something). */
function ActionButton({ action, crumb, label }: { action: string; crumb: string; label: string }) {
  return (
    <form method="post" action={action} className="account-action">
      <input type="hidden" name="crumb" value={crumb} />
      <button type="submit" className="button-link">
        {label}
      </button>
    </form>
  );
}

/** One part of the account: its heading, then its list, or what it says when there is nothing in it. */
function Listed<T>({ title, empty, items, className, children }: { title: string; empty: string; items: readonly T[]; className: string; children: (item: T) => ReactNode }) {
  return (
    <>
      <h2>{title}</h2>
      {items.length === 0 ? <p className="account-empty">{empty}</p> : <ul className={className}>{items.map(children)}</ul>}
    </>
  );
}

function AccountView({ user, orders, waiting, subscriptions, crumb, language, timeZone, messages }: AccountViewProps) {
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
  const money = (cents: number, order: Order) => formatMoney(cents, order.currencyCode as CurrencyCode, language);
  return (
    <section className="account-page">
      <h1>{messages.ACCOUNT_TITLE}</h1>
      <p className="account-email">{fill(messages.ACCOUNT_SIGNED_IN_AS, { email: user.email })}</p>
      <form method="post" action={SITE_USERS_API.signOut} className="account-sign-out">
        <input type="hidden" name="crumb" value={crumb} />
        <button type="submit" className="button button-secondary">
          {messages.SIGN_OUT_LABEL}
        </button>
      </form>

      <Listed title={messages.ACCOUNT_ORDERS} empty={messages.ACCOUNT_NO_ORDERS} items={orders} className="account-orders">
        {(order) => (
          <li key={order.id} className="account-order" data-order-number={orderNumberText(order.number)}>
            <h3>{fill(messages.ORDER_NUMBER_LABEL, { number: orderNumberText(order.number) })}</h3>
            <dl>
              <div>
                <dt>{messages.ORDER_DATE_LABEL}</dt>
                <dd>{date.format(order.created)}</dd>
              </div>
              <div>
                <dt>{messages.TOTAL_LABEL}</dt>
                <dd className="account-order-total">{money(order.grandTotal, order)}</dd>
              </div>
              <div>
                <dt>{messages.ORDER_STATUS_LABEL}</dt>
                <dd>{order.testMode ? messages.ORDER_STATUS_TEST : messages.ORDER_STATUS_PAID}</dd>
              </div>
            </dl>
            <ul className="account-order-lines">
              {order.items.map((line, index) => (
                <li key={index}>
                  {lineText(line)} <span className="account-line-total">{money(multiplyCents(line.unitPrice, line.quantity, order.currencyCode as CurrencyCode), order)}</span>
                </li>
              ))}
            </ul>
          </li>
        )}
      </Listed>

      <Listed title={messages.ACCOUNT_SUBSCRIPTIONS} empty={messages.ACCOUNT_NO_SUBSCRIPTIONS} items={subscriptions} className="account-subscriptions">
        {(subscription) => (
          <li key={subscription.id} className="account-subscription" data-subscription-id={subscription.id}>
            <strong>{subscription.line.productName}</strong>
            {subscription.line.billing && <span className="account-subscription-billing">{` ${subscription.line.billing}`}</span>}
            <span className="account-subscription-order">{` · ${fill(messages.ORDER_NUMBER_LABEL, { number: orderNumberText(subscription.orderNumber) })}`}</span>
            <p className="account-subscription-status">{subscription.cancelledAt === null ? messages.SUBSCRIPTION_ACTIVE : messages.SUBSCRIPTION_CANCELLED}</p>
            {subscription.cancelledAt === null && (
              <ActionButton action={`${ACCOUNT_SUBSCRIPTIONS_PATH}/${encodeURIComponent(subscription.id)}/cancel`} crumb={crumb} label={messages.CANCEL_SUBSCRIPTION} />
            )}
          </li>
        )}
      </Listed>

      <Listed title={messages.ACCOUNT_RESTOCK} empty={messages.ACCOUNT_NO_RESTOCK} items={waiting} className="account-restock">
        {({ signUp, title, url }) => (
          <li key={signUp.id} className="account-restock-sign-up">
            {url ? <a href={url}>{title}</a> : <span>{title}</span>}
            <span>{` · ${date.format(signUp.signedUpAt)}`}</span>
            <ActionButton action={`${ACCOUNT_RESTOCK_PATH}/${signUp.id}/remove`} crumb={crumb} label={messages.CART_REMOVE} />
          </li>
        )}
      </Listed>
    </section>
  );
}

/** A waiting sign-up named as its product and variant are published now; a product since taken down keeps its sku. */
async function waitingFor(storefront: Storefront, signUp: RestockSignUp): Promise<WaitingFor> {
  const product = await storefront.content.product(signUp.productId);
  const variant = product?.structuredContent.variants.find((candidate) => candidate.sku === signUp.variantId);
  const options = Object.values(variant?.attributes ?? {});
  const title = product ? [product.title, ...options].join(' · ') : signUp.variantId;
  return { signUp, title, url: product?.fullUrl ?? null };
}

/**
 * The signed-in shopper's page (#27): the orders placed with their address,
 * their subscriptions (a Cancel button each while it renews) and the restock
 * sign-ups still waiting (with Remove). Private to them, never cached or indexed.
 */
export async function accountPage(storefront: Storefront, user: SiteUser): Promise<PageAnswer | null> {
  const { env, websiteId } = storefront;
  const site = await storefront.settings();
  const book = siteOrders(storefront, site);
  const [{ language, messages }, orders, subscriptions, signUps] = await Promise.all([
    storefront.locale(),
    book.ordersOf(user.email, ORDERS_SHOWN),
    book.subscriptionsOf(user.email),
    restockBook(env, websiteId).waitingFor(user.email),
  ]);
  const waiting = await Promise.all(signUps.map((signUp) => waitingFor(storefront, signUp)));
  const view = (
    <AccountView
      user={user}
      orders={orders}
      waiting={waiting}
      subscriptions={subscriptions}
      crumb={storefront.visitor.crumb}
      language={language}
      timeZone={site?.website.timeZone ?? 'America/New_York'}
      messages={messages}
    />
  );
  return privatePage(storefront, messages.ACCOUNT_TITLE, PageType.PROTECTED_CONTENT, view);
}
