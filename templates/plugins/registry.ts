// Formatters and predicates are looked up by name when a template is
// parsed, never while it runs. Each family (core, commerce, content, date,
// i18n, social, ...) is one file exporting a PluginFamily table that
// templates/index.ts registers.
import type { CompiledTemplate } from '../compiler';
import type { ExecuteOptions } from '../executor';
import { isWordCode } from '../values';

export interface RenderOptions {
  /** The template sees nothing above its root node (`apply NAME private`). */
  readonly private?: boolean;
  /** Bound as `@args` inside the template. */
  readonly args?: Readonly<Record<string, unknown>>;
}

/** What a formatter or predicate may reach while a template executes. */
export interface Env {
  readonly options: Readonly<ExecuteOptions>;
  /** The data the execution started with. */
  readonly root: unknown;
  /** The current node, `@`: for a formatter in a variable tag, the value being formatted. */
  node(): unknown;
  /** Resolves a path the way a variable would (`['@index']`, `['website', 'timeZone']`). */
  resolve(path: readonly (string | number)[]): unknown;
  /** Resolves a path from the frame below the current one: the scope enclosing a formatted value. */
  resolveAbove(path: readonly (string | number)[]): unknown;
  /** The i-th variable of the running tag (`{start, end|datetime-interval}`); 0 is the current value. */
  variable(i: number): unknown;
  /** Records an error at the instruction being executed. */
  error(message: string): void;
  /**
   * Renders a macro or partial (by name) or a compiled template with `node`
   * as the root of a new frame on top of the current scope (reference
   * §1.12). Shares this execution's errors, options and recursion limit;
   * returns '' when the target cannot run.
   */
  render(target: string | CompiledTemplate, node: unknown, options?: RenderOptions): string;
}

/**
 * `prepare` runs once at compile time on the raw argument strings (parse
 * paths, numbers); its result is what `format` receives on every call.
 * Without `prepare`, `format` receives the raw strings.
 *
 * `format` and `test` are called as plain functions, with no `this` (they
 * are written as methods only so that tables of them type-check): a call
 * through `Function.prototype.call` measured as a tenth of a page's
 * execute, since every call site sees every plugin.
 *
 * `pure` formatters read nothing but their value and arguments, so a
 * variable tag need not push the value as a scope frame for them.
 */
export interface Formatter<A = readonly string[]> {
  pure?: boolean;
  prepare?(args: readonly string[]): A;
  format(value: unknown, args: A, env: Env): unknown;
  /**
   * One formatter doing in a single call what this one followed by the
   * named one does (`{variants|json|htmlattr}`), which the compiler puts in
   * their place. It receives this formatter's arguments; only followers
   * that take no arguments and print text of their value alone qualify.
   */
  then?: Readonly<Record<string, Formatter<A>>>;
}

export interface Predicate<A = readonly string[]> {
  prepare?(args: readonly string[]): A;
  test(node: unknown, args: A, env: Env): boolean;
}

export interface PluginFamily {
  formatters?: Readonly<Record<string, Formatter<unknown>>>;
  predicates?: Readonly<Record<string, Predicate<unknown>>>;
}

const formatters = new Map<string, Formatter<unknown>>();
const predicates = new Map<string, Predicate<unknown>>();

/** Later registrations win, so a family can override a core entry. */
export function registerPlugins(family: PluginFamily): void {
  for (const [name, def] of Object.entries(family.formatters ?? {})) formatters.set(name, def);
  for (const [name, def] of Object.entries(family.predicates ?? {})) predicates.set(name, def);
  formatterNames.forget();
  predicateNames.forget();
  registrations++;
}

let registrations = 0;

/** Changes whenever a family is registered, so that what was derived from plugin entries can be made again. */
export function registrationCount(): number {
  return registrations;
}

/**
 * Plugin names are recognised where they stand in the tag text: a hash of
 * their characters picks a slot of this table, and the name found there is
 * compared with the characters read for the hash. Slicing a name out and
 * looking the new string up in the map costs a hash computed outside
 * compiled code, and measured the largest single cost of compiling a page
 * (for predicates, whose names are long enough to be sliced lazily, a
 * tenth of compiling the gallery page of bench/engine-product.ts); the name
 * the table hands back is the registry's own, whose hash is already known
 * to later lookups.
 */
class NameTable {
  private slots: (string | undefined)[] | null = null;
  /** Where each slot's name starts in `codes`, the registered names' characters one after another. */
  private offsets = new Int32Array(0);
  private codes = new Uint16Array(0);
  /**
   * The characters of the word being looked up, kept as they are read for
   * hashing: comparing them with `codes` leaves the tag text unread a second
   * time, which measured 2-3% of compiling the gallery page of
   * bench/engine-product.ts. As long as the longest name: a longer word is none.
   */
  private word = new Uint16Array(0);

  constructor(private readonly names: ReadonlyMap<string, unknown>) {}

  /** Registration changed the names: the table is rebuilt on next use. */
  forget(): void {
    this.slots = null;
  }

  /** The registered name spelled by `text[start, end)`, or undefined. */
  at(text: string, start: number, end: number): string | undefined {
    const slots = (this.slots ??= this.fill());
    const word = this.word;
    if (end - start > word.length) return undefined;
    let h = 0;
    for (let i = start; i < end; i++) h = hashStep(h, (word[i - start] = text.charCodeAt(i)));
    return this.find(slots, end - start, h);
  }

  /**
   * The registered name spelled by the whole word (`[A-Za-z0-9_-]` run) at
   * `start`, which stops at `to`; undefined when there is none. The word is
   * found and hashed in one pass over its characters: a formatter name is
   * most of a tag, and each pass over it measured a few percent of
   * compiling a page.
   */
  wordAt(text: string, start: number, to: number): string | undefined {
    const slots = (this.slots ??= this.fill());
    const word = this.word;
    let h = 0;
    let end = start;
    for (; end < to; end++) {
      const ch = text.charCodeAt(end);
      if (!isWordCode(ch)) break;
      h = hashStep(h, ch);
      if (end - start < word.length) word[end - start] = ch;
    }
    return end - start > word.length ? undefined : this.find(slots, end - start, h);
  }

  /** The name kept in `word`, `length` characters long, whose hash is `hash`. */
  private find(slots: (string | undefined)[], length: number, hash: number): string | undefined {
    const mask = slots.length - 1;
    for (let k = hash & mask; ; k = (k + 1) & mask) {
      const name = slots[k];
      if (name === undefined || (name.length === length && this.isWord(this.offsets[k], length))) return name;
    }
  }

  /** Whether the kept word is the name at `offset` of `codes`. */
  private isWord(offset: number, length: number): boolean {
    const codes = this.codes;
    const word = this.word;
    for (let i = 0; i < length; i++) if (word[i] !== codes[offset + i]) return false;
    return true;
  }

  private fill(): (string | undefined)[] {
    let size = 16;
    while (size < this.names.size * 4) size *= 2;
    const slots: (string | undefined)[] = new Array<string | undefined>(size).fill(undefined);
    this.offsets = new Int32Array(size);
    let total = 0;
    let longest = 0;
    for (const name of this.names.keys()) {
      total += name.length;
      longest = Math.max(longest, name.length);
    }
    this.codes = new Uint16Array(total);
    this.word = new Uint16Array(longest);
    let offset = 0;
    for (const name of this.names.keys()) {
      let k = nameHash(name) & (size - 1);
      while (slots[k] !== undefined) k = (k + 1) & (size - 1);
      slots[k] = name;
      this.offsets[k] = offset;
      for (let i = 0; i < name.length; i++) this.codes[offset++] = name.charCodeAt(i);
    }
    return slots;
  }
}

/** One character into a name's hash: `nameHash` and the lookups must agree, or a table lookup misses. */
const hashStep = (h: number, ch: number) => (Math.imul(h, 31) + ch) | 0;

function nameHash(name: string): number {
  let h = 0;
  for (let i = 0; i < name.length; i++) h = hashStep(h, name.charCodeAt(i));
  return h;
}

const formatterNames = new NameTable(formatters);
const predicateNames = new NameTable(predicates);

/** The registered formatter named by the word at `text[start…]` (stopping at `to`), as the registry spells it; undefined when there is none. */
export function formatterWordAt(text: string, start: number, to: number): string | undefined {
  return formatterNames.wordAt(text, start, to);
}

/** The registered predicate named by `text[start, end)` (its `?` included), as the registry spells it; undefined when there is none. */
export function predicateNameAt(text: string, start: number, end: number): string | undefined {
  return predicateNames.at(text, start, end);
}

export function getFormatter(name: string): Formatter<unknown> | undefined {
  return formatters.get(name);
}

export function getPredicate(name: string): Predicate<unknown> | undefined {
  return predicates.get(name);
}

/** Every registered name, for the registry test and editors. */
export function pluginNames(): { formatters: string[]; predicates: string[] } {
  return { formatters: [...formatters.keys()], predicates: [...predicates.keys()] };
}
