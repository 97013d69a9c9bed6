import { parseError } from './errors';

export type PathSegment = string | number;

export type Token =
  | { kind: 'literal'; value: string | number | boolean | null; offset: number }
  | { kind: 'path'; path: PathSegment[]; offset: number }
  | { kind: 'symbol'; text: string; offset: number };

export interface TokenizerLimits {
  maxTokens: number;
  maxStringLength: number;
}

// Longest first, so `===` is not read as `==` followed by `=`.
const SYMBOLS = [
  '===', '!==',
  '**', '<<', '>>', '<=', '>=', '==', '!=', '&&', '||',
  '+', '-', '*', '/', '%', '<', '>', '&', '|', '^', '~', '!', '=', '(', ')', ',', ';',
];

// Indexed by first character so each token costs a handful of comparisons,
// which keeps 100k-token inputs fast.
const SYMBOLS_BY_FIRST_CHAR = new Map<string, string[]>();
for (const symbol of SYMBOLS) SYMBOLS_BY_FIRST_CHAR.set(symbol[0], [...(SYMBOLS_BY_FIRST_CHAR.get(symbol[0]) ?? []), symbol]);

const HEX_NUMBER = /0[xX][0-9a-fA-F]+/y;
const DECIMAL_NUMBER = /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const FIRST_SEGMENT = /@[\w$]*|[A-Za-z_$][\w$]*/y;
const NEXT_SEGMENT = /\.(?:([A-Za-z_$][\w$]*)|(\d+))/y;
const WORD_CHAR = /[\w$@.]/;
const NUMBER_START = /[0-9]|\.[0-9]/y;
const PATH_START = /[A-Za-z_$@]/;
const HEX4 = /^[0-9a-fA-F]{4}$/;
const HEX2 = /^[0-9a-fA-F]{2}$/;
const WHITESPACE = ' \t\n\r\f\v';

const KEYWORDS: ReadonlyMap<string, boolean | null> = new Map([
  ['true', true],
  ['false', false],
  ['null', null],
]);

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0',
};

function matchAt(pattern: RegExp, source: string, offset: number): RegExpExecArray | null {
  pattern.lastIndex = offset;
  return pattern.exec(source);
}

function readNumber(source: string, offset: number): { value: number; end: number } {
  const match = (matchAt(HEX_NUMBER, source, offset) ?? matchAt(DECIMAL_NUMBER, source, offset))!;
  const end = offset + match[0].length;
  // `0x`, `1e` or `1.2.3` must not silently split into a number and a name.
  if (end < source.length && WORD_CHAR.test(source[end])) throw parseError(`invalid number at offset ${offset}`);
  return { value: Number(match[0]), end };
}

function readString(source: string, offset: number, maxLength: number): { value: string; end: number } {
  const quote = source[offset];
  const chunks: string[] = [];
  let length = 0;
  let chunkStart = offset + 1;
  let i = chunkStart;
  const take = (text: string) => {
    length += text.length;
    if (length > maxLength) throw parseError(`string literal at offset ${offset} exceeds the maximum string length of ${maxLength}`);
    chunks.push(text);
  };
  while (i < source.length) {
    const ch = source[i];
    if (ch === quote) {
      take(source.slice(chunkStart, i));
      return { value: chunks.join(''), end: i + 1 };
    }
    if (ch !== '\\') {
      i++;
      continue;
    }
    take(source.slice(chunkStart, i));
    const escape = source[i + 1];
    if (escape === undefined) break;
    if (escape === 'x' || escape === 'u') {
      const digits = source.slice(i + 2, i + (escape === 'x' ? 4 : 6));
      if (!(escape === 'x' ? HEX2 : HEX4).test(digits)) {
        throw parseError(`bad ${escape === 'x' ? 'hex' : 'unicode'} escape '\\${escape}${digits}' at offset ${i}`);
      }
      take(String.fromCharCode(parseInt(digits, 16)));
      i += 2 + digits.length;
    } else {
      // As in JavaScript, an unknown escape stands for the character itself.
      take(SIMPLE_ESCAPES[escape] ?? escape);
      i += 2;
    }
    chunkStart = i;
  }
  throw parseError(`unterminated string starting at offset ${offset}`);
}

function readPath(source: string, offset: number): { path: PathSegment[]; end: number } {
  const first = matchAt(FIRST_SEGMENT, source, offset)!;
  const path: PathSegment[] = [first[0]];
  let end = offset + first[0].length;
  for (let next = matchAt(NEXT_SEGMENT, source, end); next; next = matchAt(NEXT_SEGMENT, source, end)) {
    path.push(next[1] ?? Number(next[2]));
    end += next[0].length;
  }
  if (source[end] === '.') throw parseError(`invalid path at offset ${offset}`);
  return { path, end };
}

export function tokenize(source: string, limits: TokenizerLimits): Token[] {
  const tokens: Token[] = [];
  const push = (token: Token) => {
    if (tokens.length === limits.maxTokens) throw parseError(`too many tokens (the maximum is ${limits.maxTokens})`);
    tokens.push(token);
  };
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (WHITESPACE.includes(ch)) {
      i++;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const { value, end } = readString(source, i, limits.maxStringLength);
      push({ kind: 'literal', value, offset: i });
      i = end;
      continue;
    }
    if (matchAt(NUMBER_START, source, i)) {
      const number = readNumber(source, i);
      push({ kind: 'literal', value: number.value, offset: i });
      i = number.end;
      continue;
    }
    if (PATH_START.test(ch)) {
      const path = readPath(source, i);
      const keyword = path.path.length === 1 ? KEYWORDS.get(String(path.path[0])) : undefined;
      push(keyword === undefined ? { kind: 'path', path: path.path, offset: i } : { kind: 'literal', value: keyword, offset: i });
      i = path.end;
      continue;
    }
    const symbol = SYMBOLS_BY_FIRST_CHAR.get(ch)?.find((text) => source.startsWith(text, i));
    if (!symbol) throw parseError(`unexpected character '${ch}' at offset ${i}`);
    push({ kind: 'symbol', text: symbol, offset: i });
    i += symbol.length;
  }
  return tokens;
}
