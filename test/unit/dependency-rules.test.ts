// The dependency rules of the README's Layout: client/ never imports worker/;
// templates/ imports neither worker/ nor client/; schemas/ imports nothing of
// ours outside itself; the Worker imports client/ only to server-render the
// islands; the browser bundles carry no zod, and the Worker only the zod it
// calls. Every import counts, type-only ones too: they tie a folder's code to
// another's all the same.
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { browserBundles, EARLY_PRESS_SCRIPT } from '../../scripts/build-client';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The client modules the Worker may import: the islands it renders on the
 * server, and the ids of the elements their markup and data go into.
 */
const ISLAND_MODULES = [
  'client/islands/cart-pill.tsx',
  'client/cart-page/cart-view.tsx',
  'client/cart-page/shipping-estimate.tsx',
  'client/cart-page/summary-totals.tsx',
  'client/island-roots.ts',
];

const under = (folder: string) => (target: string) => target.startsWith(`${folder}/`);
const ours = (target: string) => !target.startsWith('..') && !target.split('/').includes('node_modules');

/** For each folder, which of the paths its files import (relative to the repository) it may not. */
const RULES: Record<string, { forbids: (target: string) => boolean; rule: string }> = {
  client: { forbids: under('worker'), rule: 'client/ never imports worker/' },
  templates: { forbids: (target) => under('worker')(target) || under('client')(target), rule: 'templates/ imports neither worker/ nor client/' },
  schemas: { forbids: (target) => ours(target) && !under('schemas')(target), rule: 'schemas/ imports nothing of ours outside schemas/' },
  worker: { forbids: (target) => under('client')(target) && !ISLAND_MODULES.includes(target), rule: 'the Worker imports client/ only to server-render the islands' },
};

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

/** The file a relative specifier names, as the bundlers resolve it; the bare path when none exists. */
function resolveImport(file: string, specifier: string): string {
  const bare = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => bare + suffix).find((candidate) => existsSync(path.join(root, candidate)));
  return found ?? bare;
}

/** Static imports, `export … from` and `import()`, with their lines, by TypeScript's own pre-processor. */
function importsOf(file: string): { specifier: string; line: number }[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  return ts.preProcessFile(text, true, true).importedFiles.map((entry) => ({ specifier: entry.fileName, line: lineOf(entry.pos) }));
}

function brokenRules(folder: string): string[] {
  const { forbids, rule } = RULES[folder];
  const broken: string[] = [];
  for (const file of sourceFiles(folder)) {
    for (const { specifier, line } of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveImport(file, specifier);
      if (forbids(target)) broken.push(`${file}:${line} imports '${specifier}' (${target}): ${rule}`);
    }
  }
  return broken;
}

describe('dependency rules', () => {
  for (const folder of Object.keys(RULES)) {
    it(RULES[folder].rule, () => {
      expect(brokenRules(folder)).toEqual([]);
    });
  }

  it('lets the Worker import only island modules that exist', () => {
    expect(ISLAND_MODULES.filter((module) => !existsSync(path.join(root, module)))).toEqual([]);
  });

  it('ships no zod module in the browser bundles', async () => {
    const outdir = path.join(tmpdir(), 'sitefront-dependency-rules');
    const builds = [...browserBundles(false, outdir), EARLY_PRESS_SCRIPT].map((options) => build({ ...options, write: false, metafile: true }));
    const inputs = (await Promise.all(builds)).flatMap((result) => Object.keys(result.metafile.inputs));
    expect(inputs).toContain('client/index.ts');
    expect(inputs.filter((input) => /(^|\/)node_modules\/zod\//.test(input))).toEqual([]);
  }, 60_000);

  // `import { z } from 'zod'` hands the bundler zod's whole namespace, which brings
  // back every locale and schema kind (444 KiB of the minified Worker, #30);
  // `import * as z from 'zod'` lets it keep only what runs.
  it("bundles into the Worker only the zod it calls, no other language's messages", async () => {
    const result = await build({
      entryPoints: [path.join(root, 'worker/index.ts')],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'neutral',
      conditions: ['workerd', 'worker', 'browser'],
      mainFields: ['module', 'main'],
      external: ['cloudflare:*', 'node:*'],
      logLevel: 'silent',
    });
    // The output's inputs are those with bytes in the bundle; the metafile's own list has every file visited.
    const [bundle] = Object.values(result.metafile.outputs);
    const zod = Object.keys(bundle.inputs).filter((input) => /(^|\/)node_modules\/zod\//.test(input));
    expect(zod).toContain('node_modules/zod/v4/core/schemas.js');
    // The locales' index may stay as an empty wrapper (esbuild wraps modules once a graph has dynamic imports): no table comes with it.
    expect(zod.filter((input) => /\/locales\/(?!(en|index)\.js$)/.test(input))).toEqual([]);
  }, 60_000);
});
