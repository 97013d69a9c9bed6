// Builds the client bundle and stylesheet into the Worker's static assets folder
// with content-hashed names, and writes the manifest the Worker reads them from.
import { build, type BuildOptions } from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/client/assets');

await rm(path.join(root, 'dist/client'), { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

const common: BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'warning',
};

// The storefront splits what it imports lazily (the census module) into chunks.
// The owner dashboard is built on its own: no page loads both, so they share no chunk.
const results = await Promise.all([
  build({ ...common, entryPoints: { client: 'client/index.tsx', styles: 'client/styles.css' }, splitting: true }),
  build({ ...common, entryPoints: { dashboard: 'client/dashboard/dashboard.ts', 'dashboard-styles': 'client/dashboard/dashboard.css' } }),
]);

const MANIFEST_KEYS: Record<string, string> = {
  'index.tsx': 'script',
  'styles.css': 'stylesheet',
  'dashboard.ts': 'dashboardScript',
  'dashboard.css': 'dashboardStylesheet',
};
const manifest: Record<string, string> = {};
for (const result of results) {
  for (const [file, output] of Object.entries(result.metafile!.outputs)) {
    const key = output.entryPoint && MANIFEST_KEYS[path.basename(output.entryPoint)];
    if (key) manifest[key] = `/assets/${path.basename(file)}`;
  }
}

// Hashed names change with content, so browsers and CDNs may keep them forever.
await writeFile(
  path.join(root, 'dist/client/_headers'),
  '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
);
await writeFile(path.join(root, 'dist/client-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`client built: ${Object.values(manifest).join(', ')}`);
