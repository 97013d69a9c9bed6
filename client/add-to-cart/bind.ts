import { PageType } from '../../schemas/site/page-type';
import type { CartStore } from '../cart-store';
import { pressButton } from './button';
import { ADD_TO_CART_BUTTON, ADD_TO_CART_FORM, isBusy, PRESSED_EARLY } from './button-state';
import { addItem } from './flow';
import type { Surface } from './report';
import { requestFromForm } from './request';

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
 * Presses made before this module ran wait in their forms, already showing
 * 'Adding…' (early-press.ts): they are sent now, once each.
 */
export function bindAddToCartForms(store: CartStore): void {
  const press = (form: HTMLFormElement, button: HTMLElement) => {
    const request = requestFromForm(form, button);
    void pressButton(button, () => addItem(request, surfaceOf(button), store));
  };
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(ADD_TO_CART_FORM)) return;
    event.preventDefault();
    const button = form.querySelector<HTMLElement>(ADD_TO_CART_BUTTON);
    // A button that is adding or already shows 'Added!' ignores clicks.
    if (button && !isBusy(button)) press(form, button);
  });
  for (const form of document.querySelectorAll<HTMLFormElement>(`${ADD_TO_CART_FORM}[${PRESSED_EARLY}]`)) {
    form.removeAttribute(PRESSED_EARLY);
    const button = form.querySelector<HTMLElement>(ADD_TO_CART_BUTTON);
    if (button) press(form, button);
  }
}
