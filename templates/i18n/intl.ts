// Building an Intl formatter costs far more than using one, so each distinct
// (locale, options) pair is built once and kept in a bounded cache. Callers
// pass option objects they keep (prepared with a formatter's arguments), so
// the usual lookup is by the object itself; its JSON names it otherwise.
import { LruCache } from './lru';

export const INTL_CACHE_SIZE = 100;

type Constructor<T, O> = new (locale: string, options: O) => T;

function cachedIntl<T, O extends object>(Ctor: Constructor<T, O>): (locale: string, options: O) => T {
  const cache = new LruCache<string, T>(INTL_CACHE_SIZE);
  const byOptions = new WeakMap<O, Map<string, T>>();
  return (locale, options) => {
    let byLocale = byOptions.get(options);
    if (byLocale === undefined) byOptions.set(options, (byLocale = new Map()));
    let made = byLocale.get(locale);
    if (made === undefined) {
      made = cache.use(`${locale}\u0000${JSON.stringify(options)}`, () => new Ctor(locale, options));
      byLocale.set(locale, made);
    }
    return made;
  };
}

export const numberFormat = cachedIntl<Intl.NumberFormat, Intl.NumberFormatOptions>(Intl.NumberFormat);
export const dateTimeFormat = cachedIntl<Intl.DateTimeFormat, Intl.DateTimeFormatOptions>(Intl.DateTimeFormat);
export const pluralRules = cachedIntl<Intl.PluralRules, Intl.PluralRulesOptions>(Intl.PluralRules);
export const relativeTimeFormat = cachedIntl<Intl.RelativeTimeFormat, Intl.RelativeTimeFormatOptions>(Intl.RelativeTimeFormat);

const zoned = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormatOptions>>();

/** `options` in a time zone (and calendar), as one object kept for the next call. */
export function inZone(options: Intl.DateTimeFormatOptions, timeZone: string, calendar?: string): Intl.DateTimeFormatOptions {
  let byZone = zoned.get(options);
  if (byZone === undefined) zoned.set(options, (byZone = new Map()));
  const key = calendar ? `${timeZone}\u0000${calendar}` : timeZone;
  let made = byZone.get(key);
  if (made === undefined) byZone.set(key, (made = calendar ? { ...options, timeZone, calendar } : { ...options, timeZone }));
  return made;
}

// V8's format() swaps CLDR's narrow no-break space before AM/PM for a plain
// one (a compatibility patch that formatRange and the *ToParts methods do not
// apply); the parts keep the text every other CLDR engine prints.
const joined = (parts: readonly { value: string }[]) => parts.map((p) => p.value).join('');

export const formatDate = (format: Intl.DateTimeFormat, epochMs: number) => joined(format.formatToParts(epochMs));
export const formatDateRange = (format: Intl.DateTimeFormat, start: number, end: number) => joined(format.formatRangeToParts(start, end));
