import { reduceError } from './errors';
import { isPrimitive, truthy, typeName } from './values';
import type { Primitive } from './values';

// Binding strengths follow JavaScript, except that prefix operators bind
// looser than `**` on their right, so `-2 ** 2` is -4 as in mathematics
// (JavaScript rejects it outright).
export const ASSIGN_PRECEDENCE = 1;
export const LOGICAL_PRECEDENCE = { '||': 2, '&&': 3 } as const;
export const PREFIX_PRECEDENCE = 13.5;

export type LogicalSymbol = keyof typeof LOGICAL_PRECEDENCE;
export type PrefixSymbol = '!' | '~' | '-' | '+';
export type BinarySymbol =
  | '**' | '*' | '/' | '%' | '+' | '-' | '<<' | '>>'
  | '<' | '<=' | '>' | '>=' | '==' | '!=' | '===' | '!=='
  | '&' | '^' | '|';

export interface BinaryOperator {
  precedence: number;
  rightAssoc: boolean;
  apply(left: unknown, right: unknown, maxStringLength: number): unknown;
}

function primitives(symbol: string, left: unknown, right: unknown): [Primitive, Primitive] {
  if (isPrimitive(left) && isPrimitive(right)) return [left, right];
  throw reduceError(`invalid arguments for operator '${symbol}': ${typeName(left)} and ${typeName(right)}`);
}

function numeric(symbol: string, op: (x: number, y: number) => number): BinaryOperator['apply'] {
  return (left, right) => {
    const [x, y] = primitives(symbol, left, right);
    return op(Number(x), Number(y));
  };
}

// JavaScript's abstract relational comparison restricted to primitives:
// two strings compare by code unit, anything else numerically.
function relational(symbol: string, test: (x: number | string, y: number | string) => boolean): BinaryOperator['apply'] {
  return (left, right) => {
    const [x, y] = primitives(symbol, left, right);
    return typeof x === 'string' && typeof y === 'string' ? test(x, y) : test(Number(x), Number(y));
  };
}

// Containers never coerce (that would compare "[object Object]"), so they
// are equal only to themselves under both loose and strict equality.
function equality(strict: boolean, negate: boolean): BinaryOperator['apply'] {
  return (left, right) => {
    let equal: boolean;
    if (isPrimitive(left) && isPrimitive(right)) equal = strict ? left === right : left == right;
    else equal = left === right;
    return equal !== negate;
  };
}

function concatenateOrAdd(left: unknown, right: unknown, maxStringLength: number): unknown {
  const [x, y] = primitives('+', left, right);
  if (typeof x !== 'string' && typeof y !== 'string') return Number(x) + Number(y);
  const a = String(x);
  const b = String(y);
  if (a.length + b.length > maxStringLength) {
    throw reduceError(`concatenation exceeds the maximum string length of ${maxStringLength}`);
  }
  return a + b;
}

const binary = (precedence: number, apply: BinaryOperator['apply'], rightAssoc = false): BinaryOperator => ({
  precedence,
  rightAssoc,
  apply,
});

export const BINARY_OPERATORS: Readonly<Record<BinarySymbol, BinaryOperator>> = {
  '**': binary(14, numeric('**', (x, y) => x ** y), true),
  '*': binary(13, numeric('*', (x, y) => x * y)),
  '/': binary(13, numeric('/', (x, y) => x / y)),
  '%': binary(13, numeric('%', (x, y) => x % y)),
  '+': binary(12, concatenateOrAdd),
  '-': binary(12, numeric('-', (x, y) => x - y)),
  '<<': binary(11, numeric('<<', (x, y) => x << y)),
  '>>': binary(11, numeric('>>', (x, y) => x >> y)),
  '<': binary(10, relational('<', (x, y) => x < y)),
  '<=': binary(10, relational('<=', (x, y) => x <= y)),
  '>': binary(10, relational('>', (x, y) => x > y)),
  '>=': binary(10, relational('>=', (x, y) => x >= y)),
  '==': binary(9, equality(false, false)),
  '!=': binary(9, equality(false, true)),
  '===': binary(9, equality(true, false)),
  '!==': binary(9, equality(true, true)),
  '&': binary(8, numeric('&', (x, y) => x & y)),
  '^': binary(7, numeric('^', (x, y) => x ^ y)),
  '|': binary(6, numeric('|', (x, y) => x | y)),
};

function numericPrefix(symbol: PrefixSymbol, op: (x: number) => number): (operand: unknown) => unknown {
  return (operand) => {
    if (!isPrimitive(operand)) throw reduceError(`invalid argument for operator '${symbol}': ${typeName(operand)}`);
    return op(Number(operand));
  };
}

export const PREFIX_OPERATORS: Readonly<Record<PrefixSymbol, (operand: unknown) => unknown>> = {
  '!': (operand) => !truthy(operand),
  '~': numericPrefix('~', (x) => ~x),
  '-': numericPrefix('-', (x) => -x),
  '+': numericPrefix('+', (x) => x),
};
