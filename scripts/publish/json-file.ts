// Site files are JSON written by hand: a syntax error is reported where an
// editor can jump to it (file:line:column), not at V8's character offset,
// which some of its messages leave out altogether.
import { readFile } from 'node:fs/promises';

export class JsonFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}:${column}: ${reason}`);
  }
}

/** The offset of the first character that makes `text` invalid JSON (its length when it ends too soon). */
export function jsonErrorOffset(text: string): number {
  let at = 0;
  const fail = (): never => {
    throw at;
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at])) at++;
  };
  const expect = (word: string) => {
    for (const char of word) if (text[at++] !== char) (at--, fail());
  };
  const string = () => {
    expect('"');
    while (at < text.length && text[at] !== '"') {
      if (text.charCodeAt(at) < 0x20) fail();
      if (text[at] === '\\') {
        at++;
        if (text[at] === 'u') {
          at++;
          for (let i = 0; i < 4; i++, at++) if (!/[0-9a-fA-F]/.test(text[at] ?? '')) fail();
          continue;
        }
        if (!'"\\/bfnrt'.includes(text[at] ?? 'x')) fail();
      }
      at++;
    }
    expect('"');
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at));
    if (!match) fail();
    at += match![0].length;
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{') return members('}', () => (string(), space(), expect(':'), value()));
    if (char === '[') return members(']', value);
    if (char === '"') return string();
    if (char === 't') return expect('true');
    if (char === 'f') return expect('false');
    if (char === 'n') return expect('null');
    number();
  };
  const members = (close: string, member: () => void) => {
    at++;
    space();
    if (text[at] === close) return void at++;
    for (;;) {
      space();
      member();
      space();
      if (text[at] === ',') at++;
      else return expect(close);
    }
  };
  try {
    value();
    space();
    if (at < text.length) fail();
  } catch (offset) {
    if (typeof offset === 'number') return Math.min(offset, text.length);
    throw offset;
  }
  return -1;
}

/** 1-based line and column of `offset` in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** `text`, parsed; a syntax error names `file`, line and column. */
export function parseJsonFile(file: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const { line, column } = lineAndColumn(text, Math.max(jsonErrorOffset(text), 0));
    // V8's own wording, without its offset (or its quotation of the whole file).
    const reason = (error as Error).message.replace(/ in JSON at position \d+.*$/, '').replace(/, ".*" is not valid JSON$/s, '')
      .replace(/\n/g, '\\n');
    throw new JsonFileError(file, line, column, reason);
  }
}

export async function readJsonFile(file: string): Promise<unknown> {
  return parseJsonFile(file, await readFile(file, 'utf8'));
}
