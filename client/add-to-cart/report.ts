import type { AddToCartErrorType } from '../../schemas/add-to-cart-rules';

/** The add-to-cart surfaces of spec section 2. */
export type Surface = 'plp' | 'pdp' | 'add-on' | 'product_block' | 'quick view';

/** The event every add attempt dispatches on `window`; analytics listens for it. */
export const ADD_TO_CART_EVENT = 'sitefront:add-to-cart';

export interface AddToCartReport {
  surface: Surface;
  outcome: 'success' | 'failure';
  /** Spec section 8's analytics error type, on failures only. */
  errorType?: AddToCartErrorType;
  itemId: string;
  sku: string;
  quantity: number | string;
  productName?: string;
}

/** The one place every add attempt reports its outcome (spec section 7, AddToCart with error_type). */
export function reportAddToCart(report: AddToCartReport): void {
  window.dispatchEvent(new CustomEvent<AddToCartReport>(ADD_TO_CART_EVENT, { detail: report }));
}
