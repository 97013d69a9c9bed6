import { useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { CartStore } from '../cart-store';
import { messages } from '../messages';
import { storefront } from '../storefront';
import { CartPill, type CartSummary } from './cart-pill';

/** The hydrated pill: the server's empty markup first, then live from the cart store. */
function CartPillIsland({ store, rendered }: { store: CartStore; rendered: CartSummary }) {
  const summary = useSyncExternalStore(store.subscribe, store.summary, () => rendered);
  return <CartPill summary={summary} locale={storefront().locale} messages={messages} />;
}

/** Hydrates the pill the server rendered empty for `rendered.currency`. */
export function hydrateCartPill(root: HTMLElement, store: CartStore, rendered: CartSummary): void {
  hydrateRoot(root, <CartPillIsland store={store} rendered={rendered} />);
}
