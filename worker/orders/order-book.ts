import { paymentStatus, type Order, type OrderLine, type OrderSubscription } from '../../schemas';
import type { Env } from '../env';
import { addColumn, type Migration } from '../storage/migrations';
import { SqlObject } from '../storage/sql-object';
import { objectStub } from '../storage/object-stub';

/** The order book's schema, step by step (worker/storage/migrations.ts). */
export const ORDER_BOOK_MIGRATIONS: readonly Migration[] = [
  `CREATE TABLE IF NOT EXISTS orders (id TEXT PRIMARY KEY, created INTEGER NOT NULL, body TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS gift_cards (
    code TEXT PRIMARY KEY, order_id TEXT NOT NULL, amount_cents INTEGER NOT NULL, currency TEXT NOT NULL,
    recipient TEXT NOT NULL, created INTEGER NOT NULL
  );`,
  // Orders recorded before numbers existed are numbered in the order they were placed.
  addColumn('orders', 'number', 'INTEGER', 'UPDATE orders SET number = (SELECT COUNT(*) FROM orders AS earlier WHERE earlier.rowid <= orders.rowid)'),
  'CREATE UNIQUE INDEX IF NOT EXISTS orders_by_number ON orders (number)',
  // A shopper's account lists the orders placed with their address (#27).
  addColumn('orders', 'customer_email', 'TEXT', "UPDATE orders SET customer_email = lower(json_extract(body, '$.customer.email'))"),
  'CREATE INDEX IF NOT EXISTS orders_by_email ON orders (customer_email, number)',
  // Each subscription line of an order, and whether it still renews.
  `CREATE TABLE IF NOT EXISTS subscriptions (
    id TEXT PRIMARY KEY, order_id TEXT NOT NULL, customer_email TEXT NOT NULL, line INTEGER NOT NULL,
    reference TEXT, created INTEGER NOT NULL, cancelled_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS subscriptions_by_email ON subscriptions (customer_email, created);`,
  // Card payments (#26): one order per payment, whichever of the return URL and the webhook records it.
  addColumn('orders', 'payment_reference', 'TEXT', "UPDATE orders SET payment_reference = json_extract(body, '$.payment.reference')"),
  'CREATE UNIQUE INDEX IF NOT EXISTS orders_by_payment ON orders (payment_reference)',
  // The provider's events already acted on: a redelivery changes nothing.
  'CREATE TABLE IF NOT EXISTS payment_events (id TEXT PRIMARY KEY, kind TEXT NOT NULL, received INTEGER NOT NULL)',
  // The commerce report counts the orders of each day of the site (#28).
  'CREATE INDEX IF NOT EXISTS orders_by_created ON orders (created)',
  // Order-book shards (#30): the blocks of numbers shard 0 handed out, and the blocks another shard numbers its orders from.
  `CREATE TABLE IF NOT EXISTS handed_blocks (first INTEGER PRIMARY KEY, last INTEGER NOT NULL, shard INTEGER NOT NULL, handed INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS number_blocks (first INTEGER PRIMARY KEY, last INTEGER NOT NULL, next INTEGER NOT NULL);`,
];

/** A contiguous range of order numbers, `first` to `last` included. */
export interface NumberBlock {
  first: number;
  last: number;
}

/**
 * Where a shard takes an order's number from: `site`, the next number of the
 * whole site (shard 0, which hands out the blocks); `block`, the next unused
 * number of the blocks it was handed (every other shard).
 */
export type Numbering = 'site' | 'block';

/** What a shard answers when its blocks are used up: the first number of its last block (0 before its first), for `handBlock`. */
export interface BlocksUsedUp {
  usedUp: number;
}

/**
 * The sizes of the blocks shard 0 hands out, in proportion to the load: a
 * shard's next block is sized to what it took in the last BLOCK_SPAN_MS with
 * the one before, at most twice that one, from FIRST_BLOCK to LARGEST_BLOCK.
 * Small while a store is quiet, so numbers stay short; larger in a rush, so
 * shard 0 is asked a few times a second at most. What a shard leaves of its
 * last block is never used: the gaps of a sharded book's numbers.
 */
export const NUMBER_BLOCKS = { FIRST_BLOCK: 10, LARGEST_BLOCK: 200, BLOCK_SPAN_MS: 60_000 } as const;

/** A subscription as the shopper's account lists it: the line it was bought on, and whether it still renews. */
export interface SubscriptionRecord extends OrderSubscription {
  orderId: string;
  orderNumber: number;
  line: OrderLine;
  created: number;
  /** When the shopper stopped its renewals; null while it renews. */
  cancelledAt: number | null;
}

/** An order as the checkout hands it over; the book numbers it (and reads its payment status from it). */
export type NewOrder = Omit<Order, 'number' | 'paymentStatus'>;

/** One day of the site: the orders placed from `start` (included) to `end` (excluded), epoch milliseconds. */
export interface DaySpan {
  day: string;
  start: number;
  end: number;
}

/** What one day's orders came to, in one currency. */
export interface DayTotal {
  day: string;
  currency: string;
  orders: number;
  totalCents: number;
}

/** One page of orders, newest first; `nextPageCursor` continues below the last number shown. */
export interface OrderPage {
  orders: Order[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/**
 * One shard of the orders of one website (worker/orders/site-orders.ts; one
 * shard, this object alone, by default). Each order gets its number when it is
 * recorded, in the same synchronous call, so numbers are unique however many
 * checkouts finish at once; a checkout that fails before recording takes no
 * number. On shard 0 the number is the site's next one: with one shard,
 * numbers leave no gaps. Another shard numbers from blocks shard 0 handed it
 * (`handBlock`), so the numbers of a sharded book have gaps where a block was
 * not used up.
 */
export class OrderBook extends SqlObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, ORDER_BOOK_MIGRATIONS);
  }

  /** The next number of the whole site: past this shard's orders and every block handed out. */
  private nextOfSite(): number {
    return this.sql
      .exec<{ next: number }>('SELECT max((SELECT COALESCE(MAX(number), 0) FROM orders), (SELECT COALESCE(MAX(last), 0) FROM handed_blocks)) + 1 AS next')
      .one().next;
  }

  /** The next unused number of the blocks this shard holds, taken, or where its blocks ended. */
  private nextOfBlock(): number | BlocksUsedUp {
    const block = this.sql.exec<{ first: number; next: number }>('SELECT first, next FROM number_blocks WHERE next <= last ORDER BY first LIMIT 1').toArray()[0];
    if (!block) return { usedUp: this.sql.exec<{ first: number }>('SELECT COALESCE(MAX(first), 0) AS first FROM number_blocks').one().first };
    this.sql.exec('UPDATE number_blocks SET next = next + 1 WHERE first = ?', block.first);
    return block.next;
  }

  /**
   * Shard 0 hands `shard` its block after the one starting at `after`: the
   * one handed already, when another checkout of that shard asked first, so
   * checkouts that find a shard's block used up at once share the next block;
   * else a new block of the site's next numbers, sized to the shard's pace
   * (NUMBER_BLOCKS). A block handed and never taken is a gap, never a number
   * given twice.
   */
  handBlock(shard: number, after: number, now: number): NumberBlock {
    return this.ctx.storage.transactionSync(() => {
      const handed = this.sql.exec<{ first: number; last: number }>('SELECT first, last FROM handed_blocks WHERE shard = ? AND first > ? ORDER BY first LIMIT 1', shard, after).toArray()[0];
      if (handed) return { first: handed.first, last: handed.last };
      const { FIRST_BLOCK, LARGEST_BLOCK, BLOCK_SPAN_MS } = NUMBER_BLOCKS;
      const previous = this.sql
        .exec<{ first: number; last: number; handed: number }>('SELECT first, last, handed FROM handed_blocks WHERE shard = ? ORDER BY first DESC LIMIT 1', shard)
        .toArray()[0];
      const size = previous
        ? Math.min(LARGEST_BLOCK, Math.max(FIRST_BLOCK, Math.round((previous.last - previous.first + 1) * Math.min(2, BLOCK_SPAN_MS / Math.max(1, now - previous.handed)))))
        : FIRST_BLOCK;
      const first = this.nextOfSite();
      this.sql.exec('INSERT INTO handed_blocks (first, last, shard, handed) VALUES (?, ?, ?, ?)', first, first + size - 1, shard, now);
      return { first, last: first + size - 1 };
    });
  }

  /** A block shard 0 handed this shard, numbered from once the ones before it are used up. Taking it twice changes nothing. */
  takeBlock(block: NumberBlock): void {
    this.sql.exec('INSERT OR IGNORE INTO number_blocks (first, last, next) VALUES (?, ?, ?)', block.first, block.last, block.first);
  }

  /** Records the order with its number (see Numbering); when this shard's blocks are used up, records nothing and says where they ended. */
  record(order: NewOrder, numbering: Numbering = 'site'): Order | BlocksUsedUp {
    return this.ctx.storage.transactionSync(() => {
      const number = numbering === 'site' ? this.nextOfSite() : this.nextOfBlock();
      if (typeof number !== 'number') return number;
      const numbered = { ...order, number };
      const email = order.customer.email.toLowerCase();
      this.sql.exec(
        'INSERT INTO orders (id, created, number, customer_email, payment_reference, body) VALUES (?, ?, ?, ?, ?, ?)',
        order.id,
        order.created,
        number,
        email,
        order.payment?.reference ?? null,
        JSON.stringify(numbered),
      );
      order.items.forEach((line, index) => {
        if (!line.subscription) return;
        this.sql.exec(
          'INSERT INTO subscriptions (id, order_id, customer_email, line, reference, created) VALUES (?, ?, ?, ?, ?, ?)',
          line.subscription.id,
          order.id,
          email,
          index,
          line.subscription.reference,
          order.created,
        );
      });
      for (const card of order.giftCards) {
        this.sql.exec(
          'INSERT INTO gift_cards (code, order_id, amount_cents, currency, recipient, created) VALUES (?, ?, ?, ?, ?, ?)',
          card.code,
          order.id,
          card.amountCents,
          order.currencyCode,
          card.recipientEmail,
          order.created,
        );
      }
      return { ...numbered, paymentStatus: paymentStatus(numbered) };
    });
  }

  /**
   * Records the order a payment pays for, once: whoever comes second (the
   * webhook after the return URL, or the other way round) gets the order
   * the first recorded, and `created` false.
   */
  recordPayment(order: NewOrder, numbering: Numbering = 'site'): { order: Order; created: boolean } | BlocksUsedUp {
    const existing = order.payment && this.orderForPayment(order.payment.reference);
    if (existing) return { order: existing, created: false };
    const recorded = this.record(order, numbering);
    return 'usedUp' in recorded ? recorded : { order: recorded, created: true };
  }

  order(orderId: string): Order | null {
    return this.orderWhere('id = ?', orderId);
  }

  orderByNumber(number: number): Order | null {
    return this.orderWhere('number = ?', number);
  }

  /** The order a payment of the provider paid for. */
  orderForPayment(reference: string): Order | null {
    return this.orderWhere('payment_reference = ?', reference);
  }

  /** The payment's refunds so far came to `refundedCents` (never less than the book knew: refunds only add up). */
  markRefunded(reference: string, refundedCents: number): Order | null {
    this.sql.exec("UPDATE orders SET body = json_set(body, '$.refunded', max(coalesce(json_extract(body, '$.refunded'), 0), ?)) WHERE payment_reference = ?", refundedCents, reference);
    return this.orderForPayment(reference);
  }

  markDisputed(reference: string): Order | null {
    this.sql.exec("UPDATE orders SET body = json_set(body, '$.disputed', json('true')) WHERE payment_reference = ?", reference);
    return this.orderForPayment(reference);
  }

  /** Whether the provider's event was acted on already. */
  eventSeen(eventId: string): boolean {
    return this.sql.exec('SELECT 1 FROM payment_events WHERE id = ?', eventId).toArray().length > 0;
  }

  noteEvent(eventId: string, kind: string): void {
    this.sql.exec('INSERT OR IGNORE INTO payment_events (id, kind, received) VALUES (?, ?, ?)', eventId, kind, Date.now());
  }

  private orderWhere(condition: string, value: string | number): Order | null {
    const row = this.sql.exec<{ body: string; number: number }>(`SELECT body, number FROM orders WHERE ${condition}`, value).toArray()[0];
    return row ? withNumber(row) : null;
  }

  /**
   * The owner's search, newest first: an order number (with or without its
   * leading zeros), or a part of the buyer's address or name, whatever its case.
   */
  search(text: string, limit: number): Order[] {
    const words = text.trim().toLowerCase();
    if (!words) return [];
    const like = `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const number = /^\d{1,15}$/.test(words) ? Number(words) : -1;
    return this.sql
      .exec<{ body: string; number: number }>(
        `SELECT body, number FROM orders
         WHERE number = ? OR customer_email LIKE ? ESCAPE '\\'
           OR lower(json_extract(body, '$.customer.firstName') || ' ' || json_extract(body, '$.customer.lastName')) LIKE ? ESCAPE '\\'
         ORDER BY number DESC LIMIT ?`,
        number,
        like,
        like,
        limit,
      )
      .toArray()
      .map(withNumber);
  }

  /** How many orders each day had and what they came to, per currency: test-mode orders included, as the book keeps them. */
  dayTotals(days: readonly DaySpan[]): DayTotal[] {
    return days.flatMap(({ day, start, end }) =>
      this.sql
        .exec<{ currency: string; orders: number; total: number }>(
          `SELECT json_extract(body, '$.currencyCode') AS currency, COUNT(*) AS orders, SUM(json_extract(body, '$.grandTotal')) AS total
           FROM orders WHERE created >= ? AND created < ? GROUP BY currency`,
          start,
          end,
        )
        .toArray()
        .map((row) => ({ day, currency: row.currency, orders: row.orders, totalCents: row.total })),
    );
  }

  /** The orders placed with `email` (whatever its case), newest first. */
  ordersOf(email: string, limit: number): Order[] {
    return this.sql
      .exec<{ body: string; number: number }>('SELECT body, number FROM orders WHERE customer_email = ? ORDER BY number DESC LIMIT ?', email.toLowerCase(), limit)
      .toArray()
      .map(withNumber);
  }

  /** The subscriptions bought with `email`, newest first. */
  subscriptionsOf(email: string): SubscriptionRecord[] {
    const rows = this.sql
      .exec<SubscriptionRow>(
        `SELECT s.id, s.reference, s.line, s.created, s.cancelled_at, o.body, o.number FROM subscriptions AS s JOIN orders AS o ON o.id = s.order_id
         WHERE s.customer_email = ? ORDER BY s.created DESC, s.line`,
        email.toLowerCase(),
      )
      .toArray();
    return rows.map(toSubscription);
  }

  /**
   * Stops a subscription of `email` renewing; the one as it was before, or
   * null when `email` bought none by that id. A second cancel changes nothing.
   */
  cancelSubscription(id: string, email: string, now: number): SubscriptionRecord | null {
    const row = this.sql
      .exec<SubscriptionRow>(
        `SELECT s.id, s.reference, s.line, s.created, s.cancelled_at, o.body, o.number FROM subscriptions AS s JOIN orders AS o ON o.id = s.order_id
         WHERE s.id = ? AND s.customer_email = ?`,
        id,
        email.toLowerCase(),
      )
      .toArray()[0];
    if (!row) return null;
    this.sql.exec('UPDATE subscriptions SET cancelled_at = coalesce(cancelled_at, ?) WHERE id = ?', now, id);
    return toSubscription(row);
  }

  /** Orders numbered below `before` (all when null), newest first. */
  page(before: number | null, limit: number): OrderPage {
    const rows = this.sql
      .exec<{ body: string; number: number }>('SELECT body, number FROM orders WHERE number < ? ORDER BY number DESC LIMIT ?', before ?? Number.MAX_SAFE_INTEGER, limit + 1)
      .toArray();
    const orders = rows.slice(0, limit).map(withNumber);
    const hasNextPage = rows.length > limit;
    return { orders, hasNextPage, nextPageCursor: hasNextPage ? String(orders.at(-1)!.number) : null };
  }
}

/** What orders placed before the checkout collected details lack. */
const EARLIER_ORDER = {
  subtotal: 0,
  discountTotal: 0,
  couponCode: null,
  shippingOption: null,
  taxLines: [],
  customer: { email: '', firstName: '', lastName: '', phone: '' },
  shippingAddress: null,
  billingAddress: null,
  giftCards: [],
  payment: null,
  refunded: 0,
  disputed: false,
} satisfies Partial<Order>;
const EARLIER_LINE = { itemId: '', productType: 1, attributes: {}, answers: [], billing: null, subscription: null } satisfies Partial<OrderLine>;

/** The column is the number's truth: orders written before numbers existed carry none in their body. */
function withNumber(row: { body: string; number: number }): Order {
  const order = { ...EARLIER_ORDER, ...(JSON.parse(row.body) as NewOrder), number: row.number };
  return { ...order, items: order.items.map((line) => ({ ...EARLIER_LINE, ...line })), paymentStatus: paymentStatus(order) };
}

type SubscriptionRow = { id: string; reference: string | null; line: number; created: number; cancelled_at: number | null; body: string; number: number };

function toSubscription(row: SubscriptionRow): SubscriptionRecord {
  const order = withNumber(row);
  const line = order.items[row.line];
  return { id: row.id, provider: line.subscription?.provider ?? order.payment?.provider ?? '', reference: row.reference, orderId: order.id, orderNumber: order.number, line, created: row.created, cancelledAt: row.cancelled_at };
}

/**
 * Shard `shard` of the website's order book. Shard 0 keeps the name the
 * site's one book always had; a block handed or taken twice costs at most a
 * gap, so those calls ride out a fault like the reads.
 */
export function orderBook(env: Env, websiteId: string, shard = 0) {
  return objectStub(env.ORDERS, shard === 0 ? websiteId : `${websiteId}#${shard}`, [
    'order', 'page', 'orderByNumber', 'search', 'dayTotals', 'ordersOf', 'subscriptionsOf', 'orderForPayment', 'recordPayment',
    'markRefunded', 'markDisputed', 'eventSeen', 'noteEvent', 'handBlock', 'takeBlock',
  ]);
}
