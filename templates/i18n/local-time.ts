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

/** The range of a JS Date (ECMAScript TimeClip): outside it every field is NaN, as a Date's would be. */
const MAX_TIME = 8.64e15;

/**
 * Fields computed from the day number rather than read from a Date: each
 * of a Date's getters converts the time again, and the dates of a product
 * page (one per item) measured a twentieth of its execute that way.
 */
export function localTime(epochMs: number, zone: TimeZone): LocalTime {
  const offsetMs = zone.offsetMs(epochMs);
  let wallMs = Math.trunc(epochMs + offsetMs);
  if (!(Math.abs(wallMs) <= MAX_TIME)) wallMs = NaN;
  const days = Math.floor(wallMs / MS_PER_DAY);
  const msOfDay = wallMs - days * MS_PER_DAY;
  // Gregorian years counted from March, so the leap day ends each one; 400 years are 146097 days.
  const fromMarch = days + 719_468;
  const era = Math.floor(fromMarch / 146_097);
  const dayOfEra = fromMarch - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const afterFebruary = monthFromMarch < 10;
  const year = yearOfEra + era * 400 + (afterFebruary ? 0 : 1);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const yearDay = afterFebruary ? dayOfYear + 60 + (leap ? 1 : 0) : dayOfYear - 305;
  return {
    epochMs,
    zone,
    offsetMs,
    year,
    month: afterFebruary ? monthFromMarch + 3 : monthFromMarch - 9,
    day: dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1,
    hour: Math.floor(msOfDay / 3_600_000),
    minute: Math.floor(msOfDay / 60_000) % 60,
    second: Math.floor(msOfDay / 1000) % 60,
    millisecond: msOfDay % 1000,
    // 1970-01-01 was a Thursday.
    weekday: (((days + 4) % 7) + 7) % 7,
    // The first year a Date reaches starts before its range, so a Date could not count its days either.
    yearDay: (days - yearDay + 1) * MS_PER_DAY < -MAX_TIME ? NaN : yearDay,
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
