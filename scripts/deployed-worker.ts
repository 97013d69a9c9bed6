// The deployed build (scripts/build-worker.ts) run in workerd through
// Miniflare, for the bench and the build's test: its modules handed over as
// wrangler uploads them (given only a script path, Miniflare would parse the
// script in Node to find its imports), and local development's bindings and
// values over a state that `scripts/publish.ts --persist-to` filled.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { localValues } from './dev-vars';

/** The modules beside `entryPath`, the entry first. */
export function deployedModules(entryPath: string) {
  const folder = path.dirname(entryPath);
  const others = readdirSync(folder).filter((name) => name.endsWith('.js') && path.join(folder, name) !== entryPath);
  return [entryPath, ...others.map((name) => path.join(folder, name))].map((file) => ({ type: 'ESModule' as const, path: file, contents: readFileSync(file, 'utf8') }));
}

/** The Worker built into `out` (index.js and the modules beside it), serving what was published into `state`. */
export function deployedWorker(out: string, state: string): Miniflare {
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml');
  return new Miniflare({
    ...workerOptions,
    modules: deployedModules(path.join(out, 'index.js')),
    modulesRoot: out,
    kvPersist: path.join(state, 'v3/kv'),
    r2Persist: path.join(state, 'v3/r2'),
    durableObjectsPersist: path.join(state, 'v3/do'),
    bindings: { ...(workerOptions as { bindings?: Record<string, unknown> }).bindings, ...localValues() },
  } as ConstructorParameters<typeof Miniflare>[0]);
}
