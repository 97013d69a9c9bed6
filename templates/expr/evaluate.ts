// Evaluates postfix segments (reference §1.17). References are resolved
// when an operator consumes them: scalars become literals, null and missing
// become null, containers are invalid operands. An assignment ends its
// segment; adjacent operands leave the last one.
//
// A segment is turned into closures once, by running the postfix order on a
// stack of closures instead of values: evaluating is then a few direct calls
// per operator, with no token dispatch. What reduction would do lazily stays
// lazy: an operand left below the last one is evaluated only for the errors
// its operators raise, and a reference nobody consumes is never resolved.
import { ReduceFailure } from './failures';
import { FUNCTIONS } from './functions';
import type { OperatorDef } from './operators';
import { ARGS, CALL, REF, Token } from './tokens';
import type { Literal, Segment } from './tokens';

/** Where references resolve. */
export interface ExprScope {
  resolve(path: readonly (string | number)[]): unknown;
  /** A plain name up the scope, the common reference. */
  lookupName(name: string | number): unknown;
}

export const INVALID = Symbol('invalid');
/** What the last segment yields when it yields nothing. */
export const NO_VALUE = Symbol('no value');
type Operand = Literal | typeof INVALID;
type Node = (scope: ExprScope) => Operand;

/** `@name` bindings the last evaluation made, in order (evaluation never re-enters itself). */
export const bindings = { count: 0, names: [] as string[], values: [] as Literal[] };

/** The longest string `+` may build, for the program running now. */
let maxLength = Infinity;

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

/** A stack entry while a segment is compiled: an operand, or the marker where a call's arguments start. */
interface Entry {
  readonly node: Node;
  /** Set for a literal, so operators read it directly instead of calling its node. */
  readonly constant?: Literal;
  /** Set for a reference to `@name`, the one target an assignment binds. */
  readonly variable: string | null;
  /** Whether evaluating it can raise an error (operators can, operands cannot). */
  readonly acts: boolean;
  readonly args: boolean;
}

const entry = (node: Node, acts: boolean, variable: string | null = null): Entry => ({ node, variable, acts, args: false });
const ARGS_ENTRY: Entry = { node: () => INVALID, variable: null, acts: false, args: true };

function reference(token: Token): Entry {
  const path = token.path!;
  const name = token.variable;
  const head = path[0];
  if (path.length === 1 && (typeof head === 'number' || head.charCodeAt(0) !== 64)) return entry((scope) => literalOf(scope.lookupName(head)), false);
  if (name === null) return entry((scope) => literalOf(scope.resolve(path)), false);
  return entry((scope) => {
    for (let k = bindings.count - 1; k >= 0; k--) if (bindings.names[k] === name) return bindings.values[k];
    return literalOf(scope.resolve(path));
  }, false, name);
}

const failure = (message: string): Node => () => {
  throw new ReduceFailure(message);
};

function unary(op: OperatorDef, a: Node): Node {
  // A container under a unary operator quietly yields nothing.
  return (scope) => {
    const v = a(scope);
    return v === INVALID ? null : op.apply(v, null, maxLength);
  };
}

function binary(op: OperatorDef, left: Entry, right: Entry): Node {
  const message = `Invalid arguments to operator ${op.desc}`;
  const apply = op.apply;
  const a = left.node;
  const b = right.node;
  // A literal on either side is read in place: most expressions compare or combine with one.
  if (right.constant !== undefined) {
    const y = right.constant;
    return (scope) => {
      const x = a(scope);
      if (x === INVALID) throw new ReduceFailure(message);
      return apply(x, y, maxLength);
    };
  }
  if (left.constant !== undefined) {
    const x = left.constant;
    return (scope) => {
      const y = b(scope);
      if (y === INVALID) throw new ReduceFailure(message);
      return apply(x, y, maxLength);
    };
  }
  return (scope) => {
    const x = a(scope);
    const y = b(scope);
    if (x === INVALID || y === INVALID) throw new ReduceFailure(message);
    return apply(x, y, maxLength);
  };
}

function call(name: string, args: readonly Node[]): Node {
  const fn = FUNCTIONS.get(name)!;
  return (scope) => {
    const values: Literal[] = [];
    // Arguments that are objects or arrays are left out.
    for (const arg of args) {
      const v = arg(scope);
      if (v !== INVALID) values.push(v);
    }
    if (values.length === 0) throw new ReduceFailure(`Error calling function ${name}`);
    return fn(values);
  };
}

function assign(target: Entry | undefined, value: Node | undefined): Node {
  // A target computed by operators raises their errors first, as reduction would.
  const raising = target?.acts ? target.node : null;
  return (scope) => {
    if (raising) raising(scope);
    const v = value ? value(scope) : INVALID;
    if (v !== INVALID && target?.variable) {
      bindings.names[bindings.count] = target.variable;
      bindings.values[bindings.count++] = v;
    }
    return INVALID;
  };
}

/** One segment as closures: what runs for its errors, then what yields its value (or binds). */
interface Compiled {
  readonly before: readonly Node[];
  readonly last: Node | null;
  readonly assigns: boolean;
}

function compileSegment(segment: Segment): Compiled {
  const stack: Entry[] = [];
  const pop = () => stack.pop();
  let assignment: Node | null = null;
  for (const token of segment) {
    if (!(token instanceof Token)) {
      stack.push({ node: () => token, constant: token, variable: null, acts: false, args: false });
      continue;
    }
    if (token.kind === REF) stack.push(reference(token));
    else if (token.kind === ARGS) stack.push(ARGS_ENTRY);
    else if (token.kind === CALL) {
      let start = stack.length;
      while (start > 0 && !stack[start - 1].args) start--;
      const args = stack.splice(start).map((e) => e.node);
      if (start > 0) stack.pop();
      stack.push(entry(call(token.name, args), true));
    } else {
      const op = token.op!;
      if (op.desc === 'assign') {
        const value = pop();
        assignment = assign(pop(), value?.node);
        break;
      }
      const invalid = failure(`Invalid arguments to operator ${op.desc}`);
      if (op.unary) {
        const a = pop();
        stack.push(entry(a ? unary(op, a.node) : invalid, true));
      } else {
        const b = pop();
        const a = pop();
        stack.push(entry(a && b ? binary(op, a, b) : invalid, true));
      }
    }
  }
  if (assignment) return { before: stack.filter((e) => e.acts).map((e) => e.node), last: assignment, assigns: true };
  const top = stack.pop();
  return { before: stack.filter((e) => e.acts).map((e) => e.node), last: top ? top.node : null, assigns: false };
}

export type Program = (scope: ExprScope, limit: number) => Literal | typeof NO_VALUE;

export function compileProgram(segments: readonly Segment[]): Program {
  const compiled = segments.map(compileSegment);
  return (scope, limit) => {
    maxLength = limit;
    bindings.count = 0;
    let value: Literal | typeof NO_VALUE = NO_VALUE;
    for (let s = 0; s < compiled.length; s++) {
      const { before, last, assigns } = compiled[s];
      for (let k = 0; k < before.length; k++) before[k](scope);
      if (last === null) {
        value = NO_VALUE;
        continue;
      }
      const v = last(scope);
      if (assigns) value = NO_VALUE;
      else if (v === INVALID) throw new ReduceFailure('Reduce error: unexpected token on stack');
      else value = v;
    }
    return value;
  };
}
