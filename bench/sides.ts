// The two engines as `npm run bench` measures them: ours bundled by esbuild,
// as the Worker ships it (tsx would wrap every closure the compiler creates
// in a keep-names helper and measure tsx, not the engine), and the reference
// @squarespace/template-engine with CLDR resource packs for locale data.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import cldrEngine from '@phensley/cldr';
import { Compiler } from '@squarespace/template-engine';
import { build } from 'esbuild';

export type Engine = typeof import('../templates/index');

export interface Workload {
  name: string;
  template: string;
  data: unknown;
  /** Run both engines with this locale's data (ours with `locale`, the reference with a CLDR instance). */
  locale?: string;
  /** The ratios ours/reference to reach. */
  targets: Record<'compile' | 'execute', number>;
}

export interface Side {
  compile(): unknown;
  execute(): string;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export async function loadEngine(): Promise<Engine> {
  const outfile = resolve(root, 'node_modules/.cache/sitefront/bench-engine.mjs');
  await build({ entryPoints: [resolve(root, 'templates/index.ts')], bundle: true, format: 'esm', platform: 'neutral', outfile, logLevel: 'warning' });
  return (await import(pathToFileURL(outfile).href)) as Engine;
}

export function ours(engine: Engine, w: Workload): Side {
  const compiled = engine.compile(w.template);
  const options = { locale: w.locale, enableExpr: true };
  return {
    compile: () => engine.compile(w.template),
    execute: () => engine.execute(compiled, w.data, options).output,
  };
}

// The reference reads locale data from CLDR resource packs, loaded once.
const packs = new cldrEngine.CLDRFramework({
  loader: (language: string) => readFileSync(resolve(root, `node_modules/@phensley/cldr/packs/${language}.json`), 'utf8'),
});

export function reference(w: Workload): Side {
  const compiler = new Compiler();
  const { code } = compiler.parse(w.template);
  const cldr = w.locale ? packs.get(w.locale) : undefined;
  return {
    compile: () => compiler.parse(w.template),
    execute: () => compiler.execute({ code, json: w.data, cldr, enableExpr: true }).ctx.render(),
  };
}
