import { DurableObject } from 'cloudflare:workers';
import { multiplyCents, type CartEntry, type CurrencyCode, type ShoppingCart } from '../../schemas';
import type { Env } from '../env';
import { buildShoppingCart, type CartRecord } from './totals';

/** An entry as the Worker hands it over after validating the item, variant and quantity. */
export type NewCartEntry = Omit<CartEntry, 'id' | 'subTotal'>;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS cart (
    id TEXT PRIMARY KEY, website_id TEXT NOT NULL, currency_code TEXT NOT NULL,
    created INTEGER NOT NULL, is_purchased INTEGER NOT NULL DEFAULT 0, order_id TEXT
  );
  CREATE TABLE IF NOT EXISTS entry (
    id TEXT PRIMARY KEY, position INTEGER NOT NULL, item_id TEXT NOT NULL, sku TEXT NOT NULL,
    quantity INTEGER NOT NULL, additional_fields TEXT NOT NULL, title TEXT NOT NULL,
    attributes TEXT NOT NULL, purchase_price_cents INTEGER NOT NULL, product_type INTEGER NOT NULL
  );
`;

type EntryRow = {
  id: string;
  item_id: string;
  sku: string;
  quantity: number;
  additional_fields: string;
  title: string;
  attributes: string;
  purchase_price_cents: number;
  product_type: number;
};

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
 * input gate makes every change atomic: concurrent adds never lose an entry.
 */
export class CartObject extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(SCHEMA);
  }

  /** The cart, or null when this object never held one (an unknown or stale cookie). */
  cart(): ShoppingCart | null {
    const record = this.record();
    return record && buildShoppingCart(record, this.entries(record.currencyCode));
  }

  addEntry(record: Omit<CartRecord, 'created' | 'isPurchased' | 'orderId'>, entry: NewCartEntry) {
    if (!this.record()) {
      this.sql.exec(
        'INSERT INTO cart (id, website_id, currency_code, created) VALUES (?, ?, ?, ?)',
        record.id,
        record.websiteId,
        record.currencyCode,
        Date.now(),
      );
    }
    // The same sku with the same custom-form answers is one entry whose quantity grows.
    const existing = this.sql
      .exec<{ id: string }>('SELECT id FROM entry WHERE sku = ? AND additional_fields = ?', entry.sku, entry.additionalFields)
      .toArray()[0];
    const id = existing?.id ?? crypto.randomUUID();
    if (existing) {
      this.sql.exec('UPDATE entry SET quantity = quantity + ? WHERE id = ?', entry.quantity, id);
    } else {
      this.sql.exec(
        `INSERT INTO entry (id, position, item_id, sku, quantity, additional_fields, title, attributes, purchase_price_cents, product_type)
         VALUES (?, (SELECT COUNT(*) FROM entry), ?, ?, ?, ?, ?, ?, ?, ?)`,
        id,
        entry.itemId,
        entry.sku,
        entry.quantity,
        entry.additionalFields,
        entry.title,
        JSON.stringify(entry.chosenVariant.attributes),
        entry.purchasePriceCents,
        entry.productType,
      );
    }
    const shoppingCart = this.cart() as ShoppingCart;
    const newlyAdded = shoppingCart.entries.find((candidate) => candidate.id === id) as CartEntry;
    return { shoppingCart, newlyAdded };
  }

  private record(): CartRecord | null {
    const row = this.sql
      .exec<{ id: string; website_id: string; currency_code: string; created: number; is_purchased: number; order_id: string | null }>(
        'SELECT * FROM cart LIMIT 1',
      )
      .toArray()[0];
    if (!row) return null;
    return {
      id: row.id,
      websiteId: row.website_id,
      currencyCode: row.currency_code as CartRecord['currencyCode'],
      created: row.created,
      isPurchased: row.is_purchased === 1,
      orderId: row.order_id,
    };
  }

  private entries(currency: CurrencyCode): CartEntry[] {
    const rows = this.sql.exec<EntryRow>('SELECT * FROM entry ORDER BY position').toArray();
    return rows.map((row) => toEntry(row, currency));
  }
}
