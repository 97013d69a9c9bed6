import type { Env } from '../env';
import { SqlObject } from '../storage/sql-object';
import { armSweep } from '../storage/sweeps';
import { objectStub } from '../storage/object-stub';

/** A key is good for 30 minutes: long enough to fill in a form, short enough that a stolen one soon dies. */
export const SUBMISSION_KEY_LIFETIME_MS = 30 * 60_000;
/** Keys a visitor may hold at once; asking for more drops the oldest, so a script cannot fill the table. */
export const KEYS_PER_VISITOR = 20;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS submission_key (
    key TEXT PRIMARY KEY,
    visitor TEXT NOT NULL,
    issued_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS submission_key_visitor ON submission_key (visitor, issued_at);
  CREATE INDEX IF NOT EXISTS submission_key_expiry ON submission_key (expires_at);`;

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
}

/**
 * The form submission keys of one website (spec section 7,
 * FormSubmissionKey): single-use, bound to the visitor who asked, and valid
 * for a bounded time. Each method runs its SQL synchronously, so a key can be
 * redeemed once however many submissions race for it.
 */
export class SubmissionKeyObject extends SqlObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, [SCHEMA]);
  }

  async issue(visitor: string): Promise<string> {
    const now = Date.now();
    this.sql.exec('DELETE FROM submission_key WHERE expires_at <= ?', now);
    this.sql.exec(
      `DELETE FROM submission_key WHERE key IN (
         SELECT key FROM submission_key WHERE visitor = ? ORDER BY issued_at DESC LIMIT -1 OFFSET ?)`,
      visitor,
      KEYS_PER_VISITOR - 1,
    );
    const key = randomKey();
    this.sql.exec('INSERT INTO submission_key (key, visitor, issued_at, expires_at) VALUES (?, ?, ?, ?)', key, visitor, now, now + SUBMISSION_KEY_LIFETIME_MS);
    await armSweep(this.ctx.storage, now + SUBMISSION_KEY_LIFETIME_MS);
    return key;
  }

  /** Retention: expired keys are deleted, and the alarm set for the next key to expire, if any is left. */
  override async alarm(): Promise<void> {
    this.sql.exec('DELETE FROM submission_key WHERE expires_at <= ?', Date.now());
    const next = this.sql.exec<{ at: number | null }>('SELECT MIN(expires_at) AS at FROM submission_key').one().at;
    if (next !== null) await this.ctx.storage.setAlarm(next);
  }

  /** True when `key` was issued to `visitor` and has not expired; either way that visitor can never redeem it again. */
  redeem(key: string, visitor: string): boolean {
    const row = this.sql.exec<{ expires_at: number }>('DELETE FROM submission_key WHERE key = ? AND visitor = ? RETURNING expires_at', key, visitor).toArray()[0];
    return row !== undefined && row.expires_at > Date.now();
  }
}

export function submissionKeys(env: Env, websiteId: string) {
  return objectStub(env.SUBMISSION_KEYS, websiteId);
}
