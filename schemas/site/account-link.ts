// The site user's place in a site's header (#27): a template puts an element
// with `data-account-link` where it wants it (the demo's layout does); pages
// are the same for everyone, so the Worker fills it signed out and the client
// redraws it for a signed-in visitor, both with this markup. Kept free of zod
// for the browser bundle.
import type { PageScriptMessages } from '../messages/page-script';
import { ACCOUNT_PATH, ACCOUNT_SIGN_IN_PATH, SITE_USERS_API } from './paths';

export const ACCOUNT_LINK_ATTRIBUTE = 'data-account-link';

const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Signed out: 'Sign in', to the sign-in page (and back to `returnTo`).
 * Signed in: the account page and 'Sign out', a form post (with the crumb
 * where the page knows it; without, the browser vouches for its own page).
 */
export function accountLinkHtml(messages: PageScriptMessages, signedIn: boolean, options: { crumb?: string; returnTo?: string } = {}): string {
  if (!signedIn) {
    const back = options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : '';
    return `<a class="account-link account-sign-in" href="${escaped(ACCOUNT_SIGN_IN_PATH + back)}">${escaped(messages.SIGN_IN_TITLE)}</a>`;
  }
  const crumb = options.crumb ? `<input type="hidden" name="crumb" value="${escaped(options.crumb)}">` : '';
  return (
    `<a class="account-link" href="${ACCOUNT_PATH}">${escaped(messages.ACCOUNT_TITLE)}</a> ` +
    `<form class="account-sign-out" method="post" action="${SITE_USERS_API.signOut}">${crumb}<button type="submit" class="button-link">${escaped(messages.SIGN_OUT_LABEL)}</button></form>`
  );
}
