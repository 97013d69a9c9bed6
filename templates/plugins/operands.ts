// Plugin arguments that may be either a literal (`4`, `"3"`, `true`) or a
// variable (`a.b`, `@`). Decided once at compile time.
import type { Path } from '../ast';
import { parsePath } from '../values';
import type { Env } from './registry';

export type Operand = { readonly literal: unknown } | { readonly path: Path };

const JSON_LITERAL = /^(?:-?\d|"|true$|false$|null$)/;

export function operand(arg: string): Operand {
  if (JSON_LITERAL.test(arg)) {
    try {
      return { literal: JSON.parse(arg) };
    } catch {
      // not valid JSON after all: fall through to a path or a bare string
    }
  }
  const path = parsePath(arg);
  return path ? { path } : { literal: arg };
}

export function operands(args: readonly string[]): Operand[] {
  return args.map(operand);
}

export function operandValue(op: Operand, env: Env): unknown {
  return 'path' in op ? env.resolve(op.path) : op.literal;
}
