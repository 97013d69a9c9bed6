// `{start,end|datetime-interval [skeleton]}`: two instants as one range,
// sharing what they have in common ('Feb 24 – Jun 19, 2020').
import { formatDateTime } from './datetime';
import { dateTimeFormat, formatDateRange, INTL_CACHE_SIZE } from './intl';
import { inContext } from './locale';
import { localTime } from './local-time';
import { LruCache } from './lru';
import { parseOptions } from './options';
import { hasTimeField, skeletonOptions } from './skeleton';
import type { TimeZone } from './time-zone';

export interface IntervalArgs {
  readonly fields?: Intl.DateTimeFormatOptions;
  readonly context?: string;
}

export function parseIntervalArgs(args: readonly string[]): IntervalArgs {
  const { words, named } = parseOptions(args);
  const skeleton = named.skeleton ?? words[0];
  return { fields: skeleton === undefined ? undefined : skeletonOptions(skeleton), context: named.context };
}

const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: 'numeric' };
const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

function sameDay(start: number, end: number, zone: TimeZone): boolean {
  const a = localTime(start, zone);
  const b = localTime(end, zone);
  return a.year === b.year && a.yearDay === b.yearDay;
}

export function formatInterval(start: number, end: number, args: IntervalArgs, locale: string, zone: TimeZone): string {
  const range = (fields: Intl.DateTimeFormatOptions) =>
    formatDateRange(dateTimeFormat(locale, { timeZone: zone.intlZone, ...fields }), start, end);
  const fields = args.fields;
  let text: string;
  if (!fields) {
    // Without a skeleton: the times of one day, else the dates.
    text = range(sameDay(start, end, zone) ? TIME_OF_DAY : DAY_MONTH_YEAR);
  } else if (fields.year || fields.month || fields.day || hasTimeField(fields)) {
    text = range(fields);
  } else {
    // A weekday or era alone tells few ranges apart, so each end also shows its
    // time, as a date and a time (Intl's own range would add numeric dates).
    const ends = { date: { fields }, time: { fields: TIME_OF_DAY } };
    text = `${formatDateTime(start, ends, locale, zone)}${rangeSeparator(locale)}${formatDateTime(end, ends, locale, zone)}`;
  }
  return inContext(text, args.context, locale);
}

const separators = new LruCache<string, string>(INTL_CACHE_SIZE);

/** The locale's fallback between two ends of a range, e.g. ' – ', read off a range of two years. */
function rangeSeparator(locale: string): string {
  return separators.use(locale, () => {
    const parts = dateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric' }).formatRangeToParts(Date.UTC(2000, 6), Date.UTC(2010, 6));
    return parts.filter((p) => p.source === 'shared' && p.type === 'literal').map((p) => p.value).join('') || ' – ';
  });
}
