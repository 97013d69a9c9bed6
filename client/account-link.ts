import { accountLinkHtml, ACCOUNT_LINK_ATTRIBUTE } from '../schemas/site/account-link';
import { VISITOR_INFO_COOKIE } from '../schemas/census/census';
import { CRUMB_COOKIE } from '../schemas/site/cookies';
import { ACCOUNT_SIGN_IN_PATH } from '../schemas/site/paths';
import { readCookie } from './cookies';
import { messages } from './page-script-messages';

/** Whether the visitor-info cookie (set with the session at sign-in, cleared at sign-out) says a site user is signed in. */
function signedIn(): boolean {
  try {
    return (JSON.parse(readCookie(VISITOR_INFO_COOKIE) ?? '{}') as { authenticated?: unknown }).authenticated === true;
  } catch {
    return false;
  }
}

/**
 * The header's account place (schemas/site/account-link.ts): a page for
 * everyone comes with 'Sign in'; a signed-in visitor sees their account and
 * 'Sign out' instead, and a signed-out one is brought back here after signing in.
 */
export function showAccountLinks(): void {
  const places = document.querySelectorAll<HTMLElement>(`[${ACCOUNT_LINK_ATTRIBUTE}]`);
  if (places.length === 0) return;
  const returnTo = location.pathname === ACCOUNT_SIGN_IN_PATH ? undefined : location.pathname;
  const html = accountLinkHtml(messages, signedIn(), { crumb: readCookie(CRUMB_COOKIE) ?? undefined, returnTo });
  for (const place of places) place.innerHTML = html;
}
