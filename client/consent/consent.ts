// Consent before tracking (README "Cookies"): the banner the Worker renders
// hidden into every page of a site that asks is shown to a visitor who has
// not chosen yet; the choice is kept a year in a strictly necessary cookie.
// Until the visitor accepts, the kinds the banner names (analytics,
// performance) wait: the census module asks here before it sets a cookie or
// sends a call. Pages stay the same for everyone, so they stay cacheable.
import {
  CONSENT_COOKIE,
  CONSENT_KINDS,
  CONSENT_MAX_AGE_SECONDS,
  COOKIE_BANNER_ID,
  type ConsentChoice,
  type ConsentKind,
} from '../../schemas/census/consent';
import { readCookie, writeCookie } from '../cookies';

/** Dispatched on `window` when the visitor chooses (`detail`: the choice). */
export const CONSENT_EVENT = 'sitefront:consent';
/** An element of the site's own (a footer link, say) that opens the banner again. */
const REOPEN = '[data-cookie-preferences]';

const banner = () => document.getElementById(COOKIE_BANNER_ID);

/** What the page's banner holds back: nothing on a site that does not ask. */
function kindsWaiting(): ConsentKind[] {
  const named = (banner()?.dataset.consentRequired ?? '').split(' ');
  return CONSENT_KINDS.filter((kind) => named.includes(kind));
}

export function recordedChoice(): ConsentChoice | null {
  const value = readCookie(CONSENT_COOKIE);
  return value === 'accepted' || value === 'declined' ? value : null;
}

/** Whether `kind` may run now. */
export function allows(kind: ConsentKind): boolean {
  return !kindsWaiting().includes(kind) || recordedChoice() === 'accepted';
}

/** Settles true as soon as `kind` may run, false when the visitor declines it. */
export function whenAllowed(kind: ConsentKind): Promise<boolean> {
  if (allows(kind)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const decided = () => {
      if (recordedChoice() === null) return;
      window.removeEventListener(CONSENT_EVENT, decided);
      resolve(allows(kind));
    };
    window.addEventListener(CONSENT_EVENT, decided);
    decided();
  });
}

function choose(choice: ConsentChoice): void {
  writeCookie(CONSENT_COOKIE, choice, CONSENT_MAX_AGE_SECONDS);
  const shown = banner();
  if (shown) shown.hidden = true;
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }));
}

/** Shows the banner to a visitor who has not chosen, and hears the choice from its buttons (and later from the site's own link). */
export function bindCookieBanner(): void {
  const show = () => {
    const shown = banner();
    if (shown && recordedChoice() === null) shown.hidden = false;
  };
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.<HTMLElement>(`#${COOKIE_BANNER_ID} [data-consent]`);
    if (button) return choose(button.dataset.consent === 'accepted' ? 'accepted' : 'declined');
    const reopen = target?.closest?.(REOPEN);
    if (reopen && banner()) {
      event.preventDefault();
      banner()!.hidden = false;
    }
  });
  // The banner opens the body, so it is usually there already; else once the document is complete.
  if (banner() || document.readyState !== 'loading') show();
  else document.addEventListener('DOMContentLoaded', show, { once: true });
}
