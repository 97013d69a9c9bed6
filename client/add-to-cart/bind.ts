import { PageType } from '../../schemas/page-type';
import type { CartStore } from '../cart-store';
import { pressButton, isBusy } from './button';
import { addItem } from './flow';
import type { Surface } from './report';
import { requestFromForm } from './request';

const FORM = 'form[data-add-to-cart-form]';
const BUTTON = '.sqs-add-to-cart-button';

/**
 * Which surface a button is on (spec section 2): an author may name it with
 * data-add-to-cart-surface; add-ons and the quick view say so themselves; else
 * the page type tells a product page from a list.
 */
export function surfaceOf(button: HTMLElement): Surface {
  const named = button.closest<HTMLElement>('[data-add-to-cart-surface]')?.dataset.addToCartSurface;
  if (named) return named as Surface;
  if (button.hasAttribute('data-add-on')) return 'add-on';
  const pageType = Number(document.body.dataset.pageType);
  if (pageType === PageType.CONTENT_ITEM && button.closest('[data-product-detail]')) return 'pdp';
  if (pageType === PageType.CONTENT_COLLECTION) return 'plp';
  return 'product_block';
}

/**
 * One delegated listener serves every add-to-cart form on the page, those the
 * page streamed in and those the quick view builds: the same form a browser
 * without scripts posts, enhanced (the post is replaced by the add flow).
 */
export function bindAddToCartForms(store: CartStore): void {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(FORM)) return;
    event.preventDefault();
    const button = form.querySelector<HTMLElement>(BUTTON);
    // A button that is adding or already shows 'Added!' ignores clicks.
    if (!button || isBusy(button)) return;
    const request = requestFromForm(form, button);
    void pressButton(button, () => addItem(request, surfaceOf(button), store));
  });
}
