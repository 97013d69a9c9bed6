// Compile and execute throughput of our engine against the reference
// @squarespace/template-engine on identical workloads, with the targets of
// issue #3: execute at least 3x and compile at least 1x the reference.
//
// The machine is shared and loaded, so absolute speeds drift by tens of
// percent within seconds. Each round therefore measures both engines back to
// back over short slices (alternating which goes first) and yields one ratio;
// the reported ratio is the median of those paired ratios, which cancels load
// that changes between rounds.
//
// Our engine is measured as it ships: bundled by esbuild, like the Worker
// bundle. Loading it through tsx instead would wrap every closure the
// compiler creates in a keep-names helper and measure tsx, not the engine.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import cldrEngine from '@phensley/cldr';
import { Compiler } from '@squarespace/template-engine';
import { build } from 'esbuild';

type Engine = typeof import('../templates/index');

export interface Workload {
  name: string;
  template: string;
  data: unknown;
  /**
   * Run both engines with this locale's data: ours with `locale`, the
   * reference with a CLDR instance, so both format money as a live page does.
   */
  locale?: string;
  /** Targets that differ from issue #3's defaults (the product page asks more). */
  targets?: Partial<Record<'compile' | 'execute', number>>;
}

export interface PhaseResult {
  /** Median operations per second of each engine. */
  ours: number;
  reference: number;
  /** Median of the per-round ratios ours/reference. */
  ratio: number;
  /** The ratio issue #3 asks for. */
  target: number;
}

export interface EngineResult {
  workload: string;
  compile: PhaseResult;
  execute: PhaseResult;
}

export const TARGETS = { compile: 1, execute: 3 } as const;

const PAGE = `{.macro price}<span class="price{.equal? onSale true} sale{.end}">{price|html}</span>{.end}
<!doctype html>
<html><head><title>{website.siteTitle|html}</title>
<script>window.site = {website|json};</script></head>
<body class="{collection.typeName|htmlattr}">
{.section website}<header><h1>{siteTitle|html}</h1>{.section tagline}<p>{@|html}</p>{.end}</header>{.end}
{.section collection}
  <h2>{title|html}</h2>
  {.repeated section items}
  <article id="item-{id}" class="{.even? @index}even{.or}odd{.end}">
    <h3><a href="{fullUrl|htmlattr}">{title|html}</a></h3>
    {@|apply price}
    {.section tags}<ul>{.repeated section @}<li>{@|html}</li>{.alternates with} {.end}</ul>{.or}<p>No tags</p>{.end}
    {.greaterThan? stock 0}<em>{stock} in stock</em>{.or}<em>Sold out</em>{.end}
    <script type="application/json">{variant|json}</script>
  </article>
  {.alternates with}<hr>
  {.or}<p>Nothing here.</p>
  {.end}
{.end}
<footer>{website.footer|html} &copy; {year}</footer>
</body></html>`;

function pageData(): unknown {
  const items = Array.from({ length: 30 }, (_, i) => ({
    id: `item${i}`,
    title: `Product <${i}> & friends`,
    fullUrl: `/shop/p/product-${i}?ref="home"`,
    price: `$${(i * 3.5).toFixed(2)}`,
    onSale: i % 3 === 0,
    stock: i % 4,
    tags: i % 5 === 0 ? [] : ['red', 'blue', `size-${i}`],
    variant: { sku: `SKU${i}`, options: { color: 'red', size: i }, note: '</script>' },
  }));
  return {
    website: { siteTitle: 'Sitefront & Co', tagline: 'Things <you> like', footer: 'Made with care' },
    collection: { title: 'Shop', typeName: 'products', items },
    year: 2026,
  };
}

export const WORKLOADS: Workload[] = [
  { name: 'page (30 items)', template: PAGE, data: pageData() },
  { name: 'text (32 chars)', template: 'Plain text of thirty-two chars..', data: {} },
  {
    name: 'variables (5)',
    template: 'Hello {user.name}, you have {count} {noun} in {place.city} ({place.country}).',
    data: { user: { name: 'Ada' }, count: 3, noun: 'items', place: { city: 'Paris', country: 'FR' } },
  },
];

interface Side {
  compile(): unknown;
  execute(): string;
}

async function loadEngine(): Promise<Engine> {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const outfile = resolve(root, 'node_modules/.cache/sitefront/bench-engine.mjs');
  await build({ entryPoints: [resolve(root, 'templates/index.ts')], bundle: true, format: 'esm', platform: 'neutral', outfile, logLevel: 'warning' });
  return (await import(pathToFileURL(outfile).href)) as Engine;
}

function ours(engine: Engine, w: Workload): Side {
  const compiled = engine.compile(w.template);
  const options = { locale: w.locale };
  return {
    compile: () => engine.compile(w.template),
    execute: () => engine.execute(compiled, w.data, options).output,
  };
}

// The reference reads locale data from CLDR resource packs, loaded once.
const packs = new cldrEngine.CLDRFramework({
  loader: (language: string) => readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), `../node_modules/@phensley/cldr/packs/${language}.json`), 'utf8'),
});

function reference(w: Workload): Side {
  const compiler = new Compiler();
  const { code } = compiler.parse(w.template);
  const cldr = w.locale ? packs.get(w.locale) : undefined;
  return {
    compile: () => compiler.parse(w.template),
    execute: () => compiler.execute({ code, json: w.data, cldr }).ctx.render(),
  };
}

let sink = 0;

/** Operations per second of `fn` over about `ms` milliseconds, in batches sized to keep timer reads negligible. */
function opsPerSecond(fn: () => unknown, ms: number): number {
  let ops = 0;
  let batch = 1;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < batch; i++) {
      const r = fn();
      sink += typeof r === 'string' ? r.length : 1;
    }
    ops += batch;
    if (batch < 1024) batch *= 2;
    elapsed = performance.now() - start;
  }
  return (ops * 1000) / elapsed;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Paired rounds of `ours` against `reference`; see the header for why paired. */
function compare(ours: () => unknown, reference: () => unknown, rounds: number, ms: number, target: number): PhaseResult {
  opsPerSecond(ours, ms);
  opsPerSecond(reference, ms);
  const a: number[] = [];
  const b: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const oursFirst = r % 2 === 0;
    const first = opsPerSecond(oursFirst ? ours : reference, ms);
    const second = opsPerSecond(oursFirst ? reference : ours, ms);
    const [o, ref] = oursFirst ? [first, second] : [second, first];
    a.push(o);
    b.push(ref);
    ratios.push(o / ref);
  }
  return { ours: median(a), reference: median(b), ratio: median(ratios), target };
}

export async function run(options: { rounds?: number; ms?: number; workloads?: Workload[] } = {}): Promise<EngineResult[]> {
  const rounds = options.rounds ?? 21;
  const ms = options.ms ?? 40;
  const engine = await loadEngine();
  return (options.workloads ?? WORKLOADS).map((w) => {
    const a = ours(engine, w);
    const b = reference(w);
    if (a.execute().trim() === '' || b.execute().trim() === '') throw new Error(`${w.name}: empty output`);
    return {
      workload: w.name,
      compile: compare(a.compile, b.compile, rounds, ms, w.targets?.compile ?? TARGETS.compile),
      execute: compare(a.execute, b.execute, rounds, ms, w.targets?.execute ?? TARGETS.execute),
    };
  });
}

export function format(results: EngineResult[]): string {
  const n = (x: number) => Math.round(x).toLocaleString('en-US').padStart(11);
  const lines = ['engine            phase      ours ops/s  reference ops/s   ratio  target'];
  for (const r of results) {
    for (const phase of ['compile', 'execute'] as const) {
      const p = r[phase];
      const verdict = `${p.ratio >= p.target ? 'met' : 'MISSED'} (>= ${p.target}x)`;
      lines.push(`${r.workload.padEnd(17)} ${phase.padEnd(8)} ${n(p.ours)}   ${n(p.reference)}    ${p.ratio.toFixed(2)}x  ${verdict}`);
    }
  }
  return lines.join('\n') + (sink < 0 ? '' : '');
}
