import type { ReactElement } from 'react';
import { messagesFor, PageType, storefrontSettings, translated, type Messages, type PageTypeCode } from '../../schemas';
import { shopPath } from '../content/shop-path';
import { accountLinks } from '../pages/account-links';
import { siteContext, withForms } from '../pages/page-context';
import { renderInLayout } from '../pages/render-body';
import { isTestMode } from '../services/payments';
import { signedInAs } from '../site-users/account';
import type { Storefront } from '../storefront';
import { renderMarkup } from './markup';
import { MessageView } from './message-view';
import { streamPage, type PageAnswer } from './stream-page';

/** The pages of the buying flow: in test mode each says plainly that no real payment is taken. */
const BUYING_FLOW: ReadonlySet<PageTypeCode> = new Set([PageType.SHOW_CART, PageType.CHECKOUT, PageType.ORDER_CONFIRMED]);

function TestModeNotice({ messages, children }: { messages: Messages; children: ReactElement }) {
  return (
    <>
      <p className="test-mode-notice" role="note">
        {messages.TEST_MODE_NOTICE}
      </p>
      {children}
    </>
  );
}

/**
 * A page for one visitor (their cart, their order, why their request was
 * refused), inside the site's own layout like every other page. None may be
 * cached anywhere; their page types keep them out of search results. The
 * title comes in the visitor's language: a catalogue text, or the owner's own.
 * Null when the site's settings cannot be read: there is no layout to put it in.
 */
export async function privatePage(storefront: Storefront, title: string, pageType: PageTypeCode, body: ReactElement, status = 200): Promise<PageAnswer | null> {
  const { content, nonce } = storefront;
  const site = await storefront.settings();
  if (!site) return null;
  if (isTestMode(storefront.env) && BUYING_FLOW.has(pageType)) body = <TestModeNotice messages={(await storefront.locale()).messages}>{body}</TestModeNotice>;
  const { website, websiteSettings } = site;
  // A private page may name its visitor's account, as a cached page never does.
  const account = await storefront.visitor.account();
  const signedIn = signedInAs(account);
  const header = accountLinks(new HTMLRewriter(), messagesFor(website.language), account?.siteUser != null, storefront.visitor.crumb);
  // Rendered apart from the document so that the layout can wrap it; islands in it hydrate by their own root.
  // Their forms' inline replay script carries this response's nonce like every script of ours.
  const markup = await renderMarkup(body, nonce);
  return streamPage(
    site,
    nonce,
    () => ({
      head: { title: `${title} — ${website.siteTitle}`, description: website.siteDescription },
      storefront: storefrontSettings(websiteSettings.storeSettings, website.language),
      pageType,
    }),
    // The layout may place form blocks (a newsletter in the footer), as on every other page.
    // The header's account place shows the visitor as they are: this page is theirs alone.
    renderInLayout(content, site, withForms(Promise.resolve(siteContext(site, pageType, signedIn)), content.forms()), markup).then((html) =>
      header.transform(new Response(html)).text(),
    ),
    status,
    { 'Cache-Control': 'private, no-store' },
  );
}

/** Why the visitor cannot go on, and the way back to the shop. */
export async function messagePage(storefront: Storefront, title: string, message: string, status: number): Promise<PageAnswer | null> {
  const { messages } = await storefront.locale();
  // Titles and messages are given in English, as the catalogue keys them; the visitor reads the site's language.
  const local = translated(title, messages);
  const body = (
    <MessageView
      title={local}
      message={translated(message, messages)}
      shopUrl={await shopPath(storefront.content, [])}
      continueLabel={messages.CONTINUE_SHOPPING}
    />
  );
  return privatePage(storefront, local, PageType.ERROR, body, status);
}
