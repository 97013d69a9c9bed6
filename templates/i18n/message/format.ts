// Renders a parsed message with the arguments a template passed to `message`.
// Placeholders with a formatter name run the template formatter of that name,
// so `{0 money style:short}` reads exactly like `{price|money style:short}`.
import { getFormatter } from '../../plugins/registry';
import type { Env, Formatter } from '../../plugins/registry';
import { toText } from '../../values';
import { pluralRules } from '../intl';
import { LruCache } from '../lru';
import { numericValue } from '../number';
import type { ArgRef, Choice, Formatted, Message } from './ast';
import { parseMessage } from './parse';

/** Spec section 9: message formatter cache 100. */
export const MESSAGE_CACHE_SIZE = 100;

const messages = new LruCache<string, Message>(MESSAGE_CACHE_SIZE);

export function cachedMessage(src: string): Message {
  return messages.use(src, parseMessage);
}

/** What a placeholder may read: arguments by position and by name. */
export interface MessageArgs {
  readonly positional: readonly unknown[];
  readonly named: ReadonlyMap<string, unknown>;
}

const ALIASES: Readonly<Record<string, string>> = { currency: 'money', number: 'decimal' };

/** Formatter and prepared options per placeholder, resolved once per parsed message. */
const prepared = new WeakMap<Formatted, { def: Formatter<unknown>; args: unknown } | null>();

function formatterOf(part: Formatted): { def: Formatter<unknown>; args: unknown } | null {
  let entry = prepared.get(part);
  if (entry === undefined) {
    const def = getFormatter(ALIASES[part.formatter] ?? part.formatter);
    entry = def ? { def, args: def.prepare ? def.prepare(part.options) : part.options } : null;
    prepared.set(part, entry);
  }
  return entry;
}

class Renderer {
  constructor(
    private readonly args: MessageArgs,
    private readonly locale: string,
    private readonly env: Env,
  ) {}

  lookup(ref: ArgRef): unknown {
    return typeof ref === 'number' ? this.args.positional[ref] : this.args.named.get(ref);
  }

  /** `count` is the text `#` prints inside a plural. */
  render(message: Message, count: string): string {
    let out = '';
    for (const part of message) {
      if (typeof part === 'string') out += part;
      else if (part.kind === 'arg') out += toText(this.lookup(part.arg));
      else if (part.kind === 'count') out += count;
      else if (part.kind === 'choice') out += this.choice(part, count);
      else out += this.formatted(part);
    }
    return out;
  }

  private formatted(part: Formatted): string {
    const formatter = formatterOf(part);
    if (!formatter) return '';
    const value = part.args.length === 1 ? this.lookup(part.args[0]) : part.args.map((a) => this.lookup(a));
    return toText(formatter.def.format(value, formatter.args, this.env));
  }

  private choice(part: Choice, count: string): string {
    const value = this.lookup(part.arg);
    if (part.type === 'select') return this.render(part.cases.get(toText(value)) ?? part.cases.get('other') ?? [], count);
    const number = numericValue(value);
    if (number === undefined) return this.render(part.cases.get('other') ?? [], count);
    const n = Number(number);
    for (const [key, body] of part.cases) if (key[0] === '=' && Number(key.slice(1)) === n) return this.render(body, String(number));
    const counted = part.offset ? String(n - part.offset) : String(number);
    const rules = pluralRules(this.locale, {
      type: part.type === 'plural' ? 'cardinal' : 'ordinal',
      minimumFractionDigits: visibleFractionDigits(counted),
    });
    return this.render(part.cases.get(rules.select(Number(counted))) ?? part.cases.get('other') ?? [], counted);
  }
}

// '1.0' is plural 'other' in English where 1 is 'one': written zeros count.
const MAX_PLURAL_FRACTION_DIGITS = 20;

function visibleFractionDigits(text: string): number {
  const m = /\.(\d+)$/.exec(text);
  return m ? Math.min(m[1].length, MAX_PLURAL_FRACTION_DIGITS) : 0;
}

export function formatMessage(src: string, args: MessageArgs, locale: string, env: Env): string {
  return new Renderer(args, locale, env).render(cachedMessage(src), '');
}
