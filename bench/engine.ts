// Compile and execute throughput of our engine against the reference
// @squarespace/template-engine on identical workloads, with allocation per
// operation beside each (issue #12's targets are on each workload).
//
// The machine is shared and loaded, so absolute speeds drift by tens of
// percent within seconds. Speeds are per CPU second of this process, which
// leaves out time the cores spend on other processes; each round measures
// both engines back to back over short slices (alternating which goes
// first) and yields one ratio; the reported ratio is the median of those
// paired ratios, which cancels what load remains (caches, memory bandwidth).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Allocation } from './alloc';
import { loadEngine, ours, reference } from './sides';
import type { Workload } from './sides';

export type { Workload } from './sides';

export interface PhaseResult {
  /** Median operations per second of each engine. */
  ours: number;
  reference: number;
  /** Median of the per-round ratios ours/reference. */
  ratio: number;
  target: number;
  /** Bytes allocated per operation by each engine. */
  bytes: { ours: number; reference: number };
}

export interface EngineResult {
  workload: string;
  compile: PhaseResult;
  execute: PhaseResult;
  /** Heap one compiled template of ours keeps. */
  retained: number;
}

let sink = 0;

/** CPU milliseconds this process has used: time other processes take from the shared cores is not counted. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** Operations per CPU second of `fn` over about `ms` milliseconds, in batches sized to keep clock reads negligible. */
function opsPerSecond(fn: () => unknown, ms: number): number {
  let ops = 0;
  let batch = 1;
  const start = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < batch; i++) {
      const r = fn();
      sink += typeof r === 'string' ? r.length : 1;
    }
    ops += batch;
    if (batch < 1024) batch *= 2;
    elapsed = cpuMs(start);
  }
  return (ops * 1000) / elapsed;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Paired rounds of `ours` against `reference`; see the header for why paired. */
function compare(a: () => unknown, b: () => unknown, rounds: number, ms: number): Omit<PhaseResult, 'target' | 'bytes'> {
  // Warm-up long enough for both JITs to settle, even for slow workloads.
  for (let i = 0; i < 3; i++) {
    opsPerSecond(a, Math.max(ms, 100));
    opsPerSecond(b, Math.max(ms, 100));
  }
  const xs: number[] = [];
  const ys: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const oursFirst = r % 2 === 0;
    const first = opsPerSecond(oursFirst ? a : b, ms);
    const second = opsPerSecond(oursFirst ? b : a, ms);
    const [o, ref] = oursFirst ? [first, second] : [second, first];
    xs.push(o);
    ys.push(ref);
    ratios.push(o / ref);
  }
  return { ours: median(xs), reference: median(ys), ratio: median(ratios) };
}

/** Allocation is measured in a process of its own, started with a young generation no batch fills. */
function allocations(set: string): Map<string, Allocation> {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const run = spawnSync(
    process.execPath,
    ['--expose-gc', '--max-semi-space-size=128', '--min-semi-space-size=128', '--import', 'tsx', resolve(root, 'bench/alloc.ts'), set],
    { cwd: root, encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  const list = run.status === 0 ? (JSON.parse(run.stdout) as Allocation[]) : [];
  if (run.status !== 0) console.error(run.stderr);
  return new Map(list.map((a) => [a.workload, a]));
}

export async function run(set: string, workloads: Workload[], options: { rounds?: number; ms?: number } = {}): Promise<EngineResult[]> {
  const rounds = options.rounds ?? 15;
  const ms = options.ms ?? 40;
  const engine = await loadEngine();
  const bytes = allocations(set);
  return workloads.map((w) => {
    const a = ours(engine, w);
    const b = reference(w);
    if (a.execute().trim() === '' || b.execute().trim() === '') throw new Error(`${w.name}: empty output`);
    const alloc = bytes.get(w.name);
    const none = { ours: NaN, reference: NaN };
    return {
      workload: w.name,
      compile: { ...compare(a.compile, b.compile, rounds, ms), target: w.targets.compile, bytes: alloc?.compile ?? none },
      execute: { ...compare(a.execute, b.execute, rounds, ms), target: w.targets.execute, bytes: alloc?.execute ?? none },
      retained: alloc?.retained ?? NaN,
    };
  });
}

const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(bytes < 10240 ? 1 : 0)} KB` : '?');

export function format(results: EngineResult[]): string {
  const n = (x: number) => Math.round(x).toLocaleString('en-US').padStart(11);
  const lines = ['workload           phase     ours ops/s  reference ops/s   ratio  target        ours alloc/op  ref alloc/op'];
  for (const r of results) {
    for (const phase of ['compile', 'execute'] as const) {
      const p = r[phase];
      const verdict = `${p.ratio >= p.target ? 'met' : 'MISSED'} (>= ${p.target}x)`.padEnd(18);
      lines.push(
        `${r.workload.padEnd(18)} ${phase.padEnd(8)} ${n(p.ours)}   ${n(p.reference)}    ${p.ratio.toFixed(2).padStart(5)}x  ${verdict} ${kb(p.bytes.ours).padStart(9)}  ${kb(p.bytes.reference).padStart(11)}`,
      );
    }
  }
  return lines.join('\n') + (sink < 0 ? '' : '');
}
