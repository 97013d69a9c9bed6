import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { CartStore } from '../cart-store';
import { CartPageIsland } from './cart-page-island';
import type { CartPageData } from './cart-view';

/** Marks the root once React has hydrated it, so tests (and authors' styles) can tell, and says so. */
function Hydrated({ root, done, children }: { root: HTMLElement; done: () => void; children: ReactNode }) {
  useEffect(() => {
    root.dataset.hydrated = 'true';
    done();
  }, [root, done]);
  return children;
}

/** Hydrates the /cart page the server rendered from `data`; settles once React answers the page's controls. */
export function hydrateCartPage(root: HTMLElement, data: CartPageData, store: CartStore): Promise<void> {
  return new Promise((done) =>
    hydrateRoot(
      root,
      <Hydrated root={root} done={done}>
        <CartPageIsland data={data} store={store} />
      </Hydrated>,
    ),
  );
}
