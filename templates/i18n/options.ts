// Formatter arguments of the i18n family: `key:value` options and bare words,
// e.g. `{t|datetime date:short time:medium}` or `{n|decimal maxfrac:2}`.

export interface FormatterOptions {
  /** Arguments without a colon, in order. */
  readonly words: readonly string[];
  readonly named: Readonly<Record<string, string>>;
}

export function parseOptions(args: readonly string[]): FormatterOptions {
  const words: string[] = [];
  const named: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const arg of args) {
    const colon = arg.indexOf(':');
    if (colon > 0) named[arg.slice(0, colon)] = arg.slice(colon + 1);
    else if (arg !== '') words.push(arg);
  }
  return { words, named };
}

/** Spec section 9: formatter digit options are clamped to 0 to 50. */
export const MAX_DIGITS = 50;

/** A digit-count option, clamped; undefined when absent or not a number. */
export function digitOption(named: Readonly<Record<string, string>>, key: string): number | undefined {
  const text = named[key];
  if (text === undefined) return undefined;
  const n = parseInt(text, 10);
  return Number.isNaN(n) ? undefined : Math.min(MAX_DIGITS, Math.max(0, n));
}

/** `true`, or a bare word, enables a flag; `false` disables it. */
export function flagOption(options: FormatterOptions, key: string): boolean | undefined {
  const text = options.named[key];
  if (text !== undefined) return text !== 'false';
  return options.words.includes(key) ? true : undefined;
}
