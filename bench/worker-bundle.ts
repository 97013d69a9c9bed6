// The Worker as it would be deployed: `wrangler deploy --dry-run` runs the
// production build (scripts/build-worker.ts: minified, split into modules) and
// lays out the modules it would upload. Printed, in minified and gzip size:
// what a cold isolate evaluates at start (the entry and its static imports),
// what loads when a request first needs it, and all modules together (workerd
// compiles every module of the upload as the isolate starts); then the
// packages that weigh most at start (from esbuild's metafile). Cold start is
// workerd loading those modules through Miniflare until it answers its first
// /healthz, interleaved with the same for a one-line Worker, so that the
// process start common to both can be told apart, with the CPU the workerd
// process used (which the machine's load inflates less than the wall time);
// neither gets bindings, which /healthz does not use. Each is handed to
// Miniflare as the module list wrangler uploads: given only a script path,
// Miniflare parses the script itself in Node to find its imports, a cost
// (about 200 ms for our bundle here) that no deployed isolate pays.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Miniflare } from 'miniflare';
import { WORKER_OUTDIR } from '../scripts/build-worker';
import { deployedModules } from '../scripts/deployed-worker';
import { median, workerdCpuSeconds } from './process-cpu';
import { wranglerCommand } from '../scripts/package-bin';

const ROUNDS = 9;
const MAX_KIB = 500;
const MAX_STARTUP_RATIO = 2;

interface Startup {
  wallMs: number;
  /** CPU the workerd process used from its start to the answer (from /proc, so other processes' load is not counted). */
  cpuMs: number;
}

async function startup(entryPath: string): Promise<Startup> {
  const started = performance.now();
  const miniflare = new Miniflare({ modulesRoot: dirname(entryPath), modules: deployedModules(entryPath) });
  try {
    await (await miniflare.dispatchFetch('http://localhost/healthz')).arrayBuffer();
    return { wallMs: performance.now() - started, cpuMs: workerdCpuSeconds() * 1000 };
  } finally {
    await miniflare.dispose();
  }
}

/** Builds the Worker as `wrangler deploy` would into a fresh folder; returns the folder, which holds index.js and the modules it imports. */
export function deployedBundle(): string {
  const out = mkdtempSync(join(tmpdir(), 'sitefront-bundle-'));
  execFileSync(...wranglerCommand(['deploy', '--dry-run', '--env', 'production', '--outdir', out]), { stdio: 'pipe' });
  return out;
}

interface Metafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }>; imports: { path: string; kind: string }[] }>;
}

/** The modules a cold isolate evaluates before it answers: the entry and what it imports statically, by file name. */
function evaluatedAtStart(meta: Metafile): Set<string> {
  const entry = Object.keys(meta.outputs).find((name) => basename(name) === 'index.js')!;
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    for (const { path, kind } of meta.outputs[name].imports) if (kind === 'import-statement' && path in meta.outputs) visit(path);
  };
  visit(entry);
  return new Set([...found].map((name) => basename(name)));
}

/** Bytes in the given modules per npm package, or per top folder of ours. */
function weightsByPackage(meta: Metafile, modules: Set<string>): [string, number][] {
  const weights = new Map<string, number>();
  for (const [name, output] of Object.entries(meta.outputs)) {
    if (!modules.has(basename(name))) continue;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const owner = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/')[0];
      weights.set(owner, (weights.get(owner) ?? 0) + bytesInOutput);
    }
  }
  return [...weights].sort((a, b) => b[1] - a[1]);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

export async function run(): Promise<string> {
  const out = deployedBundle();
  try {
    const modules = deployedModules(join(out, 'index.js'));
    const meta = JSON.parse(readFileSync(join(WORKER_OUTDIR, 'meta.json'), 'utf8')) as Metafile;
    const atStart = evaluatedAtStart(meta);
    const size = (selected: typeof modules) => {
      const bytes = Buffer.from(selected.map((module) => module.contents).join(''));
      return `minified ${kib(bytes.length)}, gzip ${kib(gzipSync(bytes).length)}`;
    };
    const startModules = modules.filter((module) => atStart.has(basename(module.path)));
    const lazy = modules.filter((module) => !atStart.has(basename(module.path))).map((module) => `${basename(module.path)} ${kib(module.contents.length)}`);
    const heaviest = weightsByPackage(meta, atStart).slice(0, 6);
    // In a folder of its own: a Worker's modules are those beside its entry.
    const trivial = join(out, 'trivial', 'index.js');
    mkdirSync(dirname(trivial));
    writeFileSync(trivial, "export default { fetch: () => new Response('ok') };\n");
    const ours: Startup[] = [];
    const baseline: Startup[] = [];
    // Interleaved, so that the machine's load falls on both alike.
    for (let round = 0; round < ROUNDS; round++) {
      baseline.push(await startup(trivial));
      ours.push(await startup(join(out, 'index.js')));
    }
    const wall = [median(ours.map((run) => run.wallMs)), median(baseline.map((run) => run.wallMs))];
    const cpu = [median(ours.map((run) => run.cpuMs)), median(baseline.map((run) => run.cpuMs))];
    return [
      'worker bundle (wrangler deploy --dry-run --env production)',
      `  evaluated at start (the entry and its static imports, ${startModules.length} modules): ${size(startModules)} (goal < ${MAX_KIB} KiB)`,
      `  loaded when a request first needs it: ${lazy.join(', ') || 'nothing'}`,
      `  all ${modules.length} modules (workerd compiles each as the isolate starts): ${size(modules)}`,
      `  heaviest at start: ${heaviest.map(([owner, bytes]) => `${owner} ${kib(bytes)}`).join(', ')}`,
      `  cold start to first /healthz (median of ${ROUNDS}): ours ${wall[0].toFixed(0)} ms, a one-line Worker ${wall[1].toFixed(0)} ms: ${(wall[0] / wall[1]).toFixed(2)}x (goal <= ${MAX_STARTUP_RATIO}x)`,
      `  workerd CPU to that answer (median, 10 ms ticks): ours ${cpu[0].toFixed(0)} ms, a one-line Worker ${cpu[1].toFixed(0)} ms`,
    ].join('\n');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
