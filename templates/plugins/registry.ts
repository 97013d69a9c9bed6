// Formatters and predicates are looked up by name when a template is
// parsed, never while it runs. Each family (core, commerce, content, date,
// i18n, social, ...) is one file exporting a PluginFamily table that
// templates/index.ts registers.
import type { CompiledTemplate } from '../compiler';
import type { ExecuteOptions } from '../executor';

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
