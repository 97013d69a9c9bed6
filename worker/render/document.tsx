import { renderToString } from 'react-dom/server';
import { CART_PILL_ROOT_ID } from '../../client/island-roots';
import { CartPill } from '../../client/islands/cart-pill';
import { CENSUS_PAGE_ID, isIndexable, STOREFRONT_SETTINGS_ID, type CensusPage, type StorefrontSettings } from '../../schemas';
import { escapeAttribute, escapeHtml } from '../../templates';
import { clientAssets } from './client-assets';

export interface DocumentHead {
  title: string;
  description: string;
  /** Absolute URL of the page's one true address. */
  canonical?: string;
  /** Open Graph properties (og:title, og:image, ...) for link previews. */
  openGraph?: Readonly<Record<string, string>>;
  /** Structured data for search engines, e.g. a schema.org Product. */
  jsonLd?: Readonly<Record<string, unknown>>;
  /** Keeps the page out of search results; by default those page types that never belong there (schemas/page-type.ts). */
  noindex?: boolean;
}

/** JSON inside a script element: `<` escaped so content can never close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface DocumentProps {
  head: DocumentHead;
  /** The store settings the client script reads (currency, express checkout, installments). */
  storefront: StorefrontSettings;
  /** The page type code (schemas/page-type.ts), for scripts and styles that differ by page. */
  pageType?: number;
  /** The site's language (`website.language`, BCP 47). */
  language?: string;
  /** URL of the site's icon. */
  favicon?: string;
  /** The site's captcha key, for captcha containers whose markup names none (the restock form). */
  captchaSiteKey?: string;
  /** What the census module records the page as; pages of the buying flow have none. */
  census?: CensusPage;
}

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeAttribute(content)}"/>`;
const jsonScript = (attributes: string, value: unknown) => `<script ${attributes}>${scriptJson(value)}</script>`;

/** Everything before the page body: it goes out before the body's content reads finish. */
export function documentHead({ head, storefront, pageType, language = 'en', favicon, captchaSiteKey, census }: DocumentProps): string {
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
  if (head.jsonLd) parts.push(jsonScript('type="application/ld+json"', head.jsonLd));
  if (census) parts.push(jsonScript(`type="application/json" id="${CENSUS_PAGE_ID}"`, census));
  parts.push(
    `<link rel="stylesheet" href="${clientAssets.stylesheet}"/>`,
    // Before the script, so it is there however early the script runs.
    jsonScript(`type="application/json" id="${STOREFRONT_SETTINGS_ID}"`, storefront),
    `<script type="module" src="${clientAssets.script}" async=""></script>`,
    `</head><body${pageType === undefined ? '' : ` data-page-type="${pageType}"`}>`,
  );
  return parts.join('');
}

// The empty pill is the same for every page of a currency; the client hydrates it only once the cart fills.
const emptyPills = new Map<StorefrontSettings['currency'], string>();

function emptyPill(currency: StorefrontSettings['currency']): string {
  let pill = emptyPills.get(currency);
  if (pill === undefined) {
    pill = renderToString(<CartPill summary={{ totalQuantity: 0, subtotalCents: 0, currency }} />);
    emptyPills.set(currency, pill);
  }
  return pill;
}

/**
 * The page body (the engine's HTML) and the cart pill island, after the head.
 * React renders only the pill: the rest of the document is the engine's
 * markup and the head's few tags, which need nothing of React.
 */
export function documentBody(body: string, storefront: StorefrontSettings): string {
  return `<div id="page">${body}</div><div id="${CART_PILL_ROOT_ID}">${emptyPill(storefront.currency)}</div></body></html>`;
}
