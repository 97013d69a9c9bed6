import type { ShoppingCart } from '../schemas/cart';
import { HAS_CART_COOKIE } from '../schemas/cookies';
import { fetchCart } from './api';
import { readCookie } from './cookies';
import type { CartSummary } from './islands/cart-pill';

type Listener = () => void;

/** The visitor's cart summary, shared by every island on the page. */
export class CartStore {
  private listeners = new Set<Listener>();

  constructor(private summary: CartSummary) {}

  get = (): CartSummary => this.summary;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(cart: ShoppingCart): void {
    this.summary = { ...this.summary, totalQuantity: cart.totalQuantity, subtotalCents: cart.subtotalCents };
    for (const listener of this.listeners) listener();
  }

  /** Spec section 4: a cart is loaded only when the has-cart cookie says one exists. */
  async load(): Promise<void> {
    if (readCookie(HAS_CART_COOKIE) === null) return;
    this.update(await fetchCart());
  }
}
