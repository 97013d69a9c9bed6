// The mail boundary: one small interface (to, subject, text, html) for
// receipts, gift cards, sign-in links and restock notices. A transactional
// provider's HTTP API when RESEND_API_KEY is configured; otherwise the dev
// outbox, readable by the owner at GET /api/owner/dev/outbox.
import type { Env } from '../../env';
import { DevOutboxMailer } from './dev-outbox';
import type { Mailer } from './message';
import { ResendMailer } from './resend';

/** Where mail comes from when MAIL_FROM is not set. */
const DEFAULT_FROM = 'Sitefront <orders@sitefront.invalid>';

/** The mailer of one website; the dev outbox keeps each website's mail apart. */
export function mailer(env: Env, websiteId: string): Mailer {
  return env.RESEND_API_KEY ? new ResendMailer(env.RESEND_API_KEY, env.MAIL_FROM ?? DEFAULT_FROM) : new DevOutboxMailer(env, websiteId);
}

export { MailUndelivered, type Mailer, type MailMessage } from './message';
export { DevOutbox, devOutbox, type OutboxMessage } from './dev-outbox';
export { linkMessage, type LinkMessage } from './link-message';
export { absoluteUrl, MAIL_IMAGE, mailBrand, mailHtml, mailStyles, type MailBrand } from './layout';
