import {
  binEdges,
  METRIC_BINS,
  METRIC_RATINGS,
  PERFORMANCE_METRICS,
  thresholdsOf,
  type CommerceReport,
  type ErrorsReport,
  type MetricRating,
  type PublishedSite,
  type ReportRange,
  type TrafficReport,
  type VitalsReport,
} from '../../schemas';
import type { Env } from '../env';
import type { Log } from '../logging';
import type { DayTotal } from '../orders/order-book';
import { siteOrders } from '../orders/site-orders';
import { censusStore } from '../services/census';
import { ROLLUP, type RollupQuery, type RollupRow } from './records';
import { daysBetween, nextDay, siteDay, siteDayStart, siteTimeZone } from './site-day';

const TOP_ROWS = 20;
const ERROR_GROUPS = 50;
const FUNNEL = ['VisitPLP', 'VisitPDP', 'AddToCart', ROLLUP.purchase] as const;

interface Scope {
  env: Env;
  log: Log;
  /** The website the request's host resolved to: the id every census write and order of the site is kept under. */
  websiteId: string;
  site: PublishedSite;
  range: ReportRange & { days: string[] };
}

/** The last `days` days of the site, today included, in its time zone. */
export function reportScope(env: Env, log: Log, websiteId: string, site: PublishedSite, days: number, now = Date.now()): Scope {
  const timeZone = siteTimeZone(site);
  const from = siteDay(timeZone, now - (days - 1) * 86_400_000);
  const to = siteDay(timeZone, now);
  return { env, log, websiteId, site, range: { from, to, days: daysBetween(from, to) } };
}

/** The site's rollup totals over the range, from the census store the census is written to. */
function totals({ env, log, websiteId, range }: Scope, query: Omit<RollupQuery, 'from' | 'to'>): Promise<RollupRow[]> {
  return censusStore(env, websiteId, log).totals({ ...query, from: range.from, to: range.to });
}

const countOf = (rows: RollupRow[], match: Partial<RollupRow>) =>
  rows.filter((row) => Object.entries(match).every(([key, value]) => row[key as keyof RollupRow] === value)).reduce((sum, row) => sum + row.count, 0);

const span = ({ range }: Scope): ReportRange => ({ from: range.from, to: range.to });

export async function trafficReport(scope: Scope): Promise<TrafficReport> {
  const [daily, pages, referrers] = await Promise.all([
    totals(scope, { events: [ROLLUP.hit, ROLLUP.visitor], by: ['day', 'event'] }),
    totals(scope, { events: [ROLLUP.hit], by: ['page'], limit: TOP_ROWS }),
    totals(scope, { events: [ROLLUP.referrer], by: ['detail'], limit: TOP_ROWS }),
  ]);
  return {
    ...span(scope),
    days: scope.range.days.map((day) => ({
      day,
      pageViews: countOf(daily, { day, event: ROLLUP.hit }),
      visitors: countOf(daily, { day, event: ROLLUP.visitor }),
    })),
    topPages: pages.map((row) => ({ path: row.page!, views: row.count })),
    referrers: referrers.map((row) => ({ referrer: row.detail!, visits: row.count })),
  };
}

/**
 * The orders of each day of the range and what they came to, from the order
 * book: the one source of the report's orders and revenue, whatever records
 * the events.
 */
function orderDays({ env, websiteId, site, range }: Scope): Promise<DayTotal[]> {
  const timeZone = siteTimeZone(site);
  const starts = [...range.days, nextDay(range.to)].map((day) => siteDayStart(timeZone, day));
  return siteOrders({ env, websiteId }, site).dayTotals(range.days.map((day, index) => ({ day, start: starts[index], end: starts[index + 1] })));
}

export async function commerceReport(scope: Scope): Promise<CommerceReport> {
  const currency = scope.site.websiteSettings.storeSettings.selectedCurrency;
  const [steps, orders] = await Promise.all([totals(scope, { events: FUNNEL, by: ['event', 'detail'] }), orderDays(scope)]);
  const ofDay = (day: string) => orders.filter((row) => row.day === day);
  return {
    ...span(scope),
    currency,
    // Only successful adds go on in the funnel; failed ones are listed by error type.
    funnel: FUNNEL.map((step) => ({ step, count: countOf(steps, step === 'AddToCart' ? { event: step, detail: '' } : { event: step }) })),
    addToCartErrors: steps
      .filter((row) => row.event === 'AddToCart' && row.detail !== '')
      .map((row) => ({ errorType: row.detail!, count: row.count })),
    days: scope.range.days.map((day) => ({
      day,
      orders: ofDay(day).reduce((sum, row) => sum + row.orders, 0),
      revenueCents: ofDay(day).filter((row) => row.currency === currency).reduce((sum, row) => sum + row.totalCents, 0),
    })),
  };
}

export async function vitalsReport(scope: Scope): Promise<VitalsReport> {
  const [ratings, bins] = await Promise.all([
    totals(scope, { events: PERFORMANCE_METRICS.map(ROLLUP.vital), by: ['event', 'detail'] }),
    totals(scope, { events: PERFORMANCE_METRICS.map(ROLLUP.vitalBin), by: ['event', 'detail'] }),
  ]);
  return {
    ...span(scope),
    metrics: PERFORMANCE_METRICS.map((name) => {
      const rated = ratings.filter((row) => row.event === ROLLUP.vital(name));
      const count = rated.reduce((sum, row) => sum + row.count, 0);
      const total = rated.reduce((sum, row) => sum + row.total, 0);
      return {
        name,
        thresholds: thresholdsOf(name),
        edges: binEdges(name),
        bins: Array.from({ length: METRIC_BINS }, (_, bin) => countOf(bins, { event: ROLLUP.vitalBin(name), detail: String(bin) })),
        ratings: Object.fromEntries(METRIC_RATINGS.map((rating) => [rating, countOf(rated, { detail: rating })])) as Record<MetricRating, number>,
        count,
        mean: count > 0 ? total / count : null,
      };
    }),
  };
}

/** Client errors grouped by message, most recently seen first (the error table is not per day). */
export async function errorsReport(scope: Scope): Promise<ErrorsReport> {
  return { ...span(scope), groups: await censusStore(scope.env, scope.websiteId, scope.log).recentErrors(ERROR_GROUPS) };
}
