import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { CartStore } from '../cart-store';
import { CartPageIsland } from './cart-page-island';
import type { CartPageData } from './cart-view';

/** Marks the root once React has hydrated it, so tests (and authors' styles) can tell. */
function Hydrated({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    root.dataset.hydrated = 'true';
  }, [root]);
  return children;
}

/** Hydrates the /cart page the server rendered from `data`. */
export function hydrateCartPage(root: HTMLElement, data: CartPageData, store: CartStore): void {
  hydrateRoot(
    root,
    <Hydrated root={root}>
      <CartPageIsland data={data} store={store} />
    </Hydrated>,
  );
}
