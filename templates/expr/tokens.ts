// The token shapes of the expression language (reference §1.17). An
// expression compiles to postfix form: a list of segments (one per
// `;`-separated expression), each a list of these tokens.
import type { Path } from '../ast';

/** Literal operands are JavaScript primitives; everything else is an object. */
export type Literal = string | number | boolean | null;

export interface Reference {
  readonly kind: 'ref';
  readonly path: Path;
  /** `@name`: a target assignment can bind. */
  readonly variable: string | null;
}

export interface Operator {
  readonly kind: 'op';
  /** The name errors and the debug form use: `add`, `unary minus`. */
  readonly desc: string;
  readonly prec: number;
  readonly right: boolean;
  readonly unary: boolean;
}

export interface Call {
  readonly kind: 'call';
  readonly name: string;
}

/** Marks where a function's arguments start on the stack. */
export const ARGS = Object.freeze({ kind: 'args' as const });

export type PostfixToken = Literal | Reference | Operator | Call | typeof ARGS;
export type Segment = readonly PostfixToken[];
