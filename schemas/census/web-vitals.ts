// Performance metrics and their ratings (spec section 9), shared by the client
// that measures, the Worker that rolls them up and the dashboard that charts
// them. Kept free of zod for the browser bundle.

/** Good / poor thresholds: at or below the first is good, above the second is poor. */
export const METRIC_THRESHOLDS = {
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
  INP: [200, 500],
  LCP: [2500, 4000],
} as const;
export type VitalName = keyof typeof METRIC_THRESHOLDS;
export const VITAL_NAMES = Object.keys(METRIC_THRESHOLDS) as VitalName[];

/** One of the slowest interactions of a page, rated as INP is. */
export const INTERACTION = 'interaction';
export type PerformanceMetricName = VitalName | typeof INTERACTION;
export const PERFORMANCE_METRICS: readonly PerformanceMetricName[] = [...VITAL_NAMES, INTERACTION];

export const METRIC_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type MetricRating = (typeof METRIC_RATINGS)[number];

export function thresholdsOf(name: PerformanceMetricName): readonly [number, number] {
  return METRIC_THRESHOLDS[name === INTERACTION ? 'INP' : name];
}

export function rateMetric(name: PerformanceMetricName, value: number): MetricRating {
  const [good, poor] = thresholdsOf(name);
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * Distributions are kept as counts in ten equal bins up to twice the poor
 * threshold, plus one for everything beyond: fixed edges let every shard and
 * every day be added together.
 */
export const METRIC_BINS = 11;

export function metricBin(name: PerformanceMetricName, value: number): number {
  const width = (thresholdsOf(name)[1] * 2) / (METRIC_BINS - 1);
  return Math.min(METRIC_BINS - 1, Math.max(0, Math.floor(value / width)));
}

/** The lower edge of each bin, for labels. */
export function binEdges(name: PerformanceMetricName): number[] {
  const width = (thresholdsOf(name)[1] * 2) / (METRIC_BINS - 1);
  return Array.from({ length: METRIC_BINS }, (_, bin) => Number((bin * width).toPrecision(6)));
}
