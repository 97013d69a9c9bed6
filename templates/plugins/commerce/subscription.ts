// Subscription price wording (reference `product-price`; spec section 9):
// billing every week, month or year, for a duration in weeks, months or
// years, or indefinitely. A duration that fills whole years reads in years
// (52 weeks or 12 months to the year). Sites may localize each wording
// under its own key; the text goes through `message` with `price`,
// `billingPeriodValue` and `duration`.
import { child, isObject, toNumber, toText } from '../../values';

type Unit = 'WEEK' | 'MONTH' | 'YEAR';

const UNITS: Readonly<Record<Unit, { word: string; key: string; perYear: number }>> = {
  WEEK: { word: 'week', key: 'Week', perYear: 52 },
  MONTH: { word: 'month', key: 'Month', perYear: 12 },
  YEAR: { word: 'year', key: 'Year', perYear: 1 },
};

const isUnit = (unit: string): unit is Unit => unit === 'WEEK' || unit === 'MONTH' || unit === 'YEAR';

export interface Billing {
  readonly unit: Unit;
  readonly every: number;
  /** Number of billing cycles; 0 bills until cancelled. */
  readonly cycles: number;
}

/** A plan's billing, or undefined when it has no billing period (the price is then unavailable). */
export function billingOf(plan: unknown): Billing | undefined {
  const period = child(plan, 'billingPeriod');
  if (!isObject(period)) return undefined;
  const unit = toText(period.unit);
  return { unit: isUnit(unit) ? unit : 'MONTH', every: toNumber(period.value), cycles: toNumber(child(plan, 'numBillingCycles')) };
}

export interface Wording {
  /** The localizedStrings key, e.g. productPrice__singlePrice__nWeekly__limited__nWeeks. */
  readonly key: string;
  /** The English sentence when the site has none. */
  readonly text: string;
  readonly args: Readonly<Record<string, number>>;
}

export function subscriptionPattern(billing: Billing, multiplePrices: boolean): Wording {
  const period = UNITS[billing.unit];
  let duration = billing.every * billing.cycles;
  let durationUnit = billing.unit;
  if (duration > 0 && billing.unit !== 'YEAR' && duration % period.perYear === 0) {
    duration /= period.perYear;
    durationUnit = 'YEAR';
  }
  const one = (n: number) => (n === 1 ? '1' : 'n');
  const limited = billing.cycles > 0;
  const key = `productPrice__${multiplePrices ? 'multiplePrices' : 'singlePrice'}__${one(billing.every)}${period.key}ly__${
    limited ? `limited__${one(duration)}${UNITS[durationUnit].key}s` : 'indefinite'
  }`;
  const plural = (n: number, word: string) => (n === 1 ? word : `${word}s`);
  let text = `${multiplePrices ? 'from ' : ''}{price} every ${billing.every === 1 ? '' : '{billingPeriodValue} '}${plural(billing.every, period.word)}`;
  if (limited) text += ` for {duration} ${plural(duration, UNITS[durationUnit].word)}`;
  return { key, text, args: { billingPeriodValue: billing.every, duration } };
}
