// `npm run conformance`: bundles an adapter over templates/index.ts and runs
// the shared conformance runner on it, first over the shared case set, then
// over our own reference-driven cases (test/templates/cases, same format).
// Extra arguments (--filter, --kind, --allow-fail, ...) are forwarded to the
// runner. The runner and the shared set live outside the repository, so a
// clone without them skips instead of failing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const conformance = resolve(root, '../shared/conformance');
const shared = resolve(conformance, 'cases-ts');
const ours = resolve(root, 'test/templates/cases');
const runner = resolve(conformance, 'run.mjs');

async function main(): Promise<number> {
  if (!existsSync(shared) || !existsSync(runner)) {
    console.log(`conformance: skipped, no case set at ${conformance}`);
    return 0;
  }
  const adapter = resolve(root, 'node_modules/.cache/sitefront/conformance-adapter.mjs');
  await build({
    entryPoints: [resolve(root, 'scripts/conformance-adapter.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile: adapter,
    logLevel: 'warning',
  });
  let status = 0;
  for (const cases of [shared, ours]) {
    const run = spawnSync(process.execPath, [runner, '--adapter', adapter, '--cases', cases, ...process.argv.slice(2)], { stdio: 'inherit' });
    status ||= run.status ?? 1;
  }
  return status;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
