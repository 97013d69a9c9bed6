// `{t|datetime ...}`: a date, a time or both in the locale's own words, in
// the site's time zone. Arguments: a style (`short`, `medium`, `long`,
// `full`) for both parts or a skeleton (`yMMMd`); `date:` and `time:` each a
// style or skeleton; `skeleton:`; `wrap:` the glue's width when both parts
// show; `calendar:` (e.g. `japanese`); `context:begin-sentence`.
import { dateTimeFormat, formatDate, INTL_CACHE_SIZE } from './intl';
import { inContext } from './locale';
import { LruCache } from './lru';
import { parseOptions } from './options';
import { isDateStyle, skeletonOptions, skeletonWidth } from './skeleton';
import type { DateStyle } from './skeleton';
import type { TimeZone } from './time-zone';

type Options = Intl.DateTimeFormatOptions;

/** A part shown as a style (`dateStyle`) or as skeleton fields. */
type Part = { readonly style: DateStyle } | { readonly fields: Options };

export interface DateTimeArgs {
  readonly date?: Part;
  readonly time?: Part;
  readonly wrap?: DateStyle;
  readonly calendar?: string;
  readonly context?: string;
}

const part = (word: string): Part => (isDateStyle(word) ? { style: word } : { fields: skeletonOptions(word) });

/** A bare style sets both parts; a skeleton of date and time fields stays one date part; no argument means a long date. */
export function parseDateTimeArgs(args: readonly string[]): DateTimeArgs {
  const { words, named } = parseOptions(args);
  const bare = named.skeleton ?? words[0];
  let date = named.date === undefined ? undefined : part(named.date);
  let time = named.time === undefined ? undefined : part(named.time);
  if (bare !== undefined && !date && !time) {
    date = part(bare);
    if ('style' in date) time = date;
  }
  if (!date && !time) date = { style: 'long' };
  const wrap = isDateStyle(named.wrap) ? named.wrap : undefined;
  return { date, time, wrap, calendar: named.calendar, context: named.context };
}

function partOptions(p: Part, key: 'dateStyle' | 'timeStyle'): Options {
  return 'style' in p ? { [key]: p.style } : p.fields;
}

const base = (args: DateTimeArgs, zone: TimeZone): Options =>
  args.calendar ? { timeZone: zone.intlZone, calendar: args.calendar } : { timeZone: zone.intlZone };

export function formatDateTime(epochMs: number, args: DateTimeArgs, locale: string, zone: TimeZone): string {
  const common = base(args, zone);
  const show = (p: Part, key: 'dateStyle' | 'timeStyle') => formatDate(dateTimeFormat(locale, { ...common, ...partOptions(p, key) }), epochMs);
  const { date, time } = args;
  let text: string;
  if (date && time) {
    const width = args.wrap ?? ('style' in date ? date.style : skeletonWidth(date.fields));
    const dateText = show(date, 'dateStyle');
    const timeText = show(time, 'timeStyle');
    text = glue(locale, width).replace('{1}', () => dateText).replace('{0}', () => timeText);
  } else {
    text = date ? show(date, 'dateStyle') : show(time!, 'timeStyle');
  }
  return inContext(text, args.context, locale);
}

const glues = new LruCache<string, string>(INTL_CACHE_SIZE);
const SAMPLE = Date.UTC(2020, 0, 1, 12);

/**
 * The locale's pattern joining a date and a time of the given width, e.g.
 * '{1} at {0}'. Intl applies it only to two styles, so it is read off one
 * sample formatted whole and in parts.
 */
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
