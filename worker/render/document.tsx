import { Suspense, use, type ReactNode } from 'react';
import { CART_PILL_ROOT_ID, CartPill } from '../../client/islands/cart-pill';
import type { CurrencyCode } from '../../schemas';
import { clientAssets } from './client-assets';

export interface DocumentHead {
  title: string;
  description: string;
}

export interface DocumentProps {
  head: DocumentHead;
  currency: CurrencyCode;
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
export function Document({ head, currency, children }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <link rel="stylesheet" href={clientAssets.stylesheet} />
        <script type="module" src={clientAssets.script} async />
      </head>
      <body>
        <Suspense fallback={<div id="page" aria-busy="true" />}>
          {children}
        </Suspense>
        <div id={CART_PILL_ROOT_ID} data-currency={currency}>
          <CartPill summary={{ totalQuantity: 0, subtotalCents: 0, currency }} />
        </div>
      </body>
    </html>
  );
}
