// The programs our scripts, tests and benches start, run by this Node directly:
// `npx` costs half a second of CPU before the program starts, and tsx's own
// command line starts a second Node process; `node --import tsx` does neither.
// Both are found in the project's node_modules, as npx found them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** `[file, args]` for execFile or spawn: `wrangler <args>`, from node_modules. */
export function wranglerCommand(args: readonly string[]): [string, string[]] {
  const folder = path.join(root, 'node_modules/wrangler');
  const { bin } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { bin: Record<string, string> };
  return [process.execPath, [path.join(folder, bin.wrangler), ...args]];
}

/** `[file, args]` for execFile or spawn: the TypeScript `script` (a path from the project root) with `args`. */
export function tsxCommand(script: string, args: readonly string[]): [string, string[]] {
  const loader = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;
  return [process.execPath, ['--import', loader, path.join(root, script), ...args]];
}
