// Arguments of the i18n formatters (reference §4.2): each is `key` or
// `key:value`, split at the first `:`; unknown keys and bad values are
// ignored. The number options shared by decimal, money, relative time and
// message placeholders become Intl.NumberFormat options here.

export interface FormatterOptions {
  /** Arguments without a colon, in order. */
  readonly words: readonly string[];
  /** The last value given for each key. */
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

/** The first of `keys` that is set. */
function option(options: FormatterOptions, keys: readonly string[]): string | undefined {
  for (const key of keys) if (key in options.named) return options.named[key];
  return undefined;
}

/** A leading integer, clamped to 0…50; garbage reads 0. */
function digits(options: FormatterOptions, keys: readonly string[]): number | undefined {
  const text = option(options, keys);
  if (text === undefined) return undefined;
  const n = parseInt(text, 10);
  return Number.isNaN(n) ? 0 : Math.min(MAX_DIGITS, Math.max(0, n));
}

const ROUNDING: Readonly<Record<string, Intl.NumberFormatOptions['roundingMode']>> = {
  up: 'expand',
  down: 'trunc',
  truncate: 'trunc',
  ceiling: 'ceil',
  ceil: 'ceil',
  floor: 'floor',
  'half-up': 'halfExpand',
  'half-down': 'halfTrunc',
  'half-even': 'halfEven',
};

// Intl accepts 1…21 integer and significant digits; fraction digits go to
// 100 since ES2023 and to 20 in older engines.
const INTL_MAX = 21;
let intlMaxFraction: number | undefined;

/**
 * Asked when first needed, not as the module loads: an isolate's first number
 * format loads the runtime's locale data, tens of milliseconds that a cold
 * start for a request that formats no number should not pay (#30).
 */
function intlMaxFractionDigits(): number {
  if (intlMaxFraction === undefined) {
    try {
      new Intl.NumberFormat('en', { maximumFractionDigits: MAX_DIGITS });
      intlMaxFraction = MAX_DIGITS;
    } catch {
      intlMaxFraction = 20;
    }
  }
  return intlMaxFraction;
}

/** The digits and grouping a caller asked for; fields are absent when not asked. */
export interface NumberOptions {
  readonly grouping?: boolean;
  readonly roundingMode: NonNullable<Intl.NumberFormatOptions['roundingMode']>;
  readonly minInt?: number;
  readonly minFrac?: number;
  readonly maxFrac?: number;
  readonly minSig?: number;
  readonly maxSig?: number;
}

export function numberOptions(options: FormatterOptions): NumberOptions {
  const { named, words } = options;
  let grouping: boolean | undefined;
  const group = option(options, ['group', 'grouping']);
  if (group !== undefined) grouping = group === '' || group === 'true';
  if (words.includes('group') || words.includes('grouping')) grouping = true;
  if (words.includes('no-group') || words.includes('no-grouping') || 'no-group' in named || 'no-grouping' in named) grouping = false;
  return {
    grouping,
    roundingMode: ROUNDING[option(options, ['round', 'rounding']) ?? 'half-even'] ?? 'halfEven',
    minInt: digits(options, ['minint', 'minInt', 'minimumIntegerDigits']),
    minFrac: digits(options, ['minfrac', 'minFrac', 'minimumFractionDigits']),
    maxFrac: digits(options, ['maxfrac', 'maxFrac', 'maximumFractionDigits']),
    minSig: digits(options, ['minsig', 'minSig', 'minimumSignificantDigits']),
    maxSig: digits(options, ['maxsig', 'maxSig', 'maximumSignificantDigits']),
  };
}

/** Whether any fraction or significant-digit option was given. */
export const hasDigitOptions = (o: NumberOptions) =>
  o.minFrac !== undefined || o.maxFrac !== undefined || o.minSig !== undefined || o.maxSig !== undefined;

/**
 * Intl options for `o` over the defaults of a style. Significant digits
 * win over fraction digits; a minimum above the maximum reads as the maximum.
 */
export function intlOptions(o: NumberOptions, defaults: { minFrac: number; maxFrac: number }): Intl.NumberFormatOptions {
  const out: Intl.NumberFormatOptions = { roundingMode: o.roundingMode };
  if (o.grouping === false) out.useGrouping = false;
  if (o.minInt !== undefined) out.minimumIntegerDigits = Math.min(INTL_MAX, Math.max(1, o.minInt));
  if (o.minSig !== undefined || o.maxSig !== undefined) {
    const min = Math.min(INTL_MAX, Math.max(1, o.minSig ?? 1));
    out.minimumSignificantDigits = min;
    out.maximumSignificantDigits = Math.min(INTL_MAX, Math.max(min, o.maxSig ?? INTL_MAX));
    return out;
  }
  const maxFrac = Math.min(intlMaxFractionDigits(), o.maxFrac ?? Math.max(defaults.maxFrac, o.minFrac ?? 0));
  out.maximumFractionDigits = maxFrac;
  out.minimumFractionDigits = Math.min(maxFrac, o.minFrac ?? Math.min(defaults.minFrac, maxFrac));
  return out;
}
