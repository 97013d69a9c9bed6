// Event predicates on calendar days.
import { child, toNumber } from '../../values';
import type { Predicate } from '../registry';

const MS_PER_DAY = 86_400_000;

export const datePredicates: Record<string, Predicate<unknown>> = {
  /** Whether an event starts and ends on the same calendar day, counted in UTC (reference Part 3). */
  'same-day?': {
    test(node) {
      const start = toNumber(child(node, 'startDate'));
      const end = toNumber(child(node, 'endDate'));
      return Math.floor(start / MS_PER_DAY) === Math.floor(end / MS_PER_DAY);
    },
  },
};
