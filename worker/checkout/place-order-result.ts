import type { Order } from '../../schemas';
import type { FieldProblems } from './checkout-problems';

/** What a checkout's attempt to place its order comes to: the order, or why not (a status, the message, each field's problem). */
export type PlaceOrderResult =
  | { ok: true; order: Order }
  | { ok: false; status: 400 | 402 | 409 | 503; message: string; problems: FieldProblems };

export type Refusal = Extract<PlaceOrderResult, { ok: false }>;

/** A refusal with the status it is answered with. */
export const refused = (status: Refusal['status'], message: string, problems: FieldProblems = {}): Refusal => ({ ok: false, status, message, problems });

