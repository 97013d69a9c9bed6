// Dates in template data are epoch milliseconds: numbers or numeric text;
// missing and null read as 0, the epoch (reference `date`, `datetime`).
import type { Env } from '../plugins/registry';
import { toNumber } from '../values';

const MS_PER_DAY = 86_400_000;
/** Julian day of the Unix epoch, 1970-01-01T00:00Z. */
const EPOCH_JULIAN_DAY = 2_440_587.5;
/** Spec section 9: supported Julian day range 0 (4713 BC) to 4881503 (year 8652). */
export const MIN_JULIAN_DAY = 0;
export const MAX_JULIAN_DAY = 4_881_503;

const julianDayOutOfRange = (julianDay: number) =>
  `Julian day ${julianDay} is outside the supported range ${MIN_JULIAN_DAY} to ${MAX_JULIAN_DAY} (4713 BC to year 8652)`;

export function julianDay(epochMs: number): number {
  return epochMs / MS_PER_DAY + EPOCH_JULIAN_DAY;
}

/**
 * The instant a value names, or undefined when it names none (text that is
 * no number). A date outside the supported range is an error (spec section
 * 8), recorded on the template.
 */
export function instantOf(value: unknown, env: Env): number | undefined {
  const ms = toNumber(value);
  if (!Number.isFinite(ms)) return undefined;
  const jd = julianDay(ms);
  if (jd < MIN_JULIAN_DAY || jd > MAX_JULIAN_DAY) {
    env.error(julianDayOutOfRange(jd));
    return undefined;
  }
  return ms;
}
