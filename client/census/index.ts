import { isSearchPath, trackingSkipped, type ContextConfig } from '../../schemas/census/census';
import { recordBlocks } from './blocks';
import { allows, whenAllowed } from '../consent/consent';
import { CensusEvents, listenForEvents, PAGE_EVENTS, recordHit, recordPageEvents } from './census-events';
import { ErrorReporter } from './error-reporter';
import { readPageFacts } from './page-facts';
import { forgetVisitor, recordVisit } from './visitor-cookies';
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

/** Keeps what the page tells the census from now on, until it may be sent; the events `early` held come first. */
function holdPageEvents(early: readonly Event[]): () => Event[] {
  const held = [...early];
  const keep = (event: Event) => held.push(event);
  for (const type of PAGE_EVENTS) window.addEventListener(type, keep);
  return () => {
    for (const type of PAGE_EVENTS) window.removeEventListener(type, keep);
    return held;
  };
}

/**
 * The census: error reporting on every page, and, where tracking is not
 * skipped (spec section 6) and once the visitor has accepted it where the
 * site asks (README "Cookies"), the visitor cookies, the page-view hit (not
 * on /search), the page's events, block renders and clicks, and web vitals.
 * What happens on the page while the visitor decides is kept for then; a
 * visitor who declines keeps no census cookie and is sent nothing.
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
  const root = document.documentElement;
  root.dataset.census = skipped ? 'skipped' : allows('analytics') ? 'on' : 'waiting';
  if (skipped) return;

  // Measuring sets nothing and sends nothing; the records go out only once performance is allowed.
  measureWebVitals({ pagePath: facts.path, websiteId: facts.websiteId }, early.loadedAt, whenAllowed('performance'));
  const release = holdPageEvents(early.events);
  if (!(await whenAllowed('analytics'))) {
    release();
    forgetVisitor();
    root.dataset.census = 'declined';
    return;
  }
  root.dataset.census = 'on';
  const onFailure = (error: unknown) => reporter.report('TrackingFailure', error);
  const visitor = recordVisit();
  const held = release();
  if (isSearchPath(facts.path)) return;
  const events = new CensusEvents(facts, visitor, onFailure);
  recordHit(facts, visitor, onFailure);
  recordPageEvents(facts, events);
  listenForEvents(events, held);
  recordBlocks(facts, visitor, onFailure);
}
