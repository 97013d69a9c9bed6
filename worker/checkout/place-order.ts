import { detailsOf, formatMoney, type CartEntry, type CheckoutDetails, type CheckoutForm, type Order, type OrderSubscription, type ProductItem, type PublishedSite, type ShoppingCart } from '../../schemas';
import { FORM_NOTICE } from '../../schemas/forms/form-rules';
import {
  CARD_NEEDS_JAVASCRIPT,
  CART_EMPTY,
  CHECKOUT_IN_PROGRESS,
  CHECKOUT_NOT_AVAILABLE,
  ITEM_NOT_FOUND,
  minimumSubtotalMessage,
  OUT_OF_STOCK,
  PAYMENT_UNAVAILABLE,
  TOTAL_CHANGED,
} from '../../schemas/messages';
import { cartStub } from '../cart/cart-cookie';
import { siteOrders } from '../orders/site-orders';
import type { HeldStock } from '../payments/checkout-payment';
import { holdForPayment, payHeldByTestCard } from '../payments/card-checkout';
import { logPaymentsUnavailable, payments, PaymentUnavailable, type Payment, type PaymentProvider } from '../services/payments';
import { giveBackStock, isTracked, takeStock } from '../stock/product-stock';
import type { StockLine } from '../stock/stock-object';
import { siteLocale, type Storefront } from '../storefront';
import { checkoutProblems, type FieldProblems } from './checkout-problems';
import { refused, type PlaceOrderResult, type Refusal } from './place-order-result';
import { newOrder } from './new-order';
import { checkoutPricing } from './pricing';
import { mailOrder } from './order-mail';

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
export class HeldCheckout {
  private readonly taken: { product: ProductItem; lines: StockLine[] }[] = [];
  private charged: { payment: Payment; provider: PaymentProvider } | null = null;
  /** Set once a payment's hold keeps the stock and the cart: nothing is then this checkout's to undo. */
  private handedOver = false;
  readonly products = new Map<string, ProductItem>();

  constructor(
    private readonly storefront: Pick<Storefront, 'env' | 'websiteId' | 'content' | 'log'>,
    private readonly cart: ShoppingCart,
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

  /** The stock taken, as a payment's hold keeps it (worker/payments/checkout-payment.ts). */
  heldStock(): HeldStock[] {
    return this.taken.filter(({ product }) => isTracked(product)).map(({ product, lines }) => ({ itemId: product.id, lines }));
  }

  /** Charges the total with the test-mode provider, confirming the test card chosen, all in this request. */
  async pay(provider: PaymentProvider, paymentMethod: string): Promise<Payment | Refusal> {
    const { grandTotalCents: amountCents, currencyCode: currency, websiteId, id: cartId } = this.cart;
    const payment = await provider.create({ amountCents, currency, websiteId, cartId, description: `Order from ${websiteId}`, idempotencyKey: `checkout-${cartId}` });
    const outcome = await provider.confirm(payment.id, paymentMethod, '');
    if (!outcome.ok) return refused(402, outcome.message);
    this.charged = { payment, provider };
    return payment;
  }

  /** The payment's hold (worker/payments/checkout-payment.ts) keeps the stock taken, and the cart closed, from now on. */
  handOver(): void {
    this.handedOver = true;
  }

  /** Starts with the provider the subscription of each subscription entry, now its first period is paid (or held, for a card). */
  async startSubscriptions(provider: PaymentProvider | null, payment: Payment | null, customerEmail: string): Promise<Map<string, OrderSubscription>> {
    const started = new Map<string, OrderSubscription>();
    for (const entry of this.cart.entries) {
      if (!this.products.get(entry.itemId)?.structuredContent.isSubscribable) continue;
      const reference = provider && (await provider.startSubscription({ payment, description: entry.title, customerEmail }));
      started.set(entry.id, { id: crypto.randomUUID(), provider: provider?.name ?? 'none', reference });
    }
    return started;
  }

  async undo(): Promise<void> {
    if (this.handedOver) return;
    const { env, websiteId } = this.storefront;
    // A refund that fails must not also keep the stock: the owner refunds by hand from this line.
    if (this.charged) {
      const { payment, provider } = this.charged;
      await provider.refund(payment.id, payment.amountCents, `undo-${payment.id}`).catch((error: unknown) => this.storefront.log.error(`cart ${this.cart.id}: refund of ${payment.id} failed`, error));
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

/** A cart held for its checkout, priced and checked, its stock taken: all that comes before the payment. */
export interface OpenedCheckout {
  ok: true;
  cart: ShoppingCart;
  details: CheckoutDetails;
  checkout: HeldCheckout;
  locale: string;
}

/**
 * Keeps what the shopper typed with the cart, holds it, prices it by the
 * rules as they are now, checks the details and takes the stock of every
 * entry (all or none). A refusal gives back whatever was taken.
 */
export async function openCheckout(storefront: Storefront, cartId: string, form: CheckoutForm): Promise<OpenedCheckout | Refusal> {
  const details = detailsOf(form);
  const settings = await storefront.settings();
  const held = await cartStub(storefront, cartId).beginCheckout(details, ...(await checkoutPricing(storefront.content, settings, details.couponCode)));
  if (!held.ok) return held.reason === 'missing' ? refused(400, CART_EMPTY) : refused(409, CHECKOUT_IN_PROGRESS);
  const cart = held.shoppingCart;
  const checkout = new HeldCheckout(storefront, cart);
  try {
    const refusal = cartRefusal(settings, cart, form, checkoutProblems(cart, details)) ?? (await checkout.takeStock());
    if (refusal) {
      await checkout.undo();
      return refusal;
    }
  } catch (error) {
    await checkout.undo();
    throw error;
  }
  return { ok: true, cart, details, checkout, locale: siteLocale(settings).language };
}

/**
 * Places the order for a cart: opens its checkout (see openCheckout), takes
 * the payment and records the numbered order before marking the cart
 * purchased, then mails the receipt. With Stripe, a checkout without scripts
 * pays only with a test card in test mode (worker/payments/card-checkout.ts);
 * with no way to take payments, only an order with nothing to pay is placed.
 * Any failure on the way gives back what was taken.
 */
export async function placeOrder(storefront: Storefront, cartId: string, form: CheckoutForm): Promise<PlaceOrderResult> {
  const opened = await openCheckout(storefront, cartId, form);
  if (!opened.ok) return opened;
  const { cart, checkout } = opened;
  const setup = payments(storefront.env);
  let order: Order;
  try {
    let payment: Payment | null = null;
    if (cart.grandTotalCents > 0) {
      if (setup.kind === 'unavailable') {
        logPaymentsUnavailable(storefront.log, setup.reason);
        await checkout.undo();
        return refused(503, CHECKOUT_NOT_AVAILABLE);
      }
      if (setup.kind === 'card') {
        if (!setup.provider.testMethods.some((method) => method.id === form.paymentMethod)) {
          await checkout.undo();
          return refused(400, CARD_NEEDS_JAVASCRIPT);
        }
        const held = await holdForPayment(storefront, opened, setup.provider);
        return held.ok ? await payHeldByTestCard(storefront, setup.provider, held.payment, form.paymentMethod) : held;
      }
      const paid = await checkout.pay(setup.provider, form.paymentMethod);
      if ('ok' in paid) {
        await checkout.undo();
        return paid;
      }
      payment = paid;
    }
    const provider = setup.kind === 'unavailable' ? { name: 'none', testMode: false } : setup.provider;
    const subscriptions = await checkout.startSubscriptions(setup.kind === 'unavailable' ? null : setup.provider, payment, opened.details.customer.email);
    const placed = { cart, details: opened.details, products: checkout.products, payment, provider, locale: opened.locale, subscriptions };
    order = await siteOrders(storefront, await storefront.settings()).record(newOrder(placed));
  } catch (error) {
    await checkout.undo();
    if (!(error instanceof PaymentUnavailable)) throw error;
    storefront.log.error(`cart ${cart.id}: payment unavailable`, error);
    return refused(503, PAYMENT_UNAVAILABLE);
  }
  // Once the order is recorded the stock and the payment stay taken, whatever happens next.
  await cartStub(storefront, cartId).completeCheckout(order.id);
  await mailOrder(storefront, order, storefront.origin);
  return { ok: true, order };
}
