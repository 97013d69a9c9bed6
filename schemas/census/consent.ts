// Consent before tracking (spec section 3 `cookieSettings`, issue #29): the
// kinds of cookie and call a site may hold back until the visitor accepts,
// the strictly necessary cookie that remembers the choice, and the banner's
// element. Kept free of zod for the browser bundle.

/**
 * `analytics`: the census cookies (ss_cvr, ss_cvt, ss_cid) and every census
 * and events call; `performance`: the web-vitals records. Strictly necessary
 * cookies (cart, crumb, session, checkout, this choice) never wait.
 */
export const CONSENT_KINDS = ['analytics', 'performance'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The visitor's choice: `accepted` or `declined`, for a year. */
export const CONSENT_COOKIE = 'sf_consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export type ConsentChoice = 'accepted' | 'declined';

/** The banner the Worker renders, hidden, into every page of a site that asks (worker/render/cookie-banner.ts). */
export const COOKIE_BANNER_ID = 'sf-cookie-banner';

/** What a site's cookieSettings say about asking (the zod schema is in schemas/site/site.ts). */
export interface ConsentSettings {
  isCookieBannerEnabled: boolean;
  consentRequiredFor: readonly ConsentKind[];
}

/** The kinds that wait for the visitor's yes: none unless the site shows its banner. */
export function kindsNeedingConsent(settings: ConsentSettings | undefined): ConsentKind[] {
  return settings?.isCookieBannerEnabled ? CONSENT_KINDS.filter((kind) => settings.consentRequiredFor.includes(kind)) : [];
}

/** Whether `kind` may run for a visitor whose choice cookie says `choice` (null when they made none). */
export function consentAllows(settings: ConsentSettings | undefined, kind: ConsentKind, choice: string | null | undefined): boolean {
  return !kindsNeedingConsent(settings).includes(kind) || choice === 'accepted';
}
