import type { ShoppingCart } from '../schemas/commerce/cart';
import { HAS_CART_COOKIE } from '../schemas/site/cookies';
import type { CurrencyCode } from '../schemas/commerce/currency-codes';
import { fetchCart } from './api';
import { readCookie } from './cookies';
import type { CartSummary } from './islands/cart-pill';

/**
 * The cart model's states (spec section 4): `idle` until a load starts (and for
 * good when there is no cart to load), `loading` then `loaded`, and
 * `recalculating` around changes that make the server recompute the cart.
 */
export type CartState = 'idle' | 'loading' | 'loaded' | 'recalculating';

export interface CartSnapshot {
  state: CartState;
  /** Null until the cart is loaded or changed on this page. */
  cart: ShoppingCart | null;
  summary: CartSummary;
}

type Listener = () => void;

/** The visitor's cart, shared by every part of the page: buttons, pill, cart page and the in-page cart object. */
export class CartStore {
  private listeners = new Set<Listener>();
  private snapshot: CartSnapshot;

  constructor(currency: CurrencyCode) {
    this.snapshot = { state: 'idle', cart: null, summary: { totalQuantity: 0, subtotalCents: 0, currency } };
  }

  get = (): CartSnapshot => this.snapshot;

  summary = (): CartSummary => this.snapshot.summary;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(change: Partial<CartSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    // Tests and template authors' styles can see the state too.
    document.documentElement.dataset.cartState = this.snapshot.state;
    for (const listener of this.listeners) listener();
  }

  update(cart: ShoppingCart): void {
    const summary = { ...this.snapshot.summary, totalQuantity: cart.totalQuantity, subtotalCents: cart.subtotalCents };
    this.set({ cart, summary, state: this.snapshot.state === 'recalculating' ? 'recalculating' : 'loaded' });
  }

  /**
   * Spec section 4: a cart is loaded only when a has-cart cookie says one exists
   * (the cart cookie itself is HttpOnly, and is always set with it).
   */
  async load(): Promise<void> {
    if (readCookie(HAS_CART_COOKIE) === null) return;
    this.set({ state: 'loading' });
    try {
      this.update(await fetchCart());
    } finally {
      if (this.snapshot.state === 'loading') this.set({ state: 'idle' });
    }
  }

  /** Runs a change the server recalculates the cart for (a custom form's answers), in the recalculating state. */
  async recalculate<T>(change: () => Promise<T>): Promise<T> {
    this.set({ state: 'recalculating' });
    try {
      return await change();
    } finally {
      this.set({ state: this.snapshot.cart ? 'loaded' : 'idle' });
    }
  }
}
