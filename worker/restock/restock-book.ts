import type { Env } from '../env';
import type { Migration } from '../storage/migrations';
import { SqlObject } from '../storage/sql-object';
import { objectStub } from '../storage/object-stub';

/** One address waiting for one variant (spec section 3), as the account area lists it. */
export interface RestockSignUp {
  id: number;
  productId: string;
  variantId: string;
  email: string;
  /** The language the notice is written in; null means the site's. */
  language: string | null;
  siteUserId: string | null;
  isJoinMailingList: boolean;
  signedUpAt: number;
}

export interface NewSignUp {
  productId: string;
  sku: string;
  email: string;
  siteUserId: string | null;
  language: string | null;
  joinMailingList: boolean;
}

export interface SignUpGroup {
  productId: string;
  variantId: string;
  count: number;
}

/** A page of rows, and whether more follow its last one. */
export interface Page<T> {
  rows: T[];
  hasNextPage: boolean;
}

type SignUpRow = {
  id: number;
  product_id: string;
  sku: string;
  email: string;
  language: string | null;
  site_user_id: string | null;
  join_mailing_list: number;
  signed_up_at: number;
};

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS sign_up (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id TEXT NOT NULL,
    sku TEXT NOT NULL,
    email TEXT NOT NULL COLLATE NOCASE,
    site_user_id TEXT,
    language TEXT,
    join_mailing_list INTEGER NOT NULL,
    signed_up_at INTEGER NOT NULL,
    notified_at INTEGER,
    UNIQUE (product_id, sku, email)
  );
  CREATE INDEX IF NOT EXISTS pending_by_variant ON sign_up (product_id, sku, id) WHERE notified_at IS NULL;`;

/** The restock book's schema, step by step (worker/storage/migrations.ts). */
export const RESTOCK_BOOK_MIGRATIONS: readonly Migration[] = [
  SCHEMA,
  // A shopper's account lists and takes back their own sign-ups, by address (#27).
  'CREATE INDEX IF NOT EXISTS sign_up_by_email ON sign_up (email, id)',
];

const toSignUp = (row: SignUpRow): RestockSignUp => ({
  id: row.id,
  productId: row.product_id,
  variantId: row.sku,
  email: row.email,
  language: row.language,
  siteUserId: row.site_user_id,
  isJoinMailingList: row.join_mailing_list === 1,
  signedUpAt: row.signed_up_at,
});

function page<T>(rows: T[], limit: number): Page<T> {
  return { rows: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

/**
 * The restock sign-ups of one website, visitors' and site users' alike: one
 * per address and variant, whatever the case of the address. A sign-up waits
 * until a notice is sent; sending claims it in the same synchronous call that
 * reads it, so two sends racing never tell one address twice. Pages are read
 * by keyset (id, or product and variant), so sign-ups arriving while a client
 * pages are neither repeated nor make it skip any.
 */
export class RestockBook extends SqlObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, RESTOCK_BOOK_MIGRATIONS);
  }

  /**
   * Idempotent per address and variant: a yes to the mailing list and a known
   * account or language are kept; a sign-up already told waits again.
   */
  signUp(signUp: NewSignUp, now: number): void {
    this.sql.exec(
      `INSERT INTO sign_up (product_id, sku, email, site_user_id, language, join_mailing_list, signed_up_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (product_id, sku, email) DO UPDATE SET
         join_mailing_list = max(join_mailing_list, excluded.join_mailing_list),
         site_user_id = coalesce(excluded.site_user_id, site_user_id),
         language = coalesce(excluded.language, language),
         signed_up_at = CASE WHEN notified_at IS NULL THEN signed_up_at ELSE excluded.signed_up_at END,
         notified_at = NULL`,
      signUp.productId,
      signUp.sku,
      signUp.email,
      signUp.siteUserId,
      signUp.language,
      signUp.joinMailingList ? 1 : 0,
      now,
    );
  }

  /** Waiting sign-ups counted per product and variant, after the group `after`. */
  groups(after: { productId: string; variantId: string } | null, limit: number): Page<SignUpGroup> {
    const rows = this.sql
      .exec<{ product_id: string; sku: string; n: number }>(
        `SELECT product_id, sku, count(*) AS n FROM sign_up
         WHERE notified_at IS NULL AND (?1 IS NULL OR product_id > ?1 OR (product_id = ?1 AND sku > ?2))
         GROUP BY product_id, sku ORDER BY product_id, sku LIMIT ?3`,
        after?.productId ?? null,
        after?.variantId ?? '',
        limit + 1,
      )
      .toArray();
    return page(rows.map((row) => ({ productId: row.product_id, variantId: row.sku, count: row.n })), limit);
  }

  /** Waiting sign-ups of a product (of one variant when named), oldest first, after the id `afterId`. */
  signUps(productId: string, sku: string | null, afterId: number, limit: number): Page<RestockSignUp> {
    const rows = this.sql
      .exec<SignUpRow>(
        `SELECT * FROM sign_up WHERE notified_at IS NULL AND product_id = ?1 AND (?2 IS NULL OR sku = ?2) AND id > ?3 ORDER BY id LIMIT ?4`,
        productId,
        sku,
        afterId,
        limit + 1,
      )
      .toArray();
    return page(rows.map(toSignUp), limit);
  }

  /** Marks up to `limit` waiting sign-ups of the variant told and hands them over: no other call gets them. */
  claim(productId: string, sku: string, limit: number, now: number): RestockSignUp[] {
    const rows = this.sql
      .exec<SignUpRow>('SELECT * FROM sign_up WHERE notified_at IS NULL AND product_id = ? AND sku = ? ORDER BY id LIMIT ?', productId, sku, limit)
      .toArray();
    for (const row of rows) this.sql.exec('UPDATE sign_up SET notified_at = ? WHERE id = ?', now, row.id);
    return rows.map(toSignUp);
  }

  /** The sign-ups of `email` (whatever its case) still waiting, oldest first. */
  waitingFor(email: string): RestockSignUp[] {
    return this.sql.exec<SignUpRow>('SELECT * FROM sign_up WHERE email = ? AND notified_at IS NULL ORDER BY id', email).toArray().map(toSignUp);
  }

  /** Takes back a sign-up of `email`'s; false when `email` holds none by that id. */
  remove(id: number, email: string): boolean {
    return this.sql.exec('DELETE FROM sign_up WHERE id = ? AND email = ?', id, email).rowsWritten > 0;
  }

  /** Sign-ups whose notice could not be handed to the mail service wait again. */
  release(ids: readonly number[]): void {
    for (const id of ids) this.sql.exec('UPDATE sign_up SET notified_at = NULL WHERE id = ?', id);
  }
}

export function restockBook(env: Env, websiteId: string) {
  return objectStub(env.RESTOCK, websiteId, ['groups', 'signUps', 'release']);
}
