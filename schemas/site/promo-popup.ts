// The promotional pop-up (spec section 7: the overlay census and the
// PROMO_POPUP_SUBMISSION captcha action): a newsletter or announcement
// overlay that `websiteSettings.promotionalPopup` configures and the
// engine's `promo-popup` block places. Its display rules, shared by the
// engine that writes them into the markup and the client that applies them
// (README "Promotional pop-up"). Kept free of zod for the browser bundle.

export const PROMO_POPUP_DEFAULTS = {
  /** Seconds on a page before it shows. */
  delaySeconds: 10,
  /** Shows earlier when the pointer leaves through the top of the window (a fine pointer only). */
  exitIntent: true,
  /** Once shown and closed, the days before this visitor sees it again; once its form is sent, never. */
  hideForDays: 7,
} as const;

export const PROMO_POPUP_LIMITS = { delaySeconds: { min: 0, max: 600 }, hideForDays: { min: 1, max: 365 } } as const;

/** What the overlay census (`POST /api/census/overlay`) says happened: shown, closed unanswered, or its form sent. */
export const OVERLAY_ACTIONS = ['shown', 'dismissed', 'submitted'] as const;
export type OverlayAction = (typeof OVERLAY_ACTIONS)[number];

/** The visitor's browser keeps, per pop-up, until when it stays hidden (ms since the epoch): a preference, no identifier. */
export const promoPopupStorageKey = (popupId: string) => `sf-promo-popup:${popupId}`;
