// Operand conversions of the expression language (reference §1.17,
// "Operand conversion"). Operands are literals; null stands for missing.
import type { Literal } from './tokens';

/** `+5`, `-1.5e3`, `0x1F`: the literal number grammar with one optional sign, nothing around it. */
const NUMBER_TEXT = /^[-+]?(?:0[xX][0-9a-fA-F]+|\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)$/;

export function toNumber(v: Literal): number {
  switch (typeof v) {
    case 'number':
      return v;
    case 'boolean':
      return v ? 1 : 0;
    case 'string': {
      if (v === '') return 0;
      if (!NUMBER_TEXT.test(v)) return NaN;
      const negative = v.charCodeAt(0) === 45;
      const body = v.charCodeAt(0) === 45 || v.charCodeAt(0) === 43 ? v.slice(1) : v;
      const n = body.length > 1 && (body[1] === 'x' || body[1] === 'X') ? parseInt(body.slice(2), 16) : Number(body);
      return negative ? -n : n;
    }
    default:
      return 0;
  }
}

export function toBoolean(v: Literal): boolean {
  switch (typeof v) {
    case 'boolean':
      return v;
    case 'number':
      return v !== 0 && v === v;
    case 'string':
      return v !== '';
    default:
      return false;
  }
}

export function toString(v: Literal): string {
  return v === null ? 'null' : `${v}`;
}

/** How a value prints: like a variable, with null printing nothing. */
export function printValue(v: Literal | undefined): string {
  return v === null || v === undefined ? '' : `${v}`;
}
