import { detailsOf, formatMoney, type CartEntry, type CheckoutForm, type Order, type OrderSubscription, type ProductItem, type PublishedSite, type ShoppingCart } from '../../schemas';
import { FORM_NOTICE } from '../../schemas/forms/form-rules';
import {
  CART_EMPTY,
  CHECKOUT_IN_PROGRESS,
  ITEM_NOT_FOUND,
  minimumSubtotalMessage,
  OUT_OF_STOCK,
  PAYMENT_UNAVAILABLE,
  TOTAL_CHANGED,
} from '../../schemas/messages';
import { cartStub } from '../cart/cart-cookie';
import { orderBook } from '../orders/order-book';
import { paymentProvider, PaymentUnavailable, type Payment, type PaymentProvider } from '../services/payments';
import { giveBackStock, takeStock } from '../stock/product-stock';
import type { StockLine } from '../stock/stock-object';
import { siteLocale, type Storefront } from '../storefront';
import { checkoutProblems, type FieldProblems } from './checkout-problems';
import { newOrder } from './new-order';
import { checkoutPricing } from './pricing';

export type PlaceOrderResult =
  | { ok: true; order: Order }
  | { ok: false; status: 400 | 402 | 409 | 503; message: string; problems: FieldProblems };

type Refusal = Extract<PlaceOrderResult, { ok: false }>;

const refused = (status: Refusal['status'], message: string, problems: FieldProblems = {}): Refusal => ({ ok: false, status, message, problems });

function linesByProduct(entries: readonly CartEntry[]): Map<string, StockLine[]> {
  const byItem = new Map<string, StockLine[]>();
  for (const entry of entries) byItem.set(entry.itemId, [...(byItem.get(entry.itemId) ?? []), { sku: entry.sku, quantity: entry.quantity }]);
  return byItem;
}

/**
 * One checkout of a held cart. Whatever it did (stock taken, payment taken)
 * `undo` takes back, so a checkout that fails leaves the cart open and the
 * stock and the shopper's money untouched.
 */
class HeldCheckout {
  private readonly taken: { product: ProductItem; lines: StockLine[] }[] = [];
  private charged: Payment | null = null;
  readonly products = new Map<string, ProductItem>();

  constructor(
    private readonly storefront: Pick<Storefront, 'env' | 'websiteId' | 'content' | 'log'>,
    private readonly cart: ShoppingCart,
    private readonly provider: PaymentProvider,
  ) {}

  /** Takes the stock of every product in the cart, or none of it: the refusal when some falls short. */
  async takeStock(): Promise<Refusal | null> {
    const { env, websiteId, content } = this.storefront;
    for (const [itemId, lines] of linesByProduct(this.cart.entries)) {
      const product = await content.product(itemId);
      if (!product) return refused(409, ITEM_NOT_FOUND);
      this.products.set(itemId, product);
      if ((await takeStock(env, websiteId, product, lines)) !== null) return refused(409, OUT_OF_STOCK);
      this.taken.push({ product, lines });
    }
    return null;
  }

  /** Charges the total; null when there is nothing to pay. */
  async pay(paymentMethod: string): Promise<Payment | null | Refusal> {
    if (this.cart.grandTotalCents <= 0) return null;
    try {
      const payment = await this.provider.create({
        amountCents: this.cart.grandTotalCents,
        currency: this.cart.currencyCode,
        reference: this.cart.id,
        description: `Order from ${this.cart.websiteId}`,
      });
      const outcome = await this.provider.confirm(payment, paymentMethod);
      if (!outcome.ok) return refused(402, outcome.message);
      this.charged = payment;
      return payment;
    } catch (error) {
      if (!(error instanceof PaymentUnavailable)) throw error;
      this.storefront.log.error(`cart ${this.cart.id}: payment unavailable`, error);
      return refused(503, PAYMENT_UNAVAILABLE);
    }
  }

  /** Starts with the provider the subscription of each subscription entry, now its first period is paid. */
  async startSubscriptions(payment: Payment | null, customerEmail: string): Promise<Map<string, OrderSubscription>> {
    const started = new Map<string, OrderSubscription>();
    for (const entry of this.cart.entries) {
      if (!this.products.get(entry.itemId)?.structuredContent.isSubscribable) continue;
      const reference = await this.provider.startSubscription({ payment, description: entry.title, customerEmail });
      started.set(entry.id, { id: crypto.randomUUID(), provider: this.provider.name, reference });
    }
    return started;
  }

  async undo(): Promise<void> {
    const { env, websiteId } = this.storefront;
    // A refund that fails must not also keep the stock: the owner refunds by hand from this line.
    if (this.charged) {
      await this.provider.refund(this.charged).catch((error: unknown) => this.storefront.log.error(`cart ${this.cart.id}: refund of ${this.charged?.id} failed`, error));
    }
    await Promise.all(this.taken.map(({ product, lines }) => giveBackStock(env, websiteId, product, lines)));
    await cartStub(this.storefront, this.cart.id).abandonCheckout();
  }
}

/**
 * Why this cart cannot be bought as it stands, or null. The stock is only
 * judged when it is taken, because only the stock objects can judge it atomically.
 */
function cartRefusal(settings: PublishedSite | null, cart: ShoppingCart, form: CheckoutForm, problems: FieldProblems): Refusal | null {
  if (cart.entries.length === 0) return refused(400, CART_EMPTY);
  const minimum = settings?.websiteSettings.storeSettings.minimumOrderSubtotal;
  if (minimum !== undefined && cart.subtotalCents < minimum) {
    const { language } = siteLocale(settings);
    return refused(400, minimumSubtotalMessage(formatMoney(minimum, settings!.websiteSettings.storeSettings.selectedCurrency, language)));
  }
  if (Object.keys(problems).length > 0) return refused(400, FORM_NOTICE, problems);
  // The order is placed at the total the shopper saw, or not at all.
  if (form.expectedTotal !== undefined && form.expectedTotal !== cart.grandTotalCents) return refused(409, TOTAL_CHANGED);
  return null;
}

/**
 * Places the order for a cart: keeps what the shopper typed with the cart,
 * holds it, prices it by the rules as they are now, checks the details, takes
 * the stock of every entry (all or none), takes the payment, and records the
 * numbered order before marking the cart purchased. Any failure on the way
 * gives back what was taken.
 */
export async function placeOrder(storefront: Storefront, cartId: string, form: CheckoutForm): Promise<PlaceOrderResult> {
  const details = detailsOf(form);
  const stub = cartStub(storefront, cartId);
  const settings = await storefront.settings();
  const held = await stub.beginCheckout(details, ...(await checkoutPricing(storefront.content, settings, details.couponCode)));
  if (!held.ok) return held.reason === 'missing' ? refused(400, CART_EMPTY) : refused(409, CHECKOUT_IN_PROGRESS);
  const cart = held.shoppingCart;
  const provider = paymentProvider(storefront.env);
  const checkout = new HeldCheckout(storefront, cart, provider);
  let order: Order;
  try {
    const refusal = cartRefusal(settings, cart, form, checkoutProblems(cart, details)) ?? (await checkout.takeStock());
    if (refusal) {
      await checkout.undo();
      return refusal;
    }
    const payment = await checkout.pay(form.paymentMethod);
    if (payment && 'ok' in payment) {
      await checkout.undo();
      return payment;
    }
    const subscriptions = await checkout.startSubscriptions(payment, details.customer.email);
    const placed = { cart, details, products: checkout.products, payment, provider, locale: siteLocale(settings).language, subscriptions };
    order = await orderBook(storefront.env, cart.websiteId).record(newOrder(placed));
  } catch (error) {
    await checkout.undo();
    throw error;
  }
  // Once the order is recorded the stock and the payment stay taken, whatever happens next.
  await stub.completeCheckout(order.id);
  return { ok: true, order };
}
