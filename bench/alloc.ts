// Allocation per operation and the heap a compiled template keeps, for
// `npm run bench`. Run in its own process (bench/engine.ts starts it) with a
// young generation large enough that no garbage collection happens while a
// batch runs, so the heap's growth over a batch is what the batch allocated.
import { PerformanceObserver } from 'node:perf_hooks';
import { loadEngine, ours, reference } from './sides';
import type { Side, Workload } from './sides';

declare const gc: () => void;

let collections = 0;
new PerformanceObserver((list) => {
  collections += list.getEntries().length;
}).observe({ entryTypes: ['gc'] });

const settle = () => new Promise((done) => setTimeout(done, 0));
/** Stay well inside the young generation the process was started with. */
const BUDGET = 48 * 1024 * 1024;

async function bytesPerOp(fn: () => unknown): Promise<number> {
  for (let i = 0; i < 20; i++) fn();
  let n = 16;
  for (let attempt = 0; attempt < 8; attempt++) {
    gc();
    await settle();
    const seen = collections;
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < n; i++) fn();
    const grown = process.memoryUsage().heapUsed - before;
    await settle();
    if (collections === seen && grown > 0) {
      const perOp = grown / n;
      if (perOp * n * 4 > BUDGET || n >= 4096) return perOp;
      n = Math.max(n * 2, Math.min(4096, Math.floor(BUDGET / 4 / Math.max(perOp, 1))));
    } else {
      n = Math.max(1, Math.floor(n / 4));
    }
  }
  return NaN;
}

/** Heap kept by one compiled template, over many copies held at once. */
async function retained(compile: () => unknown): Promise<number> {
  const copies = 50;
  compile();
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const held = Array.from({ length: copies }, compile);
  gc();
  gc();
  const after = process.memoryUsage().heapUsed;
  return held.length ? (after - before) / copies : NaN;
}

export interface Allocation {
  workload: string;
  compile: { ours: number; reference: number };
  execute: { ours: number; reference: number };
  /** Bytes one compiled template of ours keeps. */
  retained: number;
}

async function measure(workloads: Workload[]): Promise<Allocation[]> {
  const engine = await loadEngine();
  const results: Allocation[] = [];
  for (const w of workloads) {
    const a: Side = ours(engine, w);
    const b: Side = reference(w);
    results.push({
      workload: w.name,
      compile: { ours: await bytesPerOp(a.compile), reference: await bytesPerOp(b.compile) },
      execute: { ours: await bytesPerOp(a.execute), reference: await bytesPerOp(b.execute) },
      retained: await retained(a.compile),
    });
  }
  return results;
}

const { PAGE_WORKLOADS, SNIPPET_WORKLOADS } = await import('./workloads');
const { PRODUCT_WORKLOADS } = await import('./engine-product');
const sets: Record<string, Workload[]> = { snippets: SNIPPET_WORKLOADS, page: PAGE_WORKLOADS, product: PRODUCT_WORKLOADS };
process.stdout.write(JSON.stringify(await measure(sets[process.argv[2]] ?? [])));
