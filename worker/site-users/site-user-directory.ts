import type { Env } from '../env';
import { addColumn } from '../storage/migrations';
import { SqlObject } from '../storage/sql-object';
import { armSweep } from '../storage/sweeps';
import { objectStub } from '../storage/object-stub';

/** A signed-in site user, as a session names them. */
export interface SiteUser {
  id: string;
  email: string;
}

/** What a followed link leads to: the new session's user and where they were going. */
export interface RedeemedLink {
  user: SiteUser;
  returnTo: string | null;
}

/** What a link signs in to: the site's account area, or the owner's dashboard (its own session, 8 hours). */
export type LinkPurpose = 'account' | 'dashboard';

/** Links one address may hold at once; more requests are answered alike but send nothing. */
const OPEN_LINKS_PER_ADDRESS = 3;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS site_user (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, created_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS sign_in_link (
    token_hash TEXT PRIMARY KEY, email TEXT NOT NULL COLLATE NOCASE, return_to TEXT, expires_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS sign_in_link_by_email ON sign_in_link (email);
  CREATE TABLE IF NOT EXISTS session (id_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL, expires_at INTEGER NOT NULL);`;

/** Dashboard sign-ins (issue #24): links say what they sign in to, and the dashboard's sessions are kept apart. */
const DASHBOARD_SESSIONS = 'CREATE TABLE owner_session (id_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL, expires_at INTEGER NOT NULL)';

/** The directory's schema steps (worker/storage/migrations.ts). */
export const SITE_USER_DIRECTORY_MIGRATIONS = [SCHEMA, addColumn('sign_in_link', 'purpose', "TEXT NOT NULL DEFAULT 'account'"), DASHBOARD_SESSIONS];

/** Where each purpose's sessions are kept. */
const SESSION_TABLE: Record<LinkPurpose, string> = { account: 'session', dashboard: 'owner_session' };

/**
 * The site users of one website: their accounts, the one-time sign-in links
 * that are out, and their sessions. Links and sessions are kept by the
 * SHA-256 of their secret only, so this storage alone signs nobody in.
 * Roles are not kept here: they follow the published site.json on every request.
 */
export class SiteUserDirectory extends SqlObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, SITE_USER_DIRECTORY_MIGRATIONS);
  }

  /** Records a link for `email`; false (and nothing stored) when the address already holds enough open ones. */
  async issueLink(tokenHash: string, email: string, returnTo: string | null, expiresAt: number, now: number, purpose: LinkPurpose = 'account'): Promise<boolean> {
    this.sql.exec('DELETE FROM sign_in_link WHERE expires_at <= ?', now);
    const open = this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM sign_in_link WHERE email = ?', email).one().n;
    if (open >= OPEN_LINKS_PER_ADDRESS) return false;
    this.sql.exec(
      'INSERT INTO sign_in_link (token_hash, email, return_to, expires_at, purpose) VALUES (?, ?, ?, ?, ?)',
      tokenHash, email, returnTo, expiresAt, purpose,
    );
    await armSweep(this.ctx.storage, expiresAt);
    return true;
  }

  /**
   * Uses a link of `purpose` up: it is deleted whatever happens, so it works
   * once; an unexpired one opens a session of that purpose for its address
   * (made an account on first use). A link of the other purpose is unknown here.
   */
  async redeemLink(tokenHash: string, sessionHash: string, sessionExpiresAt: number, now: number, purpose: LinkPurpose = 'account'): Promise<RedeemedLink | null> {
    const link = this.sql
      .exec<{ email: string; return_to: string | null; expires_at: number }>(
        'SELECT email, return_to, expires_at FROM sign_in_link WHERE token_hash = ? AND purpose = ?',
        tokenHash, purpose,
      )
      .toArray()[0];
    if (!link) return null;
    this.sql.exec('DELETE FROM sign_in_link WHERE token_hash = ?', tokenHash);
    if (link.expires_at <= now) return null;
    this.sql.exec('INSERT INTO site_user (id, email, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING', crypto.randomUUID(), link.email, now);
    const user = this.sql.exec<{ id: string; email: string }>('SELECT id, email FROM site_user WHERE email = ?', link.email).one();
    const table = SESSION_TABLE[purpose];
    this.sql.exec(`DELETE FROM ${table} WHERE expires_at <= ?`, now);
    this.sql.exec(`INSERT INTO ${table} (id_hash, user_id, expires_at) VALUES (?, ?, ?)`, sessionHash, user.id, sessionExpiresAt);
    await armSweep(this.ctx.storage, sessionExpiresAt);
    return { user: { id: user.id, email: user.email }, returnTo: link.return_to };
  }

  session(sessionHash: string, now: number, purpose: LinkPurpose = 'account'): SiteUser | null {
    const row = this.sql
      .exec<{ id: string; email: string }>(
        `SELECT u.id, u.email FROM ${SESSION_TABLE[purpose]} s JOIN site_user u ON u.id = s.user_id WHERE s.id_hash = ? AND s.expires_at > ?`,
        sessionHash, now,
      )
      .toArray()[0];
    return row ? { id: row.id, email: row.email } : null;
  }

  endSession(sessionHash: string, purpose: LinkPurpose = 'account'): void {
    this.sql.exec(`DELETE FROM ${SESSION_TABLE[purpose]} WHERE id_hash = ?`, sessionHash);
  }

  /** Retention: expired links and sessions (the site's and the dashboard's) are deleted, accounts stay, and the alarm is set for the next to expire. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    this.sql.exec('DELETE FROM sign_in_link WHERE expires_at <= ?', now);
    for (const table of Object.values(SESSION_TABLE)) this.sql.exec(`DELETE FROM ${table} WHERE expires_at <= ?`, now);
    const expiries = ['sign_in_link', ...Object.values(SESSION_TABLE)].map((table) => `SELECT MIN(expires_at) AS at FROM ${table}`).join(' UNION ALL ');
    const next = this.sql.exec<{ at: number | null }>(`SELECT MIN(at) AS at FROM (${expiries})`).one().at;
    if (next !== null) await this.ctx.storage.setAlarm(next);
  }
}

export function siteUserDirectory(env: Env, websiteId: string) {
  return objectStub(env.SITE_USERS, websiteId, ['session', 'endSession']);
}
