import type { CartStore } from '../cart-store';
import { CART_PAGE_DATA_ID } from '../island-roots';
import { readJson } from '../product/read-json';
import type { CartPageData } from './cart-view';
import { wakeOnTouch } from './wake-on-touch';

/**
 * The cart page is served complete: an empty cart needs no script, and one
 * with entries wakes its React island at the visitor's first touch, and the
 * pill with it (`wakePill`): until then the page itself shows the cart.
 */
export function showCartPage(root: HTMLElement, store: CartStore, wakePill: () => void): void {
  const data = readJson<CartPageData | null>(document.getElementById(CART_PAGE_DATA_ID)?.textContent ?? undefined, null);
  if (!data) return;
  store.update(data.cart);
  if (data.cart.entries.length === 0) return;
  wakeOnTouch(root, async (listening) => {
    const { hydrateCartPage } = await import('./hydrate-cart-page');
    wakePill();
    const hydrated = hydrateCartPage(root, data, store);
    listening();
    await hydrated;
  });
}
