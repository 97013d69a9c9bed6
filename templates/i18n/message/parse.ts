// Message patterns (reference §4.6) come from site data, so parsing is
// total: a pattern that does not parse (unbalanced braces, a bad choice) is
// printed as written, and nesting is bounded.
import type { ArgRef, ChoiceType, Message, MessagePart } from './ast';

const MAX_NESTING = 20;
const CHOICE_TYPES: readonly string[] = ['plural', 'selectordinal', 'select'];
const SPACE = /\s/;

class Failure extends Error {}

class Parser {
  pos = 0;

  constructor(private readonly src: string) {}

  /** Text and placeholders up to the end, or up to the `}` closing a choice case. */
  message(depth: number, inPlural: boolean): MessagePart[] {
    const parts: MessagePart[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push(text);
      text = '';
    };
    while (this.pos < this.src.length) {
      const ch = this.src[this.pos];
      if (ch === '}') {
        if (depth === 0) throw new Failure();
        break;
      }
      if (ch === '{') {
        if (depth >= MAX_NESTING) throw new Failure();
        flush();
        parts.push(this.placeholder(depth, inPlural));
      } else if (ch === '#' && inPlural) {
        flush();
        parts.push({ kind: 'count' });
        this.pos++;
      } else if (ch === "'") {
        text += this.quoted();
      } else {
        text += ch;
        this.pos++;
      }
    }
    flush();
    return parts;
  }

  /** `''` is an apostrophe; `'{…}'` (or `'#…'`) is literal text; any other apostrophe is itself. */
  private quoted(): string {
    const next = this.src[this.pos + 1];
    if (next === "'") {
      this.pos += 2;
      return "'";
    }
    if (next !== '{' && next !== '}' && next !== '#') {
      this.pos++;
      return "'";
    }
    const close = this.src.indexOf("'", this.pos + 1);
    const end = close < 0 ? this.src.length : close;
    const literal = this.src.slice(this.pos + 1, end);
    this.pos = close < 0 ? end : end + 1;
    return literal;
  }

  /** At `{`. */
  private placeholder(depth: number, inPlural: boolean): MessagePart {
    this.pos++;
    this.skipSpace();
    const refs = this.word().split(';').map(argRef);
    this.skipSpace();
    if (refs.some((r) => r === '')) throw new Failure();
    if (this.src[this.pos] === '}') {
      this.pos++;
      if (refs.length !== 1) throw new Failure();
      return { kind: 'arg', arg: refs[0] };
    }
    const name = this.word();
    if (CHOICE_TYPES.includes(name)) return this.choice(refs[0], name as ChoiceType, depth, inPlural);
    const close = this.src.indexOf('}', this.pos);
    const open = this.src.indexOf('{', this.pos);
    if (!name || close < 0 || (open >= 0 && open < close)) throw new Failure();
    const options = this.src.slice(this.pos, close).split(/\s+/).filter((w) => w !== '');
    this.pos = close + 1;
    return { kind: 'format', args: refs, formatter: name, options };
  }

  private choice(arg: ArgRef, type: ChoiceType, depth: number, inPlural: boolean): MessagePart {
    const cases = new Map<string, Message>();
    let offset = 0;
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.src.length) throw new Failure();
      if (this.src[this.pos] === '}') {
        this.pos++;
        return { kind: 'choice', arg, type, offset, cases };
      }
      const key = this.word();
      if (key.startsWith('offset:')) {
        offset = Number(key.slice(7)) || 0;
        continue;
      }
      this.skipSpace();
      if (!key || this.src[this.pos] !== '{') throw new Failure();
      this.pos++;
      const body = this.message(depth + 1, inPlural || type !== 'select');
      if (this.src[this.pos] !== '}') throw new Failure();
      this.pos++;
      cases.set(key, body);
    }
  }

  /** Characters up to space or a brace. */
  private word(): string {
    const start = this.pos;
    while (this.pos < this.src.length && !SPACE.test(this.src[this.pos]) && this.src[this.pos] !== '{' && this.src[this.pos] !== '}') this.pos++;
    return this.src.slice(start, this.pos);
  }

  private skipSpace(): void {
    while (this.pos < this.src.length && SPACE.test(this.src[this.pos])) this.pos++;
  }
}

const argRef = (text: string): ArgRef => (/^\d+$/.test(text) ? Number(text) : text);

/** The parsed pattern; one literal text part when it does not parse. */
export function parseMessage(src: string): Message {
  try {
    return new Parser(src).message(0, false);
  } catch (error) {
    if (error instanceof Failure) return [src];
    throw error;
  }
}
