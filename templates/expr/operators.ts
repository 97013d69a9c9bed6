// Operators of the expression language, highest precedence first
// (reference §1.17): unary operators bind tighter than `**` (`-2 ** 2` is
// 4), `&&` and `||` always evaluate both sides and yield a boolean, and
// comparisons follow JavaScript on the literal values.
import { ReduceFailure } from './failures';
import type { Literal } from './tokens';
import { toBoolean, toNumber, toString } from './values';

export interface OperatorDef {
  /** The name errors and the debug form use: `add`, `unary minus`. */
  readonly desc: string;
  readonly prec: number;
  readonly right: boolean;
  readonly unary: boolean;
  readonly apply: (a: Literal, b: Literal, maxLength: number) => Literal;
}

const op = (desc: string, prec: number, apply: OperatorDef['apply'], right = false, unary = false): OperatorDef =>
  Object.freeze({ desc, prec, right, unary, apply });

const num = (f: (x: number, y: number) => number) => (a: Literal, b: Literal) => f(toNumber(a), toNumber(b));
// Loose and strict equality and ordering are JavaScript's own on these primitives.
/* eslint-disable eqeqeq */
const looseEqual = (a: Literal, b: Literal) => a == b;
/* eslint-enable eqeqeq */
const less = (a: Literal, b: Literal) => (a as number) < (b as number);
const lessOrEqual = (a: Literal, b: Literal) => (a as number) <= (b as number);

function add(a: Literal, b: Literal, maxLength: number): Literal {
  if (typeof a !== 'string' && typeof b !== 'string') return toNumber(a) + toNumber(b);
  const x = toString(a);
  const y = toString(b);
  if (x.length + y.length > maxLength) throw new ReduceFailure(`Concatenation would exceed maximum string length ${maxLength}`);
  return x + y;
}

export const UNARY: Readonly<Record<string, OperatorDef>> = {
  '-': op('unary minus', 17, (a) => -toNumber(a), true, true),
  '+': op('unary plus', 17, (a) => toNumber(a), true, true),
  '!': op('logical not', 17, (a) => !toBoolean(a), true, true),
  '~': op('bitwise not', 17, (a) => ~toNumber(a), true, true),
};

export const BINARY: Readonly<Record<string, OperatorDef>> = {
  '**': op('exponent', 16, num((x, y) => x ** y), true),
  '*': op('multiply', 15, num((x, y) => x * y)),
  '/': op('divide', 15, num((x, y) => x / y)),
  '%': op('modulus', 15, num((x, y) => x % y)),
  '+': op('add', 14, add),
  '-': op('subtract', 14, num((x, y) => x - y)),
  '<<': op('left shift', 13, num((x, y) => x << y)),
  '>>': op('right shift', 13, num((x, y) => x >> y)),
  '<': op('less than', 12, less),
  '>': op('greater than', 12, (a, b) => less(b, a)),
  '<=': op('less than or equal', 12, lessOrEqual),
  '>=': op('greater than or equal', 12, (a, b) => lessOrEqual(b, a)),
  '==': op('equality', 11, looseEqual),
  '!=': op('inequality', 11, (a, b) => !looseEqual(a, b)),
  '===': op('strict equality', 11, (a, b) => a === b),
  '!==': op('strict inequality', 11, (a, b) => a !== b),
  '&': op('bitwise and', 10, num((x, y) => x & y)),
  '^': op('bitwise xor', 9, num((x, y) => x ^ y)),
  '|': op('bitwise or', 8, num((x, y) => x | y)),
  '&&': op('logical and', 7, (a, b) => toBoolean(a) && toBoolean(b)),
  '||': op('logical or', 6, (a, b) => toBoolean(a) || toBoolean(b)),
  '=': op('assign', 3, () => null, true),
};

export const ASSIGN = BINARY['='];

/** Symbols longest first, so `===` is not read as `==` and `=`. */
export const SYMBOLS = ['===', '!==', '**', '<<', '>>', '<=', '>=', '==', '!=', '&&', '||', '*', '/', '%', '+', '-', '<', '>', '&', '^', '|', '!', '~', '=', '(', ')', ',', ';'];
