// The conformance runner's adapter (../shared/conformance/README.md): runs one
// case object through templates/index.ts, honouring the case's options,
// partials and injectables. Bundled by scripts/conformance.ts for the runner
// and imported directly by test/templates/reference-cases.test.ts.
import { compile, execute, parse as parseTemplate } from '../templates/index';

export interface Case {
  id: string;
  kind: string;
  template: string;
  json?: unknown;
  partials?: Record<string, string>;
  injects?: Record<string, string>;
  expected?: string;
  expectedAst?: unknown;
  options?: {
    locale?: string;
    now?: number | null;
    enableExpr?: boolean;
    enableInclude?: boolean;
    /** Ours: compile in pre-processing mode (reference §1.21). */
    preprocess?: boolean;
  };
}

export const name = 'sitefront';

export async function render(c: Case): Promise<{ output: string; errors: string[] }> {
  const o = c.options ?? {};
  const compiled = compile(c.template, { preprocess: o.preprocess === true });
  const result = execute(compiled, c.json, {
    partials: c.partials ?? {},
    injects: c.injects ?? {},
    locale: o.locale === 'none' ? undefined : o.locale,
    now: o.now ?? undefined,
    enableExpr: o.enableExpr !== false,
    enableInclude: o.enableInclude !== false,
  });
  return { output: result.output, errors: result.errors.map((e) => `${e.line}:${e.column} ${e.message}`) };
}

export async function parse(c: Case): Promise<{ ast: unknown }> {
  return { ast: parseTemplate(c.template, { preprocess: c.options?.preprocess === true }).ast };
}
