import { useSyncExternalStore } from 'react';
import type { CartStore } from '../cart-store';
import { CartPill, type CartSummary } from './cart-pill';

/**
 * The hydrated pill: hydrates from the summary the server rendered (pages
 * never carry the cart), then follows the cart store. Hydrating from the
 * store itself would differ from the server's markup whenever the cart
 * arrived first, as it does on /cart.
 */
export function CartPillIsland({ store, serverSummary }: { store: CartStore; serverSummary: CartSummary }) {
  const summary = useSyncExternalStore(store.subscribe, store.get, () => serverSummary);
  return <CartPill summary={summary} />;
}
