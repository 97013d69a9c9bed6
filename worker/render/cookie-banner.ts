import { COOKIE_BANNER_ID, kindsNeedingConsent, type CookieSettings } from '../../schemas';
import type { Messages } from '../../schemas/messages';
import { escapeAttribute, escapeHtml } from '../../templates';

/**
 * The cookie banner of a site that asks before tracking (README "Cookies"),
 * in its own words or the catalogue's in the site's language. Every page
 * carries it hidden, the same for everyone so pages stay cacheable: the
 * client (client/consent/) shows it to a visitor who has not chosen yet. It
 * comes first in the body, so the keyboard reaches its two buttons first.
 */
export function cookieBanner(settings: CookieSettings | undefined, messages: Messages): string {
  if (!settings?.isCookieBannerEnabled) return '';
  const text = settings.cookieBannerText ?? messages.COOKIE_BANNER_TEXT;
  const accept = settings.cookieBannerCtaText ?? messages.COOKIE_ACCEPT;
  const decline = settings.cookieBannerOptOutCtaText ?? messages.COOKIE_DECLINE;
  return (
    `<section id="${COOKIE_BANNER_ID}" class="cookie-banner" role="region" aria-label="${escapeAttribute(messages.COOKIE_BANNER_LABEL)}" data-consent-required="${kindsNeedingConsent(settings).join(' ')}" hidden>` +
    `<p class="cookie-banner-text">${escapeHtml(text)}</p>` +
    `<div class="cookie-banner-actions"><button type="button" class="button cookie-banner-accept" data-consent="accepted">${escapeHtml(accept)}</button>` +
    `<button type="button" class="button button-secondary cookie-banner-decline" data-consent="declined">${escapeHtml(decline)}</button></div></section>`
  );
}
