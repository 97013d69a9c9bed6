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

/** The name of the first of `deployedWorker`'s isolates, which runs the Durable Objects; the others are `isolate-1` on. */
export const isolateName = (index: number) => `isolate-${index}`;

/**
 * The Worker built into `out` (index.js and the modules beside it), serving
 * what was published into `state`; with `isolates` above one, in that many
 * isolates sharing the bindings, the Durable Objects and the Cache API, as
 * the machines of one data center do (`isolateName` names each).
 */
export function deployedWorker(out: string, state: string, isolates = 1): Miniflare {
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml');
  const worker = {
    ...workerOptions,
    modules: deployedModules(path.join(out, 'index.js')),
    modulesRoot: out,
    bindings: { ...(workerOptions as { bindings?: Record<string, unknown> }).bindings, ...localValues() },
  };
  const persisted = { kvPersist: path.join(state, 'v3/kv'), r2Persist: path.join(state, 'v3/r2'), durableObjectsPersist: path.join(state, 'v3/do') };
  type Options = ConstructorParameters<typeof Miniflare>[0];
  if (isolates === 1) return new Miniflare({ ...worker, ...persisted } as Options);
  // Each binding names the first isolate's class, so that every isolate reaches the same objects.
  const objects = Object.fromEntries(
    Object.entries(workerOptions.durableObjects ?? {}).map(([binding, target]) => [binding, { ...(typeof target === 'string' ? { className: target } : (target as object)), scriptName: isolateName(0) }]),
  );
  const workers = Array.from({ length: isolates }, (_, index) => ({ ...worker, name: isolateName(index), ...(index > 0 && { durableObjects: objects }) }));
  return new Miniflare({ ...persisted, workers } as Options);
}
