// Renders a parsed message pattern with the arguments a template passed to
// `message` (reference §4.6): substitution, plural/selectordinal/select
// choices, and number, money and date placeholders.
import type { Env } from '../../plugins/registry';
import { child } from '../../values';
import { formatDateTime, parseDateTimeArgs } from '../datetime';
import type { DateTimeArgs } from '../datetime';
import { instantOf } from '../instant';
import { pluralRules } from '../intl';
import { formatInterval, parseIntervalArgs } from '../interval';
import type { IntervalArgs } from '../interval';
import { LruCache } from '../lru';
import { formatMoney, parseMoneyArgs, readMoney } from '../money';
import type { MoneyArgs } from '../money';
import { decimalText, formatDecimal, parseDecimalArgs } from '../number';
import type { DecimalArgs } from '../number';
import { siteTimeZone } from '../time-zone';
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

type Prepared =
  | { kind: 'decimal'; args: DecimalArgs }
  | { kind: 'money'; args: MoneyArgs }
  | { kind: 'datetime'; args: DateTimeArgs }
  | { kind: 'interval'; args: IntervalArgs }
  | null;

/** Options per placeholder, read once per parsed message. */
const prepared = new WeakMap<Formatted, Prepared>();

function prepare(part: Formatted): Prepared {
  let entry = prepared.get(part);
  if (entry === undefined) {
    switch (part.formatter) {
      case 'number':
      case 'decimal':
        entry = { kind: 'decimal', args: parseDecimalArgs(part.options) };
        break;
      case 'money':
      case 'currency':
        entry = { kind: 'money', args: parseMoneyArgs(part.options) };
        break;
      case 'datetime':
        entry = { kind: 'datetime', args: parseDateTimeArgs(part.options) };
        break;
      case 'datetime-interval':
        entry = { kind: 'interval', args: parseIntervalArgs(part.options) };
        break;
      default:
        entry = null;
    }
    prepared.set(part, entry);
  }
  return entry;
}

/** A money object's amount text, for plain substitution and numbers. */
const moneyAmount = (value: unknown) => child(value, 'decimalValue') ?? child(value, 'value');

/** Plain substitution: numbers without grouping, a money object's amount, nothing for other objects. */
function plain(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    case 'object':
      return value !== null && !Array.isArray(value) ? plain(moneyAmount(value) ?? '') : '';
    default:
      return '';
  }
}

/** The number a choice counts: booleans 1/0, anything that is not a number 0. */
function counted(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return decimalText(value) ?? '0';
}

const PLURAL_OPTIONS = new Map<string, Intl.PluralRulesOptions>();

/** Plural rules options for cardinal or ordinal numbers with some visible fraction digits, each made once. */
function pluralOptions(cardinal: boolean, fraction: number): Intl.PluralRulesOptions {
  const key = `${cardinal}${fraction}`;
  let options = PLURAL_OPTIONS.get(key);
  if (options === undefined) {
    options = { type: cardinal ? 'cardinal' : 'ordinal', minimumFractionDigits: fraction, maximumFractionDigits: Math.max(3, fraction) };
    PLURAL_OPTIONS.set(key, options);
  }
  return options;
}

/** Digits after the point as written, trailing zeros included: they make `1.0` plural. */
function visibleFractionDigits(text: string): number {
  const m = /\.(\d+)/.exec(text);
  return m ? Math.min(m[1].length, 20) : 0;
}

class Renderer {
  constructor(
    private readonly args: MessageArgs,
    private readonly locale: string,
    private readonly env: Env,
  ) {}

  private has(ref: ArgRef): boolean {
    return typeof ref === 'number' ? ref < this.args.positional.length : this.args.named.has(ref);
  }

  private lookup(ref: ArgRef): unknown {
    return typeof ref === 'number' ? this.args.positional[ref] : this.args.named.get(ref);
  }

  /** `count` is the text `#` prints inside a plural. */
  render(message: Message, count: string): string {
    let out = '';
    for (const part of message) {
      if (typeof part === 'string') out += part;
      else if (part.kind === 'arg') out += plain(this.lookup(part.arg));
      else if (part.kind === 'count') out += count;
      else if (part.kind === 'choice') out += this.choice(part, count);
      else out += this.formatted(part);
    }
    return out;
  }

  private formatted(part: Formatted): string {
    const entry = prepare(part);
    if (entry === null) return '';
    const [first, second] = part.args.map((ref) => this.lookup(ref));
    switch (entry.kind) {
      case 'decimal': {
        const value = readMoney(first)?.amount ?? (typeof first === 'object' && first !== null ? moneyAmount(first) : first);
        return formatDecimal(counted(value), entry.args, this.locale);
      }
      case 'money': {
        const money = readMoney(first);
        return money ? formatMoney(money, entry.args, this.locale) : '';
      }
      case 'datetime': {
        const ms = instantOf(first, this.env);
        return ms === undefined ? '' : formatDateTime(ms, entry.args, this.locale, siteTimeZone(this.env));
      }
      case 'interval': {
        if (part.args.length < 2) return '';
        const start = instantOf(first, this.env);
        const end = instantOf(second, this.env);
        return start === undefined || end === undefined ? '' : formatInterval(start, end, entry.args, this.locale, siteTimeZone(this.env));
      }
    }
  }

  private choice(part: Choice, count: string): string {
    const value = this.lookup(part.arg);
    const other = (c: string) => this.render(part.cases.get('other') ?? [], c);
    if (part.type === 'select') {
      const body = value === undefined ? undefined : part.cases.get(plain(value));
      return body ? this.render(body, count) : other(count);
    }
    // An argument never given is NaN; one that is missing or no number counts as 0.
    if (!this.has(part.arg)) return other('NaN');
    const text = counted(value);
    const n = Number(text);
    for (const [key, body] of part.cases) if (key[0] === '=' && Number(key.slice(1)) === n) return this.render(body, text);
    const shown = part.offset ? String(n - part.offset) : text;
    const rules = pluralRules(this.locale, pluralOptions(part.type === 'plural', visibleFractionDigits(shown)));
    const body = part.cases.get(rules.select(Number(shown))) ?? part.cases.get('other') ?? [];
    return this.render(body, shown);
  }
}

export function formatMessage(src: string, args: MessageArgs, locale: string, env: Env): string {
  return new Renderer(args, locale, env).render(cachedMessage(src), '');
}
