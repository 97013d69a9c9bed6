// `{t|datetime …}`: a date, a time or both in the locale's own words, in the
// site's time zone (reference §4.7). Arguments: `date`/`time` (short),
// `short`…`full` (both), `date:W`, `time:W`, `datetime:W`, skeleton words
// (`yMMMd hm`), `skeleton:S`, `wrap:W`, `calendar:C`, `context:C`.
import { dateTimeFormat, formatDate, INTL_CACHE_SIZE, inZone } from './intl';
import { inContext } from './locale';
import { LruCache } from './lru';
import { parseOptions } from './options';
import { isDateStyle, skeletonOptions, skeletonWidth, splitSkeleton } from './skeleton';
import type { DateStyle } from './skeleton';
import type { TimeZone } from './time-zone';

export interface DateTimeArgs {
  /** The date part (a width or a skeleton's date fields) and the time part; one may be null. */
  readonly date: Intl.DateTimeFormatOptions | null;
  readonly time: Intl.DateTimeFormatOptions | null;
  /** The width of the glue between both parts. */
  readonly width: DateStyle;
  readonly calendar?: string;
  readonly context?: string;
}

const CALENDARS: Readonly<Record<string, string>> = {
  gregorian: 'gregory',
  gregory: 'gregory',
  buddhist: 'buddhist',
  japanese: 'japanese',
  persian: 'persian',
  iso8601: 'iso8601',
};

export function parseDateTimeArgs(args: readonly string[]): DateTimeArgs {
  let date: DateStyle | undefined;
  let time: DateStyle | undefined;
  let skeleton = '';
  let replaced: string | undefined;
  for (const arg of args) {
    const colon = arg.indexOf(':');
    const key = colon > 0 ? arg.slice(0, colon) : arg;
    const value = colon > 0 ? arg.slice(colon + 1) : '';
    if (colon < 0) {
      if (arg === 'date') date = 'short';
      else if (arg === 'time') time = 'short';
      else if (isDateStyle(arg)) date = time = arg;
      else skeleton += arg;
    } else if (key === 'date' || key === 'time' || key === 'datetime') {
      if (!isDateStyle(value)) skeleton += value;
      else if (key === 'datetime') date = time = value;
      else if (key === 'date') date = value;
      else time = value;
    } else if (key === 'skeleton') {
      replaced = value;
    }
  }
  const { named } = parseOptions(args);
  const wrap = named.wrap ?? named.wrapper ?? named.wrapped;
  const picked = replaced ?? skeleton;
  // Nothing asked for: a long date.
  if (!date && !time && !picked) date = 'long';
  // Each part is a width or the skeleton's fields of that kind; both parts are glued.
  const fields = picked ? splitSkeleton(picked) : { date: '', time: '' };
  const dateOptions = date ? { dateStyle: date } : fields.date ? skeletonOptions(fields.date) : null;
  const timeOptions = time ? { timeStyle: time } : fields.time ? skeletonOptions(fields.time) : null;
  return {
    date: dateOptions ?? (timeOptions ? null : {}),
    time: timeOptions,
    width: isDateStyle(wrap) ? wrap : (date ?? (dateOptions ? skeletonWidth(dateOptions) : 'short')),
    calendar: named.calendar === undefined ? undefined : CALENDARS[named.calendar],
    context: named.context,
  };
}

export function formatDateTime(epochMs: number, args: DateTimeArgs, locale: string, zone: TimeZone): string {
  const show = (options: Intl.DateTimeFormatOptions) => formatDate(dateTimeFormat(locale, inZone(options, zone.intlZone, args.calendar)), epochMs);
  const { date, time } = args;
  const text = date && time ? joinDateTime(locale, args.width, show(date), show(time)) : show((date ?? time)!);
  return inContext(text, args.context, locale);
}

/** The locale's date-time glue of a width: `{1} at {0}` (en full, long), `{1}, {0}` (medium, short). */
export function joinDateTime(locale: string, width: DateStyle, date: string, time: string): string {
  return glue(locale, width).replace('{1}', () => date).replace('{0}', () => time);
}

const glues = new LruCache<string, string>(INTL_CACHE_SIZE);
const SAMPLE = Date.UTC(2020, 0, 1, 12);

/** Intl applies the glue only to two styles, so it is read off one sample formatted whole and in parts. */
function glue(locale: string, width: DateStyle): string {
  return glues.use(`${locale}\u0000${width}`, () => {
    const utc = { timeZone: 'UTC' };
    const whole = formatDate(dateTimeFormat(locale, { ...utc, dateStyle: width, timeStyle: width }), SAMPLE);
    const date = formatDate(dateTimeFormat(locale, { ...utc, dateStyle: width }), SAMPLE);
    const time = formatDate(dateTimeFormat(locale, { ...utc, timeStyle: width }), SAMPLE);
    const pattern = whole.replace(date, () => '{1}').replace(time, () => '{0}');
    return pattern.includes('{1}') && pattern.includes('{0}') ? pattern : '{1} {0}';
  });
}
