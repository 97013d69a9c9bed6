// Runtime state of one execution (reference §1.3). The scope stack is three
// parallel arrays (node, bound variables and macros, iteration index)
// indexed by `sp`, pooled across executions, so executing a compiled
// template allocates little beyond its output string: no frame or node
// wrapper objects. The context object itself is allocated per execution on
// purpose: the output is appended to it once per instruction, and on a
// long-lived (old-generation) object every such store pays the generational
// write barrier, measured at about as much as the append itself.
import { compile, CompiledTemplate } from './compiler';
import type { Check, Exec, FlatTemplate, Link } from './compiler';
import { errorAt, MAX_PARTIAL_DEPTH, messages, NO_POSITION } from './errors';
import { forgetRemembered } from './execution-memo';
import type { Position, TemplateError } from './errors';
import type { Env, RenderOptions } from './plugins/registry';
import { FAILED, macroKey, MISSING } from './sentinels';
import { child, descend, printed } from './values';

export interface ExecuteOptions {
  /** Partial templates by name, compiled on first use and cached per object. */
  partials?: Readonly<Record<string, string>>;
  /** JSON texts by name for `{.inject}`. */
  injects?: Readonly<Record<string, string>>;
  locale?: string;
  /** Clock for time-relative formatters, epoch milliseconds. */
  now?: number;
  enableExpr?: boolean;
  enableInclude?: boolean;
}

export interface RenderResult {
  output: string;
  errors: TemplateError[];
}

/** Bounds the total work of templates that fan out through recursive macros. */
export const MAX_APPLIES = 20_000;
/** Runaway templates report the first failures, not millions of copies. */
export const MAX_ERRORS = 1_000;

const hasOwn = Object.prototype.hasOwnProperty;
const AT = 64;
const partialCache = new WeakMap<object, Map<string, CompiledTemplate | null>>();
const injectCache = new WeakMap<object, Map<string, unknown>>();

/** The arrays behind a scope stack, reused by the next execution. */
interface Stack {
  nodes: unknown[];
  vars: (Record<string, unknown> | null)[];
  idx: number[];
}

export class Ctx implements Env {
  out = '';
  sp = -1;
  readonly nodes: unknown[];
  /** A frame's `@variables` and, under their `macroKey`, its macros. */
  readonly vars: (Record<string, unknown> | null)[];
  /** The iteration position of a frame that iterates an array, else -1. */
  readonly idx: number[];
  /** The frame lookups stop after: the root of a private application. */
  base = 0;
  /** Position of the instruction running plugins, for their errors. */
  pos: Position = NO_POSITION;
  /** Variables after the first of the tag whose formatters are running (`{start, end|…}`). */
  others: readonly unknown[] | null = null;
  private errors: TemplateError[] | null = null;
  private depth = 0;
  private applies = 0;

  constructor(
    stack: Stack,
    readonly root: unknown,
    readonly options: Readonly<ExecuteOptions>,
  ) {
    this.nodes = stack.nodes;
    this.vars = stack.vars;
    this.idx = stack.idx;
    this.push(root);
  }

  /** Returns the collected errors and empties the stack, dropping references to caller data. */
  finish(): TemplateError[] | null {
    this.popTo(-1);
    return this.errors;
  }

  push(node: unknown): void {
    const sp = ++this.sp;
    this.nodes[sp] = node;
    this.vars[sp] = null;
    this.idx[sp] = -1;
  }

  /** Pops frames down to `sp`; a block restores its entry depth, whatever a failed formatter left. */
  popTo(sp: number): void {
    while (this.sp > sp) {
      this.vars[this.sp] = null;
      this.nodes[this.sp--] = undefined;
    }
  }

  /** A plain name resolves in the nearest frame whose node has it, null included. */
  lookupName(name: string | number): unknown {
    for (let i = this.sp; i >= this.base; i--) {
      const v = child(this.nodes[i], name);
      if (v !== undefined) return v;
    }
    return undefined;
  }

  lookupVar(name: string): unknown {
    for (let i = this.sp; i >= this.base; i--) {
      const vars = this.vars[i];
      if (vars === null) continue;
      const v = vars[name];
      if (v !== undefined) return v === MISSING ? undefined : v;
    }
    return undefined;
  }

  /** A variable bound on the current frame only (`{.section @x}`). */
  localVar(name: string): unknown {
    const v = this.vars[this.sp]?.[name];
    return v === MISSING ? undefined : v;
  }

  /** `@index` (base 1) or `@index0`: the position in the innermost array being iterated. */
  index(base: number): number | undefined {
    for (let i = this.sp; i >= this.base; i--) if (this.idx[i] >= 0) return this.idx[i] + base;
    return undefined;
  }

  setVar(name: string, value: unknown): void {
    // A plain object: its keys (`@name`, `#macro`) can never name anything it
    // inherits, so a read needs no own-property test; a missing value is
    // stored as MISSING so that it still shadows the same name further out.
    (this.vars[this.sp] ??= {})[name] = value === undefined ? MISSING : value;
  }

  /** Binds an `.eval` assignment. */
  assign(name: string, value: unknown): void {
    this.setVar(name, value);
  }

  /** Registers a macro on the current frame (reference §1.12); `key` is its `macroKey`. */
  defineMacro(key: string, body: Exec): void {
    this.setVar(key, body);
  }

  // Env

  node(): unknown {
    return this.nodes[this.sp];
  }

  resolve(path: readonly (string | number)[]): unknown {
    const head = path[0];
    // Plugins and expressions mostly resolve plain names (`stock`, `a.b`): those first.
    const v = typeof head !== 'string' || head.charCodeAt(0) !== AT ? this.lookupName(head) : this.bound(head);
    return path.length === 1 ? v : descend(v, path, 1);
  }

  resolveAbove(path: readonly (string | number)[]): unknown {
    const sp = this.sp;
    this.sp = sp - 1;
    const v = this.resolve(path);
    this.sp = sp;
    return v;
  }

  variable(i: number): unknown {
    return i === 0 ? this.nodes[this.sp] : this.others?.[i - 1];
  }

  /** `@`, `@index`, `@index0` or a bound `@variable`. */
  bound(head: string): unknown {
    if (head === '@') return this.nodes[this.sp];
    if (head === '@index') return this.index(1);
    if (head === '@index0') return this.index(0);
    return this.lookupVar(head);
  }

  error(message: string): void {
    const errors = (this.errors ??= []);
    if (errors.length < MAX_ERRORS) errors.push(errorAt(message, this.pos));
  }

  render(target: string | CompiledTemplate, node: unknown, options?: RenderOptions): string {
    const body = this.findTemplate(target);
    if (!body || !this.enter()) return '';
    const saved = this.out;
    const sp = this.sp;
    const base = this.base;
    const others = this.others;
    this.out = '';
    this.push(node);
    if (options?.private) this.base = this.sp;
    if (options?.args) this.setVar('@args', options.args);
    try {
      body(this);
      return this.out;
    } finally {
      this.popTo(sp);
      this.base = base;
      this.others = others;
      this.depth--;
      this.out = saved;
    }
  }

  // Instruction support

  /** Runs a formatter chain; undefined (missing) and the chain stops when one fails. */
  format(value: unknown, links: readonly Link[], pos: Position): unknown {
    this.pos = pos;
    for (let i = 0; i < links.length; i++) {
      value = this.call(links[i], value);
      if (value === FAILED) return FAILED;
    }
    return value;
  }

  /** Runs one formatter; a throwing plugin is reported and ends its chain. */
  call(link: Link, value: unknown): unknown {
    // A plain call, not a method call: see `Formatter` for why plugins get no `this`.
    const format = link.format;
    try {
      return format(value, link.args, this);
    } catch (error) {
      this.error(messages.pluginFailed(link.name, String(error)));
      return FAILED;
    }
  }

  test(check: Check, pos: Position): boolean {
    this.pos = pos;
    const test = check.test;
    try {
      return test(this.nodes[this.sp], check.args, this);
    } catch (error) {
      this.error(messages.pluginFailed(check.name, String(error)));
      return false;
    }
  }

  /** Runs a macro or partial in place (no frame of its own); its output is kept only on request. */
  include(name: string, output: boolean): void {
    if (!this.options.enableInclude) return this.error(messages.disabled('.include'));
    const body = this.findTemplate(name);
    if (!body || !this.enter()) return;
    const saved = this.out;
    try {
      body(this);
    } finally {
      this.depth--;
      if (!output) this.out = saved;
    }
  }

  inject(variable: string, name: string): void {
    const injects = this.options.injects;
    let value: unknown;
    if (injects && hasOwn.call(injects, name)) {
      let decoded = injectCache.get(injects);
      if (!decoded) injectCache.set(injects, (decoded = new Map()));
      if (!decoded.has(name)) decoded.set(name, decode(injects[name]));
      value = decoded.get(name);
    }
    this.setVar(variable, value);
  }

  private enter(): boolean {
    if (this.depth >= MAX_PARTIAL_DEPTH) this.error(messages.partialDepth());
    else if (++this.applies > MAX_APPLIES) this.error(messages.applyBudget(MAX_APPLIES));
    else return ++this.depth > 0;
    return false;
  }

  private findTemplate(target: string | CompiledTemplate): Exec | null {
    if (typeof target !== 'string') return target.run;
    // Macros are found from the innermost frame out, past private applications too.
    const key = macroKey(target);
    for (let i = this.sp; i >= 0; i--) {
      const macro = this.vars[i]?.[key];
      if (macro !== undefined) return macro as Exec;
    }
    const partials = this.options.partials;
    if (!partials || !hasOwn.call(partials, target)) {
      this.error(messages.partialNotFound(target));
      return null;
    }
    let compiled = partialCache.get(partials);
    if (!compiled) partialCache.set(partials, (compiled = new Map()));
    let partial = compiled.get(target);
    if (partial === undefined) {
      const built = compile(partials[target]);
      // A partial with any error is not run at all (reference §1.13).
      partial = built.errors.length ? null : built;
      compiled.set(target, partial);
    }
    if (partial) return partial.run;
    this.error(messages.partialParseFailed());
    return null;
  }
}

function decode(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const stacks: Stack[] = [];
const NO_OPTIONS: Readonly<ExecuteOptions> = Object.freeze({});

export function execute(template: CompiledTemplate, data: unknown, options: Readonly<ExecuteOptions> = NO_OPTIONS): RenderResult {
  // Literal text has neither instructions nor errors.
  if (template.text !== null) return { output: template.text, errors: [] };
  if (template.flat !== null) return { output: renderFlat(template.flat, data), errors: [] };
  const stack = stacks.pop() ?? { nodes: [], vars: [], idx: [] };
  forgetRemembered();
  const c = new Ctx(stack, data, options);
  try {
    template.run(c);
  } catch (error) {
    // Only host limits land here (e.g. stack exhaustion); keep what was rendered.
    c.pos = NO_POSITION;
    c.error(messages.pluginFailed('execute', String(error)));
  }
  const output = c.out;
  const errors = c.finish();
  forgetRemembered();
  stacks.push(stack);
  if (errors) return { output, errors: template.errors.length ? [...template.errors, ...errors] : errors };
  return { output, errors: template.errors.length ? template.errors.slice() : [] };
}

/** A text-and-plain-variables template: names resolve against the data, as `lookupName` does at the root. */
function renderFlat({ texts, paths }: FlatTemplate, data: unknown): string {
  let out = texts[0];
  for (let i = 0; i < paths.length; i++) {
    const path = paths[i];
    const head = child(data, path[0]);
    const v = path.length === 1 ? head : path.length === 2 ? (head === null ? undefined : child(head, path[1])) : descend(head, path, 1);
    out += (typeof v === 'string' ? v : printed(v)) + texts[i + 1];
  }
  return out;
}
