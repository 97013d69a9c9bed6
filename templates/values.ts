// How template data (plain JSON values) is navigated, tested, converted and
// printed (reference §1.1, §1.2 "Names", §1.4). Shared by the parser
// (paths), the executor and every plugin family. `undefined` is the
// reference's "missing"; JSON null stays null.
import type { Path } from './ast';

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * `a.b.0` -> ['a','b',0]; null when the text is not a variable reference.
 * A segment is `@`, a run of digits (an integer key when it fits 32 bits,
 * so `007` is 7), or a word (`[A-Za-z][A-Za-z0-9_-]*`) optionally after `@`
 * or `$`. Hand-scanned: this runs for every variable of every template.
 */
export function parsePath(text: string, from = 0, to = text.length): Path | null {
  if (to <= from) return null;
  // Made with its first segment: growing an empty array reserves room for many, and most paths have one or two.
  let path: Path | null = null;
  let start = from;
  for (;;) {
    const end = segmentEnd(text, start, to);
    if (end < 0) return null;
    const seg = text.slice(start, end);
    const key = isDigit(text.charCodeAt(start)) ? digitKey(seg) : seg;
    if (path === null) path = [key];
    else path.push(key);
    if (end === to) return path;
    if (text.charCodeAt(end) !== DOT) return null;
    start = end + 1;
  }
}

/** End of the segment starting at `i` (before `to`), or -1 when none starts there. */
function segmentEnd(text: string, i: number, to: number): number {
  const ch = i < to ? text.charCodeAt(i) : -1;
  if (isDigit(ch)) {
    let j = i + 1;
    while (j < to && isDigit(text.charCodeAt(j))) j++;
    return j;
  }
  let j = i;
  if (ch === AT || ch === DOLLAR) {
    j++;
    // `@` alone is the current node.
    if (ch === AT && (j === to || text.charCodeAt(j) === DOT)) return j;
  }
  return j < to && isLetter(text.charCodeAt(j)) ? wordEnd(text, j + 1, to) : -1;
}

/**
 * End of a run of `[A-Za-z0-9_-]` from `i`, stopping at `to`. Bounded by
 * hand: reading past the end of a string even once makes V8 drop its inline
 * `charCodeAt` for every later read in the function.
 */
export function wordEnd(text: string, i: number, to = text.length): number {
  // A table lookup: names are most of what the parser scans.
  for (; i < to; i++) if (!isWordCode(text.charCodeAt(i))) break;
  return i;
}

/** The code unit at `i`, or -1 past the end (see wordEnd). */
export const codeAt = (text: string, i: number): number => (i < text.length ? text.charCodeAt(i) : -1);

/** The first `ch` in `text[from, to)`, or -1: indexOf would search on past `to`, to the end of the template. */
export function indexIn(text: string, ch: number, from: number, to: number): number {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === ch) return i;
  return -1;
}

const INT32_MAX = 2147483647;

function digitKey(seg: string): string | number {
  const n = Number(seg);
  return n <= INT32_MAX ? n : seg;
}

const DOT = 46;
const AT = 64;
const DOLLAR = 36;

const isDigit = (ch: number) => ch >= 48 && ch <= 57;
export const isLetter = (ch: number) => (ch >= 97 && ch <= 122) || (ch >= 65 && ch <= 90);
export const isWordChar = (ch: number) => isLetter(ch) || isDigit(ch) || ch === 95 || ch === 45;
const WORD_CHARS = Uint8Array.from({ length: 128 }, (_, ch) => (isWordChar(ch) ? 1 : 0));
/** `isWordChar` by table lookup, for the scanners' inner loops. */
export const isWordCode = (ch: number): boolean => ch < 128 && WORD_CHARS[ch] === 1;

/**
 * One step down into a value: objects by own key (an integer key also finds
 * the key written as text), arrays by integer index only, so `length` is
 * not a data field and data can never reach `constructor` or `__proto__`.
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

/** Descends `path` from index `from`; a missing or null step ends in missing. */
export function descend(node: unknown, path: readonly (string | number)[], from: number): unknown {
  for (let i = from; i < path.length; i++) {
    if (node === undefined || node === null) return undefined;
    node = child(node, path[i]);
  }
  return node;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sections, `.if` and many predicates: empty strings, containers, 0, NaN, null and missing are false. */
export function truthy(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      return value.length > 0;
    case 'number':
      return value !== 0 && value === value;
    case 'boolean':
      return value;
    case 'object':
      if (value === null) return false;
      if (Array.isArray(value)) return value.length > 0;
      // Written out rather than through `hasOwn`: V8 folds this exact call in a
      // for-in over the same object (the key came from its own enumeration),
      // but not one through a module variable; a section's test of an object
      // measured a tenth of a section's time (bench/engine.ts, section x1024).
      for (const key in value) if (Object.prototype.hasOwnProperty.call(value, key)) return true;
      return false;
    default:
      return false;
  }
}

/** The "as string" conversion formatters use: scalars as JS writes them; containers, null and missing are empty. */
export function toText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return `${value}`;
    default:
      return '';
  }
}

/** What a variable tag prints: `toText`, except that an array prints its elements joined with commas. */
export function printed(value: unknown): string {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? joined(value) : toText(value);
}

/** JavaScript's own string conversion of array elements, except that null reads `null`. */
function joined(list: readonly unknown[]): string {
  let out = '';
  for (let i = 0; i < list.length; i++) {
    if (i > 0) out += ',';
    const v = list[i];
    if (v === null) out += 'null';
    else if (Array.isArray(v)) out += joined(v);
    else if (typeof v === 'object') out += '[object Object]';
    else if (v !== undefined) out += `${v as string | number | boolean}`;
  }
  return out;
}

/**
 * The "as number" conversion: text holding a `.` reads its float prefix,
 * other text its integer prefix (`12px` is 12, `abc` and `` NaN, `0x1A` 0);
 * booleans 1/0; null, missing and containers 0.
 */
export function toNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string':
      return value.indexOf('.') >= 0 ? parseFloat(value) : parseInt(value, 10);
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}

/** The "as boolean" conversion: `true`, the text `true`, or a non-zero integer. */
export function toBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value === 'true';
  return typeof value === 'number' && Number.isInteger(value) && value !== 0;
}

/** Deep equality over JSON values, with types (3 is not "3"); missing equals null. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null && b == null) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!hasOwn.call(b, k) || !jsonEqual(child(a, k), child(b, k))) return false;
  return true;
}

/**
 * The last element, or undefined. Written out because reading index -1 of
 * an empty array is a named-property lookup up the prototype chain, which
 * measured slower than the rest of compiling a small template.
 */
export const lastOf = <T>(items: readonly T[]): T | undefined => (items.length > 0 ? items[items.length - 1] : undefined);
