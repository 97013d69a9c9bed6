// What every mail implementation sends.

/** One message to one address; `html` is already escaped markup, `text` its plain twin. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly name: 'resend' | 'dev-outbox';
  /** Resolves once the message is handed over; rejects with MailUndelivered otherwise. */
  send(message: MailMessage): Promise<void>;
}

export class MailUndelivered extends Error {}
