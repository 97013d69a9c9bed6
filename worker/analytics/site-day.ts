import type { PublishedSite } from '../../schemas';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    try {
      // en-CA writes dates as YYYY-MM-DD.
      found = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      found = formatter('UTC');
    }
    formatters.set(timeZone, found);
  }
  return found;
}

/** The day `at` falls on for the site's owner: aggregates are per day in the site's time zone. */
export function siteDay(timeZone: string, at: number): string {
  return formatter(timeZone).format(at);
}

export function siteTimeZone(site: PublishedSite | null): string {
  return site?.website.timeZone ?? 'UTC';
}

/** The day after `day` (YYYY-MM-DD). */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both YYYY-MM-DD and included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); days.length < 1000; at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (day > to) break;
    days.push(day);
  }
  return days;
}

const MINUTE = 60_000;
/** No time zone is further than 14 hours from UTC. */
const FURTHEST_OFFSET = 15 * 60 * MINUTE;

/**
 * The first minute of `day` (YYYY-MM-DD) in the site's time zone, epoch
 * milliseconds: found by asking the zone itself, so every offset and every
 * daylight-saving change, midnight ones included, falls where it does.
 */
export function siteDayStart(timeZone: string, day: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let before = midnightUtc - FURTHEST_OFFSET;
  let after = midnightUtc + FURTHEST_OFFSET;
  while (after - before > MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
    if (siteDay(timeZone, middle) < day) before = middle;
    else after = middle;
  }
  return after;
}
