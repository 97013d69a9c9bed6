// The promotional pop-up (README "Promotional pop-up"; the engine's
// `promo-popup` block): shown once the visitor has been on a page for its
// delay, or sooner when the pointer leaves through the top of the window;
// once shown, hidden from this browser for its days (for good once its form
// is sent); never over the buying flow, another dialog or the cookie banner.
// Each showing, closing and sending goes to the overlay census.
import { OVERLAY_DOM_EVENT, type OverlayDetail } from '../../schemas/census/census';
import { COOKIE_BANNER_ID } from '../../schemas/census/consent';
import { FORM_SUBMITTED_EVENT } from '../../schemas/forms/form-api';
import { BUYING_FLOW_PAGE_TYPES } from '../../schemas/site/page-type';
import { promoPopupStorageKey, type OverlayAction } from '../../schemas/site/promo-popup';
import { openModalDialog } from '../modal-dialog';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sent its form: not shown again in this browser. */
const FOR_GOOD_MS = 10 * 365 * DAY_MS;
/** How often a pop-up that is due looks again whether the page is free for it. */
const RETRY_MS = 1000;

function hiddenUntil(id: string): number {
  try {
    return Number(localStorage.getItem(promoPopupStorageKey(id))) || 0;
  } catch {
    return 0;
  }
}

function hideFor(id: string, ms: number): void {
  try {
    localStorage.setItem(promoPopupStorageKey(id), String(Date.now() + ms));
  } catch {
    // A browser that keeps nothing sees the pop-up once per page instead.
  }
}

const report = (overlayId: string, action: OverlayAction) =>
  window.dispatchEvent(new CustomEvent<OverlayDetail>(OVERLAY_DOM_EVENT, { detail: { overlayId, action } }));

/** Another dialog is open, or the cookie banner still waits for the visitor's choice. */
function pageBusy(): boolean {
  const banner = document.getElementById(COOKIE_BANNER_ID);
  return document.documentElement.dataset.lightboxOpen === 'true' || document.querySelector('dialog[open]') !== null || (banner !== null && !banner.hidden);
}

function bindPopup(dialog: HTMLDialogElement): void {
  const id = dialog.dataset.promoPopup ?? '';
  if (!id || BUYING_FLOW_PAGE_TYPES.has(Number(document.body.dataset.pageType)) || hiddenUntil(id) > Date.now()) return;
  const hideForDays = Number(dialog.dataset.hideForDays) || 1;
  const formId = dialog.querySelector<HTMLFormElement>('form[data-form-id]')?.dataset.formId;
  let due = false;
  let shown = false;
  let submitted = false;

  const show = () => {
    if (shown) return;
    if (pageBusy()) return void setTimeout(show, RETRY_MS);
    shown = true;
    hideFor(id, hideForDays * DAY_MS);
    dialog.addEventListener('click', (event) => {
      // A click on the backdrop lands on the dialog itself; one on its close button closes it too.
      const target = event.target as Element;
      if (target === dialog || target.closest('[data-promo-popup-close]')) dialog.close();
    });
    openModalDialog(dialog, () => {
      if (!submitted) report(id, 'dismissed');
    });
    report(id, 'shown');
  };
  const showOnce = () => {
    if (due) return;
    due = true;
    show();
  };

  window.addEventListener(FORM_SUBMITTED_EVENT, (event) => {
    if (!shown || (event as CustomEvent<{ formId: string }>).detail?.formId !== formId) return;
    submitted = true;
    hideFor(id, FOR_GOOD_MS);
    report(id, 'submitted');
  });
  setTimeout(showOnce, (Number(dialog.dataset.delaySeconds) || 0) * 1000);
  if (dialog.dataset.exitIntent === 'true' && matchMedia('(pointer: fine)').matches) {
    document.addEventListener('mouseout', (event) => {
      if (event.relatedTarget === null && event.clientY <= 0) showOnce();
    });
  }
}

export function bindPromoPopups(dialogs: readonly HTMLDialogElement[]): void {
  dialogs.forEach(bindPopup);
}
