// Compiles the instruction tree into closures, once per template.
//
// Why closures rather than re-walking the tree or a flat instruction array:
// every decision that does not depend on data is taken here (formatter and
// predicate lookup, argument preparation, path splitting and specialisation,
// merging adjacent text, hoisting macros), so executing an instruction is one
// indirect call that reads the data directly, with no per-node allocation and
// no opcode dispatch. Blocks nest as closures, so no explicit program counter
// or jump table is needed for `.or` chains and repeated sections.
import { META_TEXT, Op, OP_NAMES } from './ast';
import type { Alternative, AstNode, Formatters, Path, RootNode } from './ast';
import { MAX_NESTING } from './assembler';
import { errorAt, messages, NO_POSITION } from './errors';
import type { Position, TemplateError } from './errors';
import type { Ctx } from './executor';
import { expressionHasOutput, formatExpressionValue, parseExpression } from './expr/index';
import type { ExprLimits } from './expr/index';
import { parseTemplate } from './parser';
import { getFormatter, getPredicate } from './plugins/registry';
import type { Formatter, Predicate } from './plugins/registry';
import { child, descend, toText, truthy } from './values';

export type Exec = (c: Ctx) => void;
type Get = (c: Ctx) => unknown;
interface Link {
  name: string;
  def: Formatter<unknown>;
  args: unknown;
}

export interface CompileOptions {
  expr?: ExprLimits;
}

export class CompiledTemplate {
  constructor(
    /** The instruction tree, in the encoding stored in KV. */
    readonly ast: RootNode,
    readonly errors: readonly TemplateError[],
    /** False when the structure itself is broken; such partials are not applied. */
    readonly structureOk: boolean,
    /** @internal */
    readonly run: Exec,
  ) {}
}

export function compile(source: string, options: CompileOptions = {}): CompiledTemplate {
  const parsed = parseTemplate(source);
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
    run = compiler.block(ast[2], 0);
  } catch (error) {
    compiler.errors.push(errorAt(messages.invalidInstruction(String(error)), NO_POSITION));
  }
  return new CompiledTemplate(ast, [...syntax, ...compiler.errors], syntax.length === 0, run);
}

const noop: Exec = () => {};
const FAILED = Symbol('failed');

class Compiler {
  readonly errors: TemplateError[] = [];

  constructor(
    private readonly locate: (node: object) => Position,
    private readonly options: CompileOptions,
  ) {}

  block(nodes: readonly AstNode[], depth: number): Exec {
    if (depth > MAX_NESTING) {
      this.fail(messages.tooDeep(MAX_NESTING), nodes);
      return noop;
    }
    const ops: Exec[] = [];
    let macros: Map<string, Exec> | null = null;
    let text = '';
    for (const node of nodes) {
      if (typeof node === 'number' || node[0] === Op.TEXT) {
        text += typeof node === 'number' ? (META_TEXT[node] ?? '') : node[1];
        continue;
      }
      if (node[0] === Op.MACRO) {
        // Hoisted: a macro is callable anywhere in its block, and from partials applied there.
        (macros ??= new Map()).set(node[1], this.block(node[2], depth + 1));
        continue;
      }
      if (text) ops.push(emitText(text));
      text = '';
      const op = this.instruction(node, depth);
      if (op !== noop) ops.push(op);
    }
    if (text) ops.push(emitText(text));
    const body = sequence(ops);
    if (!macros) return body;
    const scope = macros;
    return (c) => {
      c.macros.push(scope);
      body(c);
      c.macros.pop();
    };
  }

  private instruction(node: Exclude<AstNode, number>, depth: number): Exec {
    switch (node[0]) {
      case Op.VARIABLE:
        return this.variable(node[1][0], node[2], node[2] ? this.locate(node) : NO_POSITION);
      case Op.SECTION:
        return this.section(this.path(node[1]), this.block(node[2], depth + 1), this.alternative(node[3], depth));
      case Op.REPEATED:
        return this.repeated(node[1], this.block(node[2], depth + 1), this.alternative(node[3], depth), this.block(node[4], depth + 1));
      case Op.PREDICATE:
      case Op.OR_PREDICATE:
        return this.predicate(node, depth, this.locate(node));
      case Op.IF:
        return this.ifBlock(node[1], node[2].map((p) => this.path(p)), this.block(node[3], depth + 1), this.alternative(node[4], depth));
      case Op.BINDVAR:
        return this.bindvar(node[1], node[2][0], node[3], this.locate(node));
      case Op.CTXVAR:
        return this.ctxvar(node[1], node[2]);
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

  private alternative(alt: Alternative, depth: number): Exec {
    return alt === Op.END ? noop : this.instruction(alt, depth);
  }

  /** Specialised per path shape so the common cases are a single lookup. */
  path(path: Path): Get {
    const head = path[0];
    const rest = path.length > 1 ? path : null;
    let first: Get;
    if (head === '@') first = (c) => c.nodes[c.sp];
    else if (head === '@index') first = (c) => c.index(1);
    else if (head === '@index0') first = (c) => c.index(0);
    else if (typeof head === 'string' && head.startsWith('@')) first = (c) => c.lookupVar(head);
    else first = (c) => c.lookupName(head);
    if (!rest) return first;
    if (rest.length === 2) {
      const key = rest[1];
      return (c) => child(first(c), key);
    }
    return (c) => descend(first(c), rest, 1);
  }

  private chain(formatters: Formatters, pos: Position): Link[] | null {
    const links: Link[] = [];
    for (const [name, args] of formatters || []) {
      const def = getFormatter(name);
      if (!def) {
        this.errors.push(errorAt(messages.unknownFormatter(name), pos));
        return null;
      }
      const prepared = this.prepare(def, name, args ? args[0] : [], pos);
      if (prepared === FAILED) return null;
      links.push({ name, def, args: prepared });
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

  private variable(path: Path, formatters: Formatters, pos: Position): Exec {
    const get = this.path(path);
    const links = this.chain(formatters, pos);
    if (!links) return noop;
    if (links.length === 0) {
      return (c) => {
        const v = get(c);
        c.out += typeof v === 'string' ? v : toText(v);
      };
    }
    return (c) => {
      c.out += toText(c.format(get(c), links, pos));
    };
  }

  private bindvar(name: string, path: Path, formatters: Formatters, pos: Position): Exec {
    const get = this.path(path);
    const links = this.chain(formatters, pos);
    if (!links) return noop;
    return (c) => c.setVar(name, links.length ? c.format(get(c), links, pos) : get(c));
  }

  private section(get: Get, body: Exec, alt: Exec): Exec {
    return (c) => {
      const v = get(c);
      if (!truthy(v)) return alt(c);
      c.push(v);
      body(c);
      c.pop();
    };
  }

  private repeated(path: Path, body: Exec, alt: Exec, between: Exec): Exec {
    const get = this.path(path);
    return (c) => {
      const list = get(c);
      if (!Array.isArray(list) || list.length === 0) return alt(c);
      c.push(undefined);
      const sp = c.sp;
      for (let i = 0; i < list.length; i++) {
        if (i > 0) between(c);
        c.nodes[sp] = list[i];
        c.idx[sp] = i;
        c.vars[sp] = null;
        body(c);
      }
      c.pop();
    };
  }

  private predicate(node: Extract<AstNode, [typeof Op.PREDICATE | typeof Op.OR_PREDICATE, ...unknown[]]>, depth: number, pos: Position): Exec {
    const body = this.block(node[3], depth + 1);
    const alt = this.alternative(node[4], depth);
    const name = node[1];
    if (name === 0) return body;
    const def: Predicate<unknown> | undefined = getPredicate(name);
    if (!def) {
      this.errors.push(errorAt(messages.unknownPredicate(name), pos));
      return alt;
    }
    const args = this.prepare(def, name, node[2] ? node[2][0] : [], pos);
    if (args === FAILED) return alt;
    return (c) => (c.test(def, name, args, pos) ? body(c) : alt(c));
  }

  private ifBlock(operators: number[], gets: Get[], body: Exec, alt: Exec): Exec {
    return (c) => {
      let result = truthy(gets[0](c));
      for (let i = 0; i < operators.length; i++) {
        result = operators[i] === 1 ? result && truthy(gets[i + 1](c)) : result || truthy(gets[i + 1](c));
      }
      return result ? body(c) : alt(c);
    };
  }

  private ctxvar(name: string, bindings: [string, Path][]): Exec {
    const gets = bindings.map(([key, path]) => [key, this.path(path)] as const);
    return (c) => {
      const value: Record<string, unknown> = {};
      for (const [key, get] of gets) value[key] = get(c);
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
    const { expr, errors } = parseExpression(source, this.options.expr);
    for (const message of errors) this.errors.push(errorAt(message, pos));
    if (!expr) return noop;
    const prints = expressionHasOutput(expr);
    return (c) => {
      c.pos = pos;
      const value = c.evaluate(expr);
      if (prints) c.out += formatExpressionValue(value);
    };
  }

  private fail(message: string, node: object): void {
    this.errors.push(errorAt(message, this.locate(node)));
  }
}

function emitText(text: string): Exec {
  return (c) => {
    c.out += text;
  };
}

function sequence(ops: Exec[]): Exec {
  if (ops.length === 0) return noop;
  if (ops.length === 1) return ops[0];
  if (ops.length === 2) {
    const [a, b] = ops;
    return (c) => {
      a(c);
      b(c);
    };
  }
  return (c) => {
    for (let i = 0; i < ops.length; i++) ops[i](c);
  };
}
