import type { AddToCartErrorType, AddToCartRefusal } from '../../schemas';
import { CHECKOUT_IN_PROGRESS, ENTRY_NOT_FOUND, OUT_OF_STOCK, QUANTITY_OUT_OF_RANGE } from '../../schemas/messages';
import type { CartRefusal } from './cart-object';

export type ErrorStatus = 400 | 403 | 404 | 409 | 413 | 429;

/** Field id → message, when the product's custom form refused the answers. */
export type FieldErrors = Readonly<Record<string, string>>;

/** A refused add or subscription: the visitor's words, the status, the analytics error type, and a message per refused answer. */
export interface Refused {
  ok: false;
  status: ErrorStatus;
  message: string;
  errorType?: AddToCartErrorType;
  errors?: FieldErrors;
}

export const refused = (status: ErrorStatus, message: string, errorType?: AddToCartErrorType, errors?: FieldErrors): Refused => ({
  ok: false,
  status,
  message,
  ...(errorType && { errorType }),
  ...(errors && { errors }),
});

/** An entry the add-to-cart rules or the product's form refused. */
export const entryRefusal = ({ message, errorType, errors }: AddToCartRefusal): Refused => refused(400, message, errorType, errors);

/** What the visitor is told when the cart object refuses a change. */
export function cartChangeRefusal(reason: CartRefusal): Refused {
  switch (reason) {
    case 'missing-entry':
      return refused(404, ENTRY_NOT_FOUND);
    case 'stock':
      return refused(400, OUT_OF_STOCK, 'OUT_OF_STOCK');
    case 'quantity':
      return refused(400, QUANTITY_OUT_OF_RANGE, 'API_FAILURE');
    case 'closed':
      return refused(409, CHECKOUT_IN_PROGRESS);
  }
}
