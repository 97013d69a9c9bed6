// Plugin arguments that may be either a JSON literal (`4`, `"a b"`, `true`,
// `[1]`) or a variable reference (`a.b`, `@`). Decided once at compile time
// (reference Part 3, "Argument resolution for the comparison family").
import type { Path } from '../ast';
import { parsePath } from '../values';
import type { Env } from './registry';

/** One shape for both kinds, so the call sites that read operands stay monomorphic. */
export interface Operand {
  /** Set for a reference; `literal` is then unused. */
  readonly path: Path | null;
  readonly literal: unknown;
}

/** What starts like JSON: a quote, a digit, `[`, `{`, `-` and a digit, or exactly true, false or null. */
const JSON_LITERAL = /^(?:["\d[{]|-\d|(?:true|false|null)$)/;

export function operand(arg: string): Operand {
  const n = smallInteger(arg);
  if (n >= 0) return { path: null, literal: n };
  if (JSON_LITERAL.test(arg)) {
    try {
      return { path: null, literal: JSON.parse(arg) };
    } catch {
      // not valid JSON after all: a reference, if it is one
    }
  }
  // Text that is neither JSON nor a reference is missing.
  return { path: parsePath(arg), literal: undefined };
}

/**
 * The value of a small non-negative integer written as JSON would write it
 * (`0`, `12`, not `007`), else -1. The commonest literal of all
 * (`{.greaterThan? qtyInStock 0}`), read by hand: the regular expression
 * and JSON parser for it measured a twentieth of compiling a page.
 */
function smallInteger(arg: string): number {
  if (arg.length === 0 || arg.length > 9 || (arg.length > 1 && arg.charCodeAt(0) === ZERO)) return -1;
  let n = 0;
  for (let i = 0; i < arg.length; i++) {
    const digit = arg.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

const ZERO = 48;

export function operands(args: readonly string[]): Operand[] {
  return args.map(operand);
}

export function operandValue(op: Operand, env: Env): unknown {
  return op.path !== null ? env.resolve(op.path) : op.literal;
}

/** References only (`get`, `format`, `lookup`): text that is no reference finds nothing. */
export function references(args: readonly string[]): (Path | null)[] {
  return args.map((arg) => parsePath(arg));
}
