import type { Context } from 'hono';
import { formatMoney, type CartEntry, type Order, type ProductItem, type ShoppingCart } from '../../schemas';
import {
  CART_EMPTY,
  CHECKOUT_IN_PROGRESS,
  ITEM_NOT_FOUND,
  minimumSubtotalMessage,
  OUT_OF_STOCK,
} from '../../schemas/messages';
import { cartStub } from '../cart/cart-cookie';
import type { AppEnv } from '../env';
import { orderBook } from '../orders/order-book';
import { giveBackStock, takeStock } from '../stock/product-stock';
import type { StockLine } from '../stock/stock-object';

export type PlaceOrderResult = { ok: true; order: Order } | { ok: false; status: 400 | 409; message: string };

type Taken = { product: ProductItem; lines: StockLine[] };

function linesByProduct(entries: readonly CartEntry[]): Map<string, StockLine[]> {
  const byItem = new Map<string, StockLine[]>();
  for (const entry of entries) byItem.set(entry.itemId, [...(byItem.get(entry.itemId) ?? []), { sku: entry.sku, quantity: entry.quantity }]);
  return byItem;
}

function orderOf(cart: ShoppingCart): Order {
  return {
    id: crypto.randomUUID(),
    purchasedCartId: cart.id,
    // Payment providers are out of scope: every order is a test-mode order, no money moves.
    testMode: true,
    websiteId: cart.websiteId,
    currencyCode: cart.currencyCode,
    created: Date.now(),
    items: cart.entries.map((entry) => ({
      sku: entry.sku,
      productName: entry.title,
      quantity: entry.quantity,
      unitPrice: entry.purchasePriceCents,
    })),
    grandTotal: cart.grandTotalCents,
    shippingTotal: cart.shippingCostCents,
    taxTotal: cart.taxCents,
  };
}

/**
 * Why this cart cannot be bought as it is, or null. The stock is only judged
 * when it is taken, because only the stock objects can judge it atomically.
 */
async function refusal(c: Context<AppEnv>, cart: ShoppingCart): Promise<string | null> {
  if (cart.entries.length === 0) return CART_EMPTY;
  const settings = await c.get('site').settings();
  const minimum = settings?.websiteSettings.storeSettings.minimumOrderSubtotal;
  if (minimum !== undefined && cart.subtotalCents < minimum) {
    return minimumSubtotalMessage(formatMoney(minimum, settings!.websiteSettings.storeSettings.selectedCurrency));
  }
  return null;
}

/** Takes the stock of every product in the cart, or none of it: the message when some falls short. */
async function takeAllStock(c: Context<AppEnv>, cart: ShoppingCart, taken: Taken[]): Promise<string | null> {
  const websiteId = c.get('websiteId');
  for (const [itemId, lines] of linesByProduct(cart.entries)) {
    const product = await c.get('site').product(itemId);
    if (!product) return ITEM_NOT_FOUND;
    if ((await takeStock(c.env, websiteId, product, lines)) !== null) return OUT_OF_STOCK;
    taken.push({ product, lines });
  }
  return null;
}

/**
 * The test-mode checkout: holds the cart, re-validates it, takes the stock of
 * every entry atomically per product (giving back what it took if a later
 * product falls short), records the order and marks the cart purchased.
 */
export async function placeOrder(c: Context<AppEnv>, cartId: string): Promise<PlaceOrderResult> {
  const stub = cartStub(c, cartId);
  const held = await stub.beginCheckout();
  if (!held.ok) {
    return held.reason === 'missing' ? { ok: false, status: 400, message: CART_EMPTY } : { ok: false, status: 409, message: CHECKOUT_IN_PROGRESS };
  }
  const cart = held.shoppingCart;
  const taken: Taken[] = [];
  const giveBack = () => Promise.all(taken.map(({ product, lines }) => giveBackStock(c.env, c.get('websiteId'), product, lines)));
  let order: Order;
  try {
    const message = (await refusal(c, cart)) ?? (await takeAllStock(c, cart, taken));
    if (message) {
      await giveBack();
      await stub.abandonCheckout();
      return { ok: false, status: message === OUT_OF_STOCK ? 409 : 400, message };
    }
    order = orderOf(cart);
    await orderBook(c.env, cart.websiteId).record(order);
  } catch (error) {
    await giveBack();
    await stub.abandonCheckout();
    throw error;
  }
  // Once the order is recorded the stock stays taken, whatever happens next.
  await stub.completeCheckout(order.id);
  return { ok: true, order };
}
