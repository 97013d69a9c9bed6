import { isSearchPath, trackingSkipped, type ContextConfig } from '../../schemas/census/census';
import { recordBlocks } from './blocks';
import { CensusEvents, listenForEvents, recordHit, recordPageEvents } from './census-events';
import { ErrorReporter } from './error-reporter';
import { readPageFacts } from './page-facts';
import { recordVisit } from './visitor-cookies';
import { measureWebVitals } from './web-vitals';
import { CENSUS_API } from '../../schemas/site/paths';

/** What happened before this module loaded: buffered by load.ts. */
export interface EarlyEvents {
  events: Event[];
  loadedAt: number;
}

/** Spec section 7: the bootstrap config; on failure it is reported and null is used. */
async function contextConfig(reporter: ErrorReporter): Promise<ContextConfig | null> {
  try {
    const response = await fetch(CENSUS_API.contextConfig, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${CENSUS_API.contextConfig}: HTTP ${response.status}`);
    return (await response.json()) as ContextConfig;
  } catch (error) {
    reporter.report('TrackingFailure', error);
    return null;
  }
}

/**
 * The census: error reporting on every page, and, where tracking is not
 * skipped (spec section 6), the visitor cookies, the page-view hit (not on
 * /search), the page's events, block renders and clicks, and web vitals.
 */
export async function startCensus(early: EarlyEvents): Promise<void> {
  let configured: (config: ContextConfig | null) => void = () => {};
  const reporter = new ErrorReporter(new Promise((resolve) => (configured = resolve)));
  window.addEventListener('error', reporter.handle);
  window.addEventListener('unhandledrejection', reporter.handle);
  early.events.forEach(reporter.handle);

  const config = await contextConfig(reporter);
  configured(config);
  const facts = readPageFacts(config);
  const skipped =
    !facts ||
    trackingSkipped({
      path: facts.path,
      pageType: facts.pageType,
      censusEnabled: facts.censusEnabled,
      accountRoles: config?.authenticatedAccount ? config.websiteRoles : null,
    });
  document.documentElement.dataset.census = skipped ? 'skipped' : 'on';
  if (skipped) return;

  const onFailure = (error: unknown) => reporter.report('TrackingFailure', error);
  const visitor = recordVisit();
  if (!isSearchPath(facts.path)) {
    const events = new CensusEvents(facts, visitor, onFailure);
    recordHit(facts, visitor, onFailure);
    recordPageEvents(facts, events);
    listenForEvents(events, early.events);
    recordBlocks(facts, visitor, onFailure);
  }
  measureWebVitals({ pagePath: facts.path, websiteId: facts.websiteId }, early.loadedAt);
}
