// Calendar differences for relative times (reference §4.9), computed in
// UTC: whole years and months run from a day of the month to the same day
// (or the month's last day), then days, hours, minutes, seconds.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';
/** Largest first. */
export const UNITS: readonly Unit[] = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'];

/** `ms` plus `months` calendar months, the day kept or cut to the month's end. */
function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

export interface Difference {
  /** Each field once, largest first (weeks counted out of the days). */
  readonly fields: Readonly<Record<Unit, number>>;
  /** The whole difference in one unit, with a fraction. */
  in(unit: Unit): number;
}

export function calendarDifference(fromMs: number, toMs: number): Difference {
  const sign = toMs < fromMs ? -1 : 1;
  const start = Math.min(fromMs, toMs);
  const end = Math.max(fromMs, toMs);
  const a = new Date(start);
  const b = new Date(end);
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
  if (months > 0 && addMonths(start, months) > end) months--;
  const rest = end - addMonths(start, months);
  const days = Math.floor(rest / DAY);
  const fields: Record<Unit, number> = {
    year: Math.floor(months / 12),
    month: months % 12,
    week: Math.floor(days / 7),
    day: days,
    hour: Math.floor((rest % DAY) / HOUR),
    minute: Math.floor((rest % HOUR) / MINUTE),
    second: Math.floor((rest % MINUTE) / SECOND),
  };
  // In months or years: whole ones, and the part of the next one that has passed.
  const inMonths = (step: number) => {
    const whole = Math.floor(months / step) * step;
    const from = addMonths(start, whole);
    return whole / step + (end - from) / (addMonths(start, whole + step) - from);
  };
  const spans: Record<Unit, () => number> = {
    year: () => inMonths(12),
    month: () => inMonths(1),
    week: () => (end - start) / (7 * DAY),
    day: () => (end - start) / DAY,
    hour: () => (end - start) / HOUR,
    minute: () => (end - start) / MINUTE,
    second: () => (end - start) / SECOND,
  };
  return { fields, in: (unit) => sign * spans[unit]() };
}
