import { accountLinkHtml, ACCOUNT_LINK_ATTRIBUTE, type Messages } from '../../schemas';

/**
 * Fills the header's account place (`data-account-link`, schemas/site/account-link.ts):
 * signed out on pages for everyone (the client redraws it for a signed-in
 * visitor), as the visitor is on a page for one visitor.
 */
export function accountLinks(rewriter: HTMLRewriter, messages: Messages, signedIn = false, crumb?: string): HTMLRewriter {
  return rewriter.on(`[${ACCOUNT_LINK_ATTRIBUTE}]`, {
    element(place) {
      place.setInnerContent(accountLinkHtml(messages, signedIn, { crumb }), { html: true });
    },
  });
}
