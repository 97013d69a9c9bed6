// #18's budget, held since the regression it took a session to find (33.1 KB
// on /shop): a first-time visitor's store pages load at most 30 KB gzip of
// script before any interaction, with no React, no zod, no dinero.js and not
// the whole message catalogue. Built as `npm run build:client` builds the
// pages' bundle, measured from its esbuild metafile.
import { build, type OutputFile } from 'esbuild';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserBundles } from '../../scripts/build-client';
import { firstVisitOutputs, SCRIPT_BUDGET_KB, STORE_PAGES } from '../../scripts/first-visit-script';

const root = path.resolve(import.meta.dirname, '../..');

let metafile: import('esbuild').Metafile;
const files = new Map<string, OutputFile>();

beforeAll(async () => {
  const [pages] = browserBundles(false, path.join(tmpdir(), 'sitefront-script-budget'));
  const result = await build({ ...pages, write: false, metafile: true });
  metafile = result.metafile;
  for (const file of result.outputFiles) files.set(file.path, file);
}, 60_000);

const contents = (output: string) => files.get(path.resolve(root, output))!.contents;
const gzipKb = (outputs: string[]) => outputs.reduce((sum, output) => sum + gzipSync(contents(output)).length, 0) / 1024;
const inputsOf = (outputs: string[]) => outputs.flatMap((output) => Object.keys(metafile.outputs[output].inputs));

describe("store pages' first-visit script", () => {
  for (const [page, entryPoints] of Object.entries(STORE_PAGES)) {
    it(`${page}: at most ${SCRIPT_BUDGET_KB} KB gzip`, () => {
      const outputs = firstVisitOutputs(metafile, entryPoints);
      const sizes = outputs.map((output) => `${path.basename(output)} ${(gzipSync(contents(output)).length / 1024).toFixed(1)} KB`);
      expect(gzipKb(outputs), sizes.join(', ')).toBeLessThanOrEqual(SCRIPT_BUDGET_KB);
    });

    it(`${page}: no React, zod, dinero.js or whole message catalogue`, () => {
      const heavy = inputsOf(firstVisitOutputs(metafile, entryPoints)).filter((input) =>
        /node_modules\/(react|react-dom|scheduler|zod|dinero\.js)\/|schemas\/messages\/catalogue\.ts$/.test(input),
      );
      expect(heavy).toEqual([]);
    });
  }

  it('follows static imports only: the chunks loaded on demand stay out', () => {
    const outputs = firstVisitOutputs(metafile, STORE_PAGES['product page']);
    const entries = outputs.map((output) => metafile.outputs[output].entryPoint).filter(Boolean);
    expect(entries.sort()).toEqual(['client/census/index.ts', 'client/index.ts', 'client/list/related-products.ts']);
    // The cart pill's island (React) is a chunk the pages' script imports on demand.
    expect(() => firstVisitOutputs(metafile, ['client/islands/cart-pill-island.tsx'])).not.toThrow();
    expect(inputsOf(firstVisitOutputs(metafile, ['client/islands/cart-pill-island.tsx'])).some((input) => input.includes('node_modules/react-dom/'))).toBe(true);
  });
});
