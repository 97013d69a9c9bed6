import { CART_PAGE_DATA_ID, CART_PAGE_ROOT_ID, CartView, CHECKOUT_PATH, type CartActions, type CartPageData } from '../../client/cart-page/cart-view';
import { formatMoney, multiplyCents, type CurrencyCode, type Order, type ShoppingCart } from '../../schemas';
import { scriptJson } from '../render/document';

export const ORDER_CONFIRMED_PATH = '/checkout/order-confirmed';

// The server renders the cart page once; only the hydrated island acts.
const SERVER_ACTIONS: CartActions = {
  setQuantity: async () => {},
  remove: async () => {},
  editAnswers: () => {},
};

/** The /cart page body: the island's markup and the data it hydrates from. */
export function CartPageBody({ data }: { data: CartPageData }) {
  return (
    <main id="page">
      <div id={CART_PAGE_ROOT_ID}>
        <CartView {...data} actions={SERVER_ACTIONS} errors={{}} />
      </div>
      <script
        type="application/json"
        id={CART_PAGE_DATA_ID}
        dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
      />
    </main>
  );
}

interface OrderLine {
  title: string;
  quantity: number;
  totalCents: number;
}

function OrderLines({ lines, currency }: { lines: readonly OrderLine[]; currency: CurrencyCode }) {
  return (
    <ul className="checkout-lines">
      {lines.map((line, index) => (
        <li key={index}>
          <span className="checkout-line-title">{line.title}</span> × <span className="checkout-line-quantity">{line.quantity}</span>{' '}
          <span className="checkout-line-total">{formatMoney(line.totalCents, currency)}</span>
        </li>
      ))}
    </ul>
  );
}

export interface CheckoutViewProps {
  cart: ShoppingCart;
  crumb: string;
  /** Set when the checkout is for a direct purchase (subscription, gift card) rather than the visitor's cart. */
  cartToken?: string;
  /** Why the last attempt failed. */
  message?: string;
}

/**
 * The standard checkout page. Payment providers are out of scope: placing the
 * order completes it in test mode. It is a plain form, so it works without scripts.
 */
export function CheckoutView({ cart, crumb, cartToken, message }: CheckoutViewProps) {
  const currency = cart.currencyCode as CurrencyCode;
  return (
    <main id="page" className="checkout-page">
      <h1>Checkout</h1>
      {message && (
        <p role="alert" className="checkout-error">
          {message}
        </p>
      )}
      <OrderLines currency={currency} lines={cart.entries.map((entry) => ({ ...entry, totalCents: entry.subTotal }))} />
      <p className="checkout-total">
        Total <span>{formatMoney(cart.grandTotalCents, currency)}</span>
      </p>
      <form method="post" action={CHECKOUT_PATH}>
        <input type="hidden" name="crumb" value={crumb} />
        {cartToken && <input type="hidden" name="cartToken" value={cartToken} />}
        <p className="checkout-test-mode">Test mode: no payment is taken.</p>
        <button type="submit" className="button">
          Place order
        </button>
      </form>
    </main>
  );
}

/** The order-confirmed page (page type "order confirmed" of spec section 2). */
export function OrderConfirmedView({ order }: { order: Order }) {
  const currency = order.currencyCode as CurrencyCode;
  const lines = order.items.map((item) => ({
    title: item.productName,
    quantity: item.quantity,
    totalCents: multiplyCents(item.unitPrice, item.quantity, currency),
  }));
  return (
    <main id="page" className="order-confirmed">
      <h1>Order confirmed</h1>
      <p>
        Order number <span className="order-id">{order.id}</span>
        {order.testMode && ' (test mode)'}
      </p>
      <OrderLines currency={currency} lines={lines} />
      <p className="checkout-total">
        Total <span>{formatMoney(order.grandTotal, currency)}</span>
      </p>
      <a href="/" className="button">
        Continue shopping
      </a>
    </main>
  );
}

/** A page that only says why the visitor cannot go on. */
export function MessageView({ title, message }: { title: string; message: string }) {
  return (
    <main id="page" className="message-page">
      <h1>{title}</h1>
      <p role="alert">{message}</p>
    </main>
  );
}
