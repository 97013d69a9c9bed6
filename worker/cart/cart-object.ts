import { addColumn, type Migration } from '../storage/migrations';
import { SqlObject } from '../storage/sql-object';
import {
  checkoutValues,
  detailsOf,
  multiplyCents,
  postalCodeInLocation,
  QUANTITY_MAX,
  type CartEntry,
  type CheckoutDetails,
  type Coupon,
  type CurrencyCode,
  type ShippingEstimate,
  type ShoppingCart,
} from '../../schemas';
import type { Env } from '../env';
import { buildShoppingCart, type CartRecord, type StoreRules } from './totals';

/** An entry as the Worker hands it over after validating the item, variant and quantity. */
export type NewCartEntry = Omit<CartEntry, 'id' | 'subTotal'> & {
  /** Per unit; what weight-based shipping charges by. */
  weightGrams: number;
};

/**
 * What a new cart is made of; the object fills in the rest. The store's
 * shipping and tax rules come with every add, so the cart prices itself by
 * the rules of its last change; checkout hands them over afresh.
 */
export type NewCart = Omit<CartRecord, 'created' | 'isPurchased' | 'orderId'> & { rules: StoreRules };

/** The cart and what the visitor has told its checkout. */
export interface CartCheckout {
  shoppingCart: ShoppingCart;
  details: CheckoutDetails | null;
}

/**
 * How many units of a sku one cart may hold: `stock` is what the stock object
 * has left (null when unlimited), `quantity` the per-entry cap (9999, or 1 for
 * a service when the store allows no more).
 */
export interface QuantityLimits {
  stock: number | null;
  quantity: number;
}

/** Why the cart refused a change; the Worker turns it into the visitor's message. */
export type CartRefusal = 'missing-entry' | 'stock' | 'quantity' | 'closed';

export type CartChange = { ok: true; shoppingCart: ShoppingCart; entry: CartEntry } | { ok: false; reason: CartRefusal };

/** An abandoned checkout (the Worker died mid-way) stops holding the cart after this long. */
const CHECKOUT_LOCK_MS = 30_000;

const DAY_MS = 86_400_000;
/** A cart no one has changed for this long is deleted, as its cookie (renewed by the same changes) has expired with it. */
export const IDLE_CART_MS = 30 * DAY_MS;
/**
 * A purchased cart is deleted this long after its order was stored (the
 * order keeps what was bought): long enough for a second "Place order" to be
 * told the order is being placed rather than that the cart is empty.
 */
export const PURCHASED_CART_MS = 10 * 60_000;

/** The cart's schema, step by step (worker/storage/migrations.ts). */
export const CART_MIGRATIONS: readonly Migration[] = [
  `CREATE TABLE IF NOT EXISTS cart (
    id TEXT PRIMARY KEY, website_id TEXT NOT NULL, currency_code TEXT NOT NULL,
    created INTEGER NOT NULL, is_purchased INTEGER NOT NULL DEFAULT 0, order_id TEXT,
    checkout_started INTEGER
  );
  CREATE TABLE IF NOT EXISTS entry (
    id TEXT PRIMARY KEY, position INTEGER NOT NULL, item_id TEXT NOT NULL, sku TEXT NOT NULL,
    quantity INTEGER NOT NULL, additional_fields TEXT NOT NULL, title TEXT NOT NULL,
    attributes TEXT NOT NULL, purchase_price_cents INTEGER NOT NULL, product_type INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS pricing (
    id INTEGER PRIMARY KEY CHECK (id = 1), rules TEXT NOT NULL, coupon TEXT, details TEXT
  );`,
  // Carts made before weights were kept: their entries weigh nothing.
  addColumn('entry', 'weight_grams', 'INTEGER NOT NULL DEFAULT 0'),
  // Retention: the time of the cart's last change, which its alarm counts from.
  addColumn('cart', 'changed_at', 'INTEGER', 'UPDATE cart SET changed_at = created'),
  // Card payments (#26): closed while the shopper pays, until then at the latest.
  addColumn('cart', 'payment_hold_until', 'INTEGER'),
];

type CartRow = {
  id: string;
  website_id: string;
  currency_code: string;
  created: number;
  is_purchased: number;
  order_id: string | null;
  checkout_started: number | null;
  payment_hold_until: number | null;
  changed_at: number;
};

type EntryRow = {
  id: string;
  position: number;
  item_id: string;
  sku: string;
  quantity: number;
  additional_fields: string;
  title: string;
  attributes: string;
  purchase_price_cents: number;
  product_type: number;
  weight_grams: number;
};

type PricingRow = { rules: string; coupon: string | null; details: string | null };

function toEntry(row: EntryRow, currency: CurrencyCode): CartEntry {
  return {
    id: row.id,
    itemId: row.item_id,
    sku: row.sku,
    quantity: row.quantity,
    chosenVariant: { sku: row.sku, attributes: JSON.parse(row.attributes) },
    additionalFields: row.additional_fields,
    title: row.title,
    purchasePriceCents: row.purchase_price_cents,
    subTotal: multiplyCents(row.purchase_price_cents, row.quantity, currency),
    productType: row.product_type,
  };
}

/**
 * One shopping cart. Each method runs its SQL synchronously, so the object's
 * input gate makes every change atomic: concurrent adds never lose an entry,
 * and a quantity limit is checked against the quantity it then writes.
 */
export class CartObject extends SqlObject {
  /** When the cart's alarm is due; null while it has none. Read as the object wakes, kept as it sets one. */
  private alarmAt: number | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, CART_MIGRATIONS);
    // An object wakes for most of a shopper's adds (one idle for a minute or two is evicted): knowing the
    // alarm it has saves the wake's add a second write.
    void ctx.blockConcurrencyWhile(async () => {
      this.alarmAt = await ctx.storage.getAlarm();
    });
  }

  /** The cart, or null when this object never held one (an unknown or stale cookie). */
  cart(): ShoppingCart | null {
    const row = this.row();
    return row && this.build(row);
  }

  addEntry(cart: NewCart, entry: NewCartEntry, limits: QuantityLimits): CartChange {
    const row = this.row() ?? this.open(cart);
    if (!this.isOpen(row)) return { ok: false, reason: 'closed' };
    const pricing = this.withRules(cart.rules);
    // The entries are read once: the limits are checked and the answer built from them, kept in step with the write.
    const rows = this.entryRows();
    // The same sku with the same custom-form answers is one entry whose quantity grows.
    const existing = rows.find((candidate) => candidate.sku === entry.sku && candidate.additional_fields === entry.additionalFields);
    const refusal = this.exceeds(rows, entry.sku, (existing?.quantity ?? 0) + entry.quantity, entry.quantity, limits);
    if (refusal) return { ok: false, reason: refusal };
    if (existing) {
      this.sql.exec('UPDATE entry SET quantity = quantity + ? WHERE id = ?', entry.quantity, existing.id);
      existing.quantity += entry.quantity;
      return this.changed(row, existing.id, rows, pricing);
    }
    const added: EntryRow = {
      id: crypto.randomUUID(),
      position: rows.reduce((last, candidate) => Math.max(last, candidate.position), -1) + 1,
      item_id: entry.itemId,
      sku: entry.sku,
      quantity: entry.quantity,
      additional_fields: entry.additionalFields,
      title: entry.title,
      attributes: JSON.stringify(entry.chosenVariant.attributes),
      purchase_price_cents: entry.purchasePriceCents,
      product_type: entry.productType,
      weight_grams: entry.weightGrams,
    };
    this.sql.exec(
      `INSERT INTO entry (id, position, item_id, sku, quantity, additional_fields, title, attributes, purchase_price_cents, product_type, weight_grams)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      added.id,
      added.position,
      added.item_id,
      added.sku,
      added.quantity,
      added.additional_fields,
      added.title,
      added.attributes,
      added.purchase_price_cents,
      added.product_type,
      added.weight_grams,
    );
    return this.changed(row, added.id, [...rows, added], pricing);
  }

  setQuantity(entryId: string, quantity: number, limits: QuantityLimits): CartChange {
    const row = this.row();
    const rows = row ? this.entryRows() : [];
    const entry = rows.find((candidate) => candidate.id === entryId);
    if (!row || !entry) return { ok: false, reason: 'missing-entry' };
    if (!this.isOpen(row)) return { ok: false, reason: 'closed' };
    const refusal = this.exceeds(rows, entry.sku, quantity, quantity - entry.quantity, limits);
    if (refusal) return { ok: false, reason: refusal };
    this.sql.exec('UPDATE entry SET quantity = ? WHERE id = ?', quantity, entryId);
    entry.quantity = quantity;
    return this.changed(row, entryId, rows);
  }

  removeEntry(entryId: string): { ok: true; shoppingCart: ShoppingCart } | { ok: false; reason: CartRefusal } {
    const row = this.row();
    if (!row || !this.entryRow(entryId)) return { ok: false, reason: 'missing-entry' };
    if (!this.isOpen(row)) return { ok: false, reason: 'closed' };
    this.sql.exec('DELETE FROM entry WHERE id = ?', entryId);
    this.touch();
    return { ok: true, shoppingCart: this.build(row) };
  }

  /** New custom-form answers; an entry whose answers now equal another's merges into it. */
  setAdditionalFields(entryId: string, itemId: string, sku: string, additionalFields: string): CartChange {
    const row = this.row();
    const entry = row && this.entryRow(entryId);
    if (!row || !entry || entry.item_id !== itemId || entry.sku !== sku) return { ok: false, reason: 'missing-entry' };
    if (!this.isOpen(row)) return { ok: false, reason: 'closed' };
    const twin = this.sql
      .exec<{ id: string; quantity: number }>(
        'SELECT id, quantity FROM entry WHERE sku = ? AND additional_fields = ? AND id != ?',
        sku,
        additionalFields,
        entryId,
      )
      .toArray()[0];
    if (!twin) {
      this.sql.exec('UPDATE entry SET additional_fields = ? WHERE id = ?', additionalFields, entryId);
      return this.changed(row, entryId);
    }
    // Merging moves no units between skus, so only the per-entry cap can object.
    if (twin.quantity + entry.quantity > QUANTITY_MAX) return { ok: false, reason: 'quantity' };
    this.sql.exec('UPDATE entry SET quantity = quantity + ? WHERE id = ?', entry.quantity, twin.id);
    this.sql.exec('DELETE FROM entry WHERE id = ?', entryId);
    return this.changed(row, twin.id);
  }

  /** The cart with its checkout details, or null when this object never held one. */
  checkout(): CartCheckout | null {
    const row = this.row();
    if (!row) return null;
    const details = this.pricingRow()?.details;
    return { shoppingCart: this.build(row), details: details ? JSON.parse(details) : null };
  }

  /**
   * Keeps what the visitor typed into the checkout, priced by the rules and
   * the coupon the entered code names (null when the store has none by it).
   */
  saveCheckout(details: CheckoutDetails, rules: StoreRules, coupon: Coupon | null): { ok: true } & CartCheckout | { ok: false; reason: 'missing' | 'closed' } {
    const row = this.row();
    if (!row) return { ok: false, reason: 'missing' };
    if (!this.isOpen(row)) return { ok: false, reason: 'closed' };
    this.withRules(rules);
    this.sql.exec('UPDATE pricing SET coupon = ?, details = ?', coupon && JSON.stringify(coupon), JSON.stringify(details));
    this.touch();
    return { ok: true, shoppingCart: this.build(row), details };
  }

  /**
   * Keeps the cart page's shipping and tax estimate as where the checkout's
   * parcel goes, so the cart is priced for it and the checkout opens on it: the
   * country, the region and the location's code. A whole postal code already
   * typed at checkout stays while it lies in the estimated location.
   */
  saveEstimate(estimate: ShippingEstimate, rules: StoreRules): { ok: true } | { ok: false; reason: 'missing' | 'closed' } {
    const row = this.row();
    if (!row) return { ok: false, reason: 'missing' };
    if (!this.isOpen(row)) return { ok: false, reason: 'closed' };
    const pricing = this.withRules(rules);
    const values = checkoutValues(pricing.details === null ? null : JSON.parse(pricing.details));
    const { country, region, postalCode } = estimate;
    const kept = values.country === country && postalCode !== '' && postalCodeInLocation(country, values.postcode, postalCode);
    const form = { ...values, country, region, postcode: kept ? values.postcode : postalCode, shippingOption: values.shippingOption };
    const details: CheckoutDetails = detailsOf({ ...form, intent: 'update', paymentMethod: '', billingChoice: values.billingSameAsShipping ? undefined : '1' });
    this.sql.exec('UPDATE pricing SET details = ?', JSON.stringify(details));
    return { ok: true };
  }

  /**
   * Holds the cart for one checkout, with the details it is placed with,
   * priced by the rules and coupon as they are now: a second checkout of the
   * same cart, or a change to it, waits for this one to finish or give up.
   */
  beginCheckout(details: CheckoutDetails, rules: StoreRules, coupon: Coupon | null): { ok: true } & CartCheckout | { ok: false; reason: 'missing' | 'closed' } {
    const saved = this.saveCheckout(details, rules, coupon);
    if (saved.ok) this.sql.exec('UPDATE cart SET checkout_started = ?', Date.now());
    return saved;
  }

  /**
   * The shopper pressed Pay: the cart stays as it was paid for until the
   * payment succeeds or its hold ends (worker/payments/checkout-payment.ts),
   * and opens by itself at `until` should nobody say so.
   */
  holdForPayment(until: number): void {
    this.sql.exec('UPDATE cart SET payment_hold_until = ?, checkout_started = NULL', until);
  }

  /** A purchased cart is never reused: its cookie leads to a fresh cart from now on, and the cart itself is soon deleted. A second call changes nothing. */
  completeCheckout(orderId: string): void {
    this.sql.exec('UPDATE cart SET is_purchased = 1, order_id = coalesce(order_id, ?), checkout_started = NULL, payment_hold_until = NULL', orderId);
    this.touch(PURCHASED_CART_MS);
  }

  abandonCheckout(): void {
    this.sql.exec('UPDATE cart SET checkout_started = NULL, payment_hold_until = NULL');
    this.touch();
  }

  /**
   * Retention: the alarm a change set. A cart idle for 30 days, or purchased
   * 10 minutes ago, is deleted, tables and all; one changed since the alarm
   * was set is given a new one, for 30 days (or 10 minutes) after that change.
   */
  override async alarm(): Promise<void> {
    const row = this.row();
    const due = row ? row.changed_at + (row.is_purchased === 1 ? PURCHASED_CART_MS : IDLE_CART_MS) : 0;
    if (due > Date.now()) await this.setAlarm(due);
    else {
      await this.forgetEverything();
      this.alarmAt = null;
    }
  }

  private setAlarm(at: number): Promise<void> {
    this.alarmAt = at;
    return this.ctx.storage.setAlarm(at);
  }

  /**
   * Records a change, and makes sure an alarm comes by `keepFor` after it
   * (never moved by a read). An alarm already due sooner is left as it is:
   * it finds the cart changed since and sets itself again, so the alarm is
   * written once a month or so, not with every add.
   */
  private touch(keepFor = IDLE_CART_MS): void {
    const now = Date.now();
    this.sql.exec('UPDATE cart SET changed_at = ?', now);
    if (this.alarmAt === null || this.alarmAt > now + keepFor) void this.setAlarm(now + keepFor);
  }

  private isOpen(row: CartRow): boolean {
    const now = Date.now();
    const checkingOut = row.checkout_started !== null && now - row.checkout_started < CHECKOUT_LOCK_MS;
    const paying = row.payment_hold_until !== null && now < row.payment_hold_until;
    return row.is_purchased === 0 && !checkingOut && !paying;
  }

  /** Whether an entry holding `entryQuantity` units, with `added` more of its sku in the cart (`rows`, before the change), breaks a limit. */
  private exceeds(rows: readonly EntryRow[], sku: string, entryQuantity: number, added: number, limits: QuantityLimits): CartRefusal | null {
    if (entryQuantity > limits.quantity) return 'quantity';
    // Fewer units never run out of stock, even if the stock shrank since they were added.
    if (limits.stock === null || added <= 0) return null;
    // Stock is shared by every entry of the sku, whatever their custom-form answers.
    const inCart = rows.reduce((total, candidate) => (candidate.sku === sku ? total + candidate.quantity : total), 0);
    return inCart + added > limits.stock ? 'stock' : null;
  }

  private changed(row: CartRow, entryId: string, rows?: EntryRow[], pricing?: PricingRow | null): CartChange {
    this.touch();
    const shoppingCart = this.build(row, rows, pricing);
    const entry = shoppingCart.entries.find((candidate) => candidate.id === entryId) as CartEntry;
    return { ok: true, shoppingCart, entry };
  }

  /** A new cart's row, written as the cart's first add makes it. */
  private open(cart: NewCart): CartRow {
    const row: CartRow = {
      id: cart.id,
      website_id: cart.websiteId,
      currency_code: cart.currencyCode,
      created: Date.now(),
      is_purchased: 0,
      order_id: null,
      checkout_started: null,
      payment_hold_until: null,
      changed_at: Date.now(),
    };
    this.sql.exec(
      'INSERT INTO cart (id, website_id, currency_code, created, changed_at) VALUES (?, ?, ?, ?, ?)',
      row.id,
      row.website_id,
      row.currency_code,
      row.created,
      row.changed_at,
    );
    return row;
  }

  /** The pricing row with `rules` as the cart's rules; rules equal to those kept are not written again. */
  private withRules(rules: StoreRules): PricingRow {
    const json = JSON.stringify(rules);
    const pricing = this.pricingRow();
    if (pricing?.rules === json) return pricing;
    this.sql.exec('INSERT INTO pricing (id, rules) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET rules = excluded.rules', json);
    return { rules: json, coupon: pricing?.coupon ?? null, details: pricing?.details ?? null };
  }

  private pricingRow(): PricingRow | null {
    return this.sql.exec<PricingRow>('SELECT rules, coupon, details FROM pricing').toArray()[0] ?? null;
  }

  /** The cart from its rows; `rows` and `pricing` when the caller already holds them as they now stand. */
  private build(row: CartRow, rows = this.entryRows(), pricing = this.pricingRow()): ShoppingCart {
    const record: CartRecord = {
      id: row.id,
      websiteId: row.website_id,
      currencyCode: row.currency_code as CurrencyCode,
      created: row.created,
      isPurchased: row.is_purchased === 1,
      orderId: row.order_id,
    };
    const entries = rows.map((entry) => toEntry(entry, record.currencyCode));
    if (!pricing) return buildShoppingCart(record, entries);
    return buildShoppingCart(record, entries, {
      rules: JSON.parse(pricing.rules),
      coupon: pricing.coupon === null ? null : JSON.parse(pricing.coupon),
      details: pricing.details === null ? null : JSON.parse(pricing.details),
      weightGrams: rows.reduce((sum, entry) => sum + entry.weight_grams * entry.quantity, 0),
      now: Date.now(),
    });
  }

  private row(): CartRow | null {
    return this.sql.exec<CartRow>('SELECT * FROM cart LIMIT 1').toArray()[0] ?? null;
  }

  private entryRows(): EntryRow[] {
    return this.sql.exec<EntryRow>('SELECT * FROM entry ORDER BY position').toArray();
  }

  private entryRow(entryId: string): EntryRow | null {
    return this.sql.exec<EntryRow>('SELECT * FROM entry WHERE id = ?', entryId).toArray()[0] ?? null;
  }
}
