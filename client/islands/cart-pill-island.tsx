import { useSyncExternalStore } from 'react';
import type { CartStore } from '../cart-store';
import { CartPill } from './cart-pill';

/** The hydrated pill: same markup as the server's, then live from the cart store. */
export function CartPillIsland({ store }: { store: CartStore }) {
  const summary = useSyncExternalStore(store.subscribe, store.get, store.get);
  return <CartPill summary={summary} />;
}
