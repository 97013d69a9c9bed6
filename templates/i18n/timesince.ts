// `timesince` wording (reference §4.10): 'about N units ago' by truncating
// day arithmetic with 365-day years, 30-day months and 7-day weeks, else
// 'less than a minute ago' (also for dates in the future).
export const INVALID_DATE = 'Invalid date.';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function about(n: number, unit: string, article = 'a'): string {
  return n === 1 ? `about ${article} ${unit} ago` : `about ${n} ${unit}s ago`;
}

export function timeSince(elapsedMs: number): string {
  const days = Math.trunc(elapsedMs / DAY);
  if (Math.trunc(days / 365) > 0) return about(Math.trunc(days / 365), 'year');
  if (Math.trunc(days / 30) > 0) return about(Math.trunc(days / 30), 'month');
  if (Math.trunc(days / 7) > 0) return about(Math.trunc(days / 7), 'week');
  if (days > 0) return about(days, 'day');
  const hours = Math.trunc(elapsedMs / HOUR);
  if (hours > 0) return about(hours, 'hour', 'an');
  const minutes = Math.trunc(elapsedMs / MINUTE);
  return minutes > 0 ? about(minutes, 'minute') : 'less than a minute ago';
}
