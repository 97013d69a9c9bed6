import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { messagesFor, PageType, storefrontSettings, translated, type PageTypeCode } from '../../schemas';
import { shopPath } from '../checkout/entry-products';
import { MessageView } from '../checkout/message-view';
import type { AppEnv } from '../env';
import { streamPage } from '../render/stream-page';
import { accountOf, signedInAs } from '../site-users/account';
import { siteContext, withForms } from './page-context';
import { renderInLayout } from './render-body';

/**
 * A page for one visitor (their cart, their order, why their request was
 * refused), inside the site's own layout like every other page. None may be
 * cached anywhere; their page types keep them out of search results. The
 * title comes in the visitor's language: a catalogue text, or the owner's own.
 */
export async function privatePage(c: Context<AppEnv>, title: string, pageType: PageTypeCode, body: ReactElement, status: ContentfulStatusCode = 200) {
  const store = c.get('site');
  const site = await store.settings();
  if (!site) return c.notFound();
  const { website, websiteSettings } = site;
  c.header('Cache-Control', 'private, no-store');
  // A private page may name its visitor's account, as a cached page never does.
  const signedIn = signedInAs(await accountOf(c));
  // Rendered apart from the document so that the layout can wrap it; islands in it hydrate by their own root.
  // Their forms' inline replay script carries this response's nonce like every script of ours.
  const content = await new Response(await renderToReadableStream(body, { nonce: c.get('nonce') })).text();
  return streamPage(
    c,
    () => ({
      head: { title: `${title} — ${website.siteTitle}`, description: website.siteDescription },
      storefront: storefrontSettings(websiteSettings.storeSettings),
      pageType,
    }),
    // The layout may place form blocks (a newsletter in the footer), as on every other page.
    renderInLayout(store, site, withForms(Promise.resolve(siteContext(site, pageType, signedIn)), store.forms()), content),
    status,
  );
}

/** Why the visitor cannot go on, and the way back to the shop. */
export async function messagePage(c: Context<AppEnv>, title: string, message: string, status: ContentfulStatusCode) {
  const messages = messagesFor((await c.get('site').settings())?.website.language);
  // Titles and messages are given in English, as the catalogue keys them; the visitor reads the site's language.
  const local = translated(title, messages);
  const body = (
    <MessageView
      title={local}
      message={translated(message, messages)}
      shopUrl={await shopPath(c.get('site'), [])}
      continueLabel={messages.CONTINUE_SHOPPING}
    />
  );
  return privatePage(c, local, PageType.ERROR, body, status);
}
