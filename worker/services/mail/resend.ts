import { MailUndelivered, type Mailer, type MailMessage } from './message';

const API = 'https://api.resend.com/emails';
const TIMEOUT_MS = 10_000;

/** A transactional provider's HTTP API (Resend's), configured by RESEND_API_KEY and MAIL_FROM. */
export class ResendMailer implements Mailer {
  readonly name = 'resend';

  constructor(
    private readonly apiKey: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    let response: Response;
    try {
      response = await fetch(API, {
        method: 'POST',
        headers: { Authorization: `Bearer ${this.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: this.from, to: [message.to], subject: message.subject, text: message.text, html: message.html }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new MailUndelivered(`mail provider unreachable: ${(error as Error).message}`);
    }
    // The answer may echo the address, so only the status is kept.
    if (!response.ok) throw new MailUndelivered(`mail provider refused the message: HTTP ${response.status}`);
  }
}
