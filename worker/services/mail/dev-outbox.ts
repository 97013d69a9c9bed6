import type { Env } from '../../env';
import { SqlObject } from '../../storage/sql-object';
import type { Mailer, MailMessage } from './message';

/** The outbox keeps the latest messages only: it is for reading in development, not an archive. */
const KEPT_MESSAGES = 500;

export interface OutboxMessage extends MailMessage {
  id: number;
  /** Epoch milliseconds. */
  sent: number;
}

/**
 * Local development's mail: one outbox per website, in which every message
 * that would have gone out is kept, newest first, for the owner to read
 * (GET /api/owner/dev/outbox).
 */
export class DevOutbox extends SqlObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env, [
      `CREATE TABLE IF NOT EXISTS message (
        id INTEGER PRIMARY KEY AUTOINCREMENT, sent INTEGER NOT NULL,
        recipient TEXT NOT NULL, subject TEXT NOT NULL, text TEXT NOT NULL, html TEXT NOT NULL
      )`,
    ]);
  }

  deliver(message: MailMessage): void {
    this.sql.exec(
      'INSERT INTO message (sent, recipient, subject, text, html) VALUES (?, ?, ?, ?, ?)',
      Date.now(),
      message.to,
      message.subject,
      message.text,
      message.html,
    );
    this.sql.exec('DELETE FROM message WHERE id <= (SELECT MAX(id) FROM message) - ?', KEPT_MESSAGES);
  }

  /** The newest `limit` messages. */
  messages(limit: number): OutboxMessage[] {
    const rows = this.sql
      .exec<{ id: number; sent: number; recipient: string; subject: string; text: string; html: string }>('SELECT * FROM message ORDER BY id DESC LIMIT ?', limit)
      .toArray();
    return rows.map(({ recipient, ...row }) => ({ ...row, to: recipient }));
  }
}

export function devOutbox(env: Env, websiteId: string) {
  return env.OUTBOX.get(env.OUTBOX.idFromName(websiteId));
}

export class DevOutboxMailer implements Mailer {
  readonly name = 'dev-outbox';

  constructor(
    private readonly env: Env,
    private readonly websiteId: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await devOutbox(this.env, this.websiteId).deliver(message);
  }
}
