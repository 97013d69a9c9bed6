// `{start, end|datetime-interval [skeleton]}`: two instants as one range,
// sharing what they have in common (reference §4.8): `Nov 14 – Dec 24, 2023`,
// `5:13 – 6:13 PM`; equal instants collapse to one value.
import { joinDateTime } from './datetime';
import { dateTimeFormat, formatDate, formatDateRange, inZone } from './intl';
import { inContext } from './locale';
import { localTime } from './local-time';
import { parseOptions } from './options';
import { skeletonOptions, skeletonWidth, splitSkeleton } from './skeleton';
import type { TimeZone } from './time-zone';

export interface IntervalArgs {
  /** The skeleton's fields, all of them and split into date and time; null without a skeleton. */
  readonly fields: Intl.DateTimeFormatOptions | null;
  readonly date: Intl.DateTimeFormatOptions | null;
  readonly time: Intl.DateTimeFormatOptions | null;
  readonly context?: string;
}

/** The skeleton is a bare word, `skeleton:`, `date:` or `time:`, the last one winning. */
export function parseIntervalArgs(args: readonly string[]): IntervalArgs {
  let skeleton: string | undefined;
  for (const arg of args) {
    const colon = arg.indexOf(':');
    if (colon < 0) skeleton = arg;
    else if (['skeleton', 'date', 'time'].includes(arg.slice(0, colon))) skeleton = arg.slice(colon + 1);
  }
  const parts = skeleton ? splitSkeleton(skeleton) : null;
  return {
    fields: skeleton ? skeletonOptions(skeleton) : null,
    date: parts?.date ? skeletonOptions(parts.date) : null,
    time: parts?.time ? skeletonOptions(parts.time) : null,
    context: parseOptions(args).named.context,
  };
}

const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: 'numeric' };
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

const hasDateField = (o: Intl.DateTimeFormatOptions) => Boolean(o.year || o.month || o.day);

function sameDay(start: number, end: number, zone: TimeZone): boolean {
  const a = localTime(start, zone);
  const b = localTime(end, zone);
  return a.year === b.year && a.yearDay === b.yearDay;
}

export function formatInterval(start: number, end: number, args: IntervalArgs, locale: string, zone: TimeZone): string {
  const oneDay = sameDay(start, end, zone);
  const format = (options: Intl.DateTimeFormatOptions) => dateTimeFormat(locale, inZone(options, zone.intlZone));
  const range = (options: Intl.DateTimeFormatOptions) => formatDateRange(format(options), start, end);
  const dash = (a: string, b: string) => (start === end ? a : `${a}\u2009\u2013\u2009${b}`);
  let text: string;
  const dateFields = args.date;
  if (!args.fields) {
    text = range(oneDay ? TIME_OF_DAY : DATE);
  } else if (dateFields && hasDateField(dateFields)) {
    text = range(args.fields);
  } else {
    // Times, or a weekday (or era) with a time: the date part and the time glued, each end in full across days.
    const time = args.time ?? TIME_OF_DAY;
    const day = dateFields ?? DATE;
    const width = dateFields ? skeletonWidth(dateFields) : 'medium';
    const at = (ms: number) => joinDateTime(locale, width, formatDate(format(day), ms), formatDate(format(time), ms));
    if (!oneDay) text = dash(at(start), at(end));
    else text = dateFields ? joinDateTime(locale, width, formatDate(format(day), start), range(time)) : range(time);
  }
  return inContext(text, args.context, locale);
}
