/** A product list's quick view buttons (`data-id` names the product). */
const TRIGGER = '.sqs-product-quick-view-button[data-id]';

const open = (trigger: HTMLElement) => void import('./quick-view').then(({ openQuickView }) => openQuickView(trigger));

/**
 * Quick view (spec sections 2 and 7), by mouse or keyboard: list pages carry
 * only these listeners, and the dialog's module comes with the first press,
 * while the page's products are fetched.
 */
export function bindQuickView(): void {
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>(TRIGGER);
    if (trigger) open(trigger);
  });
  document.addEventListener('keydown', (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(TRIGGER);
    if (!trigger || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    open(trigger);
  });
}
