// The site's time zone (`website.timeZone`, spec section 3) and what the
// formatters need from it: the UTC offset at an instant and its abbreviation.
import { DEFAULT_TIME_ZONE } from '../../schemas/site/content-types';
import type { Env } from '../plugins/registry';
import { toText } from '../values';
import { LruCache } from './lru';

/** Spec section 9: time-zone cache capacity 100. */
export const TIME_ZONE_CACHE_SIZE = 100;
/** Hours of offsets each zone keeps: a site's dates cluster in far fewer. */
const OFFSET_CACHE_SIZE = 512;
const MS_PER_HOUR = 3_600_000;
/** The last instant a Date holds (ECMA-262 time values). */
const MAX_INSTANT = 8.64e15;
/** Marks an hour holding a transition, whose instants are each read off the wall clock. */
const VARIES = NaN;

// Intl short names are metazone names that CLDR gives only in the locales
// that commonly use them ('EST' in en-US, 'CET' in en-GB, 'JST' in ja), so the
// abbreviation is the first such name among these, else the GMT offset.
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'en-SG', 'en-ZA', 'ja'];
const GMT_OFFSET = /^(?:GMT|UTC)[-+\u2212]/;
const WALL_CLOCK_FIELDS = { era: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;

export class TimeZone {
  private readonly wallClock: Intl.DateTimeFormat;
  private readonly abbreviations = new Map<number, string>();
  /** The offset of each UTC hour seen, or VARIES: see `offsetMs`. */
  private readonly hourOffsets = new LruCache<number, number>(OFFSET_CACHE_SIZE);

  constructor(
    readonly id: string,
    readonly intlZone: string,
  ) {
    this.wallClock = new Intl.DateTimeFormat('en-US', { timeZone: intlZone, hourCycle: 'h23', ...WALL_CLOCK_FIELDS });
  }

  /**
   * Milliseconds east of UTC at the instant, e.g. 9 hours for Tokyo.
   *
   * Reading the wall clock through Intl was a fifth of executing a product
   * page with a few dates (bench/engine.ts, gallery page), so offsets are
   * kept per UTC hour: an hour whose first and last millisecond have the
   * same offset has it throughout (no zone changes its offset and back
   * within an hour), and only instants in an hour holding a transition are
   * read one by one.
   */
  offsetMs(epochMs: number): number {
    const hour = Math.floor(epochMs / MS_PER_HOUR);
    const offset = this.hourOffsets.use(hour, () => {
      const start = this.wallClockOffset(hour * MS_PER_HOUR);
      return start === this.wallClockOffset(Math.min((hour + 1) * MS_PER_HOUR - 1, MAX_INSTANT)) ? start : VARIES;
    });
    return Number.isNaN(offset) ? this.wallClockOffset(epochMs) : offset;
  }

  /**
   * The offset read off the wall clock rather than Intl's offset names,
   * which drop the seconds of local mean time (New York ran 4:56:02 behind
   * UTC until 1883).
   */
  private wallClockOffset(epochMs: number): number {
    const f: Record<string, number> = {};
    let bc = false;
    for (const p of this.wallClock.formatToParts(epochMs)) {
      if (p.type === 'era') bc = p.value === 'BC';
      else if (p.type !== 'literal') f[p.type] = Number(p.value);
    }
    const wall = new Date(0);
    wall.setUTCFullYear(bc ? 1 - f.year : f.year, f.month - 1, f.day);
    wall.setUTCHours(f.hour, f.minute, f.second);
    return wall.getTime() - Math.floor(epochMs / 1000) * 1000;
  }

  /** 'EST', 'JST', 'CET'; 'GMT+4' where no locale names the zone. */
  abbreviation(epochMs: number): string {
    const offset = this.offsetMs(epochMs);
    let name = this.abbreviations.get(offset);
    if (name === undefined) {
      name = zoneName(this.intlZone, epochMs, ABBREVIATION_LOCALES[0]);
      for (let i = 1; GMT_OFFSET.test(name) && i < ABBREVIATION_LOCALES.length; i++) {
        const candidate = zoneName(this.intlZone, epochMs, ABBREVIATION_LOCALES[i]);
        if (!GMT_OFFSET.test(candidate)) name = candidate;
      }
      this.abbreviations.set(offset, name);
    }
    return name;
  }
}

function zoneName(timeZone: string | undefined, epochMs: number, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(epochMs);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

const zones = new LruCache<string, TimeZone>(TIME_ZONE_CACHE_SIZE);

export function timeZone(id: string): TimeZone {
  return zones.use(id, () => {
    try {
      return new TimeZone(id, id);
    } catch {
      // An id without zone data reads as UTC (reference §1.24).
      return new TimeZone(id, 'UTC');
    }
  });
}

/** The zone of the site being rendered: `website.timeZone` up the scope, New York without one. */
export function siteTimeZone(env: Env): TimeZone {
  const id = toText(env.resolve(['website', 'timeZone']));
  return timeZone(id !== '' ? id : DEFAULT_TIME_ZONE);
}
