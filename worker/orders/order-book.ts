import type { Order, OrderLine } from '../../schemas';
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
];

/** An order as the checkout hands it over; the book numbers it. */
export type NewOrder = Omit<Order, 'number'>;

/** One page of orders, newest first; `nextPageCursor` continues below the last number shown. */
export interface OrderPage {
  orders: Order[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/**
 * The orders of one website. Each order gets the next number when it is
 * recorded, in the same synchronous call, so numbers are unique and leave no
 * gaps however many checkouts finish at once; a checkout that fails before
 * recording takes no number.
 */
export class OrderBook extends SqlObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, ORDER_BOOK_MIGRATIONS);
  }

  record(order: NewOrder): Order {
    return this.ctx.storage.transactionSync(() => {
      const number = this.sql.exec<{ next: number }>('SELECT COALESCE(MAX(number), 0) + 1 AS next FROM orders').one().next;
      const numbered: Order = { ...order, number };
      this.sql.exec('INSERT INTO orders (id, created, number, body) VALUES (?, ?, ?, ?)', order.id, order.created, number, JSON.stringify(numbered));
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
      return numbered;
    });
  }

  order(orderId: string): Order | null {
    const row = this.sql.exec<{ body: string; number: number }>('SELECT body, number FROM orders WHERE id = ?', orderId).toArray()[0];
    return row ? withNumber(row) : null;
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
  giftCards: [],
  payment: null,
} satisfies Partial<Order>;
const EARLIER_LINE = { itemId: '', productType: 1, attributes: {}, answers: [], billing: null } satisfies Partial<OrderLine>;

/** The column is the number's truth: orders written before numbers existed carry none in their body. */
function withNumber(row: { body: string; number: number }): Order {
  const order = { ...EARLIER_ORDER, ...(JSON.parse(row.body) as Order), number: row.number };
  return { ...order, items: order.items.map((line) => ({ ...EARLIER_LINE, ...line })) };
}

export function orderBook(env: Env, websiteId: string) {
  return objectStub(env.ORDERS, websiteId, ['order', 'page']);
}
