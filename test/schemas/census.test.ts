import { describe, expect, it } from 'vitest';
import {
  formatReturningVisit,
  isEditorPath,
  isSearchPath,
  nextVisit,
  parseReturningVisit,
  parseVisitTime,
  trackingSkipped,
  type TrackingSubject,
} from '../../schemas/census/census';
import { PageType } from '../../schemas/site/page-type';
import { METRIC_BINS, metricBin, METRIC_THRESHOLDS, rateMetric, VITAL_NAMES } from '../../schemas/census/web-vitals';

describe('visitor cookies (spec sections 4 and 5)', () => {
  it('reads an id followed by four positive integers separated by bars, and nothing else', () => {
    expect(parseReturningVisit('a1-b2|1700000000000|1700000000001|1700000000002|3')).toEqual({
      id: 'a1-b2',
      firstVisit: 1700000000000,
      previousVisit: 1700000000001,
      currentVisit: 1700000000002,
      visitCount: 3,
    });
    for (const bad of ['', 'a|1|2|3', 'a|1|2|3|4|5', 'a|0|1|1|1', 'a|1|1|1|-1', 'a|1.5|1|1|1', 'a b|1|1|1|1', '|1|1|1|1', null, undefined]) {
      expect(parseReturningVisit(bad)).toBeNull();
    }
    const visit = { id: 'x', firstVisit: 1, previousVisit: 2, currentVisit: 3, visitCount: 4 };
    expect(parseReturningVisit(formatReturningVisit(visit))).toEqual(visit);
  });

  it('reads the visit cookie as a positive integer only', () => {
    expect(parseVisitTime('1700000000000')).toBe(1700000000000);
    for (const bad of ['0', '-1', '1.5', '01', 'abc', '', null]) expect(parseVisitTime(bad)).toBeNull();
  });

  it('counts a new visit only once the visit cookie has expired', () => {
    const first = nextVisit(null, false, 1000, () => 'new-id');
    expect(first).toEqual({ id: 'new-id', firstVisit: 1000, previousVisit: 1000, currentVisit: 1000, visitCount: 1 });
    expect(nextVisit(first, true, 2000, () => 'other')).toEqual(first);
    expect(nextVisit(first, false, 5000, () => 'other')).toEqual({ id: 'new-id', firstVisit: 1000, previousVisit: 1000, currentVisit: 5000, visitCount: 2 });
  });
});

describe('tracking skip rules (spec section 6)', () => {
  const subject = (overrides: Partial<TrackingSubject>): TrackingSubject => ({ path: '/shop', pageType: PageType.CONTENT_COLLECTION, censusEnabled: true, accountRoles: null, ...overrides });

  it('tracks visitors on ordinary pages', () => {
    expect(trackingSkipped(subject({}))).toBe(false);
    expect(trackingSkipped(subject({ path: '/search', pageType: PageType.SEARCH }))).toBe(false);
  });

  it('skips not-found, lock-screen and access-denied pages, census off, and the editor', () => {
    for (const pageType of [PageType.NOT_FOUND, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED]) expect(trackingSkipped(subject({ pageType }))).toBe(true);
    expect(trackingSkipped(subject({ censusEnabled: false }))).toBe(true);
    expect(trackingSkipped(subject({ path: '/config' }))).toBe(true);
  });

  it('skips signed-in accounts unless their only role is viewer, and then only outside /config', () => {
    expect(trackingSkipped(subject({ accountRoles: ['admin'] }))).toBe(true);
    expect(trackingSkipped(subject({ accountRoles: ['viewer', 'editor'] }))).toBe(true);
    expect(trackingSkipped(subject({ accountRoles: [] }))).toBe(true);
    expect(trackingSkipped(subject({ accountRoles: ['viewer'] }))).toBe(false);
    expect(trackingSkipped(subject({ accountRoles: ['viewer'], path: '/config/pages' }))).toBe(true);
  });

  it('knows the editor and search paths', () => {
    expect(['/config', '/config/', '/config/x'].every(isEditorPath)).toBe(true);
    expect(['/configure', '/shop/config', '/'].some(isEditorPath)).toBe(false);
    expect(['/search', '/search/'].every(isSearchPath)).toBe(true);
    expect(['/search-results', '/searching', '/shop/search'].some(isSearchPath)).toBe(false);
  });
});

describe('performance ratings (spec section 9)', () => {
  it('rates at the thresholds: at or below good is good, above poor is poor', () => {
    expect(METRIC_THRESHOLDS).toEqual({ FCP: [1800, 3000], CLS: [0.1, 0.25], FID: [100, 300], INP: [200, 500], LCP: [2500, 4000] });
    for (const name of VITAL_NAMES) {
      const [good, poor] = METRIC_THRESHOLDS[name];
      expect(rateMetric(name, good)).toBe('good');
      expect(rateMetric(name, good * 1.001)).toBe('needs-improvement');
      expect(rateMetric(name, poor)).toBe('needs-improvement');
      expect(rateMetric(name, poor * 1.001)).toBe('poor');
    }
    expect(rateMetric('interaction', 201)).toBe('needs-improvement');
  });

  it('bins values in ten equal bins up to twice poor, and one beyond', () => {
    expect(metricBin('CLS', 0)).toBe(0);
    expect(metricBin('CLS', 0.05)).toBe(1);
    expect(metricBin('CLS', 0.4999)).toBe(9);
    expect(metricBin('CLS', 0.5)).toBe(METRIC_BINS - 1);
    expect(metricBin('CLS', 99)).toBe(METRIC_BINS - 1);
  });
});
