import type { Order, PublishedSite } from '../../schemas';
import type { Env } from '../env';
import type { SiteObjects } from '../storefront';
import { spread } from '../storage/spread';
import { orderBook, type BlocksUsedUp, type DaySpan, type DayTotal, type NewOrder, type Numbering, type OrderPage, type SubscriptionRecord } from './order-book';

/**
 * Rounds a checkout makes for a number before it gives up: each round takes
 * the shard's next block, and only checkouts on the same shard racing for it
 * use it up first, so a second round is already rare.
 */
const BLOCK_ROUNDS = 8;

/**
 * A sharded book's order ids name their shard in their last two hex digits
 * (MAX_ORDER_BOOK_SHARDS fits), so they stay UUIDs and the order-confirmed
 * page, which knows only the id, asks that one shard rather than all.
 */
const idOnShard = (id: string, shard: number) => `${id.slice(0, -2)}${shard.toString(16).padStart(2, '0')}`;
const shardOfId = (id: string) => Number.parseInt(id.slice(-2), 16);

const newestFirst = (a: Order, b: Order) => b.number - a.number;
const firstFound = <T>(found: readonly (T | null)[]): T | null => found.find((one) => one !== null) ?? null;

/**
 * A website's orders, split over `storeSettings.orderBookShards` OrderBook
 * objects (one by default), so a rush of checkouts is recorded by several
 * objects in parallel rather than queued at one. A checkout records its order
 * on the shard its cart picks, so a retry of it (the return URL and the
 * webhook of one payment) lands on the shard that may hold it already, and the
 * book keeps one order per payment there. Reads ask every shard and merge:
 * numbers are unique across shards, so newest first by number and paging below
 * a number work as on one book.
 *
 * Numbers stay short: shard 0 numbers its own orders from the site's count
 * and hands each other shard a block of the next numbers when its block is
 * used up (OrderBook.handBlock), so it is asked once a block, not once an
 * order. The numbers a shard leaves of its last block are gaps, never used;
 * with one shard there are none, and no call beyond today's one.
 *
 * Shard 0 keeps the name of the site's one book, so raising the count keeps
 * every order; lowering it would hide the orders of the dropped shards from
 * the lists (their objects keep them), so the count is only ever raised.
 */
export class SiteOrders {
  constructor(
    private readonly env: Env,
    private readonly websiteId: string,
    private readonly shards: number,
  ) {}

  private shard(shard: number) {
    return orderBook(this.env, this.websiteId, shard);
  }

  private every<T>(read: (book: ReturnType<typeof orderBook>) => Promise<T>): Promise<T[]> {
    return Promise.all(Array.from({ length: this.shards }, (_, shard) => read(this.shard(shard))));
  }

  /** The shard that records the checkout of `cartId`: the same for every attempt at it while the count holds. */
  private shardOf(cartId: string): number {
    return spread(cartId, this.shards);
  }

  /**
   * Records `order` on its cart's shard with `write` (a plain record, or one
   * per payment), its id naming that shard: on shard 0 by the site's count,
   * elsewhere from the shard's blocks, taking a new block from shard 0
   * whenever they are used up.
   */
  private async numbered<T extends object>(order: NewOrder, write: (order: NewOrder, book: ReturnType<typeof orderBook>, numbering: Numbering) => Promise<T | BlocksUsedUp>): Promise<T> {
    const at = this.shardOf(order.purchasedCartId);
    const book = this.shard(at);
    const placed = this.shards === 1 ? order : { ...order, id: idOnShard(order.id, at) };
    for (let round = 0; round < BLOCK_ROUNDS; round++) {
      const recorded = await write(placed, book, at === 0 ? 'site' : 'block');
      if (!('usedUp' in recorded)) return recorded;
      await book.takeBlock(await this.shard(0).handBlock(at, recorded.usedUp, Date.now()));
    }
    throw new Error(`order book shard ${at} found no number in ${BLOCK_ROUNDS} blocks`);
  }

  record(order: NewOrder): Promise<Order> {
    return this.numbered<Order>(order, (placed, book, numbering) => book.record(placed, numbering));
  }

  /** Records the order a payment pays for, once (OrderBook.recordPayment). */
  recordPayment(order: NewOrder): Promise<{ order: Order; created: boolean }> {
    return this.numbered<{ order: Order; created: boolean }>(order, (placed, book, numbering) => book.recordPayment(placed, numbering));
  }

  /** The order `orderId` names: on the shard its id names, else (placed before the split, or no order of ours) on any. */
  async order(orderId: string): Promise<Order | null> {
    const named = shardOfId(orderId) < this.shards ? shardOfId(orderId) : 0;
    const found = await this.shard(named).order(orderId);
    if (found || this.shards === 1) return found;
    return firstFound(await Promise.all(Array.from({ length: this.shards }, (_, shard) => (shard === named ? null : this.shard(shard).order(orderId)))));
  }

  async orderByNumber(number: number): Promise<Order | null> {
    return firstFound(await this.every((book) => book.orderByNumber(number)));
  }

  /**
   * The order a payment paid for: on the shard of the cart it paid for when
   * `cartId` is given (where its checkout records it, so a card checkout asks
   * one shard, not all), else on any.
   */
  async orderForPayment(reference: string, cartId?: string): Promise<Order | null> {
    if (cartId !== undefined) return this.shard(this.shardOf(cartId)).orderForPayment(reference);
    return firstFound(await this.every((book) => book.orderForPayment(reference)));
  }

  /** Marks the payment's order refunded, on whichever shard holds it. */
  async markRefunded(reference: string, refundedCents: number): Promise<Order | null> {
    return firstFound(await this.every((book) => book.markRefunded(reference, refundedCents)));
  }

  async markDisputed(reference: string): Promise<Order | null> {
    return firstFound(await this.every((book) => book.markDisputed(reference)));
  }

  /**
   * Payment events are noted on the shard their id picks: a redelivery finds
   * the note there, unless the count changed in between, when it is acted on
   * again, which changes nothing (worker/payments/payment-events.ts).
   */
  eventSeen(eventId: string): Promise<boolean> {
    return this.shard(spread(eventId, this.shards)).eventSeen(eventId);
  }

  async noteEvent(eventId: string, kind: string): Promise<void> {
    await this.shard(spread(eventId, this.shards)).noteEvent(eventId, kind);
  }

  async search(text: string, limit: number): Promise<Order[]> {
    return (await this.every((book) => book.search(text, limit))).flat().sort(newestFirst).slice(0, limit);
  }

  async ordersOf(email: string, limit: number): Promise<Order[]> {
    return (await this.every((book) => book.ordersOf(email, limit))).flat().sort(newestFirst).slice(0, limit);
  }

  /** Newest first; a sort keeps each shard's order of one order's lines. */
  async subscriptionsOf(email: string): Promise<SubscriptionRecord[]> {
    return (await this.every((book) => book.subscriptionsOf(email))).flat().sort((a, b) => b.created - a.created);
  }

  async cancelSubscription(id: string, email: string, now: number): Promise<SubscriptionRecord | null> {
    return firstFound(await this.every((book) => book.cancelSubscription(id, email, now)));
  }

  /** Each day's orders and total per currency, added up over the shards. */
  async dayTotals(days: readonly DaySpan[]): Promise<DayTotal[]> {
    const sums = new Map<string, DayTotal>();
    for (const row of (await this.every((book) => book.dayTotals(days))).flat()) {
      const key = `${row.day} ${row.currency}`;
      const sum = sums.get(key);
      sums.set(key, sum ? { ...sum, orders: sum.orders + row.orders, totalCents: sum.totalCents + row.totalCents } : row);
    }
    return [...sums.values()];
  }

  /** Orders numbered below `before` (all when null), newest first: each shard's newest below it, merged. */
  async page(before: number | null, limit: number): Promise<OrderPage> {
    const pages = await this.every((book) => book.page(before, limit));
    const merged = pages.flatMap((page) => page.orders).sort(newestFirst);
    const orders = merged.slice(0, limit);
    const hasNextPage = merged.length > limit || pages.some((page) => page.hasNextPage);
    return { orders, hasNextPage, nextPageCursor: hasNextPage ? String(orders.at(-1)!.number) : null };
  }
}

/** The website's orders, split as its published store settings say. */
export function siteOrders({ env, websiteId }: SiteObjects, site: PublishedSite | null): SiteOrders {
  return new SiteOrders(env, websiteId, site?.websiteSettings.storeSettings.orderBookShards ?? 1);
}
