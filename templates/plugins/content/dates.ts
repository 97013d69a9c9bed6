// Time-zone aware calendar days for event predicates, on the date helpers of
// the i18n family so there is one time-zone cache and one fallback rule.
import { instantOf } from '../../i18n/instant';
import { localTime, type LocalTime } from '../../i18n/local-time';
import { siteTimeZone } from '../../i18n/time-zone';
import { child } from '../../values';
import type { Env, Predicate } from '../registry';

const sameDay = (a: LocalTime, b: LocalTime) => a.year === b.year && a.month === b.month && a.day === b.day;

export const datePredicates: Record<string, Predicate<unknown>> = {
  /** Whether an event starts and ends on the same day in the website's time zone. */
  'same-day?': {
    test(node, _args, env: Env) {
      const start = instantOf(child(node, 'startDate'), env);
      const end = instantOf(child(node, 'endDate'), env);
      if (start === undefined || end === undefined) return false;
      const zone = siteTimeZone(env);
      return sameDay(localTime(start, zone), localTime(end, zone));
    },
  },
};
