// Builds the Worker as a deployed environment uploads it (wrangler.toml
// [env.staging] and [env.production] run this as their custom build): minified,
// and split into modules, so that what only some requests need (React's server
// renderer, see worker/render/markup.ts) is a module of its own that a cold
// isolate does not evaluate until a request first imports it. Local development
// and the tests bundle the source with wrangler's own esbuild instead.
import { build, type BuildOptions } from 'esbuild';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Where the built modules go: wrangler.toml's `main` and `base_dir` for the deployed environments. */
export const WORKER_OUTDIR = path.join(root, 'dist/worker');

/**
 * The build's options, as wrangler's bundler has them (workerd's package
 * conditions, `cloudflare:` modules left to the runtime, React's production
 * build), plus splitting. react-dom/server is two builds in one module, the
 * streaming renderer and renderToString's (98 KiB minified); the Worker renders
 * only by streaming, so it takes that build alone.
 */
export function workerBundle(outdir: string): BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: { index: 'worker/index.ts' },
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    external: ['cloudflare:*', 'node:*'],
    alias: { 'react-dom/server': './node_modules/react-dom/cjs/react-dom-server.edge.production.js' },
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir,
    metafile: true,
    logLevel: 'warning',
  };
}

// Builds when run (wrangler's custom build), not when imported for the options.
if (process.argv[1] === import.meta.filename) {
  await rm(WORKER_OUTDIR, { recursive: true, force: true });
  const result = await build(workerBundle(WORKER_OUTDIR));
  // What weighs what in each module, for `npm run bench` (bench/worker-bundle.ts); not uploaded (wrangler.toml's rules take *.js only).
  await writeFile(path.join(WORKER_OUTDIR, 'meta.json'), JSON.stringify(result.metafile));
}
