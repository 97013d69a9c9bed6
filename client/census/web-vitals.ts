import { onCLS, onFCP, onFID, onINP, onLCP, type INPMetricWithAttribution, type MetricWithAttribution } from 'web-vitals/attribution';
import { PERFORMANCE_BATCH } from '../../schemas/census/census';
import { INTERACTION, rateMetric, type MetricRating, type PerformanceMetricName } from '../../schemas/census/web-vitals';
import { beacon } from './transport';
import { CENSUS_API } from '../../schemas/site/paths';

export interface PerformanceRecord {
  name: PerformanceMetricName;
  value: number;
  rating: MetricRating;
  id: string;
  elementPath?: string;
  navigationType: string;
  interactionType?: string;
  pagePath: string;
  websiteId: string;
}

interface Interaction {
  interactionId: number;
  record: PerformanceRecord;
  sent: boolean;
}

/**
 * Records wait for one beacon: the first 30 s after load, later ones at most
 * 60 s after they were taken, and all of them as soon as the page is hidden
 * (spec section 9). The ten slowest interactions are kept; each is sent once.
 * Where the site asks before tracking, nothing goes until `permitted` says
 * yes (then what waited goes at once if its time has come) and a no drops it.
 */
export class PerformanceBatch {
  private queue: PerformanceRecord[] = [];
  private slowest: Interaction[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private permitted = false;
  /** Whether a beacon came due while the visitor had not answered: it goes when they accept, whatever came since. */
  private due = false;

  constructor(loadedAt: number, permitted: Promise<boolean>) {
    this.timer = setTimeout(() => this.flush(), Math.max(0, PERFORMANCE_BATCH.afterLoadMs - (Date.now() - loadedAt)));
    void permitted.then((yes) => {
      this.permitted = yes;
      if (!yes) this.queue = [];
      else if (this.due) this.flush();
    });
    // On window, so it runs after web-vitals' own listeners on document have reported the page's last values.
    window.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.flush();
    });
    window.addEventListener('pagehide', () => this.flush());
  }

  add(record: PerformanceRecord): void {
    this.queue.push(record);
    this.schedule();
  }

  addInteraction(interactionId: number, record: PerformanceRecord): void {
    const known = this.slowest.find((interaction) => interaction.interactionId === interactionId);
    if (known && known.record.value >= record.value) return;
    if (known) Object.assign(known, { record, sent: false });
    else this.slowest.push({ interactionId, record, sent: false });
    this.slowest.sort((a, b) => b.record.value - a.record.value);
    this.slowest.length = Math.min(this.slowest.length, PERFORMANCE_BATCH.slowestInteractions);
    if (this.slowest.some((interaction) => !interaction.sent)) this.schedule();
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => this.flush(), PERFORMANCE_BATCH.maxDelayMs);
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.permitted) {
      this.due = true;
      return;
    }
    const interactions = this.slowest.filter((interaction) => !interaction.sent);
    const records = [...this.queue, ...interactions.map((interaction) => interaction.record)];
    this.queue = [];
    for (const interaction of interactions) interaction.sent = true;
    if (records.length > 0) beacon(CENSUS_API.performance, JSON.stringify(records));
  }
}

/** The element a metric names, as a selector path cut at 200 characters. */
function elementPath(metric: MetricWithAttribution): string | undefined {
  const attribution = metric.attribution as unknown as Record<string, unknown>;
  const path = attribution.element ?? attribution.largestShiftTarget ?? attribution.eventTarget ?? attribution.interactionTarget;
  return typeof path === 'string' && path ? path.slice(0, PERFORMANCE_BATCH.elementPathLength) : undefined;
}

/** Interactions quicker than this are nobody's slowest (the browser's least threshold). */
const INTERACTION_THRESHOLD_MS = 16;

/** A CSS path to the element, from the nearest ancestor with an id; the census cuts it at 200 characters. */
function selectorOf(node: Node | null): string {
  const parts: string[] = [];
  for (let element = node instanceof Element ? node : null; element && element !== document.documentElement; element = element.parentElement) {
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).filter(Boolean) : [];
    parts.unshift(element.id ? `${element.localName}#${element.id}` : [element.localName, ...classes].join('.'));
    if (element.id) break;
  }
  return parts.join('>');
}

/** First paint, largest paint, layout shift, first input and interaction to next paint, measured by web-vitals. */
export function measureWebVitals(page: { pagePath: string; websiteId: string }, loadedAt: number, permitted: Promise<boolean>): void {
  const batch = new PerformanceBatch(loadedAt, permitted);
  const record = (metric: MetricWithAttribution, name = metric.name as PerformanceMetricName): PerformanceRecord => ({
    name,
    value: metric.value,
    rating: rateMetric(name, metric.value),
    id: metric.id,
    elementPath: elementPath(metric),
    navigationType: metric.navigationType,
    interactionType: (metric as INPMetricWithAttribution).attribution.interactionType,
    ...page,
  });
  const add = (metric: MetricWithAttribution) => batch.add(record(metric));
  onFCP(add);
  onLCP(add);
  onCLS(add);
  onFID(add);
  onINP(add);
  // Every interaction of the page (web-vitals reports only the one INP names), for the ten slowest.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      batch.addInteraction(entry.interactionId, {
        name: INTERACTION,
        value: entry.duration,
        rating: rateMetric(INTERACTION, entry.duration),
        id: `interaction-${entry.interactionId}`,
        elementPath: selectorOf(entry.target).slice(0, PERFORMANCE_BATCH.elementPathLength) || undefined,
        navigationType: 'navigate',
        interactionType: entry.name.startsWith('key') ? 'keyboard' : 'pointer',
        ...page,
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: INTERACTION_THRESHOLD_MS } as PerformanceObserverInit);
}
