// Precompiles one template file to the instruction tree stored in KV.
import { parse } from '../../templates';

/** Template files are named as the platform names them (site.region, products.list) or end in .jsont. */
export const TEMPLATE_FILE = /\.jsont$/;

export interface TemplateProblem {
  line: number;
  column: number;
  message: string;
  /**
   * A formatter or predicate the engine does not register. The template still
   * publishes: the Worker may know the name by the time it runs, and until then
   * that spot renders empty, as the engine does for any plugin error.
   */
  unknownPlugin: boolean;
}

const UNKNOWN_PLUGIN = /^SyntaxError: (Formatter|Predicate) '.*' is unknown$/;

export function compileTemplateFile(source: string): { ast: unknown; problems: TemplateProblem[] } {
  const { ast, errors } = parse(source);
  const problems = errors.map(({ line, column, message }) => ({ line, column, message, unknownPlugin: UNKNOWN_PLUGIN.test(message) }));
  return { ast, problems };
}
