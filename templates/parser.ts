// Tokenizer/parser stage: finds `{...}` instructions in the source, decodes
// each into its tree node and feeds the assembler. A brace that does not hold
// a valid instruction is literal text (CSS, scripts), and instructions never
// span lines. The scan is linear even for hostile input such as a megabyte of
// `{`: the next `}` and newline positions are cached instead of re-searched.
import { Op } from './ast';
import type { Args, AstNode, FormatterCall, Formatters, Path, RootNode, VariableNode } from './ast';
import { Assembler } from './assembler';
import type { Token } from './assembler';
import { errorAt, messages, NO_POSITION } from './errors';
import type { Position, TemplateError } from './errors';
import { Locator } from './locator';
import { parsePath } from './values';

export interface ParseResult {
  ast: RootNode;
  errors: TemplateError[];
  /** Source position of an instruction node, for compile-time errors. */
  locate(node: object): Position;
}

export function parseTemplate(source: string): ParseResult {
  const errors: TemplateError[] = [];
  const offsets = new Map<object, number>();
  const locator = new Locator(source);
  const assembler = new Assembler(errors, offsets, locator);
  const end = source.length;
  let textStart = 0;
  let i = 0;
  let nextClose = -1;
  let nextNewline = -1;

  const flushText = (upTo: number) => {
    if (upTo > textStart) assembler.add([Op.TEXT, source.slice(textStart, upTo)], textStart);
  };

  // The brace after an instruction is usually the next instruction: found once, used twice.
  let nextOpen = -1;
  while (i < end) {
    const open = nextOpen >= i ? nextOpen : source.indexOf('{', i);
    if (open < 0 || open === end) break;
    if (source.startsWith('{##', open)) {
      flushText(open);
      const close = source.indexOf('##}', open + 3);
      const pos = open;
      if (close < 0) errors.push(errorAt(messages.unclosed('multi-line comment'), locator.at(pos)));
      const stop = close < 0 ? end : close;
      assembler.add([Op.COMMENT, source.slice(open + 3, stop), 1], pos);
      i = textStart = close < 0 ? end : close + 3;
      continue;
    }
    if (nextClose < open) nextClose = indexOr(source, '}', open, end);
    if (nextClose === end) break;
    if (nextNewline < open) nextNewline = indexOr(source, '\n', open, end);
    // A body never holds another `{`, which keeps a run of unmatched braces linear.
    nextOpen = indexOr(source, '{', open + 1, end);
    const token = nextNewline < nextClose || nextOpen < nextClose ? null : parseInstruction(source.slice(open + 1, nextClose));
    if (token === null) {
      i = open + 1;
      continue;
    }
    flushText(open);
    assembler.add(token, open);
    i = textStart = nextClose + 1;
  }
  flushText(end);
  const locate = (node: object) => {
    const offset = offsets.get(node);
    return offset === undefined ? NO_POSITION : locator.at(offset);
  };
  return { ast: assembler.finish(end), errors, locate };
}

function indexOr(source: string, needle: string, from: number, missing: number): number {
  const at = source.indexOf(needle, from);
  return at < 0 ? missing : at;
}

/** Decodes the text between braces; null means "not an instruction, keep as text". */
export function parseInstruction(body: string): Token | null {
  const first = body.charCodeAt(0);
  if (first === HASH) return [Op.COMMENT, body.slice(1), 0];
  if (first === DOT) return parseDirective(body.slice(1));
  return parseVariable(body);
}

const HASH = 35;
const DOT = 46;

const WORD = /^[A-Za-z][\w-]*\??/;

const META = new Map<string, Token>([
  ['meta-left', Op.META_LEFT],
  ['meta-right', Op.META_RIGHT],
  ['newline', Op.NEWLINE],
  ['space', Op.SPACE],
  ['tab', Op.TAB],
  ['end', Op.END],
  ['alternates with', Op.ALTERNATES_WITH],
]);

function parseDirective(text: string): Token | null {
  const meta = META.get(text);
  if (meta !== undefined) return meta;
  const word = WORD.exec(text)?.[0];
  if (!word) return null;
  const rest = text.slice(word.length);
  // Every keyword takes its operands after a single space.
  const operand = rest.startsWith(' ') ? rest.slice(1) : null;
  if (word.endsWith('?')) return [Op.PREDICATE, word, parseArgs(rest), [], Op.END];
  switch (word) {
    case 'section':
      return withPath(operand, (path) => [Op.SECTION, path, [], Op.END]);
    case 'repeated':
      return operand?.startsWith('section ')
        ? withPath(operand.slice(8), (path) => [Op.REPEATED, path, [], Op.END, []])
        : null;
    case 'or':
      return parseOr(rest, operand);
    case 'if':
      return operand === null ? null : parseIf(operand);
    case 'var':
    case 'bindvar':
      return parseBindvar(operand);
    case 'ctx':
    case 'ctxvar':
      return parseCtx(operand);
    case 'macro':
      return operand ? [Op.MACRO, operand, []] : null;
    case 'struct':
      return operand ? [Op.STRUCT, operand, []] : null;
    case 'eval':
      return operand ? [Op.EVAL, operand] : null;
    case 'include':
      return parseInclude(operand);
    case 'inject':
      return parseInject(operand);
    default:
      return null;
  }
}

function withPath(text: string | null, build: (path: Path) => AstNode): AstNode | null {
  const path = text === null ? null : parsePath(text);
  return path && build(path);
}

/** `name?` followed by a delimiter and arguments split on it: ` a b`, `|a|b`, `:a:b`. */
function parseArgs(rest: string): Args {
  return rest === '' ? 0 : [rest.slice(1).split(rest[0]), rest[0]];
}

function parseOr(rest: string, operand: string | null): Token | null {
  if (rest === '') return [Op.OR_PREDICATE, 0, 0, [], Op.END];
  const name = operand === null ? undefined : WORD.exec(operand)?.[0];
  if (!name?.endsWith('?')) return null;
  return [Op.OR_PREDICATE, name, parseArgs(operand!.slice(name.length)), [], Op.END];
}

function parseIf(text: string): AstNode | null {
  const first = WORD.exec(text)?.[0];
  if (first?.endsWith('?')) return [Op.PREDICATE, first, parseArgs(text.slice(first.length)), [], Op.END];
  const words = text.split(' ').filter((w) => w !== '');
  const operators: number[] = [];
  const paths: Path[] = [];
  for (let k = 0; k < words.length; k++) {
    if (k % 2 === 1) {
      if (words[k] !== '&&' && words[k] !== '||') return null;
      operators.push(words[k] === '&&' ? 1 : 0);
      continue;
    }
    const path = parsePath(words[k]);
    if (!path) return null;
    paths.push(path);
  }
  return paths.length > 0 && paths.length === operators.length + 1 ? [Op.IF, operators, paths, [], Op.END] : null;
}

function parseBindvar(operand: string | null): AstNode | null {
  const space = operand ? operand.indexOf(' ') : -1;
  if (space < 0 || !operand!.startsWith('@')) return null;
  const variable = parseVariable(operand!.slice(space + 1));
  return variable && [Op.BINDVAR, operand!.slice(0, space), variable[1], variable[2]];
}

function parseCtx(operand: string | null): AstNode | null {
  const words = operand?.split(' ').filter((w) => w !== '');
  if (!words || words.length < 2 || !words[0].startsWith('@')) return null;
  const bindings: [string, Path][] = [];
  for (const word of words.slice(1)) {
    const eq = word.indexOf('=');
    const path = eq > 0 ? parsePath(word.slice(eq + 1)) : null;
    if (!path) return null;
    bindings.push([word.slice(0, eq), path]);
  }
  return [Op.CTXVAR, words[0], bindings];
}

function parseInclude(operand: string | null): AstNode | null {
  const words = operand?.split(' ');
  if (!words?.[0]) return null;
  return [Op.INCLUDE, words[0], [words.slice(1), ' ']];
}

function parseInject(operand: string | null): AstNode | null {
  const words = operand?.split(' ');
  if (!words || words.length < 2 || !words[0].startsWith('@') || !words[1]) return null;
  return [Op.INJECT, words[0], words[1], words.length > 2 ? [words.slice(2), ' '] : 0];
}

const FORMATTER = /^[A-Za-z_][\w-]*/;

/** `a.b,c|fmt arg|fmt2` -> [VARIABLE, paths, formatters]. */
export function parseVariable(text: string): VariableNode | null {
  const bar = text.indexOf('|');
  const paths: Path[] = [];
  const names = split(bar < 0 ? text : text.slice(0, bar), ',');
  for (let i = 0; i < names.length; i++) {
    // `{start, end|relative-time}`: authors may space the names after each comma.
    const path = parsePath(i === 0 ? names[i] : names[i].trimStart());
    if (!path) return null;
    paths.push(path);
  }
  if (bar < 0) return [Op.VARIABLE, paths, 0];
  const formatters: FormatterCall[] = [];
  for (const call of split(text.slice(bar + 1), '|')) {
    const name = FORMATTER.exec(call)?.[0];
    if (!name) return null;
    const args = parseArgs(call.slice(name.length));
    formatters.push(args === 0 ? [name] : [name, args]);
  }
  return [Op.VARIABLE, paths, formatters as Formatters];
}

/** `text.split(separator)`, without the cost of a split in the common case of one part. */
function split(text: string, separator: string): string[] {
  return text.indexOf(separator) < 0 ? [text] : text.split(separator);
}
