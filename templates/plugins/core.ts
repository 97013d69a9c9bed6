// Core family: general-purpose formatters and predicates of the dialect.
import { toJson } from '../json';
import { child, descend, jsonEqual, parsePath, toNumber, toText, truthy } from '../values';
import { escapeAttribute, escapeHtml } from './escape';
import { operandValue, operands } from './operands';
import type { Operand } from './operands';
import type { Env, Formatter, PluginFamily, Predicate } from './registry';

const TRUNCATE_DEFAULT = 100;
const NUMERIC = /^\d+$/;

/** Keys written in templates are text; arrays are indexed by number. */
const key = (arg: unknown): string | number =>
  typeof arg === 'number' || (typeof arg === 'string' && NUMERIC.test(arg)) ? Number(arg) : String(arg);

/** `get` arguments: a resolved array is a whole path, anything else one key. */
function member(node: unknown, step: unknown): unknown {
  if (Array.isArray(step)) return descend(node, step.map(key), 0);
  return step === undefined || step === null ? undefined : child(node, key(step));
}

const numeric = (fn: (n: number) => unknown) => (value: unknown) => {
  const n = toNumber(value);
  return Number.isNaN(n) ? undefined : fn(n);
};

const withOperands = { prepare: operands };

const formatters: Record<string, Formatter<unknown>> = {
  apply: {
    prepare(args) {
      const named = args.slice(1).filter((a) => a.indexOf('=') > 0);
      const vars = named.length ? Object.fromEntries(named.map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)])) : undefined;
      return { name: args[0] ?? '', vars };
    },
    format: (value, a: { name: string; vars?: Record<string, string> }, env: Env) => env.render(a.name, value, a.vars),
  },
  count: {
    format(value) {
      if (Array.isArray(value)) return value.length;
      if (typeof value === 'string') return value.length;
      return typeof value === 'object' && value !== null ? Object.keys(value).length : 0;
    },
  },
  cycle: {
    format(value, args: readonly string[]) {
      const n = Math.trunc(toNumber(value));
      if (!args.length || Number.isNaN(n)) return undefined;
      return args[(((n - 1) % args.length) + args.length) % args.length];
    },
  },
  'encode-space': { format: (value) => toText(value).replace(/\s/g, '&nbsp;') },
  'encode-uri': { format: (value) => encodeURI(toText(value)) },
  'encode-uri-component': { format: (value) => encodeURIComponent(toText(value)) },
  'url-encode': { format: (value) => encodeURIComponent(toText(value)) },
  format: {
    ...withOperands,
    format: (value, ops: Operand[], env: Env) =>
      toText(value).replace(/\{(\d+)\}/g, (_, i: string) => (+i < ops.length ? toText(operandValue(ops[+i], env)) : '')),
  },
  get: {
    ...withOperands,
    format(value, ops: Operand[], env: Env) {
      for (let i = 0; i < ops.length && value !== undefined; i++) value = member(value, operandValue(ops[i], env));
      return value;
    },
  },
  html: { format: (value) => escapeHtml(toText(value)) },
  htmlattr: { format: (value) => escapeAttribute(toText(value)) },
  htmltag: { format: (value) => escapeAttribute(toText(value)) },
  iter: { format: (_value, _args, env: Env) => env.resolve(['@index']) },
  json: { format: (value) => toJson(value) },
  'json-pretty': { format: (value) => toJson(value, 2) },
  'key-by': {
    prepare: (args) => parsePath(args[0] ?? '') ?? [],
    format(value, path: (string | number)[]) {
      if (!Array.isArray(value)) return undefined;
      const out: Record<string, unknown> = {};
      for (const item of value) {
        const k = descend(item, path, 0);
        if (k !== undefined && k !== null) out[toText(k)] = item;
      }
      return out;
    },
  },
  // With an argument, the argument's value names the key to read from the
  // value; without one, the value itself names a variable.
  lookup: {
    ...withOperands,
    format(value, ops: Operand[], env: Env) {
      if (ops.length) return member(value, operandValue(ops[0], env));
      const path = typeof value === 'string' ? parsePath(value) : null;
      return path ? env.resolve(path) : undefined;
    },
  },
  mod: {
    prepare: (args) => (args.length ? toNumber(args[0]) : 2),
    format: (value, divisor: number) => numeric((n) => n % divisor)(value),
  },
  output: { format: (_value, args: readonly string[]) => args.join(' ') },
  pluralize: {
    prepare: (args) => (args.length >= 2 ? [args[0], args[1]] : ['', args[0] ?? 's']),
    format: (value, forms: [string, string]) => (toNumber(value) === 1 ? forms[0] : forms[1]),
  },
  prop: {
    prepare: (args) => args.map(key),
    format: (value, keys: (string | number)[]) => descend(value, keys, 0),
  },
  raw: { format: (value) => JSON.stringify(value) ?? '' },
  round: { format: numeric(Math.round) },
  safe: { format: (value) => toText(value).replace(/<[^>]*>/g, '') },
  slugify: {
    format: (value) =>
      toText(value)
        .toLowerCase()
        .replace(/[^\w\s-]/g, '')
        .replace(/[\s_-]+/g, '-')
        .replace(/^-|-$/g, ''),
  },
  smartypants: {
    format: (value) =>
      toText(value)
        .replace(/--/g, '\u2014')
        .replace(/(^|[\s([{\u2014-])"/g, '$1\u201c')
        .replace(/"/g, '\u201d')
        .replace(/(^|[\s([{\u2014-])'/g, '$1\u2018')
        .replace(/'/g, '\u2019'),
  },
  str: {
    format: (value) => (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : ''),
  },
  truncate: {
    prepare: (args) => ({ max: Math.max(0, parseInt(args[0] ?? '', 10) || TRUNCATE_DEFAULT), ellipsis: args[1] ?? '...' }),
    format(value, a: { max: number; ellipsis: string }) {
      const text = toText(value);
      if (text.length <= a.max) return text;
      const cut = text.slice(0, a.max);
      const space = cut.lastIndexOf(' ');
      return (space > 0 ? cut.slice(0, space) : cut) + a.ellipsis;
    },
  },
};

/** Predicates test their first argument, or the current node when there is none. */
function subject(node: unknown, ops: Operand[], env: Env): unknown {
  return ops.length ? operandValue(ops[0], env) : node;
}

/** Two arguments compare with each other, one compares with the current node. */
function left(node: unknown, ops: Operand[], env: Env): unknown {
  return ops.length >= 2 ? operandValue(ops[0], env) : node;
}

function right(ops: Operand[], env: Env): unknown {
  return ops.length ? operandValue(ops[ops.length >= 2 ? 1 : 0], env) : undefined;
}

function comparison(accept: (order: number) => boolean): Predicate<Operand[]> {
  return {
    prepare: operands,
    test(node, ops, env) {
      const a = left(node, ops, env);
      const b = right(ops, env);
      if (typeof a === 'string' && typeof b === 'string') return accept(a < b ? -1 : a > b ? 1 : 0);
      const x = toNumber(a);
      const y = toNumber(b);
      return !Number.isNaN(x) && !Number.isNaN(y) && accept(x - y);
    },
  };
}

const equality = (expected: boolean): Predicate<Operand[]> => ({
  prepare: operands,
  test(node, ops, env) {
    return jsonEqual(left(node, ops, env), right(ops, env)) === expected;
  },
});

const numberTest = (accept: (n: number) => boolean): Predicate<Operand[]> => ({
  prepare: operands,
  test(node, ops, env) {
    const n = toNumber(subject(node, ops, env));
    return !Number.isNaN(n) && accept(n);
  },
});

const predicates: Record<string, Predicate<unknown>> = {
  'equal?': equality(true),
  'notEqual?': equality(false),
  'greaterThan?': comparison((o) => o > 0),
  'greaterThanOrEqual?': comparison((o) => o >= 0),
  'lessThan?': comparison((o) => o < 0),
  'lessThanOrEqual?': comparison((o) => o <= 0),
  'even?': numberTest((n) => Number.isInteger(n) && n % 2 === 0),
  'odd?': numberTest((n) => Number.isInteger(n) && Math.abs(n % 2) === 1),
  'plural?': numberTest((n) => n > 1),
  'singular?': numberTest((n) => n === 1),
  // `{.nth? 3}` tests the current node, `{.nth? @index 3}` an explicit value.
  'nth?': {
    prepare: operands,
    test(node, ops: Operand[], env: Env) {
      if (!ops.length) return false;
      const value = toNumber(ops.length >= 2 ? operandValue(ops[0], env) : node);
      const modulus = toNumber(operandValue(ops[ops.length - 1], env));
      return Number.isInteger(value) && Number.isInteger(modulus) && modulus !== 0 && value % modulus === 0;
    },
  },
  'debug?': { test: (_node, _args, env: Env) => truthy(env.resolve(['debug'])) },
};

export const corePlugins: PluginFamily = { formatters, predicates };
