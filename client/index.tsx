import { hydrateRoot } from 'react-dom/client';
import type { CurrencyCode } from '../schemas/currency-codes';
import { bindAddToCartButtons } from './add-to-cart';
import { CartPageIsland } from './cart-page/cart-page-island';
import { CART_PAGE_DATA_ID, CART_PAGE_ROOT_ID, type CartPageData } from './cart-page/cart-view';
import { CartStore } from './cart-store';
import { loadCensusWhenIdle } from './census/load';
import { bindCheckoutForm } from './checkout/checkout-form';
import { CART_PILL_ROOT_ID } from './islands/cart-pill';
import { CartPillIsland } from './islands/cart-pill-island';
import { bindProductPages } from './product/product-page';
import { bindRestockSignUps } from './product/restock-sign-up';

const pillRoot = document.getElementById(CART_PILL_ROOT_ID);
if (pillRoot) {
  const currency = (pillRoot.dataset.currency ?? 'USD') as CurrencyCode;
  const serverSummary = { totalQuantity: 0, subtotalCents: 0, currency };
  const store = new CartStore(serverSummary);
  hydrateRoot(pillRoot, <CartPillIsland store={store} serverSummary={serverSummary} />);
  bindAddToCartButtons(store);
  const cartPageRoot = document.getElementById(CART_PAGE_ROOT_ID);
  if (cartPageRoot) {
    // The cart page came with the cart; its island keeps the pill up to date from here.
    const data = JSON.parse(document.getElementById(CART_PAGE_DATA_ID)?.textContent ?? 'null') as CartPageData;
    hydrateRoot(cartPageRoot, <CartPageIsland data={data} store={store} />);
    store.update(data.cart);
  } else {
    store.load().catch((error: unknown) => console.warn('cart not loaded', error));
  }
}
bindProductPages();
bindRestockSignUps();
loadCensusWhenIdle();
bindCheckoutForm();
// Lets tests (and curious authors) see that the islands are live.
document.documentElement.dataset.islands = 'ready';
