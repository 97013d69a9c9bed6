// `timesince` wording of spec section 9: 'about N units ago', else 'less than a minute ago'.
import { largestUnit } from './time-units';

export const INVALID_DATE = 'Invalid date.';
const UNDER_A_MINUTE = 'less than a minute ago';
const MINUTE_MS = 60_000;

/** `elapsedMs` is how long ago the date was; a date in the future (clock skew) counts as just now. */
export function timeSince(elapsedMs: number): string {
  if (elapsedMs < MINUTE_MS) return UNDER_A_MINUTE;
  const { unit, ms } = largestUnit(elapsedMs);
  const n = Math.floor(elapsedMs / ms);
  if (n !== 1) return `about ${n} ${unit}s ago`;
  return `about ${unit === 'hour' ? 'an' : 'a'} ${unit} ago`;
}
