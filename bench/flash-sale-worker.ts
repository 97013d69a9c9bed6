// The Worker the flash-sale simulation runs in workerd (bench/flash-sale.ts):
// the real stock domain and StockObject, and the real order book split over
// as many shards, with the STOCK and ORDERS bindings counted so the
// simulation can tell how many object calls a reservation and its order cost.
import { ProductType, type ProductItem } from '../schemas';
import type { Env } from '../worker/env';
import type { NewOrder } from '../worker/orders/order-book';
import { SiteOrders } from '../worker/orders/site-orders';
import { liveStock, shardLevels, takeStock } from '../worker/stock/product-stock';
import { counted } from './counted-namespace';

export { OrderBook } from '../worker/orders/order-book';
export { StockObject } from '../worker/stock/stock-object';

const WEBSITE = 'flash-sale';

function product(itemId: string, qtyInStock: number, stockShards: number): ProductItem {
  const variants = [{ sku: `${itemId}-sku`, qtyInStock, unlimited: false }];
  return { id: itemId, structuredContent: { productType: ProductType.PHYSICAL, variants, stockShards } } as unknown as ProductItem;
}

/** The order a sold reservation becomes: one line of one unit, paid in test mode. */
function saleOrder(item: ProductItem, sku: string): NewOrder {
  const line = { itemId: item.id, sku, productName: 'Flash sale', productType: ProductType.PHYSICAL, quantity: 1, unitPrice: 1000, attributes: {}, answers: [], billing: null, subscription: null };
  return {
    id: crypto.randomUUID(), purchasedCartId: crypto.randomUUID(), testMode: true, websiteId: WEBSITE, currencyCode: 'USD', created: Date.now(), items: [line],
    subtotal: 1000, discountTotal: 0, couponCode: null, shippingTotal: 0, shippingOption: null, taxTotal: 0, taxLines: [], grandTotal: 1000,
    customer: { email: 'buyer@flash-sale.test', firstName: 'Flash', lastName: 'Buyer', phone: '' }, shippingAddress: null, billingAddress: null, giftCards: [], payment: null, refunded: 0, disputed: false,
  };
}

/** Every order number of the book, newest first, read page by page as the owner's list does. */
async function everyNumber(book: SiteOrders): Promise<number[]> {
  const numbers: number[] = [];
  let before: number | null = null;
  for (;;) {
    const page = await book.page(before, 500);
    numbers.push(...page.orders.map((order) => order.number));
    if (page.nextPageCursor === null) return numbers;
    before = Number(page.nextPageCursor);
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const shards = Number(url.searchParams.get('shards'));
    const stock = Number(url.searchParams.get('stock'));
    const item = product(`item-${crypto.randomUUID()}`, stock, shards);
    const sku = item.structuredContent.variants[0].sku;
    // Each sale has a book of its own, split as its stock is.
    const bookCalls: Record<string, number> = {};
    const book = new SiteOrders({ ...env, ORDERS: counted(env.ORDERS, bookCalls) } as Env, `${WEBSITE}-${item.id}`, shards);
    /** One reservation, and the object calls it made. */
    const reserve = async () => {
      const calls: Record<string, number> = {};
      const short = await takeStock({ ...env, STOCK: counted(env.STOCK, calls) } as Env, WEBSITE, item, [{ sku, quantity: 1 }]);
      return { sold: short === null, calls: calls.total ?? 0 };
    };
    if (url.pathname === '/one-after-another') {
      // One object served one reservation at a time: its time per reservation, RPC included.
      const started = Date.now();
      for (let i = 0; i < stock; i++) await reserve();
      return Response.json({ ms: (Date.now() - started) / stock });
    }
    if (url.pathname === '/orders-one-after-another') {
      // One book recorded one order at a time: its time per order, RPC included.
      const started = Date.now();
      for (let i = 0; i < stock; i++) await book.record(saleOrder(item, sku));
      return Response.json({ ms: (Date.now() - started) / stock });
    }
    /** A checkout: the reservation, then its order on the sale's book when it sold. */
    const checkout = async () => {
      const reserved = await reserve();
      return { ...reserved, number: reserved.sold ? (await book.record(saleOrder(item, sku))).number : null };
    };
    const results = await Promise.all(Array.from({ length: Number(url.searchParams.get('buyers')) }, checkout));
    const sold = results.filter((result) => result.sold);
    const refused = results.filter((result) => !result.sold);
    const callsEach = (some: typeof results) => some.reduce((total, result) => total + result.calls, 0) / Math.max(1, some.length);
    const placed = sold.map((result) => result.number!);
    const listed = await everyNumber(new SiteOrders(env, `${WEBSITE}-${item.id}`, shards));
    return Response.json({
      sold: sold.length,
      left: (await liveStock(env, WEBSITE, item))[0].qtyInStock,
      lowestShard: Math.min(...(await shardLevels(env, WEBSITE, item)).map((levels) => levels[0].qtyInStock)),
      callsPerSale: callsEach(sold),
      callsPerRefusal: callsEach(refused),
      orders: listed.length,
      numbersUnique: new Set(placed).size === placed.length && listed.length === placed.length && placed.every((number) => listed.includes(number)),
      largestNumber: Math.max(0, ...placed),
      bookCallsPerOrder: (bookCalls.total ?? 0) / Math.max(1, placed.length),
      blocksHanded: bookCalls.handBlock ?? 0,
    });
  },
};
