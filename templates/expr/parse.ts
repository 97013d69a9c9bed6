// Tokenizes an expression and orders it into postfix segments in one pass
// (shunting-yard, reference §1.17 "Tokens" and "Operators"). Malformed but
// tokenisable input is left to evaluation, which is lenient about it.
import type { Path } from '../ast';
import { isLetter, lastOf, wordEnd } from '../values';
import { ParseFailure } from './failures';
import { FUNCTIONS } from './functions';
import { BINARY, SYMBOLS, UNARY } from './operators';
import type { OperatorDef } from './operators';
import { ARGS_TOKEN, CALL, OP, REF, Token } from './tokens';
import type { PostfixToken, Segment } from './tokens';

const CONSTANTS: ReadonlyMap<string, number | boolean | null> = new Map<string, number | boolean | null>([
  ['null', null],
  ['true', true],
  ['false', false],
  ['PI', Math.PI],
  ['E', Math.E],
  ['Infinity', Infinity],
  ['NaN', NaN],
]);

/** What waits on the operator stack: an operator, a function call, or an open parenthesis. */
type Pending = OperatorDef | Token | typeof PAREN;
const PAREN = Symbol('paren');

const isDigit = (ch: number) => ch >= 48 && ch <= 57;
const isHex = (ch: number) => isDigit(ch) || (ch >= 97 && ch <= 102) || (ch >= 65 && ch <= 70);
const isSpace = (ch: number) => ch === 32 || ch === 9 || ch === 10 || ch === 13 || ch === 0xa0;
const INT32_MAX = 2147483647;

export function parseExpression(src: string, maxTokens: number): Segment[] {
  return new Parser(src, maxTokens).run();
}

class Parser {
  private readonly segments: Segment[] = [];
  private out: PostfixToken[] = [];
  private readonly ops: Pending[] = [];
  /** Whether the last token completed an operand, which makes `+`/`-` binary. */
  private afterOperand = false;
  private tokens = 0;
  private i = 0;

  constructor(
    private readonly src: string,
    private readonly maxTokens: number,
  ) {}

  run(): Segment[] {
    const src = this.src;
    while (this.i < src.length) {
      const ch = src.charCodeAt(this.i);
      if (isSpace(ch)) {
        this.i++;
        continue;
      }
      this.count();
      if (isDigit(ch)) this.operand(this.number());
      else if (ch === 34 || ch === 39) this.operand(this.string(ch));
      else if (isLetter(ch) || ch === 64 || ch === 36) this.name();
      else this.symbol();
    }
    this.endSegment();
    return this.segments;
  }

  private count(): void {
    if (++this.tokens > this.maxTokens) throw new ParseFailure(`Expression exceeds the maximum number of allowed tokens: ${this.maxTokens}`);
  }

  private operand(token: PostfixToken): void {
    this.out.push(token);
    this.afterOperand = true;
  }

  private number(): number {
    const src = this.src;
    const start = this.i;
    if (src.charCodeAt(start) === 48 && (src[start + 1] === 'x' || src[start + 1] === 'X')) {
      let j = start + 2;
      while (isHex(src.charCodeAt(j))) j++;
      if (j === start + 2) throw new ParseFailure('Expected digits after start of hex number');
      this.i = j;
      return parseInt(src.slice(start + 2, j), 16);
    }
    let j = start;
    let point = false;
    while (j < src.length) {
      const ch = src.charCodeAt(j);
      if (isDigit(ch)) j++;
      else if (ch === 46) {
        if (point) throw new ParseFailure('Duplicate decimal point in number');
        point = true;
        j++;
      } else break;
    }
    if (src[j] === 'e' || src[j] === 'E') {
      j++;
      if (src[j] === '+' || src[j] === '-') j++;
      if (!isDigit(src.charCodeAt(j))) throw new ParseFailure('Expected a digit after exponent in decimal number');
      while (isDigit(src.charCodeAt(j))) j++;
      if (src.charCodeAt(j) === 46) throw new ParseFailure('Unexpected decimal point in exponent');
    }
    this.i = j;
    return Number(src.slice(start, j));
  }

  private string(quote: number): string {
    const src = this.src;
    let out = '';
    let j = this.i + 1;
    let chunk = j;
    for (;;) {
      if (j >= src.length) throw new ParseFailure('Unterminated string');
      const ch = src.charCodeAt(j);
      if (ch === quote) break;
      if (ch === 10) throw new ParseFailure('Illegal bare line feed character in string literal');
      if (ch === 13) throw new ParseFailure('Illegal bare carriage return character in string literal');
      if (ch !== 92) {
        j++;
        continue;
      }
      out += src.slice(chunk, j);
      const [text, next] = escape(src, j + 1);
      out += text;
      j = chunk = next;
    }
    this.i = j + 1;
    return out + src.slice(chunk, j);
  }

  private name(): void {
    const src = this.src;
    const start = this.i;
    const path: Path = [];
    let j = start;
    for (;;) {
      const end = segmentEnd(src, j);
      if (end < 0) break;
      const seg = src.slice(j, end);
      path.push(isDigit(seg.charCodeAt(0)) && Number(seg) <= INT32_MAX ? Number(seg) : seg);
      j = end;
      if (src.charCodeAt(j) !== 46 || segmentEnd(src, j + 1) < 0) break;
      j++;
    }
    if (path.length === 0) throw new ParseFailure(`Unexpected character at ${start}: ${JSON.stringify(src[start])}`);
    this.i = j;
    const single = path.length === 1 ? (path[0] as string) : null;
    if (single !== null) {
      let k = j;
      while (isSpace(src.charCodeAt(k))) k++;
      if (src.charCodeAt(k) === 40 && isLetter(single.charCodeAt(0))) return this.call(single, k);
      if (CONSTANTS.has(single)) return this.operand(CONSTANTS.get(single)!);
    }
    const variable = single !== null && single.charCodeAt(0) === 64 && single.length > 1 ? single : null;
    this.operand(new Token(REF, path, variable));
  }

  private call(name: string, paren: number): void {
    if (!FUNCTIONS.has(name)) throw new ParseFailure(`Invalid function ${name}`);
    this.count();
    this.out.push(ARGS_TOKEN);
    this.ops.push(new Token(CALL, null, null, null, name), PAREN);
    this.afterOperand = false;
    this.i = paren + 1;
  }

  private symbol(): void {
    const src = this.src;
    const at = this.i;
    const symbol = SYMBOLS.find((s) => src.startsWith(s, at));
    if (symbol === undefined) {
      const ch = src[at];
      const what = src.charCodeAt(at) < 32 ? 'control character' : 'character';
      throw new ParseFailure(`Unexpected ${what} at ${at}: ${JSON.stringify(ch)}`);
    }
    this.i += symbol.length;
    switch (symbol) {
      case '(':
        this.ops.push(PAREN);
        this.afterOperand = false;
        return;
      case ')':
        this.closeParen();
        this.afterOperand = true;
        return;
      case ',':
        this.popOperators(true);
        this.afterOperand = false;
        return;
      case ';':
        this.endSegment();
        this.afterOperand = false;
        return;
    }
    const unary = symbol === '!' || symbol === '~' || (!this.afterOperand && (symbol === '-' || symbol === '+'));
    const op = unary ? UNARY[symbol] : BINARY[symbol];
    const ops = this.ops;
    for (let top = lastOf(ops); top !== undefined && top !== PAREN && !(top instanceof Token); top = lastOf(ops)) {
      if (top.prec < op.prec || (top.prec === op.prec && op.right)) break;
      this.out.push(operator(ops.pop() as OperatorDef));
    }
    ops.push(op);
    this.afterOperand = false;
  }

  /** Moves operators to the output down to the innermost open parenthesis, which stays. */
  private popOperators(stopAtParen: boolean): void {
    const ops = this.ops;
    while (ops.length > 0) {
      const top = lastOf(ops);
      if (top === PAREN) {
        if (stopAtParen) return;
        throw new ParseFailure('Mismatched operator found: left paren');
      }
      const pending = ops.pop() as OperatorDef | Token;
      this.out.push(pending instanceof Token ? pending : operator(pending));
    }
  }

  private closeParen(): void {
    this.popOperators(true);
    if (this.ops.pop() !== PAREN) throw new ParseFailure('Mismatched operator found: right paren');
    const top = lastOf(this.ops);
    if (top instanceof Token) this.out.push(this.ops.pop() as Token);
  }

  private endSegment(): void {
    this.popOperators(false);
    if (this.out.length > 0) this.segments.push(this.out);
    this.out = [];
  }
}

/** Operators appear in postfix output once each, as one token per definition. */
const operatorTokens = new Map<OperatorDef, Token>();
function operator(def: OperatorDef): Token {
  let token = operatorTokens.get(def);
  if (!token) operatorTokens.set(def, (token = new Token(OP, null, null, def)));
  return token;
}

/** End of a reference segment at `i` (`@`, `@name`, `$name`, `name`, digits), or -1. */
function segmentEnd(src: string, i: number): number {
  const ch = src.charCodeAt(i);
  if (isDigit(ch)) {
    let j = i + 1;
    while (isDigit(src.charCodeAt(j))) j++;
    return j;
  }
  let j = i;
  if (ch === 64 || ch === 36) {
    j++;
    if (ch === 64 && !isLetter(src.charCodeAt(j))) return j;
  }
  return isLetter(src.charCodeAt(j)) ? wordEnd(src, j + 1) : -1;
}

/** Decodes the escape whose letter is at `i`; returns the text and the index after it. */
function escape(src: string, i: number): [string, number] {
  const letter = src[i];
  switch (letter) {
    case 'n':
      return ['\n', i + 1];
    case 't':
      return ['\t', i + 1];
    case 'f':
      return ['\f', i + 1];
    case 'r':
      return ['\r', i + 1];
    case 'x':
      return [codePoint(hexDigits(src, i + 1, 2, 'Invalid 2-char hex escape found')), i + 3];
    case 'u':
      return [codePoint(hexDigits(src, i + 1, 4, 'Invalid unicode escape found')), i + 5];
    case 'U':
      return [codePoint(hexDigits(src, i + 1, 8, 'Invalid unicode escape found')), i + 9];
    case undefined:
      throw new ParseFailure('Unterminated string');
    default:
      return [letter, i + 1];
  }
}

function hexDigits(src: string, i: number, n: number, message: string): number {
  for (let k = i; k < i + n; k++) if (!isHex(src.charCodeAt(k))) throw new ParseFailure(message);
  return parseInt(src.slice(i, i + n), 16);
}

/** Control characters other than whitespace, and code points beyond Unicode, read as a space. */
function codePoint(cp: number): string {
  if (cp <= 8 || (cp >= 0x0e && cp <= 0x1f) || cp > 0x10ffff) return ' ';
  return String.fromCodePoint(cp);
}
