import type { AddToCartErrorType } from '../../schemas/commerce/add-to-cart-rules';
import { ADD_TO_CART_DOM_EVENT, type AddToCartDetail, type AddToCartSurface } from '../../schemas/census/census';

/** The add-to-cart surfaces of spec section 2. */
export type Surface = AddToCartSurface;

/** The event every add attempt dispatches on `window`; the census module and the popover listen for it. */
export const ADD_TO_CART_EVENT = ADD_TO_CART_DOM_EVENT;

export interface AddToCartReport extends AddToCartDetail {
  /** Spec section 8's analytics error type, on failures only. */
  errorType?: AddToCartErrorType;
  productName?: string;
}

/** The one place every add attempt reports its outcome (spec section 7, AddToCart with error_type). */
export function reportAddToCart(report: AddToCartReport): void {
  window.dispatchEvent(new CustomEvent<AddToCartReport>(ADD_TO_CART_EVENT, { detail: report }));
}
