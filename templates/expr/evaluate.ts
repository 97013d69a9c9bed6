// Reduces postfix segments on a value stack (reference §1.17). References
// are resolved when an operator consumes them: scalars become literals,
// null and missing become null, containers are invalid operands. An
// assignment ends its segment; adjacent operands leave the last one.
import { ReduceFailure } from './failures';
import { FUNCTIONS } from './functions';
import type { OperatorDef } from './operators';
import { ARGS } from './tokens';
import type { Literal, PostfixToken, Reference, Segment } from './tokens';

/** Where references resolve; assignments are collected and committed by the caller. */
export interface ExprScope {
  resolve(path: readonly (string | number)[]): unknown;
}

export interface Reduction {
  /** Undefined when the last segment yields nothing (it ended in an assignment, or was empty). */
  value: Literal | undefined;
  /** `@name` bindings in the order made, for the caller to commit if nothing failed. */
  assigned: [string, Literal][] | null;
}

const INVALID = Symbol('invalid');
type Operand = Literal | typeof INVALID;

function isReference(token: unknown): token is Reference {
  return typeof token === 'object' && token !== null && (token as Reference).kind === 'ref';
}

function literalOf(value: unknown): Operand {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return value;
    case 'undefined':
      return null;
    case 'object':
      return value === null ? null : INVALID;
    default:
      return INVALID;
  }
}

export function reduce(segments: readonly Segment[], scope: ExprScope, maxLength: number): Reduction {
  const result: Reduction = { value: undefined, assigned: null };
  const stack: unknown[] = [];
  const resolve = (token: unknown): Operand => {
    if (!isReference(token)) return token === ARGS || token === undefined ? INVALID : (token as Literal);
    const name = token.variable;
    if (name !== null && result.assigned) {
      for (let k = result.assigned.length - 1; k >= 0; k--) if (result.assigned[k][0] === name) return result.assigned[k][1];
    }
    return literalOf(scope.resolve(token.path));
  };
  for (const segment of segments) {
    stack.length = 0;
    result.value = undefined;
    let assigned = false;
    for (let t = 0; t < segment.length && !assigned; t++) {
      const token: PostfixToken = segment[t];
      if (typeof token !== 'object' || token === null || token.kind === 'ref' || token.kind === 'args') {
        stack.push(token);
      } else if (token.kind === 'call') {
        call(token.name, stack, resolve);
      } else if (token.desc === 'assign') {
        assigned = true;
        const value = resolve(stack.pop());
        const target = stack.pop();
        if (value !== INVALID && isReference(target) && target.variable !== null) (result.assigned ??= []).push([target.variable, value]);
      } else {
        stack.push(apply(token as OperatorDef, stack, resolve, maxLength));
      }
    }
    if (assigned || stack.length === 0) continue;
    const value = resolve(stack[stack.length - 1]);
    if (value === INVALID) throw new ReduceFailure('Reduce error: unexpected token on stack');
    result.value = value;
  }
  return result;
}

function apply(op: OperatorDef, stack: unknown[], resolve: (token: unknown) => Operand, maxLength: number): Literal {
  if (op.unary) {
    if (stack.length === 0) throw new ReduceFailure(`Invalid arguments to operator ${op.desc}`);
    const a = resolve(stack.pop());
    // A container under a unary operator quietly yields nothing.
    return a === INVALID ? null : op.apply(a, null, maxLength);
  }
  const b = stack.length > 1 ? resolve(stack.pop()) : INVALID;
  const a = stack.length > 0 ? resolve(stack.pop()) : INVALID;
  if (a === INVALID || b === INVALID) throw new ReduceFailure(`Invalid arguments to operator ${op.desc}`);
  return op.apply(a, b, maxLength);
}

function call(name: string, stack: unknown[], resolve: (token: unknown) => Operand): void {
  const args: Literal[] = [];
  let start = stack.length;
  while (start > 0 && stack[start - 1] !== ARGS) start--;
  for (let k = start; k < stack.length; k++) {
    const arg = resolve(stack[k]);
    // Arguments that are objects or arrays are left out.
    if (arg !== INVALID) args.push(arg);
  }
  stack.length = start > 0 ? start - 1 : 0;
  if (args.length === 0) throw new ReduceFailure(`Error calling function ${name}`);
  stack.push(FUNCTIONS.get(name)!(args));
}
