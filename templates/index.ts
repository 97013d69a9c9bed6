// Public surface of the JSON-Template engine (Squarespace dialect): parse,
// assemble and compile once, execute many times. Pure TypeScript with no
// Worker, DOM or Node imports, so it runs in workerd, Node and browsers.
import { compile, compileParsed, CompiledTemplate } from './compiler';
import { parseTemplate } from './parser';
import { validate } from './validate';
import type { KnownNames } from './validate';
import type { CompileOptions } from './compiler';
import type { RootNode } from './ast';
import { execute } from './executor';
import type { ExecuteOptions, RenderResult } from './executor';
import { corePlugins } from './plugins/core';
import { commercePlugins } from './plugins/commerce';
import { datePlugins } from './plugins/date';
import { formPlugins } from './plugins/forms';
import { galleryPlugins } from './plugins/gallery-block';
import { i18nPlugins } from './plugins/i18n';
import { contentPlugins } from './plugins/content';
import { promoPopupPlugins } from './plugins/promo-popup';
import { registerPlugins } from './plugins/registry';
import { relatedProductPlugins } from './plugins/related-products';
import { reviewPlugins } from './plugins/reviews';
import { socialPlugins } from './plugins/social';
import { textPlugins } from './plugins/text';

registerPlugins(corePlugins);
registerPlugins(textPlugins);
registerPlugins(contentPlugins);
registerPlugins(socialPlugins);
registerPlugins(commercePlugins);
registerPlugins(datePlugins);
registerPlugins(i18nPlugins);
registerPlugins(formPlugins);
registerPlugins(galleryPlugins);
registerPlugins(reviewPlugins);
registerPlugins(relatedProductPlugins);
registerPlugins(promoPopupPlugins);

export { compile, compileAst, CompiledTemplate } from './compiler';
export type { CompileOptions } from './compiler';
export type { KnownNames } from './validate';
export { execute } from './executor';
export type { ExecuteOptions, RenderResult } from './executor';
export type { TemplateError } from './errors';
export type { RootNode, AstNode, Path } from './ast';
export { Op } from './ast';
export { registerPlugins, getFormatter, getPredicate, pluginNames } from './plugins/registry';
export type { Env, Formatter, Predicate, PluginFamily, RenderOptions } from './plugins/registry';
export { operand, operands, operandValue } from './plugins/operands';
export type { Operand } from './plugins/operands';
export { escapeAttribute, escapeHtml } from './plugins/escape';
export { parsePath, child, descend, printed, toText, truthy } from './values';
export { toJson } from './json';
/** The resized widths image assets are served at (spec section 9), which the publisher lists and the Worker answers. */
export { SRCSET_WIDTHS } from './plugins/content/sizes';

export function render(source: string, data: unknown, options?: ExecuteOptions & CompileOptions): RenderResult {
  return execute(compile(source, options), data, options);
}

/**
 * The stored form of a template plus every error compile would report, the
 * expressions that do not parse, and, when `known` names what the runtime
 * supplies, every applied, included or injected name it cannot find.
 */
export function parse(
  source: string,
  options: CompileOptions & KnownNames = {},
): { ast: RootNode; errors: CompiledTemplate['errors'] } {
  const parsed = parseTemplate(source, options);
  const { errors } = compileParsed(parsed, options);
  return { ast: parsed.ast, errors: [...errors, ...validate(parsed.ast, parsed.locate, options, options.expr)] };
}
