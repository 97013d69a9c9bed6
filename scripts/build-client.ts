// Builds the client bundle and stylesheet into the Worker's static assets folder
// with content-hashed names, and writes the manifest the Worker reads them from.
// React, the islands and the census module are split into chunks the bundle
// loads when they are needed. `--development` (npm run dev) keeps React's
// development build, unminified, so its errors are readable; the default is production.
import { build, type BuildOptions } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The browser bundles, written to `outdir`: the pages' script and stylesheet
 * with their chunks, and the owner dashboard's, built on its own (no page
 * loads both, so they share no chunk). test/unit/dependency-rules.test.ts
 * builds them too, to see what they contain.
 */
export function browserBundles(development: boolean, outdir: string): BuildOptions[] {
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
  return [
    { ...common, entryPoints: { client: 'client/index.ts', styles: 'client/styles.css' } },
    { ...common, entryPoints: { dashboard: 'client/dashboard/dashboard.ts', 'dashboard-styles': 'client/dashboard/dashboard.css' } },
  ];
}

/** Inline in every page's head (worker/render/document.tsx), so it is always minified and never a file. */
export const EARLY_PRESS_SCRIPT = {
  absWorkingDir: root,
  entryPoints: ['client/add-to-cart/early-press.ts'],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  write: false,
  logLevel: 'warning',
} satisfies BuildOptions;

// Builds when run (npm run build:client), not when imported for the options.
if (process.argv[1] === import.meta.filename) await buildClient(process.argv.includes('--development'));

async function buildClient(development: boolean): Promise<void> {
  const outdir = path.join(root, 'dist/client/assets');
  await rm(path.join(root, 'dist/client'), { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const [results, earlyPress] = await Promise.all([
    Promise.all(browserBundles(development, outdir).map((options) => build(options))),
    build(EARLY_PRESS_SCRIPT),
  ]);
  const earlyPressScript = earlyPress.outputFiles[0].text.trim();
  if (/<\/script|<!--/i.test(earlyPressScript)) throw new Error('the inline early-press script would end its script element');

  // By source path: modules imported lazily are entry points of their own too.
  const MANIFEST_KEYS: Record<string, string> = {
    'client/index.ts': 'script',
    'client/styles.css': 'stylesheet',
    'client/dashboard/dashboard.ts': 'dashboardScript',
    'client/dashboard/dashboard.css': 'dashboardStylesheet',
  };
  // The inline script's hash joins the pages' ETag (worker/middleware/cache.ts), as the files' hashed names do.
  const earlyPressHash = createHash('sha256').update(earlyPressScript).digest('base64url').slice(0, 8);
  const manifest: Record<string, string> = { earlyPressScript, earlyPressHash };
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
  const assets = Object.values(manifest).filter((value) => value.startsWith('/assets/'));
  console.log(`client built (${development ? 'development' : 'production'}): ${assets.join(', ')}, inline early-press script ${earlyPressScript.length} bytes`);
}
