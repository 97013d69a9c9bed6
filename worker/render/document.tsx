import { CART_PILL_ROOT_ID } from '../../client/island-roots';
import { en } from '../../schemas/messages';
import { messagesFor } from '../../schemas/messages';
import { CENSUS_PAGE_ID, isIndexable, MESSAGES_ID, STOREFRONT_SETTINGS_ID, type CensusPage, type CookieSettings, type StorefrontSettings } from '../../schemas';
import { escapeAttribute, escapeHtml } from '../../templates';
import type { DocumentHead } from '../pages/page-head';
import { clientAssets } from './client-assets';
import { cookieBanner } from './cookie-banner';
import { emptyPillMarkup } from './empty-pill';

/** JSON inside a script element: `<` escaped so content can never close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface DocumentProps {
  head: DocumentHead;
  /** The store settings the client script reads (currency, express checkout, installments). */
  storefront: StorefrontSettings;
  /** The page type code (schemas/site/page-type.ts), for scripts and styles that differ by page. */
  pageType?: number;
  /** The site's language (`website.language`, BCP 47). */
  language?: string;
  /** URL of the site's icon. */
  favicon?: string;
  /** The site's captcha key, for captcha containers whose markup names none (the restock form). */
  captchaSiteKey?: string;
  /** What the census module records the page as; pages of the buying flow have none. */
  census?: CensusPage;
  /** The site's cookieSettings: a site that asks before tracking gets its banner on every page. */
  cookieSettings?: CookieSettings;
}

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeAttribute(content)}"/>`;
const jsonScript = (attributes: string, value: unknown) => `<script ${attributes}>${scriptJson(value)}</script>`;

/** Schema.org JSON-LD, which search engines read anywhere in the document. */
export const structuredDataScript = (value: unknown) => jsonScript('type="application/ld+json"', value);

/**
 * A document without its nonce and its page body: the head (in three parts,
 * joined by this response's nonce attribute on our two scripts) and what
 * follows the body. Nothing in it differs between visitors, so a page's shell
 * can be kept and only the nonce and body are new per response. Nothing in
 * it needs React: the engine's markup, the head's few tags, and the cart
 * pill's empty markup, which the client hydrates.
 */
export interface DocumentShell {
  head: readonly [string, string, string];
  end: string;
}

/** Everything before the page body (it goes out before the body's content reads finish), and the cart pill after it. */
export function documentShell({ head, storefront, pageType, language = 'en', favicon, captchaSiteKey, census, cookieSettings }: DocumentProps): DocumentShell {
  const parts = [
    `<!DOCTYPE html><html lang="${escapeAttribute(language)}"><head>`,
    '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
    `<title>${escapeHtml(head.title)}</title>`,
    meta('description', head.description),
  ];
  if (head.noindex ?? !isIndexable(pageType)) parts.push(meta('robots', 'noindex'));
  if (head.canonical) parts.push(`<link rel="canonical" href="${escapeAttribute(head.canonical)}"/>`);
  for (const [property, content] of Object.entries(head.openGraph ?? {})) {
    parts.push(`<meta property="${escapeAttribute(property)}" content="${escapeAttribute(content)}"/>`);
  }
  if (favicon) parts.push(`<link rel="icon" href="${escapeAttribute(favicon)}"/>`);
  if (captchaSiteKey) parts.push(meta('captcha-site-key', captchaSiteKey));
  if (census) parts.push(jsonScript(`type="application/json" id="${CENSUS_PAGE_ID}"`, census));
  // The client knows English; any other language's table comes with the page, so no page carries them all.
  const messages = messagesFor(language);
  if (messages !== en) parts.push(jsonScript(`type="application/json" id="${MESSAGES_ID}"`, messages));
  // Add To Cart answers from the first paint; before the stylesheet, which would hold an inline script back.
  const scripts = [
    ` data-adding-label="${escapeAttribute(messages.ADDING_LABEL)}">${clientAssets.earlyPressScript}</script>`,
    `<link rel="stylesheet" href="${clientAssets.stylesheet}"/>`,
    // Before the script, so it is there however early the script runs.
    jsonScript(`type="application/json" id="${STOREFRONT_SETTINGS_ID}"`, storefront),
    `<script type="module" src="${clientAssets.script}"`,
  ].join('');
  const bodyStart = ` async=""></script></head><body${pageType === undefined ? '' : ` data-page-type="${pageType}"`}>${cookieBanner(cookieSettings, messages)}<div id="page">`;
  return {
    head: [`${parts.join('')}<script`, scripts, bodyStart],
    // A landmark of its own: the pill sits outside the layout's, and content outside every landmark is missed (axe region).
    end: `</div><div id="${CART_PILL_ROOT_ID}" role="region" aria-label="${escapeAttribute(messages.CART_TITLE)}">${emptyPill(storefront.currency, language)}</div></body></html>`,
  };
}

/** The shell's head, our scripts carrying this response's CSP nonce (worker/middleware/security-headers.ts). */
export function documentHead({ head }: DocumentShell, nonce: string | undefined): string {
  return head.join(nonce ? ` nonce="${escapeAttribute(nonce)}"` : '');
}

// The empty pill is the same for every page of a currency and language; the client hydrates it only once the cart fills.
const emptyPills = new Map<string, string>();

function emptyPill(currency: StorefrontSettings['currency'], language: string | undefined): string {
  const key = `${currency} ${language}`;
  let pill = emptyPills.get(key);
  if (pill === undefined) {
    pill = emptyPillMarkup(currency, language ?? 'en-US', messagesFor(language));
    // Languages come from published sites, so the map stays small; the bound keeps it so.
    if (emptyPills.size < 100) emptyPills.set(key, pill);
  }
  return pill;
}
