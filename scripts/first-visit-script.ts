// What a first-time visitor's browser runs of the client bundle before any
// interaction (#18's budget): the entry, every chunk it imports statically,
// and the chunks a page loads by itself, each with what it imports. Read from
// the esbuild metafile of scripts/build-client.ts; each file is a response of
// its own, gzipped on its own. test/unit/script-budget.test.ts holds store
// pages to the budget; test/browser/first-visit-script.test.ts checks that the
// pages load no other script.
import type { Metafile } from 'esbuild';

/** Gzip KB of script a store page (product and list pages) may load before any interaction (#18). */
export const SCRIPT_BUDGET_KB = 30;

/** The pages' script, and the census module every page loads when idle (client/census/load.ts). */
const EVERY_PAGE = ['client/index.ts', 'client/census/index.ts'];

/** Modules each store page loads by itself, by what its markup has (client/index.ts `bindPageParts`). */
export const STORE_PAGES: Readonly<Record<string, readonly string[]>> = {
  'list page (/shop)': EVERY_PAGE,
  // The demo's product pages carry a related-products block.
  'product page': [...EVERY_PAGE, 'client/list/related-products.ts'],
};

/** The output files (as the metafile names them) that loading `entryPoints` brings, static imports followed. */
export function firstVisitOutputs(metafile: Metafile, entryPoints: readonly string[]): string[] {
  const outputs = metafile.outputs;
  const byEntry = new Map(Object.entries(outputs).flatMap(([file, output]) => (output.entryPoint ? [[output.entryPoint, file] as const] : [])));
  const found = new Set<string>();
  const pending = entryPoints.map((entry) => {
    const file = byEntry.get(entry);
    if (!file) throw new Error(`${entry} is not an entry point or lazily imported module of the bundle`);
    return file;
  });
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (found.has(file)) continue;
    found.add(file);
    for (const imported of outputs[file].imports) if (imported.kind === 'import-statement' && !imported.external) pending.push(imported.path);
  }
  return [...found].filter((file) => file.endsWith('.js'));
}
