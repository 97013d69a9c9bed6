// The one HTML layout of every e-mail a shop sends (receipts, gift cards,
// restock notices, sign-in links): the shop's logo and colours around the
// message. Written for mail clients, not browsers: tables for layout, inline
// styles only, no script, no stylesheet; React escapes every value.
import type { ReactNode } from 'react';
import type { SiteSettings } from '../../../schemas';
import { escapeAttribute, escapeHtml } from '../../../templates/plugins/escape';
import { staticMarkup } from '../../render/markup';

/** How a shop's mail looks, from its published settings. */
export interface MailBrand {
  title: string;
  language: string;
  /** Absolute, or null for a title in words instead. */
  logoUrl: string | null;
  colors: { accent: string; text: string; background: string };
  /** The storefront's origin: images and links in mail must be absolute. */
  origin: string;
}

export function mailBrand(settings: SiteSettings | null, origin: string, language = settings?.website.language ?? 'en'): MailBrand {
  const website = settings?.website;
  return {
    title: website?.siteTitle ?? '',
    language,
    logoUrl: website?.logoImageUrl ? new URL(website.logoImageUrl, origin).href : null,
    colors: website?.brandColors ?? { accent: '#2f4f3a', text: '#1f1f1f', background: '#f6f3ee' },
    origin,
  };
}

/** `url` (a site path such as /media/...) as an address a mail client can load. */
export const absoluteUrl = (brand: MailBrand, url: string) => new URL(url, brand.origin).href;

const FONT = 'Helvetica, Arial, sans-serif';

/** Every <img> of a message: React preloads an eager image with a <link> tag, which a mail client must not get. */
export const MAIL_IMAGE = { loading: 'lazy' } as const;

/** Inline styles the messages share, in the shop's colours. */
export function mailStyles(brand: MailBrand) {
  const { accent, text } = brand.colors;
  return {
    heading: { margin: '0 0 16px', fontFamily: FONT, fontSize: '22px', lineHeight: '28px', color: text },
    paragraph: { margin: '0 0 16px', fontFamily: FONT, fontSize: '15px', lineHeight: '22px', color: text },
    cell: { padding: '8px 0', fontFamily: FONT, fontSize: '15px', lineHeight: '22px', color: text, verticalAlign: 'top' },
    button: { display: 'inline-block', padding: '12px 20px', backgroundColor: accent, color: '#ffffff', fontFamily: FONT, fontSize: '15px', textDecoration: 'none', borderRadius: '4px' },
    notice: { margin: '0 0 16px', padding: '8px 12px', border: `1px solid ${accent}`, fontFamily: FONT, fontSize: '14px', color: text },
  } as const;
}

/** The whole document: logo (or title), an optional notice line, the message's content, and the shop's name at the foot. */
export async function mailHtml(brand: MailBrand, content: ReactNode, notice?: string): Promise<string> {
  const { accent, background, text } = brand.colors;
  const styles = mailStyles(brand);
  // The document's shell is written out, and images are marked lazy (MAIL_IMAGE): otherwise React adds <link rel="preload"> tags for them.
  const body = await staticMarkup(
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: background }}>
      <tbody>
        <tr>
          <td align="center" style={{ padding: '24px 12px' }}>
            <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: '600px', backgroundColor: '#ffffff', borderTop: `4px solid ${accent}` }}>
              <tbody>
                <tr>
                  <td align="center" style={{ padding: '24px 24px 8px' }}>
                    <a href={brand.origin} style={{ color: text, textDecoration: 'none', fontFamily: FONT, fontSize: '20px' }}>
                      {brand.logoUrl ? <img {...MAIL_IMAGE} src={brand.logoUrl} alt={brand.title} height={48} style={{ display: 'block', height: '48px', width: 'auto', border: 0 }} /> : brand.title}
                    </a>
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: '16px 24px 24px' }}>
                    {notice && <p style={styles.notice}>{notice}</p>}
                    {content}
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: '16px 24px', borderTop: `1px solid ${background}`, fontFamily: FONT, fontSize: '12px', color: text }}>
                    <a href={brand.origin} style={{ color: accent }}>
                      {brand.title}
                    </a>
                  </td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  );
  return (
    `<!DOCTYPE html><html lang="${escapeAttribute(brand.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(brand.title)}</title></head><body style="margin:0;padding:0;background-color:${background}">${body}</body></html>`
  );
}
