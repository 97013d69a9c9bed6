import { hydrateRoot } from 'react-dom/client';
import type { CartStore } from '../cart-store';
import { CartPageIsland } from './cart-page-island';
import { CART_PAGE_DATA_ID, type CartPageData } from './cart-view';

/** Hydrates the /cart page the server rendered; the pill follows its cart from here. */
export function hydrateCartPage(root: HTMLElement, store: CartStore): void {
  const data = JSON.parse(document.getElementById(CART_PAGE_DATA_ID)?.textContent ?? 'null') as CartPageData;
  hydrateRoot(root, <CartPageIsland data={data} store={store} />);
  store.update(data.cart);
}
