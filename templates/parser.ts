// Scanner and tag parser (reference §1.2 and the tag forms of §1.5 to
// §1.21): finds tags in the source, decodes each into its tree node and
// feeds the assembler. A candidate tag runs from the last `{` before the
// first following `}`; a candidate that does not parse is literal text
// (CSS, scripts), so the scan is linear even for hostile input such as a
// megabyte of `{`.
import { Op } from './ast';
import type { Args, AstNode, FormatterCall, Formatters, Path, RootNode, VariableNode } from './ast';
import { Assembler } from './assembler';
import type { Token } from './assembler';
import { errorAt, messages, NO_POSITION } from './errors';
import type { Position, TemplateError } from './errors';
import { Locator, offsetOf } from './locator';
import { formatterWordAt, predicateNameAt } from './plugins/registry';
import { codeAt, indexIn, isLetter, parsePath, wordEnd } from './values';

export interface ParseOptions {
  /**
   * Pre-processing mode (§1.21): `{^…}` tags run and every other tag is
   * literal text. Otherwise `{^…}` tags are dropped.
   */
  preprocess?: boolean;
}

export interface ParseResult {
  ast: RootNode;
  errors: TemplateError[];
  /** Source position of an instruction node, for compile-time errors. */
  locate(node: object): Position;
}

/** A `{^…}` tag outside pre-processing: removed without a trace. */
const DROPPED = -2;

export function parseTemplate(source: string, options: ParseOptions = {}): ParseResult {
  const errors: TemplateError[] = [];
  const locator = new Locator(source);
  const assembler = new Assembler(errors, locator);
  const tags = new TagParser(errors, locator, options.preprocess === true);
  const end = source.length;
  let textStart = 0;

  const flushText = (upTo: number) => {
    if (upTo > textStart) assembler.text(source.slice(textStart, upTo));
  };

  // `open` is the next `{` to consider; each search starts where the last one ended, so text is read once.
  let open = source.indexOf('{');
  while (open >= 0) {
    if (source.charCodeAt(open + 1) === HASH && source.startsWith('{##', open)) {
      flushText(open);
      const close = source.indexOf('##}', open + 3);
      if (close < 0) errors.push(errorAt(messages.unclosed('multi-line comment'), locator.at(open)));
      assembler.add([Op.COMMENT, source.slice(open + 3, close < 0 ? end : close), 1], open);
      textStart = close < 0 ? end : close + 3;
      open = close < 0 ? -1 : source.indexOf('{', textStart);
      continue;
    }
    const close = source.indexOf('}', open + 1);
    if (close < 0) break;
    // The candidate starts at the last `{` before `}`; the first one after `}` is the next to consider.
    let start = open;
    let next = source.indexOf('{', open + 1);
    while (next >= 0 && next < close) {
      start = next;
      next = source.indexOf('{', next + 1);
    }
    open = next;
    const token = tags.parse(source, start + 1, close);
    if (token === null) continue;
    flushText(start);
    textStart = close + 1;
    if (token !== DROPPED) assembler.add(token, start);
  }
  flushText(end);
  const locate = (node: object) => {
    const offset = offsetOf(node);
    return offset === undefined ? NO_POSITION : locator.at(offset);
  };
  return { ast: assembler.finish(end), errors, locate };
}

const HASH = 35;
const BAR = 124;
const COMMA = 44;
const DOT = 46;
const CARET = 94;
const AT = 64;
const QUESTION = 63;
const SPACE = 32;

const isSpace = (ch: number) => ch === SPACE || ch === 9 || ch === 10 || ch === 13;

/** The code unit at `i` of `text[…, to)`, or -1 past `to`. */
const codeIn = (text: string, i: number, to: number): number => (i < to ? text.charCodeAt(i) : -1);

/** A run of whitespace from `i` (before `to`), at least one character; -1 when there is none. */
function afterSpace(text: string, i: number, to = text.length): number {
  if (!isSpace(codeIn(text, i, to))) return -1;
  while (isSpace(codeIn(text, i, to))) i++;
  return i;
}

/** The longest tag `exactTag` knows, `alternates with`. */
const LONGEST_EXACT = 15;

/** Tags that are one exact word or phrase, or undefined. */
function exactTag(text: string): Token | undefined {
  // A switch compares lengths before characters; a map would hash every directive first.
  switch (text) {
    case 'end':
      return Op.END;
    case 'or':
      return [Op.OR_PREDICATE, 0, 0, [], Op.END];
    case 'alternates with':
      return Op.ALTERNATES_WITH;
    case 'meta-left':
      return Op.META_LEFT;
    case 'meta-right':
      return Op.META_RIGHT;
    case 'newline':
      return Op.NEWLINE;
    case 'space':
      return Op.SPACE;
    case 'tab':
      return Op.TAB;
    default:
      return undefined;
  }
}

/** Macro names and file paths: `[A-Za-z0-9_./-]+`. */
const FILE_PATH = /^[\w./-]+/;

/** `name?` followed by a delimiter and arguments split on it: ` a b`, `|a|b`, `:a:b`. */
function parseArgs(rest: string, predicate: boolean): Args {
  if (rest === '') return 0;
  // A predicate given only the delimiter has no arguments; a formatter has one empty one.
  if (predicate && rest.length === 1) return [[], rest];
  // Split by hand: String#split goes to the runtime, which measured as much as the rest of parsing a tag.
  const delimiter = rest[0];
  const args: string[] = [];
  let start = 1;
  for (let at = rest.indexOf(delimiter, 1); at >= 0; at = rest.indexOf(delimiter, start)) {
    args.push(rest.slice(start, at));
    start = at + 1;
  }
  args.push(rest.slice(start));
  return [args, delimiter];
}

/** Decodes the text between braces; null means "not a tag, keep as text". */
class TagParser {
  constructor(
    private readonly errors: TemplateError[],
    private readonly locator: Locator,
    private readonly preprocess: boolean,
  ) {}

  /**
   * The tag whose text is `source[from, to)`. Tags are read where they
   * stand: a slice of the template is a string V8 reads several times more
   * slowly than the template itself, and variables are most tags.
   */
  parse(source: string, from: number, to: number): Token | typeof DROPPED | null {
    const first = from < to ? source.charCodeAt(from) : -1;
    if (first === CARET) return this.preprocess ? this.tag(source, from + 1, to) : DROPPED;
    return this.preprocess ? null : this.tag(source, from, to);
  }

  private tag(source: string, from: number, to: number): Token | null {
    // Errors point at the tag's opening brace.
    const offset = from - 1;
    const first = from < to ? source.charCodeAt(from) : -1;
    if (first === HASH) return [Op.COMMENT, source.slice(from + 1, to), 0];
    if (first === DOT) return this.directive(source, from + 1, to, offset);
    return this.variable(source, from, to, offset);
  }

  private unknown(message: string, offset: number): null {
    this.errors.push(errorAt(message, this.locator.at(offset)));
    return null;
  }

  /**
   * The directive `source[from, to)`, after its dot. Read in place like a
   * variable (see `parse`): sections, predicates and `.or` are most
   * directives; only the rarer keywords slice out their operand.
   */
  private directive(source: string, from: number, to: number, offset: number): Token | null {
    // Short enough to be copied when sliced, not referenced.
    if (to - from <= LONGEST_EXACT) {
      const exact = exactTag(source.slice(from, to));
      if (exact !== undefined) return exact;
    }
    if (!isLetter(codeIn(source, from, to))) return null;
    const end = wordEnd(source, from + 1, to);
    if (codeIn(source, end, to) === QUESTION) return this.predicate(Op.PREDICATE, source, from, to, end);
    const word = source.slice(from, end);
    // Most keywords take their operand after exactly one space.
    const spaced = codeIn(source, end, to) === SPACE;
    switch (word) {
      case 'section': {
        const at = afterSpace(source, end, to);
        const path = at < 0 ? null : parsePath(source, at, to);
        return path && [Op.SECTION, path, [], Op.END];
      }
      case 'repeated': {
        if (!spaced || end + 8 > to || !source.startsWith('section', end + 1)) return null;
        const at = afterSpace(source, end + 8, to);
        const path = at < 0 ? null : parsePath(source, at, to);
        return path && [Op.REPEATED, path, [], Op.END, []];
      }
      case 'or':
        return spaced ? this.predicate(Op.OR_PREDICATE, source, end + 1, to) : null;
      case 'if': {
        const at = afterSpace(source, end, to);
        return at < 0 ? null : this.ifTag(source.slice(at, to));
      }
      case 'var': {
        const text = spaced ? source.slice(end + 1, to) : null;
        return text === null ? null : this.bindvar(text, offset);
      }
      case 'ctx': {
        const text = spaced ? source.slice(end + 1, to) : null;
        return text === null ? null : parseCtx(text);
      }
      case 'macro': {
        const text = spaced ? source.slice(end + 1, to) : null;
        return text !== null && FILE_PATH.exec(text)?.[0] === text ? [Op.MACRO, text, []] : null;
      }
      case 'eval': {
        const at = afterSpace(source, end, to);
        return at < 0 || at === to ? null : [Op.EVAL, source.slice(at, to)];
      }
      case 'include': {
        const text = spaced ? source.slice(end + 1, to) : null;
        if (text === null) return null;
        const words = text.split(' ');
        return [Op.INCLUDE, words[0], [words.slice(1), ' ']];
      }
      case 'inject': {
        const text = spaced ? source.slice(end + 1, to) : null;
        return text === null ? null : parseInject(text);
      }
      default:
        return null;
    }
  }

  /**
   * `name? args` in `text[from, to)`, of a predicate tag, `.or` branch or
   * `.if`; unknown names are kept (the compiler reports them). `end`, the
   * end of the name's word, is passed by callers that have found it already.
   */
  private predicate(
    op: typeof Op.PREDICATE | typeof Op.OR_PREDICATE,
    text: string,
    from: number,
    to: number,
    end = wordEnd(text, from + 1, to),
  ): AstNode | null {
    if (!isLetter(codeIn(text, from, to)) || codeIn(text, end, to) !== QUESTION) return null;
    // The registry's own spelling, so the compiler's lookup hashes nothing; an unknown name is kept as written.
    const name = predicateNameAt(text, from, end + 1) ?? text.slice(from, end + 1);
    return [op, name, parseArgs(text.slice(end + 1, to), true), [], Op.END];
  }

  /** `.if a || b && c`, or `.if name? args` which is a predicate tag. */
  private ifTag(text: string): AstNode | null {
    if (isLetter(codeAt(text, 0))) {
      const end = wordEnd(text, 1);
      if (codeAt(text, end) === QUESTION) return this.predicate(Op.PREDICATE, text, 0, text.length, end);
    }
    const operators: number[] = [];
    const paths: Path[] = [];
    let i = 0;
    for (;;) {
      let j = i;
      while (j < text.length && !isSpace(codeAt(text, j)) && text[j] !== '|' && text[j] !== '&') j++;
      const path = parsePath(text.slice(i, j));
      if (!path) return null;
      paths.push(path);
      while (isSpace(codeAt(text, j))) j++;
      if (j === text.length) break;
      const op = text.slice(j, j + 2);
      if (op !== '&&' && op !== '||') return null;
      operators.push(op === '&&' ? 1 : 0);
      i = j + 2;
      while (isSpace(codeAt(text, i))) i++;
    }
    return [Op.IF, operators, paths, [], Op.END];
  }

  private bindvar(operand: string, offset: number): AstNode | null {
    const name = localName(operand);
    if (name === null || codeAt(operand, name.length) !== SPACE) return null;
    const variable = this.variable(operand, name.length + 1, operand.length, offset);
    return variable && [Op.BINDVAR, name, variable[1], variable[2]];
  }

  /** `a.b, c|fmt arg|fmt2` in `text[from, to)` -> [VARIABLE, paths, formatters]; an unknown formatter makes the tag text. */
  variable(text: string, from: number, to: number, offset: number): VariableNode | null {
    // One pass finds the first `|` and whether a comma comes before it.
    let bar = -1;
    let comma = false;
    for (let i = from; i < to; i++) {
      const ch = text.charCodeAt(i);
      if (ch === BAR) {
        bar = i;
        break;
      }
      if (ch === COMMA) comma = true;
    }
    const refsEnd = bar < 0 ? to : bar;
    const paths = comma ? several(text.slice(from, refsEnd)) : single(text, from, refsEnd);
    if (paths === null) return null;
    if (bar < 0) return [Op.VARIABLE, paths, 0];
    // Made with its first call: growing an empty array allocates room for many, and most tags have one formatter.
    let formatters: FormatterCall[] | null = null;
    // Calls split on `|` by hand: String#split measured the costliest step of compiling a page.
    for (let start = bar + 1; start <= to; ) {
      if (start === to || !isLetter(text.charCodeAt(start))) return null;
      const name = formatterWordAt(text, start, to);
      if (name === undefined) return this.unknown(messages.unknownFormatter(text.slice(start, wordEnd(text, start + 1, to))), offset);
      const end = start + name.length;
      let next = indexIn(text, BAR, end, to);
      if (next < 0) next = to;
      const args = end === next ? 0 : parseArgs(text.slice(end, next), false);
      // A call of its own even without arguments: looking a shared one up measured slower than making it.
      const call: FormatterCall = args === 0 ? [name] : [name, args];
      if (formatters === null) formatters = [call];
      else formatters.push(call);
      start = next + 1;
    }
    return [Op.VARIABLE, paths, formatters as Formatters];
  }
}

function single(text: string, from: number, to: number): Path[] | null {
  const path = parsePath(text, from, to);
  return path && [path];
}

/** `a , b,c`: spaces may surround the commas, never open or close the list. */
function several(refs: string): Path[] | null {
  const paths: Path[] = [];
  const parts = refs.split(',');
  for (let k = 0; k < parts.length; k++) {
    let part = parts[k];
    if (k > 0) part = part.replace(/^ +/, '');
    if (k < parts.length - 1) part = part.replace(/ +$/, '');
    const path = parsePath(part);
    if (!path) return null;
    paths.push(path);
  }
  return paths;
}

/** `@name` at the start of `text`, or null. */
function localName(text: string): string | null {
  if (codeAt(text, 0) !== AT || !isLetter(codeAt(text, 1))) return null;
  return text.slice(0, wordEnd(text, 2));
}

function parseCtx(operand: string): AstNode | null {
  const name = localName(operand);
  if (name === null || codeAt(operand, name.length) !== SPACE) return null;
  const words = operand.slice(name.length + 1).split(/[ \t\r\n]+/);
  const bindings: [string, Path][] = [];
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq < 1 || !isLetter(codeAt(word, 0)) || wordEnd(word, 1) !== eq) return null;
    const path = parsePath(word.slice(eq + 1));
    if (!path) return null;
    bindings.push([word.slice(0, eq), path]);
  }
  return [Op.CTXVAR, name, bindings];
}

function parseInject(operand: string): AstNode | null {
  const name = localName(operand);
  if (name === null || codeAt(operand, name.length) !== SPACE) return null;
  const rest = operand.slice(name.length + 1);
  const path = FILE_PATH.exec(rest)?.[0];
  if (!path) return null;
  return [Op.INJECT, name, path, parseArgs(rest.slice(path.length), false)];
}
