// Builds the client bundle and stylesheet into the Worker's static assets folder
// with content-hashed names, and writes the manifest the Worker reads them from.
// React and the islands are split into chunks the bundle loads when an island
// needs them. `--development` (npm run dev) keeps React's development build,
// unminified, so its errors are readable; the default is production.
import { build } from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/client/assets');
const development = process.argv.includes('--development');

await rm(path.join(root, 'dist/client'), { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

const result = await build({
  absWorkingDir: root,
  entryPoints: { client: 'client/index.ts', styles: 'client/styles.css' },
  bundle: true,
  splitting: true,
  minify: !development,
  sourcemap: development ? 'linked' : false,
  format: 'esm',
  target: 'es2022',
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  define: { 'process.env.NODE_ENV': development ? '"development"' : '"production"' },
  metafile: true,
  logLevel: 'warning',
});

const manifest: Record<string, string> = {};
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  const entry = output.entryPoint && path.basename(output.entryPoint);
  if (entry === 'index.ts') manifest.script = `/assets/${path.basename(file)}`;
  if (entry === 'styles.css') manifest.stylesheet = `/assets/${path.basename(file)}`;
}

// Hashed names change with content, so browsers and CDNs may keep them forever.
await writeFile(
  path.join(root, 'dist/client/_headers'),
  '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
);
await writeFile(path.join(root, 'dist/client-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`client built (${development ? 'development' : 'production'}): ${manifest.script}, ${manifest.stylesheet}`);
