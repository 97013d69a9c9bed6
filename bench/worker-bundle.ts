// The Worker as it would be deployed: `wrangler deploy --dry-run` builds the
// production bundle (minified, see wrangler.toml [env.production]), whose
// minified and gzip sizes are printed with the packages that weigh most in it
// (from esbuild's metafile). Cold start is workerd loading that bundle through
// Miniflare until it answers its first /healthz, interleaved with the same for
// a one-line Worker, so that the process start common to both can be told
// apart; neither gets bindings, which /healthz does not use. Each is handed to
// Miniflare as the module list wrangler uploads: given only a script path,
// Miniflare parses the script itself in Node to find its imports, a cost
// (about 200 ms for our bundle here) that no deployed isolate pays.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Miniflare } from 'miniflare';
import { median } from './process-cpu';

const ROUNDS = 9;
const MAX_KIB = 500;
const MAX_STARTUP_RATIO = 2;

async function startupMs(scriptPath: string): Promise<number> {
  const started = performance.now();
  const miniflare = new Miniflare({
    modulesRoot: dirname(scriptPath),
    modules: [{ type: 'ESModule', path: scriptPath, contents: readFileSync(scriptPath, 'utf8') }],
  });
  try {
    await (await miniflare.dispatchFetch('http://localhost/healthz')).arrayBuffer();
    return performance.now() - started;
  } finally {
    await miniflare.dispose();
  }
}

/** Builds the Worker as `wrangler deploy` would into a fresh folder; returns the folder, which holds index.js and meta.json. */
export function deployedBundle(): string {
  const out = mkdtempSync(join(tmpdir(), 'sitefront-bundle-'));
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--env', 'production', '--outdir', out, '--metafile', join(out, 'meta.json')], { stdio: 'pipe' });
  return out;
}

interface Metafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
}

/** Bytes in the bundle per npm package, or per top folder of ours. */
function weightsByPackage(meta: Metafile): [string, number][] {
  const weights = new Map<string, number>();
  const [bundle] = Object.entries(meta.outputs).filter(([name]) => name.endsWith('.js'));
  for (const [input, { bytesInOutput }] of Object.entries(bundle[1].inputs)) {
    const owner = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/')[0];
    weights.set(owner, (weights.get(owner) ?? 0) + bytesInOutput);
  }
  return [...weights].sort((a, b) => b[1] - a[1]);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

export async function run(): Promise<string> {
  const out = deployedBundle();
  try {
    const bundle = readFileSync(join(out, 'index.js'));
    const heaviest = weightsByPackage(JSON.parse(readFileSync(join(out, 'meta.json'), 'utf8')) as Metafile).slice(0, 6);
    const trivial = join(out, 'trivial.js');
    writeFileSync(trivial, "export default { fetch: () => new Response('ok') };\n");
    const ours: number[] = [];
    const baseline: number[] = [];
    // Interleaved, so that the machine's load falls on both alike.
    for (let round = 0; round < ROUNDS; round++) {
      baseline.push(await startupMs(trivial));
      ours.push(await startupMs(join(out, 'index.js')));
    }
    const ratio = median(ours) / median(baseline);
    return [
      'worker bundle (wrangler deploy --dry-run --env production)',
      `  size: minified ${kib(bundle.length)} (goal < ${MAX_KIB} KiB), gzip ${kib(gzipSync(bundle).length)}`,
      `  heaviest: ${heaviest.map(([owner, bytes]) => `${owner} ${kib(bytes)}`).join(', ')}`,
      `  cold start to first /healthz (median of ${ROUNDS}): ours ${median(ours).toFixed(0)} ms, a one-line Worker ${median(baseline).toFixed(0)} ms: ${ratio.toFixed(2)}x (goal <= ${MAX_STARTUP_RATIO}x)`,
    ].join('\n');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
