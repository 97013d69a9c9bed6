import type { OwnerTokenListing, OwnerTokenScope } from '../../schemas';
import type { Env } from '../env';
import { sameSecret } from '../http/same-secret';
import { SqlObject } from '../storage/sql-object';
import { objectStub } from '../storage/object-stub';

const SCHEMA = `CREATE TABLE owner_token (
  id TEXT PRIMARY KEY, secret_hash TEXT NOT NULL, name TEXT NOT NULL, scope TEXT NOT NULL,
  created_at INTEGER NOT NULL, last_used_at INTEGER
)`;

/** What a lookup compares against when the id is unknown, so an unknown token costs what a known one does. */
const NO_HASH = '0'.repeat(64);

type TokenRow = {
  id: string;
  name: string;
  scope: OwnerTokenScope;
  created_at: number;
  last_used_at: number | null;
};

const listed = (row: TokenRow): OwnerTokenListing => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
});

/**
 * The owner tokens of one website. A Durable Object rather than KV: a revoke
 * must be seen by the next check, not up to a minute later as KV's edge
 * caches allow, and every check records when the token was last used, a
 * write per check that KV's one-write-a-second-per-key would refuse. A token
 * is kept by its id and the SHA-256 of its secret only, so this storage alone
 * opens nothing. A revoked token is deleted.
 */
export class OwnerTokenBook extends SqlObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, [SCHEMA]);
  }

  mint(id: string, secretHash: string, name: string, scope: OwnerTokenScope, now: number): OwnerTokenListing {
    this.sql.exec('INSERT INTO owner_token (id, secret_hash, name, scope, created_at) VALUES (?, ?, ?, ?, ?)', id, secretHash, name, scope, now);
    return listed({ id, name, scope, created_at: now, last_used_at: null });
  }

  /** Oldest first. */
  list(): OwnerTokenListing[] {
    return this.sql.exec<TokenRow>('SELECT id, name, scope, created_at, last_used_at FROM owner_token ORDER BY created_at, id').toArray().map(listed);
  }

  /** False when there was no such token. */
  revoke(id: string): boolean {
    return this.sql.exec('DELETE FROM owner_token WHERE id = ?', id).rowsWritten > 0;
  }

  /**
   * The scope of the token `id` when `secretHash` is its secret's, and notes
   * the use; null otherwise. The hashes are compared in constant time, and an
   * unknown id is compared too, so no answer comes sooner than another.
   */
  verify(id: string, secretHash: string, now: number): OwnerTokenScope | null {
    const row = this.sql.exec<{ secret_hash: string; scope: OwnerTokenScope }>('SELECT secret_hash, scope FROM owner_token WHERE id = ?', id).toArray()[0];
    const same = sameSecret(secretHash, row?.secret_hash ?? NO_HASH);
    if (!row || !same) return null;
    this.sql.exec('UPDATE owner_token SET last_used_at = ? WHERE id = ?', now, id);
    return row.scope;
  }
}

export function ownerTokenBook(env: Pick<Env, 'OWNER_TOKENS'>, websiteId: string) {
  return objectStub(env.OWNER_TOKENS, websiteId, ['list', 'verify']);
}
