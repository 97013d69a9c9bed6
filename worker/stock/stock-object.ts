import { addColumn, type Migration } from '../storage/migrations';
import { SqlObject } from '../storage/sql-object';
import type { StockLevel } from '../../schemas';
import type { Env } from '../env';

/** Units of one sku a checkout takes. */
export interface StockLine {
  sku: string;
  quantity: number;
}

type StockRow = { sku: string; unlimited: number; qty_in_stock: number };

/** The stock's schema, step by step (worker/storage/migrations.ts). */
export const STOCK_MIGRATIONS: readonly Migration[] = [
  'CREATE TABLE IF NOT EXISTS stock (sku TEXT PRIMARY KEY, unlimited INTEGER NOT NULL, qty_in_stock INTEGER NOT NULL)',
  // Since the owner can change stock: what the last publish said, so a new publish is told from an unchanged one (`seed`).
  addColumn('stock', 'published_unlimited', 'INTEGER'),
];

/** A change the owner makes to one variant's live stock (schemas/site/site-user-requests.ts). */
export type StockChange = { qtyInStock: number } | { unlimited: boolean } | { adjustBy: number };

/** What an owner's change did: the variant's level before and after, or why nothing changed. */
export type StockChangeResult = { before: StockLevel; after: StockLevel } | 'unknown-sku' | 'below-zero';

/**
 * The live stock of one product. The published variants (KV) only give the
 * initial stock: every call hands them in, and a sku the object has not seen
 * yet starts from them; after that purchases and the owner's inventory calls
 * change it. Each method runs its SQL synchronously, so concurrent checkouts
 * and owner changes can never oversell.
 */
export class StockObject extends SqlObject {
  /** Reads of the levels since the object woke: what a page view would cost it (test/worker/stock-shards.test.ts counts them). */
  levelReads = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, STOCK_MIGRATIONS);
  }

  levels(published: readonly StockLevel[]): StockLevel[] {
    this.levelReads++;
    return this.current(published);
  }

  private current(published: readonly StockLevel[]): StockLevel[] {
    this.seed(published);
    const rows = this.sql.exec<StockRow>('SELECT * FROM stock').toArray();
    const bySku = new Map(rows.map((row) => [row.sku, row]));
    // In the order of the published variants; skus no longer published are left out.
    return published.map(({ sku }) => {
      const row = bySku.get(sku) as StockRow;
      return { sku, unlimited: row.unlimited === 1, qtyInStock: row.qty_in_stock };
    });
  }

  /** Takes every line or none: the sku that falls short, or null when all were taken. */
  take(published: readonly StockLevel[], lines: readonly StockLine[]): string | null {
    const levels = new Map(this.current(published).map((level) => [level.sku, level]));
    const wanted = new Map<string, number>();
    for (const line of lines) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.quantity);
    for (const [sku, quantity] of wanted) {
      const level = levels.get(sku);
      if (!level || (!level.unlimited && level.qtyInStock < quantity)) return sku;
    }
    for (const [sku, quantity] of wanted) {
      this.sql.exec('UPDATE stock SET qty_in_stock = qty_in_stock - ? WHERE sku = ? AND unlimited = 0', quantity, sku);
    }
    return null;
  }

  /** The owner's change to one variant; a count never goes below zero. */
  change(published: readonly StockLevel[], sku: string, change: StockChange): StockChangeResult {
    const before = this.current(published).find((level) => level.sku === sku);
    if (!before) return 'unknown-sku';
    let { unlimited, qtyInStock } = before;
    if ('unlimited' in change) unlimited = change.unlimited;
    else qtyInStock = 'qtyInStock' in change ? change.qtyInStock : qtyInStock + change.adjustBy;
    if (qtyInStock < 0) return 'below-zero';
    this.sql.exec('UPDATE stock SET unlimited = ?, qty_in_stock = ? WHERE sku = ?', unlimited ? 1 : 0, qtyInStock, sku);
    return { before, after: { sku, unlimited, qtyInStock } };
  }

  /**
   * Adds `lines` back: what `take` took, when a later step of the same
   * checkout failed, or what another shard of the product lent this one.
   */
  giveBack(published: readonly StockLevel[], lines: readonly StockLine[]): void {
    this.seed(published);
    for (const line of lines) {
      this.sql.exec('UPDATE stock SET qty_in_stock = qty_in_stock + ? WHERE sku = ? AND unlimited = 0', line.quantity, line.sku);
    }
  }

  /**
   * Hands another of the product's `shards` shards units of each line's sku:
   * what it asked for and its share of what is left, so a shard that ran dry
   * can serve the next reservations itself; all there is when that is less.
   * Unlimited skus need none.
   */
  lend(published: readonly StockLevel[], lines: readonly StockLine[], shards: number): StockLine[] {
    const levels = new Map(this.current(published).map((level) => [level.sku, level]));
    const lent: StockLine[] = [];
    for (const line of lines) {
      const level = levels.get(line.sku);
      if (!level || level.unlimited || level.qtyInStock === 0) continue;
      const rest = Math.max(0, level.qtyInStock - line.quantity);
      const quantity = Math.min(level.qtyInStock, line.quantity + Math.ceil(rest / shards));
      this.sql.exec('UPDATE stock SET qty_in_stock = qty_in_stock - ? WHERE sku = ?', quantity, line.sku);
      level.qtyInStock -= quantity;
      lent.push({ sku: line.sku, quantity });
    }
    return lent;
  }

  /**
   * Takes a reservation another shard of the product was short of, and lends
   * that shard its share of what is left for the reservations after it: the
   * lines lent, or null when this shard is short of the reservation too.
   */
  takeAndLend(published: readonly StockLevel[], lines: readonly StockLine[], shards: number): StockLine[] | null {
    if (this.take(published, lines) !== null) return null;
    return this.lend(published, lines.map(({ sku }) => ({ sku, quantity: 0 })), shards);
  }

  /**
   * The owner may switch a variant to unlimited (or back) by publishing or by
   * the inventory call: whichever came last holds. A publish is seen as a
   * change of the published flag, so an unchanged one keeps the owner's call.
   * The count stays ours.
   */
  private seed(published: readonly StockLevel[]): void {
    for (const level of published) {
      this.sql.exec(
        `INSERT INTO stock (sku, unlimited, qty_in_stock, published_unlimited) VALUES (?, ?, ?, ?)
         ON CONFLICT (sku) DO UPDATE SET
           unlimited = CASE WHEN published_unlimited IS excluded.published_unlimited THEN unlimited ELSE excluded.unlimited END,
           published_unlimited = excluded.published_unlimited`,
        level.sku,
        level.unlimited ? 1 : 0,
        level.qtyInStock,
        level.unlimited ? 1 : 0,
      );
    }
  }
}
