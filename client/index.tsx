import { hydrateRoot } from 'react-dom/client';
import type { CurrencyCode } from '../schemas/currency-codes';
import { bindAddToCartButtons } from './add-to-cart';
import { CartStore } from './cart-store';
import { CART_PILL_ROOT_ID } from './islands/cart-pill';
import { CartPillIsland } from './islands/cart-pill-island';

const pillRoot = document.getElementById(CART_PILL_ROOT_ID);
if (pillRoot) {
  const currency = (pillRoot.dataset.currency ?? 'USD') as CurrencyCode;
  const store = new CartStore({ totalQuantity: 0, subtotalCents: 0, currency });
  hydrateRoot(pillRoot, <CartPillIsland store={store} />);
  bindAddToCartButtons(store);
  store.load().catch((error: unknown) => console.warn('cart not loaded', error));
}
// Lets tests (and curious authors) see that the islands are live.
document.documentElement.dataset.islands = 'ready';
