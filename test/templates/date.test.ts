import { Temporal } from '@js-temporal/polyfill';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { julianDay, MAX_JULIAN_DAY, MIN_JULIAN_DAY } from '../../templates/i18n/instant';
import { DEFAULT_TIME_ZONE } from '../../schemas/site/content-types';
import { TIME_ZONE_CACHE_SIZE, timeZone } from '../../templates/i18n/time-zone';
import { render } from '../../templates/index';

const MS_PER_DAY = 86_400_000;
const msOfJulianDay = (jd: number) => Math.round((jd - julianDay(0)) * MS_PER_DAY);
const site = (zone?: string) => (zone ? { website: { timeZone: zone } } : {});
const date = (pattern: string, t: unknown, zone?: string) => render(`{t|date ${pattern}}`, { ...site(zone), t });
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('date', () => {
  it('reads the wall clock of website.timeZone, by default America/New_York', () => {
    const t = Date.UTC(2021, 6, 1, 12);
    const hour = (zone: string) => Temporal.Instant.fromEpochMilliseconds(t).toZonedDateTimeISO(zone).hour;
    expect(date('%H', t).output).toBe(pad(hour(DEFAULT_TIME_ZONE)));
    expect(date('%H', t, 'Asia/Kolkata').output).toBe(pad(hour('Asia/Kolkata')));
  });

  it('agrees with Temporal on every calendar field, in any zone', () => {
    const zones = ['America/New_York', 'Asia/Tokyo', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'UTC'];
    const bounds = { min: msOfJulianDay(MIN_JULIAN_DAY) + MS_PER_DAY, max: msOfJulianDay(MAX_JULIAN_DAY) - MS_PER_DAY };
    fc.assert(
      fc.property(fc.integer(bounds), fc.constantFrom(...zones), (t, zone) => {
        const z = Temporal.Instant.fromEpochMilliseconds(t).toZonedDateTimeISO(zone);
        const sign = z.offsetNanoseconds < 0 ? '-' : '+';
        const expected = [
          z.year, pad(z.month), pad(z.day), pad(z.hour), pad(z.minute), pad(z.second), pad(z.dayOfYear, 3),
          z.dayOfWeek, z.dayOfWeek % 7, pad(z.weekOfYear!), z.yearOfWeek, `${sign}${z.offset.slice(1, 6)}`,
          String(z.millisecond * 1e6).padStart(9, '0'), Math.floor(t / 1000),
        ].join(' ');
        expect(date('%Y %m %d %H %M %S %j %u %w %V %G %z %N %s', t, zone).output).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('reads each instant of an hour holding a transition by itself, and the hours around it', () => {
    // Lord Howe moves its clocks by 30 minutes at 15:30 UTC and Chatham at
    // 14:00 UTC; New York left local mean time (-4:56:02) at 17:00 UTC.
    const transitions: [string, number][] = [
      ['Australia/Lord_Howe', Date.UTC(2026, 9, 3, 15, 30)],
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 15, 0)],
      ['Pacific/Chatham', Date.UTC(2026, 8, 26, 14, 0)],
      ['America/New_York', Date.UTC(1883, 10, 18, 17, 0)],
    ];
    const offset = (t: number, zone: string) => {
      const z = Temporal.Instant.fromEpochMilliseconds(t).toZonedDateTimeISO(zone);
      return `${z.offsetNanoseconds < 0 ? '-' : '+'}${z.offset.slice(1, 6)} ${pad(z.hour)}:${pad(z.minute)}:${pad(z.second)}`;
    };
    for (const [zone, at] of transitions) {
      // The hour's first millisecond first, as a page would cache it, then instants on both sides of the change.
      const hour = Math.floor(at / 3_600_000) * 3_600_000;
      for (const t of [hour, at - 1, at, hour + 3_599_999, hour - 1, hour + 3_600_000, at - 1_800_000, at + 1_800_000]) {
        expect(date('%z %H:%M:%S', t, zone).output, `${zone} ${new Date(t).toISOString()}`).toBe(offset(t, zone));
      }
    }
  });

  it('names daylight saving time in %Z and %z', () => {
    const winter = Date.UTC(2021, 0, 15, 12);
    const summer = Date.UTC(2021, 6, 15, 12);
    expect(date('%Z %z', winter).output).toBe('EST -05:00');
    expect(date('%Z %z', summer).output).toBe('EDT -04:00');
  });

  it('counts %U and %W weeks from Sunday, week 1 holding January 1, also at the end of December', () => {
    // 2023 opens on a Sunday; 2021 opens on a Friday, so Dec 27-31, 2020 are week 1 too.
    const jan1 = Date.UTC(2023, 0, 1, 17);
    expect(date('%a %U %W', jan1).output).toBe('Sun 01 01');
    expect(date('%a %U %W', jan1 + 6 * MS_PER_DAY).output).toBe('Sat 01 01');
    expect(date('%a %U %W', jan1 + 7 * MS_PER_DAY).output).toBe('Sun 02 02');
    expect(date('%a %U', Date.UTC(2020, 11, 26, 17)).output).toBe('Sat 52');
    expect(date('%a %U', Date.UTC(2020, 11, 27, 17)).output).toBe('Sun 01');
  });

  it('keeps text and %%, drops unknown directives, prints a final %', () => {
    expect(date('on %Y-%m: 100%% %Q!', Date.UTC(2021, 6, 1, 12)).output).toBe('on 2021-07: 100% !');
    expect(date('50%', Date.UTC(2021, 6, 1, 12)).output).toBe('50%');
  });

  it('reads missing, null and objects as the epoch, and prints nothing for text that is no number', () => {
    for (const t of [undefined, null, { a: 1 }]) expect(date('%Y', t, 'UTC').output).toBe('1970');
    expect(date('%Y', 'abc').output).toBe('');
    expect(date('%Y', '1625140800000').output).toBe('2021');
  });

  it('supports Julian days 0 to 4881503 and reports anything outside as an error', () => {
    const first = msOfJulianDay(MIN_JULIAN_DAY);
    const last = msOfJulianDay(MAX_JULIAN_DAY);
    const year = (t: number) => String(Temporal.Instant.fromEpochMilliseconds(t).toZonedDateTimeISO('UTC').year);
    expect(date('%Y', first, 'UTC').output).toBe(year(first));
    expect(date('%Y', last, 'UTC').output).toBe('8652');
    for (const t of [first - 1, last + 1]) {
      const result = date('%Y', t, 'UTC');
      expect(result.output).toBe('');
      expect(result.errors.map((e) => e.message)).toEqual([expect.stringContaining('Julian day')]);
    }
  });

  it('reads a zone without data as UTC', () => {
    expect(date('%H %Z %z', Date.UTC(2021, 6, 1, 12), 'Nowhere/Atlantis').output).toBe('12 UTC +00:00');
  });

  it('keeps at most 100 time zones cached, dropping the least recently used', () => {
    const ids = Intl.supportedValuesOf('timeZone').slice(0, TIME_ZONE_CACHE_SIZE + 1);
    const first = timeZone(ids[0]);
    const second = timeZone(ids[1]);
    for (const id of ids.slice(2, TIME_ZONE_CACHE_SIZE)) timeZone(id);
    timeZone(ids[0]); // now recent; ids[1] is the oldest
    timeZone(ids[TIME_ZONE_CACHE_SIZE]);
    expect(timeZone(ids[0])).toBe(first);
    expect(timeZone(ids[1])).not.toBe(second);
  });
});

