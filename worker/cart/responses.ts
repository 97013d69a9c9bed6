import type { Context } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';
import type { AddToCartErrorType, AddToCartRefusal } from '../../schemas';
import { CHECKOUT_IN_PROGRESS, ENTRY_NOT_FOUND, OUT_OF_STOCK, QUANTITY_OUT_OF_RANGE, REQUEST_UNREADABLE } from '../../schemas/messages';
import { jsonBody } from '../middleware/json-body';
import type { AppEnv } from '../env';
import type { CartRefusal } from './cart-object';

export type ErrorStatus = 400 | 403 | 404 | 409 | 413 | 429;

/** Field id → message, when the product's custom form refused the answers. */
type FieldErrors = Readonly<Record<string, string>>;

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

/** Every refused call answers `{message, errorType?, errors?}`: the visitor's words, the analytics error type, the field messages. */
export function refuse(c: Context, status: ErrorStatus, message: string, errorType?: AddToCartErrorType, errors?: FieldErrors) {
  return c.json({ message, ...(errorType && { errorType }), ...(errors && { errors }) }, status);
}

export const refuseWith = (c: Context, refusal: Refused) => refuse(c, refusal.status, refusal.message, refusal.errorType, refusal.errors);

/** A JSON body validated at the edge; anything that does not fit is one 4xx, never a 500. */
export function validJson<S extends z.ZodType>(schema: S) {
  return jsonBody(schema, (c) => refuse(c, 400, REQUEST_UNREADABLE));
}

/** A query validated at the edge, the same way. */
export function validQuery<S extends z.ZodType>(schema: S) {
  return zValidator('query', schema, (result, c) => {
    if (!result.success) return refuse(c, 400, REQUEST_UNREADABLE);
  });
}

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

export const refuseCartChange = (c: Context<AppEnv>, reason: CartRefusal) => refuseWith(c, cartChangeRefusal(reason));
