// Checks a parsed template for what only shows when it runs: expressions
// that do not parse (they parse lazily at run time), and applied or
// included templates and injectables that the site cannot supply. Publishing
// runs these checks so authors meet the errors with their line and column,
// not visitors a blank spot.
import { Op } from './ast';
import type { AstNode, Formatters, RootNode } from './ast';
import { errorAt, messages } from './errors';
import type { Position, TemplateError } from './errors';
import { Expression } from './expr/index';
import type { ExprLimits } from './expr/index';

export interface KnownNames {
  /** Partial templates the runtime supplies; macros defined in the template count too. */
  partials?: readonly string[];
  /** Injectable paths the runtime supplies. */
  injects?: readonly string[];
}

/** Every child list of a node: blocks, alternatives and separators. */
function children(node: Exclude<AstNode, number>): readonly AstNode[] {
  switch (node[0]) {
    case Op.SECTION:
      return [...node[2], ...(node[3] === Op.END ? [] : [node[3]])];
    case Op.REPEATED:
      return [...node[2], ...(node[3] === Op.END ? [] : [node[3]]), ...node[4]];
    case Op.PREDICATE:
    case Op.OR_PREDICATE:
    case Op.IF:
      return [...node[3], ...(node[4] === Op.END ? [] : [node[4]])];
    case Op.MACRO:
    case Op.STRUCT:
      return node[2];
    default:
      return [];
  }
}

function* walk(nodes: readonly AstNode[]): Generator<Exclude<AstNode, number>> {
  for (const node of nodes) {
    if (typeof node === 'number') continue;
    yield node;
    yield* walk(children(node));
  }
}

/** Names `apply` is asked for in a formatter chain. */
function applied(formatters: Formatters): string[] {
  return (formatters || []).filter(([name, args]) => name === 'apply' && args && args[0][0]).map(([, args]) => args![0][0]);
}

export function validate(ast: RootNode, locate: (node: object) => Position, known: KnownNames = {}, limits?: ExprLimits): TemplateError[] {
  const errors: TemplateError[] = [];
  const nodes = [...walk(ast[2])];
  const macros = new Set(nodes.filter((n) => n[0] === Op.MACRO).map((n) => n[1] as string));
  const partials = known.partials && new Set([...known.partials, ...macros]);
  const injects = known.injects && new Set(known.injects);
  const missing = (name: string, node: object) => {
    if (partials && !partials.has(name)) errors.push(errorAt(messages.partialNotFound(name), locate(node)));
  };
  for (const node of nodes) {
    switch (node[0]) {
      case Op.EVAL: {
        const failure = new Expression(node[1], limits).parseError();
        if (failure) errors.push(errorAt(failure, locate(node)));
        break;
      }
      case Op.VARIABLE:
        for (const name of applied(node[2])) missing(name, node);
        break;
      case Op.BINDVAR:
        for (const name of applied(node[3])) missing(name, node);
        break;
      case Op.INCLUDE:
        missing(node[1], node);
        break;
      case Op.INJECT:
        if (injects && !injects.has(node[2])) errors.push(errorAt(messages.injectNotFound(node[2]), locate(node)));
        break;
    }
  }
  return errors;
}
