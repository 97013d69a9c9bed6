// Builds the client bundle and stylesheet into the Worker's static assets folder
// with content-hashed names, and writes the manifest the Worker reads them from.
// React, the islands and the census module are split into chunks the bundle
// loads when they are needed. `--development` (npm run dev) keeps React's
// development build, unminified, so its errors are readable; the default is production.
import { build, type BuildOptions } from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/client/assets');
const development = process.argv.includes('--development');

await rm(path.join(root, 'dist/client'), { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

const common: BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  splitting: true,
  minify: !development,
  sourcemap: development ? 'linked' : false,
  format: 'esm',
  target: 'es2022',
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  define: { 'process.env.NODE_ENV': development ? '"development"' : '"production"' },
  metafile: true,
  logLevel: 'warning',
};

// The owner dashboard is built on its own: no page loads both, so they share no chunk.
const results = await Promise.all([
  build({ ...common, entryPoints: { client: 'client/index.ts', styles: 'client/styles.css' } }),
  build({ ...common, entryPoints: { dashboard: 'client/dashboard/dashboard.ts', 'dashboard-styles': 'client/dashboard/dashboard.css' } }),
]);

// By source path: modules imported lazily are entry points of their own too.
const MANIFEST_KEYS: Record<string, string> = {
  'client/index.ts': 'script',
  'client/styles.css': 'stylesheet',
  'client/dashboard/dashboard.ts': 'dashboardScript',
  'client/dashboard/dashboard.css': 'dashboardStylesheet',
};
const manifest: Record<string, string> = {};
for (const result of results) {
  for (const [file, output] of Object.entries(result.metafile!.outputs)) {
    const key = output.entryPoint && MANIFEST_KEYS[output.entryPoint];
    if (key) manifest[key] = `/assets/${path.basename(file)}`;
  }
}

// Hashed names change with content, so browsers and CDNs may keep them forever.
await writeFile(
  path.join(root, 'dist/client/_headers'),
  '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
);
await writeFile(path.join(root, 'dist/client-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// Every output with its size, for `npm run bench` (bench/client.ts).
const outputs = Object.assign({}, ...results.map((result) => result.metafile!.outputs));
await writeFile(path.join(root, 'dist/client-metafile.json'), JSON.stringify({ outputs }));
console.log(`client built (${development ? 'development' : 'production'}): ${Object.values(manifest).join(', ')}`);
