import { Suspense, use, type ReactNode } from 'react';
import { CART_PILL_ROOT_ID } from '../../client/island-roots';
import { CartPill } from '../../client/islands/cart-pill';
import { en } from '../../schemas/messages';
import { messagesFor } from '../../schemas/messages-for';
import { CENSUS_PAGE_ID, isIndexable, MESSAGES_ID, STOREFRONT_SETTINGS_ID, type CensusPage, type StorefrontSettings } from '../../schemas';
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

/** React's streamed Suspense segments are `<div hidden id="S:…">`; the fallback they replace is empty. */
const NO_SCRIPT_STYLE = 'div[hidden][id^="S:"]{display:contents!important}';

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
  /** The page body; it may suspend on content reads that are still pending when the head is sent. */
  children: ReactNode;
}

/** A page body made by the template engine, whose content reads may still be pending. */
export function TemplateOutput({ html }: { html: Promise<string> }) {
  return <div id="page" dangerouslySetInnerHTML={{ __html: use(html) }} />;
}

/**
 * The React part of a page is only this shell and the islands: the page itself
 * is the engine's HTML handed over as one raw chunk, which keeps React's
 * streaming cost small. The Suspense boundary lets the head and the pill go
 * out before the body's content reads finish.
 */
export function Document({ head, storefront, pageType, language = 'en', favicon, captchaSiteKey, census, children }: DocumentProps) {
  const messages = messagesFor(language);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {(head.noindex ?? !isIndexable(pageType)) && <meta name="robots" content="noindex" />}
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        {Object.entries(head.openGraph ?? {}).map(([property, content]) => (
          <meta key={property} property={property} content={content} />
        ))}
        {favicon && <link rel="icon" href={favicon} />}
        {captchaSiteKey && <meta name="captcha-site-key" content={captchaSiteKey} />}
        {head.jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(head.jsonLd) }} />}
        {census && <script type="application/json" id={CENSUS_PAGE_ID} dangerouslySetInnerHTML={{ __html: scriptJson(census) }} />}
        <link rel="stylesheet" href={clientAssets.stylesheet} />
        {/* The body streams in as a hidden segment that an inline script moves into place; without scripts it shows where it is. */}
        <noscript dangerouslySetInnerHTML={{ __html: `<style>${NO_SCRIPT_STYLE}</style>` }} />
        {/* Before the script, so it is there however early the script runs. */}
        <script type="application/json" id={STOREFRONT_SETTINGS_ID} dangerouslySetInnerHTML={{ __html: scriptJson(storefront) }} />
        {/* The client knows English; any other language's table comes with the page, so no page carries them all. */}
        {messages !== en && <script type="application/json" id={MESSAGES_ID} dangerouslySetInnerHTML={{ __html: scriptJson(messages) }} />}
        <script type="module" src={clientAssets.script} async />
      </head>
      <body data-page-type={pageType}>
        <Suspense fallback={<div id="page" aria-busy="true" />}>
          {children}
        </Suspense>
        <div id={CART_PILL_ROOT_ID}>
          <CartPill summary={{ totalQuantity: 0, subtotalCents: 0, currency: storefront.currency }} messages={messages} />
        </div>
      </body>
    </html>
  );
}
