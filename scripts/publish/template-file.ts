// Precompiles one template file to the instruction tree stored in KV.
import { parse, type TemplateError } from '../../templates';

/** Template files are named as the platform names them (site.region, products.list) or end in .jsont. */
export const TEMPLATE_FILE = /\.jsont$/;

export type TemplateProblem = TemplateError;

/**
 * Every error refuses the template, unknown formatters included: the owner
 * sees it now, not a blank spot later. The Worker renders pages without
 * partials or injectables, so an applied, included or injected name that is
 * not a macro of the template itself is refused too, with its line and column.
 */
export function compileTemplateFile(source: string): { ast: unknown; problems: readonly TemplateProblem[] } {
  const { ast, errors } = parse(source, { partials: [], injects: [] });
  return { ast, problems: errors };
}
