// Subscription price wording (spec section 9): billing every week, month or
// year, for a duration in weeks, months, years or 1 year, or indefinitely.
// A duration that fills whole years reads in years (52 weeks or 12 months to
// the year). Sites may localize each wording under its own key.
import { escapeHtml } from '../escape';
import type { Env } from '../registry';
import { fillPlaceholders, isRecord, localized } from './context';

type Unit = 'WEEK' | 'MONTH' | 'YEAR';

// `key` and `keyPlural` are the parts of the localization keys.
const UNITS: Readonly<Record<Unit, { word: string; key: string; keyPlural: string; perYear: number }>> = {
  WEEK: { word: 'week', key: 'Weekly', keyPlural: 'Weeks', perYear: 52 },
  MONTH: { word: 'month', key: 'Monthly', keyPlural: 'Months', perYear: 12 },
  YEAR: { word: 'year', key: 'Yearly', keyPlural: 'Years', perYear: 1 },
};

const isUnit = (unit: unknown): unit is Unit => unit === 'WEEK' || unit === 'MONTH' || unit === 'YEAR';
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

export interface Billing {
  readonly unit: Unit;
  readonly every: number;
  /** Number of billing cycles; 0 bills until cancelled. */
  readonly cycles: number;
}

/** A plan's billing, or undefined when the plan cannot be read (the price is then unavailable). */
export function billingOf(plan: unknown): Billing | undefined {
  if (!isRecord(plan) || !isRecord(plan.billingPeriod)) return undefined;
  const { unit, value } = plan.billingPeriod;
  if (!isUnit(unit) || !isCount(value)) return undefined;
  return { unit, every: value, cycles: isCount(plan.numBillingCycles) ? plan.numBillingCycles : 0 };
}

interface Duration {
  readonly unit: Unit;
  readonly count: number;
}

function durationOf(billing: Billing): Duration | undefined {
  if (billing.cycles === 0) return undefined;
  const count = billing.every * billing.cycles;
  const { perYear } = UNITS[billing.unit];
  return count % perYear === 0 ? { unit: 'YEAR', count: count / perYear } : { unit: billing.unit, count };
}

const isOneYear = (duration: Duration) => duration.unit === 'YEAR' && duration.count === 1;

/** The localization key of a wording, e.g. productPrice__singlePrice__nWeekly__limited__1Year. */
function wordingKey(billing: Billing, duration: Duration | undefined): string {
  const period = `${billing.every === 1 ? '1' : 'n'}${UNITS[billing.unit].key}`;
  if (!duration) return `productPrice__singlePrice__${period}__indefinite`;
  const length = isOneYear(duration) ? '1Year' : `n${UNITS[duration.unit].keyPlural}`;
  return `productPrice__singlePrice__${period}__limited__${length}`;
}

function englishWording(billing: Billing, duration: Duration | undefined): string {
  const { word } = UNITS[billing.unit];
  const every = billing.every === 1 ? `{price} every ${word}` : `{price} every {billingPeriodValue} ${word}s`;
  if (!duration) return every;
  if (isOneYear(duration)) return `${every} for 1 year`;
  return `${every} for {duration} ${UNITS[duration.unit].word}s`;
}

/** `priceMarkup` with its billing wording, e.g. '<span …>100.00</span> every 2 weeks for 12 weeks'. */
export function withBilling(env: Env, billing: Billing, priceMarkup: string): string {
  const duration = durationOf(billing);
  const pattern = localized(env, wordingKey(billing, duration), englishWording(billing, duration));
  const every = String(billing.every);
  const length = duration ? String(duration.count) : '';
  // Spec section 3 names the placeholders priceString, billingPeriodValue and durationValue; sites also write {price} and {duration}.
  return fillPlaceholders(escapeHtml(pattern), {
    price: priceMarkup,
    priceString: priceMarkup,
    billingPeriodValue: every,
    duration: length,
    durationValue: length,
  });
}
