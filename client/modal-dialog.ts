// The modal dialog every lightbox of the page opens in: quick view, the
// custom product form and a gallery's images. Spec section 9: the cart pill
// sits at z-index 12000, and at 100000001 while a lightbox is open; the
// stylesheet reads the attribute set here.
let open = 0;

function lightboxOpened(): void {
  open += 1;
  document.documentElement.dataset.lightboxOpen = 'true';
}

function lightboxClosed(): void {
  open = Math.max(0, open - 1);
  if (open === 0) delete document.documentElement.dataset.lightboxOpen;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog a keyboard can use: Tab and Shift+Tab stay inside it,
 * Escape closes it (the dialog's own cancel), and focus goes back to where
 * it was when it closes, before `onClosed` runs.
 */
export function openModalDialog(dialog: HTMLDialogElement, onClosed: () => void): void {
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  dialog.addEventListener(
    'close',
    () => {
      lightboxClosed();
      dialog.remove();
      returnTo?.focus();
      onClosed();
    },
    { once: true },
  );
  document.body.append(dialog);
  lightboxOpened();
  dialog.showModal();
}
