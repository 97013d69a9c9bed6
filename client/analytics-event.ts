import { ANALYTICS_DOM_EVENT, type AnalyticsDetail } from '../schemas/census/census';

/**
 * Tells the census an analytics event of spec section 7 happened (README
 * "Census and analytics"): it sends it when tracking is on and allowed, and
 * keeps it while the census module is still loading or the visitor decides.
 */
export function recordAnalyticsEvent(detail: AnalyticsDetail): void {
  window.dispatchEvent(new CustomEvent<AnalyticsDetail>(ANALYTICS_DOM_EVENT, { detail }));
}
