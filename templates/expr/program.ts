import type { BuiltinFunction } from './functions';
import type { BinaryOperator } from './operators';
import type { PathSegment } from './tokenizer';

// Expressions compile to a flat postfix program run on a value stack: both
// compiling and evaluating are loops, so no input nests deep enough to
// overflow the native call stack.
export type Instruction =
  | { op: 'push'; value: unknown }
  | { op: 'load'; path: readonly PathSegment[] }
  | { op: 'prefix'; apply: (operand: unknown) => unknown }
  | { op: 'binary'; operator: BinaryOperator }
  // `&&` and `||`: when the left value's truthiness equals `when`, it is the
  // result and the right operand is skipped; otherwise it is dropped.
  | { op: 'shortCircuit'; when: boolean; target: number }
  | { op: 'assign'; name: string }
  | { op: 'call'; fn: BuiltinFunction; argc: number }
  | { op: 'discard' };

export interface Expression {
  readonly source: string;
  readonly code: readonly Instruction[];
  readonly maxStringLength: number;
}
