// The site's days (worker/analytics/site-day.ts): the commerce report counts
// the order book's orders from the first minute of each day in the site's
// time zone, whatever its offset and its daylight-saving changes.
import { describe, expect, it } from 'vitest';
import { nextDay, siteDay, siteDayStart } from '../../worker/analytics/site-day';

describe('siteDayStart', () => {
  it('finds the first minute of the day in zones of every kind of offset', () => {
    const cases: [string, string, string][] = [
      ['UTC', '2026-03-08', '2026-03-08T00:00:00.000Z'],
      // New York: standard time, and the day the clocks go forward (a 23-hour day).
      ['America/New_York', '2026-01-15', '2026-01-15T05:00:00.000Z'],
      ['America/New_York', '2026-03-08', '2026-03-08T05:00:00.000Z'],
      ['America/New_York', '2026-03-09', '2026-03-09T04:00:00.000Z'],
      ['Asia/Kolkata', '2026-06-01', '2026-05-31T18:30:00.000Z'],
      ['Asia/Kathmandu', '2026-06-01', '2026-05-31T18:15:00.000Z'],
      ['Pacific/Kiritimati', '2026-06-01', '2026-05-31T10:00:00.000Z'],
      ['Pacific/Pago_Pago', '2026-06-01', '2026-06-01T11:00:00.000Z'],
      // Santiago moves its clocks at midnight: on 2026-09-06 the day begins at 01:00.
      ['America/Santiago', '2026-09-06', '2026-09-06T04:00:00.000Z'],
    ];
    for (const [zone, day, start] of cases) expect([zone, day, new Date(siteDayStart(zone, day)).toISOString()]).toEqual([zone, day, start]);
  });

  it('makes the days of a range meet without a gap or an overlap', () => {
    for (const zone of ['America/New_York', 'Europe/London', 'Australia/Lord_Howe']) {
      let day = '2026-03-01';
      for (let count = 0; count < 250; count++, day = nextDay(day)) {
        const start = siteDayStart(zone, day);
        expect(siteDay(zone, start)).toBe(day);
        expect(siteDay(zone, start - 60_000)).not.toBe(day);
        expect(siteDay(zone, siteDayStart(zone, nextDay(day)) - 60_000)).toBe(day);
      }
    }
  });
});
