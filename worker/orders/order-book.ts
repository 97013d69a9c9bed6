import type { Order } from '../../schemas';
import type { Env } from '../env';
import { SqlObject } from '../storage/sql-object';

/** The orders of one website (spec section 3 "Order (analytics)"), kept as written. */
export class OrderBook extends SqlObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, 'CREATE TABLE IF NOT EXISTS orders (id TEXT PRIMARY KEY, created INTEGER NOT NULL, body TEXT NOT NULL)');
  }

  record(order: Order): void {
    this.sql.exec('INSERT INTO orders (id, created, body) VALUES (?, ?, ?)', order.id, order.created, JSON.stringify(order));
  }

  order(orderId: string): Order | null {
    const row = this.sql.exec<{ body: string }>('SELECT body FROM orders WHERE id = ?', orderId).toArray()[0];
    return row ? JSON.parse(row.body) : null;
  }
}

export function orderBook(env: Env, websiteId: string) {
  return env.ORDERS.get(env.ORDERS.idFromName(websiteId));
}
