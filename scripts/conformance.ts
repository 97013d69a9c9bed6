// `npm run conformance`: bundles an adapter over templates/index.ts and runs
// the shared conformance runner on it. Extra arguments (--filter, --kind,
// --allow-fail, ...) are forwarded to the runner. The case set lives outside
// the repository, so a clone without it skips instead of failing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const conformance = resolve(root, '../shared/conformance');
const cases = resolve(conformance, 'cases-ts');
const runner = resolve(conformance, 'run.mjs');

const ADAPTER = `
import { compile, execute, parse as parseTemplate } from './templates/index';

export const name = 'sitefront';

export async function render(c) {
  const o = c.options ?? {};
  const compiled = compile(c.template);
  const result = execute(compiled, c.json, {
    partials: c.partials ?? {},
    injects: c.injects ?? {},
    locale: o.locale === 'none' ? undefined : o.locale,
    now: o.now ?? undefined,
    enableExpr: o.enableExpr !== false,
    enableInclude: o.enableInclude !== false,
  });
  return { output: result.output, errors: result.errors.map((e) => e.line + ':' + e.column + ' ' + e.message) };
}

export async function parse(c) {
  return { ast: parseTemplate(c.template).ast };
}
`;

async function main(): Promise<number> {
  if (!existsSync(cases) || !existsSync(runner)) {
    console.log(`conformance: skipped, no case set at ${conformance}`);
    return 0;
  }
  const adapter = resolve(root, 'node_modules/.cache/sitefront/conformance-adapter.mjs');
  await build({
    stdin: { contents: ADAPTER, resolveDir: root, loader: 'js', sourcefile: 'conformance-adapter.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile: adapter,
    logLevel: 'warning',
  });
  const run = spawnSync(process.execPath, [runner, '--adapter', adapter, '--cases', cases, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  return run.status ?? 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
