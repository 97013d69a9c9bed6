import { SqlObject } from '../storage/sql-object';
import type { StockLevel } from '../../schemas';
import type { Env } from '../env';

/** Units of one sku a checkout takes. */
export interface StockLine {
  sku: string;
  quantity: number;
}

type StockRow = { sku: string; unlimited: number; qty_in_stock: number };

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS stock (sku TEXT PRIMARY KEY, unlimited INTEGER NOT NULL, qty_in_stock INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS restock_sign_up (
    sku TEXT NOT NULL,
    email TEXT NOT NULL COLLATE NOCASE,
    join_mailing_list INTEGER NOT NULL,
    signed_up_at INTEGER NOT NULL,
    PRIMARY KEY (sku, email)
  );`;

/**
 * The live stock of one product, and the visitors waiting for it to come
 * back. The published variants (KV) only give the initial stock: every call
 * hands them in, and a sku the object has not seen yet starts from them; after
 * that only purchases change it. Each method runs its SQL synchronously, so
 * concurrent checkouts can never oversell.
 */
export class StockObject extends SqlObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, SCHEMA);
  }

  /**
   * Records a restock sign-up. Signing up again with the same address (in any
   * case) keeps one sign-up; a yes to the mailing list is never taken back by
   * a later no.
   */
  signUpForRestock(sku: string, email: string, joinMailingList: boolean): void {
    this.sql.exec(
      `INSERT INTO restock_sign_up (sku, email, join_mailing_list, signed_up_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (sku, email) DO UPDATE SET join_mailing_list = max(join_mailing_list, excluded.join_mailing_list)`,
      sku,
      email,
      joinMailingList ? 1 : 0,
      Date.now(),
    );
  }

  levels(published: readonly StockLevel[]): StockLevel[] {
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
    const levels = new Map(this.levels(published).map((level) => [level.sku, level]));
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

  /** Gives back what `take` took, when a later step of the same checkout failed. */
  giveBack(lines: readonly StockLine[]): void {
    for (const line of lines) {
      this.sql.exec('UPDATE stock SET qty_in_stock = qty_in_stock + ? WHERE sku = ? AND unlimited = 0', line.quantity, line.sku);
    }
  }

  private seed(published: readonly StockLevel[]): void {
    for (const level of published) {
      this.sql.exec(
        // The owner may switch a variant to unlimited (or back) at any time; the count stays ours.
        `INSERT INTO stock (sku, unlimited, qty_in_stock) VALUES (?, ?, ?)
         ON CONFLICT (sku) DO UPDATE SET unlimited = excluded.unlimited`,
        level.sku,
        level.unlimited ? 1 : 0,
        level.qtyInStock,
      );
    }
  }
}
