import { renderToStaticMarkup } from 'react-dom/server';
import type { MailMessage } from './message';

/** A short message that leads somewhere: a few paragraphs and one link. */
export interface LinkMessage {
  to: string;
  subject: string;
  paragraphs: readonly string[];
  link: { href: string; label: string };
  /** A closing line under the link. */
  footer?: string;
  /** The message's language, for the HTML's `lang`. */
  language?: string;
}

/** The plain text and the HTML (escaped by React) of one message. */
export function linkMessage(message: LinkMessage): MailMessage {
  const { to, subject, paragraphs, link, footer } = message;
  const text = [...paragraphs, link.href, ...(footer ? [footer] : [])].join('\n\n');
  const html = renderToStaticMarkup(
    <div lang={message.language}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <p>
        <a href={link.href}>{link.label}</a>
      </p>
      {footer && <p>{footer}</p>}
    </div>,
  );
  return { to, subject, text, html };
}
