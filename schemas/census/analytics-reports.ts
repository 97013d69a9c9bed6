// What the owner dashboard's JSON calls answer (`/api/owner/analytics/…`),
// shared by the Worker that computes the reports and the dashboard script
// that charts them. Kept free of zod for the browser bundle.
import type { MetricRating, PerformanceMetricName } from './web-vitals';

export const ANALYTICS_REPORTS = ['traffic', 'commerce', 'vitals', 'errors'] as const;
export type AnalyticsReportName = (typeof ANALYTICS_REPORTS)[number];

/** Every report covers the days from `from` to `to` (YYYY-MM-DD, the site's time zone). */
export interface ReportRange {
  from: string;
  to: string;
}

export interface TrafficReport extends ReportRange {
  days: { day: string; pageViews: number; visitors: number }[];
  topPages: { path: string; views: number }[];
  referrers: { referrer: string; visits: number }[];
}

/**
 * Where a commerce report's numbers come from, said on the page beside them:
 * orders and revenue from the order book (every order, placed with scripts
 * or without), the funnel from analytics events (visits that were tracked).
 */
export const COMMERCE_SOURCES = {
  orders: 'Orders and revenue are counted from the order book: every order placed, with or without JavaScript, test-mode orders included.',
  funnel: 'The funnel counts analytics events: only visits that were tracked, so it can be below the order book.',
} as const;

export interface CommerceReport extends ReportRange {
  currency: string;
  /** VisitPLP, VisitPDP, AddToCart (successful ones), purchase: analytics events. */
  funnel: { step: string; count: number }[];
  addToCartErrors: { errorType: string; count: number }[];
  /** From the order book; revenue in `currency` only. */
  days: { day: string; orders: number; revenueCents: number }[];
}

export interface MetricDistribution {
  name: PerformanceMetricName;
  thresholds: readonly [number, number];
  /** Lower edges of `bins`; the last bin holds everything above its edge. */
  edges: number[];
  bins: number[];
  ratings: Record<MetricRating, number>;
  count: number;
  mean: number | null;
}

export interface VitalsReport extends ReportRange {
  metrics: MetricDistribution[];
}

export interface ErrorsReport extends ReportRange {
  /** Most recently seen first. */
  groups: { message: string; count: number; firstSeen: number; lastSeen: number; page: string; stack: string }[];
}
