// Runtime state of one execution. The scope stack is three parallel arrays
// (node, bound variables, repeated-section index) indexed by `sp`, pooled
// across executions, so executing a compiled template allocates little beyond
// its output string: no frame or node wrapper objects. The context object
// itself is allocated per execution on purpose: the output is appended to it
// once per instruction, and on a long-lived (old-generation) object every
// such store pays the generational write barrier, measured at about as much
// as the append itself.
import { compile, CompiledTemplate } from './compiler';
import type { Check, Exec, FlatTemplate, Link } from './compiler';
import { errorAt, MAX_PARTIAL_DEPTH, messages, NO_POSITION } from './errors';
import type { Position, TemplateError } from './errors';
import { evaluateExpression } from './expr/index';
import type { Expression, ExprScope } from './expr/index';
import type { Env } from './plugins/registry';
import { child, descend, toText } from './values';

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
const partialCache = new WeakMap<object, Map<string, CompiledTemplate>>();
const injectCache = new WeakMap<object, Map<string, unknown>>();
const UNDECODABLE = Symbol('undecodable');
const FAILED = Symbol('failed');

/** The arrays behind a scope stack, reused by the next execution. */
interface Stack {
  nodes: unknown[];
  vars: (Record<string, unknown> | null)[];
  idx: number[];
  macros: Map<string, Exec>[];
}

export class Ctx implements Env, ExprScope {
  out = '';
  sp = -1;
  readonly nodes: unknown[];
  readonly vars: (Record<string, unknown> | null)[];
  readonly idx: number[];
  /** Lowest frame that names resolve in: an applied macro or partial sees only its own node. */
  base = 0;
  /** Dynamic macro scopes: a partial sees the macros of the template applying it. */
  readonly macros: Map<string, Exec>[];
  /** Position of the instruction running plugins, for their errors. */
  pos: Position = NO_POSITION;
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
    this.macros = stack.macros;
    this.push(root);
  }

  /** Returns the collected errors and empties the stack, dropping references to caller data. */
  finish(): TemplateError[] | null {
    while (this.sp >= 0) this.pop();
    if (this.macros.length > 0) this.macros.length = 0;
    return this.errors;
  }

  push(node: unknown): void {
    const sp = ++this.sp;
    this.nodes[sp] = node;
    this.vars[sp] = null;
    this.idx[sp] = -1;
  }

  pop(): void {
    this.vars[this.sp] = null;
    this.nodes[this.sp--] = undefined;
  }

  /** A plain name resolves in the nearest enclosing scope whose node has it. */
  lookupName(name: string | number): unknown {
    for (let i = this.sp; i >= this.base; i--) {
      const v = child(this.nodes[i], name);
      if (v !== undefined) return v;
    }
    return undefined;
  }

  lookupVar(name: string): unknown {
    for (let i = this.sp; i >= 0; i--) {
      const vars = this.vars[i];
      if (vars !== null && hasOwn.call(vars, name)) return vars[name];
    }
    return undefined;
  }

  index(base: number): number | undefined {
    for (let i = this.sp; i >= this.base; i--) if (this.idx[i] >= 0) return this.idx[i] + base;
    return undefined;
  }

  setVar(name: string, value: unknown): void {
    (this.vars[this.sp] ??= Object.create(null) as Record<string, unknown>)[name] = value;
  }

  // Env and ExprScope

  node(): unknown {
    return this.nodes[this.sp];
  }

  resolve(path: readonly (string | number)[]): unknown {
    const head = path[0];
    let v: unknown;
    // Plugins mostly resolve plain names (predicate operands such as `stock`): test those first.
    if (typeof head !== 'string' || head.charCodeAt(0) !== AT) v = this.lookupName(head);
    else if (head === '@') v = this.nodes[this.sp];
    else if (head === '@index') v = this.index(1);
    else if (head === '@index0') v = this.index(0);
    else v = this.lookupVar(head);
    return path.length === 1 ? v : descend(v, path, 1);
  }

  assign(name: string, value: unknown): void {
    this.setVar(name, value);
  }

  error(message: string): void {
    const errors = (this.errors ??= []);
    if (errors.length < MAX_ERRORS) errors.push(errorAt(message, this.pos));
  }

  render(target: string | CompiledTemplate, node: unknown, args?: Readonly<Record<string, unknown>>): string {
    const body = this.findTemplate(target);
    if (!body || !this.enter()) return '';
    const saved = this.out;
    const sp = this.sp;
    const base = this.base;
    const scopes = this.macros.length;
    this.out = '';
    this.push(node);
    this.base = this.sp;
    if (args) this.setVar('@args', args);
    try {
      body(this);
      return this.out;
    } finally {
      while (this.sp > sp) this.pop();
      this.base = base;
      if (this.macros.length !== scopes) this.macros.length = scopes;
      this.depth--;
      this.out = saved;
    }
  }

  // Instruction support

  format(value: unknown, links: readonly Link[], pos: Position): unknown {
    this.pos = pos;
    for (let i = 0; i < links.length; i++) {
      value = this.call(links[i], value);
      if (value === FAILED) return undefined;
    }
    return value;
  }

  /** `format` for a chain of one link, the common case, without the loop. */
  formatOne(value: unknown, link: Link, pos: Position): unknown {
    this.pos = pos;
    const v = this.call(link, value);
    return v === FAILED ? undefined : v;
  }

  /** Runs one formatter; a throwing plugin is reported and ends its chain. */
  private call(link: Link, value: unknown): unknown {
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

  /** Runs a macro or partial in the current scope; its output is kept only on request. */
  include(name: string, output: boolean): void {
    if (!this.options.enableInclude) return this.error(messages.disabled('.include'));
    const body = this.findTemplate(name);
    if (!body || !this.enter()) return;
    const saved = this.out;
    const scopes = this.macros.length;
    try {
      body(this);
    } finally {
      if (this.macros.length !== scopes) this.macros.length = scopes;
      this.depth--;
      if (!output) this.out = saved;
    }
  }

  inject(variable: string, name: string): void {
    const injects = this.options.injects;
    if (!injects || !hasOwn.call(injects, name)) return;
    let decoded = injectCache.get(injects);
    if (!decoded) injectCache.set(injects, (decoded = new Map()));
    if (!decoded.has(name)) decoded.set(name, decode(injects[name]));
    const value = decoded.get(name);
    if (value !== UNDECODABLE) this.setVar(variable, value);
  }

  evaluate(expr: Expression): unknown {
    if (!this.options.enableExpr) {
      this.error(messages.disabled('.eval'));
      return undefined;
    }
    const { value, errors } = evaluateExpression(expr, this);
    for (const message of errors) this.error(message);
    return value;
  }

  private enter(): boolean {
    if (this.depth >= MAX_PARTIAL_DEPTH) this.error(messages.partialDepth());
    else if (++this.applies > MAX_APPLIES) this.error(messages.applyBudget(MAX_APPLIES));
    else return ++this.depth > 0;
    return false;
  }

  private findTemplate(target: string | CompiledTemplate): Exec | null {
    if (typeof target !== 'string') return target.run;
    for (let i = this.macros.length - 1; i >= 0; i--) {
      const macro = this.macros[i].get(target);
      if (macro) return macro;
    }
    const partials = this.options.partials;
    if (!partials || !hasOwn.call(partials, target)) {
      this.error(messages.partialNotFound(target));
      return null;
    }
    let compiled = partialCache.get(partials);
    if (!compiled) partialCache.set(partials, (compiled = new Map()));
    let partial = compiled.get(target);
    if (!partial) compiled.set(target, (partial = compile(partials[target])));
    if (partial.structureOk) return partial.run;
    this.error(messages.partialParseFailed());
    return null;
  }
}

function decode(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return UNDECODABLE;
  }
}

const stacks: Stack[] = [];
const NO_OPTIONS: Readonly<ExecuteOptions> = Object.freeze({});

export function execute(template: CompiledTemplate, data: unknown, options: Readonly<ExecuteOptions> = NO_OPTIONS): RenderResult {
  // Literal text has neither instructions nor errors.
  if (template.text !== null) return { output: template.text, errors: [] };
  if (template.flat !== null) return { output: renderFlat(template.flat, data), errors: [] };
  const stack = stacks.pop() ?? { nodes: [], vars: [], idx: [], macros: [] };
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
    const v = path.length === 1 ? head : child(head, path[1]);
    out += (typeof v === 'string' ? v : toText(v)) + texts[i + 1];
  }
  return out;
}
