import { COMMERCE_SOURCES, type AnalyticsReportName, type CommerceReport, type ErrorsReport, type TrafficReport, type VitalsReport } from '../../schemas/census/analytics-reports';
import type { CurrencyCode } from '../../schemas/commerce/currency-codes';
import { formatMoney } from '../../schemas/commerce/money-format';
import { messages } from '../messages';
import { rateMetric, type MetricRating } from '../../schemas/census/web-vitals';
import { barChart, COLORS, dayChart } from './charts';
import { OWNER_API } from '../../schemas/site/paths';

type Cell = string | number;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  if (className) created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}

/** A titled panel; `id` lets readers (and tests) find it. */
function panel(into: HTMLElement, id: string, title: string): HTMLElement {
  const section = element('section', 'panel');
  section.dataset.panel = id;
  section.append(element('h2', undefined, title));
  into.append(section);
  return section;
}

function chartBox(into: HTMLElement): HTMLElement {
  const box = element('div', 'chart');
  into.append(box);
  return box;
}

function table(into: HTMLElement, headings: string[], rows: Cell[][]): void {
  const grid = element('table');
  const head = grid.createTHead().insertRow();
  for (const heading of headings) head.append(element('th', undefined, heading));
  const body = grid.createTBody();
  for (const row of rows) {
    const line = body.insertRow();
    for (const cell of row) line.append(element('td', typeof cell === 'number' ? 'number' : undefined, String(cell)));
  }
  if (rows.length === 0) body.insertRow().append(Object.assign(element('td', undefined, 'Nothing recorded yet.'), { colSpan: headings.length }));
  into.append(grid);
}

function figures(into: HTMLElement, values: Record<string, Cell>): void {
  const list = element('dl');
  for (const [name, value] of Object.entries(values)) {
    const figure = element('div');
    figure.dataset.figure = name;
    figure.append(element('dt', undefined, name), element('dd', undefined, String(value)));
    list.append(figure);
  }
  into.append(list);
}

/**
 * Bars drawn as the page's own elements, each with its label and count
 * beside it at any width: a few named steps read better so than on a canvas.
 */
function labelledBars(into: HTMLElement, bars: { label: string; value: number }[]): void {
  const list = element('ol', 'bars');
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  for (const { label, value } of bars) {
    const item = element('li');
    item.dataset.bar = label;
    const fill = element('span', 'bar');
    fill.style.width = `${(100 * value) / largest}%`;
    item.append(element('span', 'bar-label', label), element('span', 'bar-track'), element('span', 'bar-value', String(value)));
    item.querySelector('.bar-track')!.append(fill);
    list.append(item);
  }
  into.append(list);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function traffic(into: HTMLElement, report: TrafficReport): void {
  const days = report.days.map((day) => day.day);
  const views = panel(into, 'visits', 'Page views and unique visitors');
  figures(views, { 'Page views': sum(report.days.map((day) => day.pageViews)), 'Unique visitors': sum(report.days.map((day) => day.visitors)) });
  dayChart(chartBox(views), days, [
    { label: 'Page views', values: report.days.map((day) => day.pageViews), color: COLORS.primary },
    { label: 'Unique visitors', values: report.days.map((day) => day.visitors), color: COLORS.secondary },
  ]);
  table(panel(into, 'top-pages', 'Top pages'), ['Page', 'Views'], report.topPages.map((page) => [page.path, page.views]));
  table(panel(into, 'referrers', 'Top referrers'), ['Referrer', 'Visits'], report.referrers.map((referrer) => [referrer.referrer, referrer.visits]));
}

function commerce(into: HTMLElement, report: CommerceReport): void {
  const money = (cents: number) => formatMoney(cents, report.currency as CurrencyCode, 'en-US');
  const funnel = panel(into, 'funnel', 'Funnel');
  funnel.append(element('p', 'source', COMMERCE_SOURCES.funnel));
  labelledBars(funnel, report.funnel.map((step) => ({ label: step.step, value: step.count })));
  table(funnel, ['Step', 'Count'], report.funnel.map((step) => [step.step, step.count]));
  table(panel(into, 'add-to-cart-errors', 'Add to cart errors'), ['Error type', 'Count'], report.addToCartErrors.map((row) => [row.errorType, row.count]));
  const revenue = panel(into, 'revenue', 'Revenue and orders per day');
  revenue.append(element('p', 'source', COMMERCE_SOURCES.orders));
  figures(revenue, { Orders: sum(report.days.map((day) => day.orders)), Revenue: money(sum(report.days.map((day) => day.revenueCents))) });
  dayChart(chartBox(revenue), report.days.map((day) => day.day), [
    { label: 'Orders', values: report.days.map((day) => day.orders), color: COLORS.primary },
    { label: `Revenue (${report.currency})`, values: report.days.map((day) => day.revenueCents / 100), color: COLORS.secondary },
  ]);
}

/** 2400 reads 2.4k: bin labels stay short enough for a phone. */
const compact = (value: number) => (value >= 1000 ? `${Number((value / 1000).toFixed(1))}k` : String(value));

const RATING_COLORS: Record<MetricRating, string> = { good: COLORS.good, 'needs-improvement': COLORS.needsImprovement, poor: COLORS.poor };

function vitals(into: HTMLElement, report: VitalsReport): void {
  for (const metric of report.metrics) {
    const [good, poor] = metric.thresholds;
    const box = panel(into, metric.name, `${metric.name} (good ≤ ${good}, poor > ${poor})`);
    const share = (count: number) => (metric.count > 0 ? `${Math.round((100 * count) / metric.count)}%` : '–');
    barChart(chartBox(box), metric.edges.map(compact), metric.bins, metric.edges.map((edge) => RATING_COLORS[rateMetric(metric.name, edge)]));
    table(box, ['Rating', 'Count', 'Share'], Object.entries(metric.ratings).map(([rating, count]) => [rating, count, share(count)]));
    figures(box, { Records: metric.count, Mean: metric.mean === null ? '–' : Number(metric.mean.toPrecision(3)) });
  }
}

function errors(into: HTMLElement, report: ErrorsReport): void {
  const box = panel(into, 'errors', 'Recent client errors');
  table(box, ['Message', 'Count', 'Last seen', 'Page'], report.groups.map((group) => [group.message, group.count, new Date(group.lastSeen).toLocaleString(), group.page]));
  for (const group of report.groups.filter((candidate) => candidate.stack)) {
    const details = element('details');
    details.append(element('summary', undefined, group.message), element('pre', undefined, group.stack));
    box.append(details);
  }
}

const RENDERERS: Record<AnalyticsReportName, (into: HTMLElement, report: never) => void> = { traffic, commerce, vitals, errors };

/** A gateway's answer that it could not reach the store. */
const UNREACHABLE: ReadonlySet<number> = new Set([502, 504]);

/** The report of this page, in the editor catalogue's words when it cannot be had (spec section 8). */
async function show(main: HTMLElement): Promise<void> {
  const report = main.dataset.report as AnalyticsReportName;
  const status = main.querySelector<HTMLElement>('.dashboard-status')!;
  const panels = main.querySelector<HTMLElement>('.dashboard-panels')!;
  const fail = (message: string) => {
    status.textContent = message;
    status.classList.add('failed');
    const retry = element('button', undefined, 'Try again');
    retry.type = 'button';
    retry.addEventListener('click', () => void show(main), { once: true });
    status.append(' ', retry);
  };
  status.classList.remove('failed');
  status.textContent = 'Loading…';
  let response: Response;
  try {
    response = await fetch(`${OWNER_API.analytics}/${report}?days=${main.dataset.days ?? 30}`, { credentials: 'same-origin' });
  } catch {
    return fail(messages.EDITOR_NETWORK_ERROR);
  }
  if (UNREACHABLE.has(response.status)) return fail(messages.EDITOR_UNABLE_TO_CONNECT);
  if (!response.ok) return fail(messages.EDITOR_UNABLE_TO_LOAD);
  const data: unknown = await response.json().catch(() => null);
  if (data === null) return fail(messages.EDITOR_NO_RESPONSE_DATA);
  try {
    panels.replaceChildren();
    RENDERERS[report](panels, data as never);
    status.textContent = '';
    main.dataset.loaded = 'true';
  } catch (error) {
    console.error(error);
    fail(messages.EDITOR_SOMETHING_WENT_WRONG);
  }
}

const main = document.querySelector<HTMLElement>('main.dashboard[data-report]');
if (main) void show(main);
