import { showAccountLinks } from './account-link';
import { bindAddToCartForms } from './add-to-cart/bind';
import { CartStore } from './cart-store';
import { loadCensusWhenIdle } from './census/load';
import { bindCookieBanner } from './consent/consent';
import { bindAddedPopover } from './list/added-popover';
import { bindQuickView } from './list/quick-view-trigger';
import { bindProductPages } from './product/product-page';
import { bindReviews } from './product/reviews';
import { bindRestockSignUps } from './product/restock-sign-up';
import { exposeCart } from './sitefront-global';
import { BLOCK_FORM, CARD_FIELD, CART_PAGE_ROOT_ID, CART_PILL_ROOT_ID, CHECKOUT_FORM } from './island-roots';
import { storefront } from './storefront';

// Product and list pages run on these small DOM modules alone, and form blocks
// on a chunk of their own; React loads only for an island that needs it (the pill once the cart has
// items, the cart page once touched), and the custom form dialog when a form
// first opens, each as a chunk of its own.
const { currency } = storefront();
const store = new CartStore(currency);
const rendered = store.summary();
exposeCart(store);
bindCookieBanner();
bindAddToCartForms(store);
bindProductPages();
bindRestockSignUps();
bindQuickView();
bindAddedPopover();
bindReviews();
loadCensusWhenIdle();

// Form blocks, the checkout form, related-products blocks, promotional pop-ups, galleries and scroll animations
// bring their own chunks, only to pages that have them. Until a form's chunk has come, the form posts as it does without scripts.
function bindPageParts(): Promise<unknown> {
  const related = [...document.querySelectorAll<HTMLElement>('[data-related-products]')];
  const popups = [...document.querySelectorAll<HTMLDialogElement>('dialog[data-promo-popup]')];
  return Promise.all([
    document.querySelector(BLOCK_FORM) && import('./forms/form-block').then(({ bindFormBlocks }) => bindFormBlocks()),
    document.querySelector(CHECKOUT_FORM) && import('./checkout/checkout-form').then(({ bindCheckoutForm }) => bindCheckoutForm()),
    document.querySelector(CARD_FIELD) && import('./checkout/card-payment').then(({ bindCardPayment }) => bindCardPayment()),
    related.length > 0 && import('./list/related-products').then(({ bindRelatedProducts }) => bindRelatedProducts(related)),
    popups.length > 0 && import('./promo-popup/promo-popup').then(({ bindPromoPopups }) => bindPromoPopups(popups)),
  ]);
}
const galleries = [...document.querySelectorAll<HTMLElement>('[data-gallery]')];
if (galleries.length > 0) void import('./gallery/index').then(({ bindGalleries }) => bindGalleries(galleries));
const scrollAnimated = [...document.querySelectorAll<HTMLElement>('[data-scroll-animation]')];
if (scrollAnimated.length > 0) void import('./motion/scroll-animation').then(({ bindScrollAnimations }) => bindScrollAnimations(scrollAnimated));

/** The pill is rendered hidden and empty: it needs React only once the cart has something in it. */
function hydratePillWhenFilled(pillRoot: HTMLElement | null): void {
  if (!pillRoot) return;
  const hydrate = () => {
    if (store.summary().totalQuantity === 0) return;
    unsubscribe();
    void import('./islands/cart-pill-island').then(({ hydrateCartPill }) => hydrateCartPill(pillRoot, store, rendered));
  };
  const unsubscribe = store.subscribe(hydrate);
  hydrate();
}

/** The forms, the pill and the cart page stand in or at the end of the streamed body; each part's own module comes with it only. */
function start(): void {
  showAccountLinks();
  const parts = bindPageParts();
  const pillRoot = document.getElementById(CART_PILL_ROOT_ID);
  const cartPageRoot = document.getElementById(CART_PAGE_ROOT_ID);
  let ready: Promise<void>;
  if (cartPageRoot) {
    ready = import('./cart-page/show-cart-page').then(({ showCartPage }) => showCartPage(cartPageRoot, store, () => hydratePillWhenFilled(pillRoot)));
  } else {
    hydratePillWhenFilled(pillRoot);
    ready = store.load();
  }
  Promise.all([ready, parts])
    .catch((error: unknown) => console.warn('page scripts not all live', error))
    // Lets tests (and curious authors) see that the page's scripts are live.
    .finally(() => (document.documentElement.dataset.islands = 'ready'));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
