// Spec section 9: relative times count in years, months of 30 days, weeks,
// days, hours and minutes.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

/** Largest first. */
const TIME_UNITS: readonly { readonly unit: TimeUnit; readonly ms: number }[] = [
  { unit: 'year', ms: 365 * DAY },
  { unit: 'month', ms: 30 * DAY },
  { unit: 'week', ms: 7 * DAY },
  { unit: 'day', ms: DAY },
  { unit: 'hour', ms: HOUR },
  { unit: 'minute', ms: MINUTE },
  { unit: 'second', ms: 1000 },
];

/** The largest unit that fits at least once in `ms`. */
export function largestUnit(ms: number, skipWeeks = false): { readonly unit: TimeUnit; readonly ms: number } {
  const size = Math.abs(ms);
  return TIME_UNITS.find((u) => size >= u.ms && !(skipWeeks && u.unit === 'week')) ?? TIME_UNITS[TIME_UNITS.length - 1];
}
