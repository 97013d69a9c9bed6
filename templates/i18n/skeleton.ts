// CLDR date skeletons (`yMMMd`, `hm`, `EEEE`) as Intl.DateTimeFormat options.
type Options = Intl.DateTimeFormatOptions;

const TEXT_WIDTHS = ['short', 'short', 'short', 'long', 'narrow'] as const;
const textWidth = (n: number) => TEXT_WIDTHS[Math.min(n, 5) - 1];
const numeric = (n: number) => (n >= 2 ? '2-digit' : 'numeric');

function field(options: Options, letter: string, n: number): void {
  switch (letter) {
    case 'G': options.era = textWidth(n); break;
    case 'y':
    case 'Y':
    case 'u': options.year = n === 2 ? '2-digit' : 'numeric'; break;
    case 'M':
    case 'L': options.month = n >= 3 ? textWidth(n) : numeric(n); break;
    case 'd': options.day = numeric(n); break;
    case 'E':
    case 'c':
    case 'e': options.weekday = textWidth(Math.max(n, 3)); break;
    case 'B': options.dayPeriod = n === 4 ? 'long' : n === 5 ? 'narrow' : 'short'; break;
    case 'h': options.hour = numeric(n); options.hourCycle = 'h12'; break;
    case 'K': options.hour = numeric(n); options.hourCycle = 'h11'; break;
    case 'H': options.hour = numeric(n); options.hourCycle = 'h23'; break;
    case 'k': options.hour = numeric(n); options.hourCycle = 'h24'; break;
    case 'j':
    case 'J':
    case 'C': options.hour = numeric(n); break;
    case 'm': options.minute = numeric(n); break;
    case 's': options.second = numeric(n); break;
    case 'S': options.fractionalSecondDigits = Math.min(n, 3) as 1 | 2 | 3; break;
    case 'z': options.timeZoneName = n === 4 ? 'long' : 'short'; break;
    case 'v': options.timeZoneName = n === 4 ? 'longGeneric' : 'shortGeneric'; break;
    case 'O':
    case 'Z':
    case 'x':
    case 'X': options.timeZoneName = n === 4 ? 'longOffset' : 'shortOffset'; break;
    // Fields Intl cannot show (quarters, week numbers, ...) are left out.
  }
}

export function skeletonOptions(skeleton: string): Options {
  const options: Options = {};
  for (const run of skeleton.match(/(.)\1*/gs) ?? []) field(options, run[0], run.length);
  // The day period of `Bh` replaces AM/PM, which needs the locale's 12-hour clock.
  if (options.dayPeriod && options.hourCycle === 'h12') delete options.hourCycle;
  return options;
}

export const hasTimeField = (o: Options) => Boolean(o.hour || o.minute || o.second || o.fractionalSecondDigits || o.dayPeriod);

/** Letters of time fields (hours, minutes, seconds, day periods, zones); the rest are date fields. */
const TIME_LETTERS = /[aBbhHkKjJCmsSAzZOvVXx]/;

/** A skeleton's date fields and time fields, each in its own order. */
export function splitSkeleton(skeleton: string): { date: string; time: string } {
  let date = '';
  let time = '';
  for (const ch of skeleton) {
    if (TIME_LETTERS.test(ch)) time += ch;
    else date += ch;
  }
  return { date, time };
}

/**
 * CLDR picks the glue between a date skeleton and a time by the date's
 * width: a long month and weekday read as full, a long month as long, an
 * abbreviated month as medium, anything else as short.
 */
export function skeletonWidth(o: Options): DateStyle {
  if (o.month === 'long') return o.weekday === 'long' ? 'full' : 'long';
  return o.month === 'short' ? 'medium' : 'short';
}

export type DateStyle = 'full' | 'long' | 'medium' | 'short';
const DATE_STYLES: readonly string[] = ['full', 'long', 'medium', 'short'];
export const isDateStyle = (word: string | undefined): word is DateStyle => DATE_STYLES.includes(word as string);
