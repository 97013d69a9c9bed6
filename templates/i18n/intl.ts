// Building an Intl formatter costs far more than using one, so each distinct
// (locale, options) pair is built once and kept in a bounded cache.
import { LruCache } from './lru';

export const INTL_CACHE_SIZE = 100;

type Constructor<T, O> = new (locale: string, options: O) => T;

function cachedIntl<T, O>(Ctor: Constructor<T, O>): (locale: string, options: O) => T {
  const cache = new LruCache<string, T>(INTL_CACHE_SIZE);
  return (locale, options) => cache.use(`${locale}\u0000${JSON.stringify(options)}`, () => new Ctor(locale, options));
}

export const numberFormat = cachedIntl<Intl.NumberFormat, Intl.NumberFormatOptions>(Intl.NumberFormat);
export const dateTimeFormat = cachedIntl<Intl.DateTimeFormat, Intl.DateTimeFormatOptions>(Intl.DateTimeFormat);
export const pluralRules = cachedIntl<Intl.PluralRules, Intl.PluralRulesOptions>(Intl.PluralRules);
export const relativeTimeFormat = cachedIntl<Intl.RelativeTimeFormat, Intl.RelativeTimeFormatOptions>(Intl.RelativeTimeFormat);

// V8's format() swaps CLDR's narrow no-break space before AM/PM for a plain
// one (a compatibility patch that formatRange and the *ToParts methods do not
// apply); the parts keep the text every other CLDR engine prints.
const joined = (parts: readonly { value: string }[]) => parts.map((p) => p.value).join('');

export const formatDate = (format: Intl.DateTimeFormat, epochMs: number) => joined(format.formatToParts(epochMs));
export const formatDateRange = (format: Intl.DateTimeFormat, start: number, end: number) => joined(format.formatRangeToParts(start, end));
