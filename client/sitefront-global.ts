import type { ShoppingCart } from '../schemas/commerce/cart';
import { addItem } from './add-to-cart/flow';
import type { CartSnapshot, CartStore } from './cart-store';

/** What a template author's script passes to `Sitefront.cart.addItem`. */
export interface AddItemInput {
  productId: string;
  /** The variant's sku, or its option values (`{ Size: 'Small' }`); omitted for a product with one variant. */
  variant?: string | Record<string, string>;
  quantity?: number | string;
  /** Custom-form answers, as an object or its JSON text. */
  additionalFields?: unknown;
}

/** A refused add: the spec's message, and the analytics error type. */
export class AddItemError extends Error {
  constructor(message: string, readonly errorType: string) {
    super(message);
  }
}

export interface SitefrontCart {
  addItem(input: AddItemInput): Promise<ShoppingCart | null>;
  get(): CartSnapshot;
  subscribe(listener: (snapshot: CartSnapshot) => void): () => void;
}

declare global {
  interface Window {
    Sitefront: { cart: SitefrontCart };
  }
}

/**
 * The in-page cart object (spec section 7): template authors' scripts add to
 * the cart through the same rules, states, messages and analytics as the
 * buttons (surface product_block), read it and follow its changes.
 */
export function exposeCart(store: CartStore): void {
  const cart: SitefrontCart = {
    async addItem({ productId, variant, quantity = 1, additionalFields }) {
      const result = await addItem(
        {
          itemId: productId,
          sku: typeof variant === 'string' ? variant : '',
          chosenAttributes: typeof variant === 'object' ? variant : undefined,
          quantity,
          additionalFields: additionalFields === undefined ? undefined : typeof additionalFields === 'string' ? additionalFields : JSON.stringify(additionalFields),
        },
        'product_block',
        store,
      );
      if (result.kind === 'refused') throw new AddItemError(result.message, result.errorType);
      return result.kind === 'added' ? result.cart : store.get().cart;
    },
    get: store.get,
    subscribe: (listener) => store.subscribe(() => listener(store.get())),
  };
  window.Sitefront = { ...window.Sitefront, cart };
}
