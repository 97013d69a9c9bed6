// Compiles the instruction tree into closures, once per template.
//
// Why closures rather than re-walking the tree or a flat instruction array:
// every decision that does not depend on data is taken here (formatter and
// predicate lookup, argument preparation, path splitting and specialisation,
// merging adjacent text), so executing an instruction is one indirect call
// that reads the data directly, with no per-node allocation and no opcode
// dispatch. Blocks nest as closures, so no explicit program counter or jump
// table is needed for `.or` chains and repeated sections.
//
// Profiles (bench/engine.ts) show that what remains is calls, so the closures
// are made fatter where templates are dense: a block prints its literal text
// and its variables with at most one formatter (`{a.b}`, `{title|html}`)
// itself, between calls to the other instructions, and a template that is
// only literal text skips the tokenizer on compile and the execution context
// on execute.
import { META_TEXT, Op, OP_NAMES } from './ast';
import type { Alternative, AstNode, Formatters, Path, RootNode, VariableNode } from './ast';
import { MAX_NESTING } from './assembler';
import { errorAt, messages, NO_POSITION } from './errors';
import type { Position, TemplateError } from './errors';
import type { Ctx } from './executor';
import { Expression } from './expr/index';
import type { ExprLimits } from './expr/index';
import { parseTemplate } from './parser';
import type { ParseOptions, ParseResult } from './parser';
import { getFormatter, getPredicate, registrationCount } from './plugins/registry';
import type { Formatter, Predicate } from './plugins/registry';
import { FAILED, macroKey, MISSING } from './sentinels';
import { child, descend, printed, truthy } from './values';

export type Exec = (c: Ctx) => void;
type Get = (c: Ctx) => unknown;
export interface Link {
  name: string;
  /** The formatter's `format`, read once here: links are all one shape, plugin tables are not. */
  format: Formatter<unknown>['format'];
  args: unknown;
  /** Whether the formatter may read the scope, so the value must be pushed as a frame first. */
  scoped: boolean;
}
/** A predicate call, prepared like a Link. */
export interface Check {
  name: string;
  test: Predicate<unknown>['test'];
  args: unknown;
}
/**
 * A variable the block prints itself rather than through a closure: one path,
 * at most one formatter. Such variables are most of the instructions of a
 * typical template (`{a}`, `{a.b}`, `{title|html}`, `{@|json}`).
 */
interface Printed {
  /** Set when the path is plain and read inline (see `read`); otherwise `get` reads it. */
  path: Path | null;
  /** The whole path, for reading it against a frame that is not pushed (see `flat`). */
  full: Path;
  get: Get | null;
  link: Link | null;
  pos: Position;
}
type Step = Exec | Printed;
/** A block: `texts[i]` prints before `ops[i]`, the extra last text after them. */
interface Parts {
  texts: string[];
  ops: Step[];
}

export interface CompileOptions extends ParseOptions {
  expr?: ExprLimits;
}

export class CompiledTemplate {
  constructor(
    readonly errors: readonly TemplateError[],
    /** @internal */
    readonly run: Exec,
    /** @internal The whole output when the template is literal text. */
    readonly text: string | null = null,
    /** @internal Set when the template is only text and plain `{a}` / `{a.b}` variables. */
    readonly flat: FlatTemplate | null = null,
  ) {}
}

/**
 * Text and plain variables only: at the root a name is looked up in the data
 * itself, so such a template runs without an execution context at all (small
 * templates are where that context's set-up would dominate).
 */
export interface FlatTemplate {
  /** `texts[i]` prints before the value of `paths[i]`, the extra last text after them all. */
  readonly texts: readonly string[];
  readonly paths: readonly Path[];
}

function flatten(body: Parts): FlatTemplate | null {
  const paths: Path[] = [];
  for (const op of body.ops) {
    if (typeof op === 'function' || op.path === null || op.link !== null) return null;
    paths.push(op.path);
  }
  return { texts: body.texts, paths };
}

export function compile(source: string, options: CompileOptions = {}): CompiledTemplate {
  // Without a brace there is no instruction: the tree is the text itself.
  if (source.indexOf('{') < 0) return literal(source);
  return compileParsed(parseTemplate(source, options), options);
}

/** A runnable template from a parse of its source, errors located. */
export function compileParsed(parsed: ParseResult, options: CompileOptions = {}): CompiledTemplate {
  return build(parsed.ast, parsed.errors, parsed.locate, options);
}

/** Builds a runnable template from a stored tree; errors then carry line and column 0. */
export function compileAst(ast: RootNode, options: CompileOptions = {}): CompiledTemplate {
  return build(ast, [], () => NO_POSITION, options);
}

function build(ast: RootNode, syntax: TemplateError[], locate: (node: object) => Position, options: CompileOptions): CompiledTemplate {
  const compiler = new Compiler(locate, options);
  let run: Exec = noop;
  try {
    if (!Array.isArray(ast) || ast[0] !== Op.ROOT || !Array.isArray(ast[2])) throw new Error('not a ROOT');
    const body = compiler.parts(ast[2], 0);
    const clean = syntax.length === 0 && compiler.errors.length === 0;
    if (body.ops.length === 0 && clean) return literal(body.texts[0]);
    run = sequence(body.texts, body.ops);
    const flat = clean ? flatten(body) : null;
    if (flat) return new CompiledTemplate([], run, null, flat);
  } catch (error) {
    compiler.errors.push(errorAt(messages.invalidInstruction(String(error)), NO_POSITION));
  }
  const errors = syntax.length === 0 ? compiler.errors : [...syntax, ...compiler.errors];
  return new CompiledTemplate(errors, run);
}

function literal(text: string): CompiledTemplate {
  return new CompiledTemplate([], text ? emitText(text) : noop, text);
}

const noop: Exec = () => {};
const NO_PARTS: Parts = { texts: [''], ops: [] };

class Compiler {
  readonly errors: TemplateError[] = [];

  constructor(
    private readonly locate: (node: object) => Position,
    private readonly options: CompileOptions,
  ) {}

  block(nodes: readonly AstNode[], depth: number): Exec {
    const body = this.body(nodes, depth);
    return sequence(body.texts, body.ops);
  }

  /** A block's parts; none past the nesting limit. */
  private body(nodes: readonly AstNode[], depth: number): Parts {
    if (depth > MAX_NESTING) {
      this.fail(messages.tooDeep(MAX_NESTING), nodes);
      return NO_PARTS;
    }
    return this.parts(nodes, depth);
  }

  parts(nodes: readonly AstNode[], depth: number): Parts {
    // Sized by a first count of the instructions: grown by push, each list reserved room for
    // many and measured 4% of compiling the gallery page (bench/engine-product.ts).
    let count = 0;
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      if (typeof node !== 'number' && node[0] !== Op.TEXT) count++;
    }
    const texts: string[] = new Array<string>(count + 1);
    const ops: Step[] = new Array<Step>(count);
    let n = 0;
    let text = '';
    // Indexed loops here and below: iterators and destructuring measured a tenth of building a page's closures.
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      if (typeof node === 'number' || node[0] === Op.TEXT) {
        text += typeof node === 'number' ? (META_TEXT[node] ?? '') : node[1];
        continue;
      }
      const op = node[0] === Op.VARIABLE ? this.printed(node) : this.instruction(node, depth);
      if (op === noop) continue;
      texts[n] = text;
      ops[n++] = op;
      text = '';
    }
    texts[n] = text;
    // Comments and instructions dropped for errors take no step.
    if (n < count) {
      texts.length = n + 1;
      ops.length = n;
    }
    return { texts, ops };
  }

  private instruction(node: Exclude<AstNode, number>, depth: number): Exec {
    switch (node[0]) {
      case Op.SECTION:
        return this.section(node[1], this.body(node[2], depth + 1), this.alternative(node[3], depth));
      case Op.REPEATED:
        return this.repeated(this.local(node[1]), this.body(node[2], depth + 1), this.alternative(node[3], depth), this.body(node[4], depth + 1));
      case Op.PREDICATE:
      case Op.OR_PREDICATE:
        return this.predicate(node, depth, this.locate(node));
      case Op.IF:
        return this.ifBlock(node[1], node[2].map((p) => this.path(p)), this.block(node[3], depth + 1), this.alternative(node[4], depth));
      case Op.BINDVAR:
        return this.bindvar(node[1], node[2], node[3], this.locate(node));
      case Op.CTXVAR:
        return this.ctxvar(node[1], node[2]);
      case Op.MACRO: {
        const key = macroKey(node[1]);
        const body = this.block(node[2], depth + 1);
        return (c) => c.defineMacro(key, body);
      }
      case Op.INJECT:
        return (c) => c.inject(node[1], node[2]);
      case Op.INCLUDE:
        return this.include(node[1], node[2][0].includes('output'), this.locate(node));
      case Op.EVAL:
        return this.evaluate(node[1], this.locate(node));
      case Op.STRUCT:
        return this.block(node[2], depth + 1);
      case Op.COMMENT:
        return noop;
      default:
        throw new Error(OP_NAMES[(node as unknown[])[0] as number] ?? String((node as unknown[])[0]));
    }
  }

  /** The variable as a `Printed` step, else as a closure (`variable`); noop when a formatter is unknown. */
  private printed(node: VariableNode): Step {
    const paths = node[1];
    const formatters = node[2];
    const path = paths[0];
    const pos = formatters ? this.locate(node) : NO_POSITION;
    const links = this.chain(formatters, pos);
    if (!links) return noop;
    if (paths.length !== 1 || links.length > 1) return this.variable(paths, links, pos);
    const plain = isPlainPath(path);
    return { path: plain ? path : null, full: path, get: plain ? null : this.path(path), link: links.length ? links[0] : null, pos };
  }

  private alternative(alt: Alternative, depth: number): Exec {
    return alt === Op.END ? noop : this.instruction(alt, depth);
  }

  /** A name looked up the stack (§1.3), specialised per path shape so the common cases are a single lookup. */
  path(path: Path): Get {
    const head = path[0];
    if (isName(head)) {
      if (path.length === 1) return (c) => c.lookupName(head);
      if (path.length === 2) {
        const key = path[1];
        if (!isInlineKey(key)) return (c) => child(c.lookupName(head), key);
        return (c) => {
          // `child`, written in place: see isInlineKey.
          const v = c.lookupName(head);
          if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
          const value = (v as Record<string, unknown>)[key as string];
          return typeof value === 'function' ? undefined : value;
        };
      }
    }
    let first: Get;
    if (head === '@') first = (c) => c.nodes[c.sp];
    else if (head === '@index') first = (c) => c.index(1);
    else if (head === '@index0') first = (c) => c.index(0);
    else if (typeof head === 'string' && head.charCodeAt(0) === AT) first = (c) => c.lookupVar(head);
    else first = (c) => c.lookupName(head);
    return rest(first, path);
  }

  /** A section's name, looked up in the current frame only (§1.6, §1.7). */
  private local(path: Path): Get {
    const head = path[0];
    let first: Get;
    if (head === '@') first = (c) => c.nodes[c.sp];
    else if (head === '@index' || head === '@index0') first = () => undefined;
    else if (typeof head === 'string' && head.charCodeAt(0) === AT) {
      first = (c) => c.localVar(head);
    } else if (isInlineKey(head)) {
      first = (c) => {
        // `child`, written in place: see isInlineKey.
        const node = c.nodes[c.sp];
        if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
        const v = (node as Record<string, unknown>)[head as string];
        return typeof v === 'function' ? undefined : v;
      };
    } else first = (c) => child(c.nodes[c.sp], head);
    return rest(first, path);
  }

  private chain(formatters: Formatters, pos: Position): readonly Link[] | null {
    if (formatters === 0) return NO_LINKS;
    // A tag's only call without arguments (most tags) is a chain made before: no formatter lookup.
    if (formatters.length === 1 && formatters[0].length === 1) {
      const made = madeBareChain(formatters[0][0]);
      if (made !== undefined) return made;
    }
    const links: Link[] = [];
    let previous: Formatter<unknown> | null = null;
    for (let i = 0; i < formatters.length; i++) {
      const call = formatters[i];
      const name = call[0];
      const args = call[1];
      const def = getFormatter(name);
      if (!def) {
        this.errors.push(errorAt(messages.unknownFormatter(name), pos));
        return null;
      }
      const fused = previous?.then?.[name];
      if (fused) {
        // The pair as one link: see `Formatter.then`.
        const first = links[links.length - 1];
        links[links.length - 1] = { name: first.name, format: fused.format, args: first.args, scoped: fused.pure !== true };
        previous = null;
        continue;
      }
      if (!args && !def.prepare) {
        const alone = bareChain(name, def);
        // A tag's only call (most tags) shares that chain whole.
        if (formatters.length === 1) return alone;
        links.push(alone[0]);
      }
      else {
        const prepared = this.prepare(def, name, args ? args[0] : NO_ARGS, pos);
        if (prepared === FAILED) return null;
        links.push({ name, format: def.format, args: prepared, scoped: def.pure !== true });
      }
      previous = def;
    }
    return links;
  }

  /** Plugin code runs at compile time too; its failure drops only this instruction. */
  private prepare(def: Formatter<unknown> | Predicate<unknown>, name: string, raw: readonly string[], pos: Position): unknown {
    try {
      return def.prepare ? def.prepare(raw) : raw;
    } catch (error) {
      this.errors.push(errorAt(messages.pluginFailed(name, String(error)), pos));
      return FAILED;
    }
  }

  /**
   * Variables the block does not print itself: a chain of formatters, or
   * several paths (`{start, end|relative-time}`), whose formatters see the
   * first value as the current node and the others through `variable(i)`.
   */
  private variable(paths: readonly Path[], links: readonly Link[], pos: Position): Exec {
    const get = this.path(paths[0]);
    const others = paths.slice(1).map((path) => this.path(path));
    if (links.length === 0) {
      return (c) => {
        c.out += printed(get(c));
      };
    }
    return (c) => {
      const sp = c.sp;
      const v = get(c);
      c.others = others.length ? others.map((each) => each(c)) : null;
      c.push(v);
      const out = c.format(v, links, pos);
      c.others = null;
      // A failed formatter leaves its value frame for the rest of the block (§1.5).
      if (out === FAILED) return;
      c.popTo(sp);
      c.out += printed(out);
    };
  }

  /** `.var`: formatters run in the current scope, without a value frame (§1.10). */
  private bindvar(name: string, paths: readonly Path[], formatters: Formatters, pos: Position): Exec {
    const get = this.path(paths[0]);
    const others = paths.slice(1).map((path) => this.path(path));
    const links = this.chain(formatters, pos);
    if (!links) return noop;
    if (links.length === 0) {
      return (c) => {
        const value = get(c);
        // c.setVar written in place, so the store keeps its own type feedback (see isInlineKey).
        (c.vars[c.sp] ??= {})[name] = value === undefined ? MISSING : value;
      };
    }
    return (c) => {
      c.others = others.length ? others.map((each) => each(c)) : null;
      const out = c.format(get(c), links, pos);
      c.others = null;
      c.setVar(name, out === FAILED ? undefined : out);
    };
  }

  private section(path: Path, body: Parts, alt: Exec): Exec {
    const flat = flatRun(body.texts, body.ops);
    // The most common section of all is one name in the current frame, read in place (see isInlineKey).
    const key = path.length === 1 && isInlineKey(path[0]) ? (path[0] as string) : null;
    const get = this.local(path);
    if (flat) {
      return (c) => {
        let v: unknown;
        if (key !== null) {
          const node = c.nodes[c.sp];
          v = typeof node === 'object' && node !== null && !Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
          if (typeof v === 'function') v = undefined;
        } else v = get(c);
        if (truthy(v)) return flat(c, v);
        if (alt === noop) return;
        // The alternative runs inside the falsy section's frame (§1.6).
        const sp = c.sp;
        c.push(v);
        alt(c);
        c.popTo(sp);
      };
    }
    const run = sequence(body.texts, body.ops);
    return (c) => {
      const sp = c.sp;
      const v = get(c);
      c.push(v);
      if (truthy(v)) run(c);
      else alt(c);
      c.popTo(sp);
    };
  }

  private repeated(get: Get, body: Parts, alt: Exec, between: Parts): Exec {
    // Bodies of text and plain variables read each element in place, without a frame of its own.
    const each = flatRun(body.texts, body.ops);
    // A separator of text alone (`,`) is appended without a call.
    const text = each && between.ops.length === 0 ? between.texts[0] : null;
    const separator = each && text === null ? flatRun(between.texts, between.ops) : null;
    const flat = text !== null || separator !== null;
    const run = flat ? noop : sequence(body.texts, body.ops);
    const sep = flat ? noop : sequence(between.texts, between.ops);
    return (c) => {
      const list = get(c);
      if (!Array.isArray(list) || list.length === 0) return alt(c);
      c.push(list);
      const sp = c.sp;
      const last = list.length - 1;
      for (let i = 0; i <= last; i++) {
        c.idx[sp] = i;
        if (flat) {
          each!(c, list[i]);
          if (i === last) break;
          if (text === null) separator!(c, list[i]);
          else if (text !== '') c.out += text;
          continue;
        }
        c.push(list[i]);
        run(c);
        // The separator runs inside the element's frame, seeing what the body bound.
        if (i < last) sep(c);
        c.popTo(sp);
      }
      c.popTo(sp - 1);
    };
  }

  private predicate(node: Extract<AstNode, [typeof Op.PREDICATE | typeof Op.OR_PREDICATE, ...unknown[]]>, depth: number, pos: Position): Exec {
    const body = this.block(node[3], depth + 1);
    const alt = this.alternative(node[4], depth);
    const name = node[1];
    if (name === 0) return body;
    const def: Predicate<unknown> | undefined = getPredicate(name);
    // An unknown predicate is always false (§1.8).
    if (!def) {
      this.errors.push(errorAt(messages.unknownPredicate(name), pos));
      return alt;
    }
    const args = this.prepare(def, name, node[2] ? node[2][0] : [], pos);
    if (args === FAILED) return alt;
    const check: Check = { name, test: def.test, args };
    return (c) => (c.test(check, pos) ? body(c) : alt(c));
  }

  /** Left to right without precedence, stopping once `||` has made it true or `&&` false (§1.9). */
  private ifBlock(operators: number[], gets: Get[], body: Exec, alt: Exec): Exec {
    return (c) => {
      let result = truthy(gets[0](c));
      for (let i = 0; i < operators.length; i++) {
        const and = operators[i] === 1;
        result = and ? result && truthy(gets[i + 1](c)) : result || truthy(gets[i + 1](c));
        if (and ? !result : result) break;
      }
      return result ? body(c) : alt(c);
    };
  }

  private ctxvar(name: string, bindings: [string, Path][]): Exec {
    const gets = bindings.map(([key, path]) => [key, this.path(path)] as const);
    return (c) => {
      const value: Record<string, unknown> = {};
      for (const [key, get] of gets) value[key] = get(c) ?? null;
      c.setVar(name, value);
    };
  }

  private include(name: string, output: boolean, pos: Position): Exec {
    return (c) => {
      c.pos = pos;
      c.include(name, output);
    };
  }

  private evaluate(source: string, pos: Position): Exec {
    const expr = new Expression(source, this.options.expr);
    return (c) => {
      c.pos = pos;
      if (!c.options.enableExpr) return c.error(messages.disabled('.eval'));
      c.out += expr.run(c);
    };
  }

  private fail(message: string, node: object): void {
    this.errors.push(errorAt(message, this.locate(node)));
  }
}

const NO_ARGS: readonly string[] = Object.freeze([]);
const NO_LINKS: readonly Link[] = Object.freeze([]);
const bareChains = new Map<string, readonly [Link]>();
/** The registrations `bareChains` was made under: a family registered later may replace a formatter. */
let bareChainsMadeAt = registrationCount();

/**
 * The chain of one formatter called without arguments that has none to
 * prepare (`{title|html}`, most calls): every such call is alike, so one
 * link, and the chain of it alone, is made per name and shared, not one per tag.
 */
function bareChain(name: string, def: Formatter<unknown>): readonly [Link] {
  let chain = madeBareChain(name);
  if (chain === undefined) bareChains.set(name, (chain = [{ name, format: def.format, args: NO_ARGS, scoped: def.pure !== true }]));
  return chain;
}

/** The chain `bareChain` made for `name` under the current registrations, if any. */
function madeBareChain(name: string): readonly [Link] | undefined {
  if (bareChainsMadeAt !== registrationCount()) {
    bareChains.clear();
    bareChainsMadeAt = registrationCount();
  }
  return bareChains.get(name);
}

/** `first` followed by the rest of `path`. */
function rest(first: Get, path: Path): Get {
  if (path.length === 1) return first;
  if (path.length === 2) {
    const key = path[1];
    return (c) => child(first(c), key);
  }
  return (c) => descend(first(c), path, 1);
}

/** A plain name, as opposed to `@`, `@index` or a bound `@variable`. */
function isName(head: unknown): boolean {
  return typeof head === 'number' || (typeof head === 'string' && head.charCodeAt(0) !== AT);
}

const AT = 64;

function emitText(text: string): Exec {
  return (c) => {
    c.out += text;
  };
}

/** `a`, `a.b`: one or two plain names. */
function isPlainPath(path: unknown): boolean {
  return Array.isArray(path) && path.length > 0 && path.length <= 2 && isName(path[0]);
}

/** Same value as `Compiler.path` for a plain path, without its closure call. */
function read(c: Ctx, path: Path): unknown {
  const v = c.lookupName(path[0]);
  return path.length === 1 ? v : child(v, path[1]);
}

/**
 * A block run against a frame that is not pushed: `v` is read as the frame
 * on top of the stack would be. Only blocks of text and variables whose
 * formatters read nothing but their value qualify; lookups then see exactly
 * what they would with the frame pushed.
 */
type FlatRun = (c: Ctx, v: unknown) => void;

function flatRun(texts: string[], ops: Step[]): FlatRun | null {
  // Decided before anything is made: most blocks hold an instruction of their own, and making
  // the lists below first measured 4% of compiling the gallery page (bench/engine-product.ts).
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    if (typeof op === 'function' || (op.link !== null && op.link.scoped)) return null;
  }
  const steps = ops as Printed[];
  // How each step finds its first segment: in `v` then up the stack (a name), `v` itself (`@`), or a binding.
  const kinds = steps.map((op) => {
    const head = op.full[0];
    return isInlineKey(head) ? INLINE : isName(head) ? NAME : head === '@' ? SELF : BOUND;
  });
  if (steps.every((step, i) => kinds[i] === INLINE && step.full.length === 1 && step.link === null)) {
    return namesRun(texts, steps.map((step) => step.full[0] as string));
  }
  const last = texts[steps.length];
  return (c, v) => {
    // Appended to locally: the formatters here return their text and never print.
    let out = c.out;
    for (let i = 0; i < steps.length; i++) {
      // Appending '' is a call into the string runtime all the same.
      if (texts[i] !== '') out += texts[i];
      const step = steps[i];
      const path = step.full;
      const head = path[0];
      let value: unknown;
      const kind = kinds[i];
      if (kind === INLINE) {
        // `child`, written in place: see isInlineKey.
        value = typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>)[head as string] : undefined;
        if (value === undefined || typeof value === 'function') value = c.lookupName(head);
      } else if (kind === NAME) {
        value = child(v, head);
        if (value === undefined) value = c.lookupName(head);
      } else value = kind === SELF ? v : c.bound(head as string);
      if (path.length > 1) value = descend(value, path, 1);
      const link = step.link;
      if (link === null) {
        out += typeof value === 'string' ? value : printed(value);
        continue;
      }
      c.pos = step.pos;
      const formatted = c.call(link, value);
      if (formatted !== FAILED) out += typeof formatted === 'string' ? formatted : printed(formatted);
    }
    c.out = last !== '' ? out + last : out;
  };
}

/**
 * The commonest flat block, `{first} {last}` or `<li>{title}</li>`: single
 * plain names, no formatters. The general loop above decides per step how
 * to read and print; here nothing is left to decide but whether `v` has
 * fields, once per run, which measured a sixth faster on sections of such
 * blocks (bench/engine.ts, section x1024).
 */
function namesRun(texts: string[], names: string[]): FlatRun {
  const last = texts[names.length];
  return (c, v) => {
    let out = c.out;
    const fields = typeof v === 'object' && v !== null && !Array.isArray(v);
    for (let i = 0; i < names.length; i++) {
      if (texts[i] !== '') out += texts[i];
      const name = names[i];
      // `child`, written in place (see isInlineKey), then up the stack as `lookupName` would.
      let value = fields ? (v as Record<string, unknown>)[name] : undefined;
      if (value === undefined || typeof value === 'function') value = c.lookupName(name);
      out += typeof value === 'string' ? value : printed(value);
    }
    c.out = last !== '' ? out + last : out;
  };
}

const NAME = 0;
const SELF = 1;
const BOUND = 2;
const INLINE = 3;

/**
 * A name whose read `child(node, key)` may be written out in a closure:
 * a string other than `__proto__`, so an object's property read is all it
 * takes (inherited methods aside). Written out, the read keeps the type
 * feedback of its own closure, where inside `child` every lookup in the
 * engine shares one site and the read goes megamorphic.
 */
function isInlineKey(head: Path[number]): boolean {
  return typeof head === 'string' && head !== '__proto__' && isName(head);
}

/** Runs `ops` with `texts[i]` printed before `ops[i]` and the last text after them all. */
function sequence(texts: string[], ops: Step[]): Exec {
  const last = texts[ops.length];
  if (ops.length === 0) return last ? emitText(last) : noop;
  if (ops.length === 1 && !texts[0] && !last && typeof ops[0] === 'function') return ops[0];
  return (c) => {
    for (let i = 0; i < ops.length; i++) {
      if (texts[i] !== '') c.out += texts[i];
      const op = ops[i];
      if (typeof op === 'function') {
        op(c);
        continue;
      }
      const value = op.path !== null ? read(c, op.path) : op.get!(c);
      const link = op.link;
      if (link === null) {
        c.out += typeof value === 'string' ? value : printed(value);
        continue;
      }
      c.pos = op.pos;
      if (!link.scoped) {
        const v = c.call(link, value);
        if (v !== FAILED) c.out += typeof v === 'string' ? v : printed(v);
        continue;
      }
      const sp = c.sp;
      c.push(value);
      const v = c.call(link, value);
      if (v === FAILED) continue;
      c.popTo(sp);
      c.out += typeof v === 'string' ? v : printed(v);
    }
    if (last !== '') c.out += last;
  };
}
