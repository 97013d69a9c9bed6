// Message texts come from site data, so parsing is total: a placeholder that
// does not parse prints as written, and nesting is bounded.
import type { ArgRef, ChoiceType, Message, MessagePart } from './ast';

const MAX_NESTING = 20;
const CHOICE_TYPES: readonly string[] = ['plural', 'selectordinal', 'select'];
const SPACE = /\s/;

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
      if (ch === '}' && depth > 0) break;
      if (ch === '{') {
        const start = this.pos;
        const part = depth < MAX_NESTING ? this.placeholder(depth, inPlural) : null;
        if (part) {
          flush();
          parts.push(part);
        } else {
          this.pos = start + 1;
          text += ch;
        }
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

  /** ICU quoting: `''` is an apostrophe and `'{...}'` literal text; any other apostrophe is itself. */
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

  /** At `{`; null (position unspecified) when it is not a placeholder. */
  private placeholder(depth: number, inPlural: boolean): MessagePart | null {
    this.pos++;
    this.skipSpace();
    const refs = this.word().split(';').filter((r) => r !== '').map(argRef);
    this.skipSpace();
    if (!refs.length) return null;
    if (this.src[this.pos] === '}') {
      this.pos++;
      return refs.length === 1 ? { kind: 'arg', arg: refs[0] } : null;
    }
    const name = this.word();
    if (CHOICE_TYPES.includes(name)) return this.choice(refs[0], name as ChoiceType, depth, inPlural);
    const close = this.src.indexOf('}', this.pos);
    const open = this.src.indexOf('{', this.pos);
    if (!name || close < 0 || (open >= 0 && open < close)) return null;
    const options = this.src.slice(this.pos, close).split(/\s+/).filter((w) => w !== '');
    this.pos = close + 1;
    return { kind: 'format', args: refs, formatter: name, options };
  }

  private choice(arg: ArgRef, type: ChoiceType, depth: number, inPlural: boolean): MessagePart | null {
    const cases = new Map<string, Message>();
    let offset = 0;
    for (;;) {
      this.skipSpace();
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
      if (!key || this.src[this.pos] !== '{') return null;
      this.pos++;
      const body = this.message(depth + 1, inPlural || type !== 'select');
      if (this.src[this.pos] !== '}') return null;
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

export function parseMessage(src: string): Message {
  return new Parser(src).message(0, false);
}
