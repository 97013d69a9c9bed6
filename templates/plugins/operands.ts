// Plugin arguments that may be either a literal (`4`, `"3"`, `true`) or a
// variable (`a.b`, `@`). Decided once at compile time.
import type { Path } from '../ast';
import { parsePath } from '../values';
import type { Env } from './registry';

/** One shape for both kinds, so the call sites that read operands stay monomorphic. */
export interface Operand {
  /** Set for a variable; `literal` is then unused. */
  readonly path: Path | null;
  readonly literal: unknown;
}

const JSON_LITERAL = /^(?:-?\d|"|true$|false$|null$)/;

export function operand(arg: string): Operand {
  if (JSON_LITERAL.test(arg)) {
    try {
      return { path: null, literal: JSON.parse(arg) };
    } catch {
      // not valid JSON after all: fall through to a path or a bare string
    }
  }
  const path = parsePath(arg);
  return { path, literal: path ? undefined : arg };
}

export function operands(args: readonly string[]): Operand[] {
  return args.map(operand);
}

export function operandValue(op: Operand, env: Env): unknown {
  return op.path !== null ? env.resolve(op.path) : op.literal;
}
