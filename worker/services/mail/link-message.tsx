import { mailHtml, mailStyles, type MailBrand } from './layout';
import type { MailMessage } from './message';

/** A short message that leads somewhere: a few paragraphs and one link. */
export interface LinkMessage {
  to: string;
  subject: string;
  paragraphs: readonly string[];
  link: { href: string; label: string };
  /** A closing line under the link. */
  footer?: string;
}

/** The plain text and the HTML (in the shop's layout, escaped by React) of one message. */
export async function linkMessage(message: LinkMessage, brand: MailBrand): Promise<MailMessage> {
  const { to, subject, paragraphs, link, footer } = message;
  const styles = mailStyles(brand);
  const text = [...paragraphs, link.href, ...(footer ? [footer] : [])].join('\n\n');
  const html = await mailHtml(
    brand,
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} style={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      <p style={styles.paragraph}>
        <a href={link.href} style={styles.button}>
          {link.label}
        </a>
      </p>
      {footer && <p style={styles.paragraph}>{footer}</p>}
    </>,
  );
  return { to, subject, text, html };
}
