// Core family: formatters that apply templates, reach into data, count,
// serialize and pick forms, and the comparison and number predicates
// (reference Part 2 and Part 3).
import type { Path } from '../ast';
import { toJson, toJsonAttribute } from '../json';
import { child, descend, isObject, jsonEqual, parsePath, toBoolean, toNumber, toText, truthy } from '../values';
import { operandValue, operands, references } from './operands';
import type { Operand } from './operands';
import type { Env, Formatter, PluginFamily, Predicate, RenderOptions } from './registry';

interface Application {
  name: string;
  options: RenderOptions;
}

/** `apply NAME [private] [k=v …]`: `@args` exists as soon as any extra argument is given (§1.12). */
function application(args: readonly string[]): Application {
  const extra = args.slice(1);
  const values: Record<string, string> = {};
  for (const arg of extra) {
    const eq = arg.indexOf('=');
    if (eq >= 0) values[arg.slice(0, eq)] = arg.slice(eq + 1);
  }
  return { name: args[0] ?? '', options: { private: extra.includes('private'), args: extra.length ? values : undefined } };
}

/** `get` keys: a resolved array is a whole path, a number an index, anything else its text. */
function step(node: unknown, key: unknown): unknown {
  if (Array.isArray(key)) {
    for (const k of key) node = step(node, k);
    return node;
  }
  if (node === undefined || key === undefined || key === null) return undefined;
  return child(node, typeof key === 'number' ? key : keyOf(toText(key)));
}

const NUMERIC = /^\d+$/;
/** A key written as text that is all digits also indexes arrays. */
const keyOf = (text: string): string | number => (NUMERIC.test(text) ? Number(text) : text);

/** `{0}` placeholders (§ `format`): a non-digit inside one drops it up to its `}`. */
function substitute(pattern: string, args: readonly unknown[]): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const open = pattern.indexOf('{', i);
    if (open < 0) return out + pattern.slice(i);
    out += pattern.slice(i, open);
    let j = open + 1;
    while (j < pattern.length && pattern.charCodeAt(j) >= 48 && pattern.charCodeAt(j) <= 57) j++;
    const close = pattern.indexOf('}', j);
    if (close < 0) return out;
    if (close === j) {
      // `{}` is argument 0.
      const value = args[Number(pattern.slice(open + 1, j))];
      out += value === null || value === undefined ? '' : jsString(value);
    }
    i = close + 1;
  }
  return out;
}

/** JavaScript's own string conversion: objects read `[object Object]`, arrays their elements. */
function jsString(value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => (v === null || v === undefined ? '' : jsString(v))).join(',');
  return typeof value === 'object' && value !== null ? '[object Object]' : String(value);
}

interface Finder {
  /** A reference to an object of entries keyed by the elements' text. */
  lookup: Path | null;
  path: Path | null;
}

/** `find-first` / `find-last`: no argument, `PATH`, or `LOOKUP PATH`. */
function finder(args: readonly string[]): Finder {
  if (args.length >= 2) return { lookup: parsePath(args[0]), path: parsePath(args[1]) };
  return { lookup: null, path: args.length ? parsePath(args[0]) : null };
}

function find(last: boolean): Formatter<Finder> {
  return {
    prepare: finder,
    format(value, { lookup, path }, env) {
      if (!Array.isArray(value)) return undefined;
      const table = lookup ? env.resolve(lookup) : undefined;
      const matches = (element: unknown) => {
        if (path === null) return true;
        const subject = lookup ? child(table, jsString(element)) : element;
        return truthy(descend(subject, path, 0));
      };
      if (last) {
        for (let i = value.length - 1; i >= 0; i--) if (matches(value[i])) return value[i];
      } else {
        for (const element of value) if (matches(element)) return element;
      }
      return undefined;
    },
  };
}

/** A formatter that prints nothing (deprecated names the platform still accepts). */
const nothing: Formatter = { pure: true, format: () => undefined };
/** `json` then `htmlattr`: the JSON text with `&<>"` escaped. */
const JSON_ATTRIBUTE: Formatter<unknown> = { pure: true, format: (value) => toJsonAttribute(value) };

const formatters: Record<string, Formatter<unknown>> = {
  apply: {
    prepare: application,
    format: (value, a: Application, env: Env) => (a.name === '' ? '' : env.render(a.name, value, a.options)),
  },
  count: {
    pure: true,
    format(value) {
      if (Array.isArray(value) || typeof value === 'string') return value.length;
      return isObject(value) ? Object.keys(value).length : 0;
    },
  },
  cycle: {
    pure: true,
    format(value, args: readonly string[]) {
      const n = toNumber(value);
      if (args.length === 0 || !Number.isInteger(n)) return undefined;
      return args[(((n - 1) % args.length) + args.length) % args.length];
    },
  },
  datetimefield: nothing,
  format: {
    prepare: references,
    format: (value, refs: (Path | null)[], env: Env) =>
      substitute(toText(value), refs.map((ref) => (ref ? env.resolveAbove(ref) : undefined))),
  },
  'find-first': find(false),
  'find-last': find(true),
  get: {
    prepare: references,
    format(value, refs: (Path | null)[], env: Env) {
      for (let i = 0; i < refs.length && value !== undefined; i++) {
        const ref = refs[i];
        value = step(value, ref ? env.resolve(ref) : undefined);
      }
      return value;
    },
  },
  iter: { format: (_value, _args, env: Env) => toText(env.resolve(['@index'])) },
  json: {
    pure: true,
    format: (value) => toJson(value),
    // Escaping while serializing, not the finished text, whose every key and string is quoted (see toJsonAttribute).
    then: { htmlattr: JSON_ATTRIBUTE, htmltag: JSON_ATTRIBUTE },
  },
  'json-pretty': { pure: true, format: (value) => toJson(value, 2) },
  'key-by': {
    pure: true,
    prepare: (args) => parsePath(args[0] ?? ''),
    format(value, path: Path | null) {
      const out: Record<string, unknown> = {};
      if (!Array.isArray(value) || path === null) return out;
      for (const element of value) {
        const key = descend(element, path, 0);
        if (key !== undefined) out[jsString(key)] = element;
      }
      return out;
    },
  },
  lookup: {
    prepare: references,
    format(_value, refs: (Path | null)[], env: Env) {
      const ref = refs[0];
      const path = ref ? parsePath(toText(env.resolve(ref))) : null;
      return path ? env.resolve(path) : undefined;
    },
  },
  mod: {
    pure: true,
    prepare: (args) => parseInt(args[0] ?? '', 10) || 2,
    format: (value, divisor: number) => toNumber(value) % divisor,
  },
  output: { pure: true, format: (_value, args: readonly string[]) => args.join(' ') },
  pluralize: {
    pure: true,
    prepare: (args): [string, string] => (args.length >= 2 ? [args[0], args[1]] : ['', args[0] ?? 's']),
    format: (value, forms: [string, string]) => (toNumber(value) === 1 ? forms[0] : forms[1]),
  },
  prop: {
    pure: true,
    prepare: references,
    format(value, paths: (Path | null)[]) {
      for (const path of paths) value = path ? descend(value, path, 0) : undefined;
      return value;
    },
  },
  raw: { pure: true, format: (value) => JSON.stringify(value === undefined ? null : value) },
  round: { pure: true, format: (value) => Math.round(toNumber(value)) },
  unit: nothing,
};

/** Two arguments compare with each other, one compares the current node with it. */
function sides(node: unknown, ops: Operand[], env: Env): [unknown, unknown] {
  return ops.length >= 2 ? [operandValue(ops[0], env), operandValue(ops[1], env)] : [node, operandValue(ops[0], env)];
}

/** The order of `greaterThan?` and its kin, decided by the left side's type. */
function order(a: unknown, b: unknown): number {
  switch (typeof a) {
    case 'number': {
      const n = toNumber(b);
      return n !== n ? 1 : a < n ? -1 : a > n ? 1 : 0;
    }
    case 'string': {
      const t = toText(b);
      return a < t ? -1 : a > t ? 1 : 0;
    }
    case 'boolean':
      return Number(a) - Number(toBoolean(b));
    default:
      return jsonEqual(a, b) ? 0 : -1;
  }
}

function comparison(accept: (order: number) => boolean): Predicate<Operand[]> {
  return {
    prepare: operands,
    test(node, ops, env) {
      if (ops.length === 0) return false;
      const [a, b] = sides(node, ops, env);
      return accept(order(a, b));
    },
  };
}

const equality = (expected: boolean): Predicate<Operand[]> => ({
  prepare: operands,
  test(node, ops, env) {
    if (ops.length === 0) return false;
    const [a, b] = sides(node, ops, env);
    return jsonEqual(a, b) === expected;
  },
});

/** `even?` / `odd?`: the current node or the referenced value, which must be a whole number. */
const parity = (remainder: number): Predicate<(Path | null)[]> => ({
  prepare: references,
  test(node, refs, env) {
    const ref = refs[0];
    const value = refs.length ? (ref ? env.resolve(ref) : undefined) : node;
    return typeof value === 'number' && Number.isInteger(value) && Math.abs(value % 2) === remainder;
  },
});

const predicates: Record<string, Predicate<unknown>> = {
  'equal?': equality(true),
  'notEqual?': equality(false),
  'greaterThan?': comparison((o) => o > 0),
  'greaterThanOrEqual?': comparison((o) => o >= 0),
  'lessThan?': comparison((o) => o < 0),
  'lessThanOrEqual?': comparison((o) => o <= 0),
  'even?': parity(0),
  'odd?': parity(1),
  'plural?': { test: (node) => toNumber(node) > 1 },
  'singular?': { test: (node) => toNumber(node) === 1 },
  // `{.nth? 3}` tests the current node, `{.nth? @index 3}` an explicit value.
  'nth?': {
    prepare: operands,
    test(node, ops: Operand[], env: Env) {
      if (ops.length === 0) return false;
      const [value, modulus] = sides(node, ops, env);
      if (typeof value !== 'number' || typeof modulus !== 'number' || !Number.isInteger(value) || !Number.isInteger(modulus)) return false;
      return modulus !== 0 && Math.abs(value) % Math.abs(modulus) === 0;
    },
  },
  'debug?': { test: (_node, _args, env: Env) => truthy(env.resolve(['debug'])) },
  'has-multiple?': {
    test: (node) => (Array.isArray(node) ? node.length > 1 : isObject(node) && Object.keys(node).length > 1),
  },
  // Deprecated; always true, as the platform has it.
  'units-metric?': { test: () => true },
};

export const corePlugins: PluginFamily = { formatters, predicates };
