// The token shapes of the expression language (reference §1.17). An
// expression compiles to postfix form: a list of segments (one per
// `;`-separated expression), each a list of these tokens. Literals are
// JavaScript primitives; everything else is one class of object, so the
// evaluator's reads of a token stay monomorphic.
import type { Path } from '../ast';
import type { OperatorDef } from './operators';

export type Literal = string | number | boolean | null;

export const REF = 0;
export const OP = 1;
export const CALL = 2;
/** Marks where a function's arguments start on the stack. */
export const ARGS = 3;

export class Token {
  constructor(
    readonly kind: typeof REF | typeof OP | typeof CALL | typeof ARGS,
    /** A reference's path. */
    readonly path: Path | null = null,
    /** A reference that is `@name`: a target assignment can bind. */
    readonly variable: string | null = null,
    readonly op: OperatorDef | null = null,
    /** A function's name. */
    readonly name = '',
  ) {}
}

export const ARGS_TOKEN = new Token(ARGS);

export type PostfixToken = Literal | Token;
export type Segment = readonly PostfixToken[];
