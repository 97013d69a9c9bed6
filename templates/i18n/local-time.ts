// Calendar fields of an instant as read on the wall clock of a time zone
// (proleptic Gregorian calendar, astronomical year numbering).
import type { TimeZone } from './time-zone';

const MS_PER_DAY = 86_400_000;

export interface LocalTime {
  readonly epochMs: number;
  readonly zone: TimeZone;
  /** East of UTC. */
  readonly offsetMs: number;
  readonly year: number;
  /** 1 to 12 */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** 0 Sunday to 6 Saturday */
  readonly weekday: number;
  /** 1 to 366 */
  readonly yearDay: number;
}

export function localTime(epochMs: number, zone: TimeZone): LocalTime {
  const offsetMs = zone.offsetMs(epochMs);
  const wall = new Date(epochMs + offsetMs);
  const year = wall.getUTCFullYear();
  const startOfYear = new Date(0);
  startOfYear.setUTCFullYear(year, 0, 1);
  return {
    epochMs,
    zone,
    offsetMs,
    year,
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
    weekday: wall.getUTCDay(),
    yearDay: Math.floor((wall.getTime() - startOfYear.getTime()) / MS_PER_DAY) + 1,
  };
}

/**
 * Week of the year, weeks starting on Sunday: the week holding January 1 is
 * week 1, and so are the last days of December in the week holding the next
 * January 1.
 */
export function sundayWeek(t: LocalTime): number {
  const januaryFirst = (((t.weekday - (t.yearDay - 1)) % 7) + 7) % 7;
  const leap = (t.year % 4 === 0 && t.year % 100 !== 0) || t.year % 400 === 0;
  const days = leap ? 366 : 365;
  if (t.yearDay > days - ((januaryFirst + days) % 7)) return 1;
  return Math.floor((t.yearDay - 1 + januaryFirst) / 7) + 1;
}

/** ISO 8601 week-numbering year and week: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeek(t: LocalTime): { year: number; week: number } {
  const mondayBased = (t.weekday + 6) % 7;
  const thursday = new Date(0);
  thursday.setUTCFullYear(t.year, t.month - 1, t.day - mondayBased + 3);
  const year = thursday.getUTCFullYear();
  const startOfYear = new Date(0);
  startOfYear.setUTCFullYear(year, 0, 1);
  return { year, week: Math.floor((thursday.getTime() - startOfYear.getTime()) / MS_PER_DAY / 7) + 1 };
}
