import { ADD_TO_CART_DOM_EVENT, ANALYTICS_DOM_EVENT, OVERLAY_DOM_EVENT } from '../../schemas/census/census';
import type { EarlyEvents } from './index';

/** Events the census wants to hear of even when they happen before it has loaded. */
const EARLY_EVENTS = ['error', 'unhandledrejection', ADD_TO_CART_DOM_EVENT, ANALYTICS_DOM_EVENT, OVERLAY_DOM_EVENT];
/** The longest the census waits for an idle moment after load. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * The census module is its own chunk, fetched once the page has loaded and
 * the browser is idle: it adds nothing to the first paint. Until then this
 * keeps what happened, so no error or add to cart is missed.
 */
export function loadCensusWhenIdle(): void {
  const early: EarlyEvents = { events: [], loadedAt: Date.now() };
  const keep = (event: Event) => early.events.push(event);
  for (const type of EARLY_EVENTS) window.addEventListener(type, keep);
  const start = () =>
    import('./index').then(
      ({ startCensus }) => {
        for (const type of EARLY_EVENTS) window.removeEventListener(type, keep);
        return startCensus(early);
      },
      // Without the module the page works as before, only unrecorded.
      () => undefined,
    );
  const whenIdle = () => {
    early.loadedAt = Date.now();
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(start, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
