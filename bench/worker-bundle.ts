// The Worker as it would be deployed: `wrangler deploy --dry-run` builds the
// production bundle (minified, see wrangler.toml [env.production]), whose raw
// and gzip sizes are printed. Startup is workerd loading that bundle through
// Miniflare until it answers its first /healthz, beside the same for a
// one-line Worker, so that the process start common to both can be told apart;
// neither gets bindings, which /healthz does not use.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Miniflare } from 'miniflare';
import { median } from './process-cpu';

const ROUNDS = 5;

async function startupMs(scriptPath: string, options: object): Promise<number> {
  const started = performance.now();
  const miniflare = new Miniflare({ ...options, modules: true, scriptPath, modulesRoot: dirname(scriptPath) } as ConstructorParameters<typeof Miniflare>[0]);
  try {
    await (await miniflare.dispatchFetch('http://localhost/healthz')).arrayBuffer();
    return performance.now() - started;
  } finally {
    await miniflare.dispose();
  }
}

/** Builds the Worker as `wrangler deploy` would into a fresh folder; returns the folder, which holds index.js. */
export function deployedBundle(): string {
  const out = mkdtempSync(join(tmpdir(), 'sitefront-bundle-'));
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--env', 'production', '--outdir', out], { stdio: 'pipe' });
  return out;
}

export async function run(): Promise<string> {
  const out = deployedBundle();
  try {
    const bundle = readFileSync(join(out, 'index.js'));
    const trivial = join(out, 'trivial.js');
    writeFileSync(trivial, "export default { fetch: () => new Response('ok') };\n");
    const ours: number[] = [];
    const baseline: number[] = [];
    // Interleaved, so that the machine's load falls on both alike.
    for (let round = 0; round < ROUNDS; round++) {
      baseline.push(await startupMs(trivial, {}));
      ours.push(await startupMs(join(out, 'index.js'), {}));
    }
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
    return [
      'worker bundle (wrangler deploy --dry-run --env production)',
      `  raw ${kib(bundle.length)}   gzip ${kib(gzipSync(bundle).length)}`,
      `  startup to first answer (median of ${ROUNDS}): ${median(ours).toFixed(0)} ms; a one-line Worker ${median(baseline).toFixed(0)} ms; ours costs ${(median(ours) - median(baseline)).toFixed(0)} ms more`,
    ].join('\n');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
