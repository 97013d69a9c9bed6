import { addedToCartMessage } from '../../schemas/messages/page-script';
import { messages } from '../page-script-messages';
import { ADD_TO_CART_EVENT, type AddToCartReport } from '../add-to-cart/report';
import { element } from '../dom';

// Spec sections 4 and 9.
export const POPOVER_CLOSE_MS = 3000;
export const SCROLL_THROTTLE_MS = 100;
/** Space between the cart link and the popover. */
export const POPOVER_GAP_PX = 16;
/** The popover never comes closer than this to the window's top edge, however far the cart link scrolled away. */
export const POPOVER_OFFSET_PX = 33;

const SURFACES: ReadonlySet<string> = new Set(['plp', 'quick view']);

/** Leading and trailing calls at most every `ms`: the first scroll moves the popover, the last one too. */
function throttle(run: () => void, ms: number): () => void {
  let last = -Infinity;
  let pending: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      run();
    } else {
      pending ??= setTimeout(() => {
        pending = undefined;
        last = Date.now();
        run();
      }, wait);
    }
  };
}

/** The cart link the popover points at: the first one shown (a header link, else the floating pill). */
function cartLink(): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>('[data-cart-link]')].find((link) => link.getClientRects().length > 0) ?? null;
}

/** Below a link in the top half of the window, above one in the bottom half; right edges aligned. */
function place(popover: HTMLElement): void {
  const link = cartLink();
  if (!link) return;
  const anchor = link.getBoundingClientRect();
  const below = anchor.top + anchor.height / 2 < window.innerHeight / 2;
  const top = below ? anchor.bottom + POPOVER_GAP_PX : anchor.top - POPOVER_GAP_PX - popover.offsetHeight;
  popover.style.top = `${Math.max(POPOVER_OFFSET_PX, top)}px`;
  popover.style.left = `${Math.max(POPOVER_GAP_PX, anchor.right - popover.offsetWidth)}px`;
}

/**
 * The added-to-cart popover of product list pages: '{productName} was added
 * to your cart.', closed by its button or after 3000 ms, following the cart
 * link as the page scrolls.
 */
export function bindAddedPopover(): void {
  let current: { popover: HTMLElement; timer: ReturnType<typeof setTimeout>; onScroll: () => void } | null = null;
  const close = () => {
    if (!current) return;
    clearTimeout(current.timer);
    window.removeEventListener('scroll', current.onScroll);
    current.popover.remove();
    current = null;
  };
  window.addEventListener(ADD_TO_CART_EVENT, (event) => {
    const report = (event as CustomEvent<AddToCartReport>).detail;
    if (report.outcome !== 'success' || !SURFACES.has(report.surface)) return;
    close();
    const dismiss = element('button', { type: 'button', class: 'added-to-cart-popover-close', 'aria-label': messages.CLOSE_LABEL }, '×');
    dismiss.addEventListener('click', close);
    const popover = element('div', { class: 'added-to-cart-popover', role: 'status' }, element('p', {}, addedToCartMessage(report.productName ?? messages.ITEM_FALLBACK, messages)), dismiss);
    document.body.append(popover);
    const onScroll = throttle(() => place(popover), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    current = { popover, timer: setTimeout(close, POPOVER_CLOSE_MS), onScroll };
    // The pill may only now be shown by this add: place it once the page has drawn it.
    requestAnimationFrame(() => place(popover));
  });
}
