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
