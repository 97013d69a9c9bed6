// How template data (plain JSON values) is navigated, tested and printed.
// Shared by the parser (paths), the executor and every plugin family.
import type { Path } from './ast';

const hasOwn = Object.prototype.hasOwnProperty;

/** `a.b.0` -> ['a','b',0]; null when the text is not a variable reference. */
export function parsePath(text: string): Path | null {
  // Hand-scanned: this runs for every variable of every template compiled.
  if (text.length === 0 || !isNameStart(text.charCodeAt(0))) return null;
  const path: Path = [];
  let start = 0;
  let digits = true;
  for (let i = 0; i <= text.length; i++) {
    const ch = i < text.length ? text.charCodeAt(i) : DOT;
    if (ch === DOT) {
      if (i === start) return null;
      const seg = text.slice(start, i);
      path.push(digits && start > 0 ? Number(seg) : seg);
      start = i + 1;
      digits = true;
    } else if (ch >= 48 && ch <= 57) {
      continue;
    } else if (isNameStart(ch) || ch === 45) {
      digits = false;
    } else {
      return null;
    }
  }
  return path;
}

const DOT = 46;

/** [@$A-Za-z_] */
function isNameStart(ch: number): boolean {
  return (ch >= 97 && ch <= 122) || (ch >= 65 && ch <= 90) || ch === 64 || ch === 36 || ch === 95;
}

/**
 * One step down into a value. Own properties only, so data can never reach
 * `constructor` or `__proto__`; arrays answer numeric keys only, so `length`
 * is not a data field.
 */
export function child(node: unknown, key: string | number): unknown {
  if (typeof node !== 'object' || node === null) return undefined;
  if (Array.isArray(node)) return typeof key === 'number' ? node[key] : undefined;
  // One property read, not an own-property test and then a read: this runs for
  // every name at every scope. What an object inherits is a method
  // (`constructor`, `toString`) or `__proto__`, and JSON data holds neither.
  const v = (node as Record<string | number, unknown>)[key];
  if (v === undefined || typeof v === 'function') return undefined;
  return key !== '__proto__' || hasOwn.call(node, key) ? v : undefined;
}

export function descend(node: unknown, path: readonly (string | number)[], from: number): unknown {
  for (let i = from; i < path.length && node !== undefined; i++) node = child(node, path[i]);
  return node;
}

/** JSON-Template truthiness: empty strings, arrays and objects, 0, null and missing are false. */
export function truthy(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      return value.length > 0;
    case 'number':
      return value !== 0 && !Number.isNaN(value);
    case 'boolean':
      return value;
    case 'object':
      if (value === null) return false;
      if (Array.isArray(value)) return value.length > 0;
      for (const key in value) if (hasOwn.call(value, key)) return true;
      return false;
    default:
      return false;
  }
}

/** Text a variable prints: scalars as written, containers as JSON, null and missing as nothing. */
export function toText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return `${value}`;
    case 'object':
      return value === null ? '' : (JSON.stringify(value) ?? '');
    default:
      return '';
  }
}

/** Deep equality over JSON values, with types (3 is not "3"). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!hasOwn.call(b, k) || !jsonEqual(child(a, k), child(b, k))) return false;
  return true;
}

/** Number view of a value for arithmetic formatters and predicates; NaN when it has none. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}
