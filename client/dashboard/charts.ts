import uPlot from 'uplot';

const HEIGHT = 220;
const NARROW = 560;
export const COLORS = { primary: '#2f6f4f', secondary: '#c0713a', good: '#2e7d32', needsImprovement: '#f9a825', poor: '#c62828' };

/** Keeps a chart as wide as its box, so it reads on a phone as on a desk. */
function fit(chart: uPlot, box: HTMLElement): void {
  new ResizeObserver(() => chart.setSize({ width: box.clientWidth, height: HEIGHT })).observe(box);
}

const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Lines over days (YYYY-MM-DD), one per series. */
export function dayChart(box: HTMLElement, days: string[], series: { label: string; values: number[]; color: string }[]): void {
  const chart = new uPlot(
    {
      width: box.clientWidth,
      height: HEIGHT,
      // Days are UTC midnights: read them in UTC, wherever the owner is.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      scales: { x: { time: true }, y: { range: (_, min, max) => [0, Math.max(1, max, min)] } },
      series: [{}, ...series.map(({ label, color }) => ({ label, stroke: color, width: 2, points: { show: days.length <= 31 } }))],
      axes: [{}, { size: 48 }],
    },
    [days.map(dayTime), ...series.map((line) => line.values)],
    box,
  );
  fit(chart, box);
}

/** Bars over named categories; `colors` gives each bar its own color. */
export function barChart(box: HTMLElement, labels: string[], values: number[], colors: string[] | string): void {
  const fill = (index: number) => (Array.isArray(colors) ? colors[index] : colors);
  const chart = new uPlot(
    {
      width: box.clientWidth,
      height: HEIGHT,
      legend: { show: false },
      scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_, __, max) => [0, Math.max(1, max)] } },
      series: [
        {},
        {
          label: 'count',
          fill: fill(0),
          stroke: fill(0),
          paths: uPlot.paths.bars!({
            size: [0.7],
            // 3: the facet's values are colors.
            disp: { fill: { unit: 3 as uPlot.Series.BarsPathBuilderFacetUnit, values: () => labels.map((_, index) => fill(index)) } },
          }),
          points: { show: false },
        },
      ],
      axes: [
        {
          splits: () => labels.map((_, index) => index),
          // On a narrow screen every other label, so none overlap.
          values: (chart, splits) => splits.map((index) => (chart.width < NARROW && index % 2 === 1 ? '' : (labels[index] ?? ''))),
        },
        { size: 48 },
      ],
    },
    [labels.map((_, index) => index), values],
    box,
  );
  fit(chart, box);
}
