import type { Env } from '../env';
import type { NewOrder } from '../orders/order-book';
import { addColumn, type Migration } from '../storage/migrations';
import { SqlObject } from '../storage/sql-object';
import type { StockLine } from '../stock/stock-object';
import { expireHold } from './settle';

/** Stock held for a payment: per product, the units taken. */
export interface HeldStock {
  itemId: string;
  lines: StockLine[];
}

/**
 * Where a checkout's payment stands: `open` (none held: the cart is the
 * shopper's), `held` (the stock is taken and the cart closed while the
 * shopper pays), `claimed` (the payment succeeded and the order is being
 * placed), `placed`, and `refunded` (paid after the hold was given back, with
 * the stock gone, so the money went back).
 */
export type HoldState = 'open' | 'held' | 'claimed' | 'placed' | 'refunded';

export interface CheckoutPaymentRecord {
  websiteId: string;
  cartId: string;
  /** Counts the payments this checkout has had: a canceled one is never reused, and the next is another attempt. */
  attempt: number;
  paymentId: string | null;
  clientSecret: string | null;
  amountCents: number | null;
  state: HoldState;
  /** When the stock was last taken for the payment (ms): a failure reported from before then is about an earlier try. */
  heldAt: number | null;
  /** The order the payment becomes, as the shopper last pressed Pay for it. */
  pendingOrder: NewOrder | null;
  stock: HeldStock[];
  orderId: string | null;
}

/** What a succeeded payment's caller may do: place the order with the stock held, take the stock again first, or leave it to whoever placed it. */
export type Claim =
  | { kind: 'owned' | 'retake'; pendingOrder: NewOrder; stock: HeldStock[]; origin: string }
  | { kind: 'settled'; orderId: string | null }
  | { kind: 'refunded' | 'unknown' };

/** A payment left unpaid this long gives its stock back and reopens its cart (the 30 minutes). */
export const HOLD_MS = 30 * 60_000;
/** An order being placed for this long was left half done (its Worker died): the next caller takes it over. */
const STALE_CLAIM_MS = 60_000;
/** A failure reported from up to this long before the stock was taken again may still be about this try (Stripe's times are in seconds). */
const CLOCK_GRAIN_MS = 1_000;

export const CHECKOUT_PAYMENT_MIGRATIONS: readonly Migration[] = [
  `CREATE TABLE IF NOT EXISTS checkout_payment (
    id INTEGER PRIMARY KEY CHECK (id = 1), website_id TEXT NOT NULL, cart_id TEXT NOT NULL, attempt INTEGER NOT NULL,
    payment_id TEXT, client_secret TEXT, amount_cents INTEGER, state TEXT NOT NULL, stock_held INTEGER NOT NULL DEFAULT 0,
    held_at INTEGER, claimed_at INTEGER, pending_order TEXT, stock TEXT NOT NULL DEFAULT '[]', order_id TEXT
  )`,
  // The storefront the shopper paid on: the receipt's links and images point there, whoever places the order.
  addColumn('checkout_payment', 'origin', "TEXT NOT NULL DEFAULT ''"),
];

type Row = {
  website_id: string;
  cart_id: string;
  attempt: number;
  payment_id: string | null;
  client_secret: string | null;
  amount_cents: number | null;
  state: HoldState;
  stock_held: number;
  held_at: number | null;
  claimed_at: number | null;
  pending_order: string | null;
  stock: string;
  order_id: string | null;
  origin: string;
};

const recordOf = (row: Row): CheckoutPaymentRecord => ({
  websiteId: row.website_id,
  cartId: row.cart_id,
  attempt: row.attempt,
  paymentId: row.payment_id,
  clientSecret: row.client_secret,
  amountCents: row.amount_cents,
  state: row.state,
  heldAt: row.held_at,
  pendingOrder: row.pending_order === null ? null : JSON.parse(row.pending_order),
  stock: JSON.parse(row.stock),
  orderId: row.order_id,
});

/**
 * The payment of one cart's checkout (one object per cart): the provider's
 * payment it has (one per attempt), the stock held while the shopper pays,
 * the order that payment becomes, and the alarm that gives the stock back
 * when nobody pays. Each method is one synchronous step, so the return URL,
 * the webhook and the alarm, whichever comes first, move it on once.
 */
export class CheckoutPayment extends SqlObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, CHECKOUT_PAYMENT_MIGRATIONS);
  }

  record(): CheckoutPaymentRecord | null {
    const row = this.row();
    return row && recordOf(row);
  }

  /**
   * Keeps the payment made for `attempt`; a payment made meanwhile for the
   * same attempt (two pages asking at once) is kept instead, and returned.
   */
  keepPayment(websiteId: string, cartId: string, attempt: number, payment: { id: string; clientSecret: string; amountCents: number }): CheckoutPaymentRecord {
    const row = this.row();
    if (row?.payment_id && row.attempt === attempt) return recordOf(row);
    if (!row) {
      this.sql.exec(
        "INSERT INTO checkout_payment (id, website_id, cart_id, attempt, state) VALUES (1, ?, ?, ?, 'open')",
        websiteId,
        cartId,
        attempt,
      );
    }
    this.sql.exec('UPDATE checkout_payment SET attempt = ?, payment_id = ?, client_secret = ?, amount_cents = ?', attempt, payment.id, payment.clientSecret, payment.amountCents);
    return recordOf(this.row()!);
  }

  /** The payment's new amount, once the provider has it. */
  setAmount(paymentId: string, amountCents: number): void {
    this.sql.exec('UPDATE checkout_payment SET amount_cents = ? WHERE payment_id = ?', amountCents, paymentId);
  }

  /** The payment was canceled: the next one is a new attempt. */
  nextAttempt(paymentId: string): void {
    this.sql.exec("UPDATE checkout_payment SET attempt = attempt + 1, payment_id = NULL, client_secret = NULL, amount_cents = NULL WHERE payment_id = ? AND state = 'open'", paymentId);
  }

  /**
   * The shopper pressed Pay: the stock is taken for `pendingOrder` and the
   * cart closed until the payment succeeds, fails, or is abandoned (the
   * alarm, HOLD_MS on). False when this payment is held or settled already.
   */
  async hold(paymentId: string, pendingOrder: NewOrder, stock: HeldStock[], now: number, origin: string): Promise<boolean> {
    const row = this.row();
    if (!row || row.payment_id !== paymentId || row.state !== 'open') return false;
    this.sql.exec(
      "UPDATE checkout_payment SET state = 'held', stock_held = 1, held_at = ?, pending_order = ?, stock = ?, origin = ?",
      now,
      JSON.stringify(pendingOrder),
      JSON.stringify(stock),
      origin,
    );
    await this.ctx.storage.setAlarm(now + HOLD_MS);
    return true;
  }

  /** The payment succeeded: who places its order (worker/payments/settle.ts). */
  claim(paymentId: string, now: number): Claim {
    const row = this.row();
    const pending = row?.pending_order ? (JSON.parse(row.pending_order) as NewOrder) : null;
    if (!row || !pending || pending.payment?.reference !== paymentId) return { kind: 'unknown' };
    if (row.state === 'placed') return { kind: 'settled', orderId: row.order_id };
    if (row.state === 'refunded') return { kind: 'refunded' };
    if (row.state === 'claimed' && row.claimed_at !== null && now - row.claimed_at < STALE_CLAIM_MS) return { kind: 'settled', orderId: null };
    this.sql.exec("UPDATE checkout_payment SET state = 'claimed', claimed_at = ?", now);
    return { kind: row.stock_held === 1 ? 'owned' : 'retake', pendingOrder: pending, stock: JSON.parse(row.stock), origin: row.origin };
  }

  /** The stock was taken again for a payment that succeeded after its hold was given back. */
  stockRetaken(): void {
    this.sql.exec('UPDATE checkout_payment SET stock_held = 1');
  }

  async placed(orderId: string): Promise<void> {
    this.sql.exec("UPDATE checkout_payment SET state = 'placed', order_id = ?, stock_held = 0", orderId);
    await this.ctx.storage.deleteAlarm();
  }

  refunded(): void {
    this.sql.exec("UPDATE checkout_payment SET state = 'refunded', stock_held = 0");
  }

  /**
   * The payment failed or was abandoned: the hold ends, and its stock is the
   * caller's to give back (null when there is none to give: not held, another
   * payment's, or a failure `occurredAt` before the stock was taken again).
   */
  async release(paymentId: string, occurredAt: number | null): Promise<HeldStock[] | null> {
    const row = this.row();
    if (!row || row.payment_id !== paymentId || row.state !== 'held') return null;
    if (occurredAt !== null && row.held_at !== null && occurredAt + CLOCK_GRAIN_MS <= row.held_at) return null;
    this.sql.exec("UPDATE checkout_payment SET state = 'open', stock_held = 0");
    await this.ctx.storage.deleteAlarm();
    return JSON.parse(row.stock);
  }

  /** Nobody paid within HOLD_MS (or the payment is still processing): see expireHold. */
  override async alarm(): Promise<void> {
    const row = this.row();
    if (!row || (row.state !== 'held' && row.state !== 'claimed')) return;
    const retryIn = await expireHold(this.env, recordOf(row));
    if (retryIn !== null) await this.ctx.storage.setAlarm(Date.now() + retryIn);
  }

  private row(): Row | null {
    return this.sql.exec<Row>('SELECT * FROM checkout_payment').toArray()[0] ?? null;
  }
}
