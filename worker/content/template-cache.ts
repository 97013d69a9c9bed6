import { compileAst, type CompiledTemplate, type RootNode } from '../../templates';

/** Enough for the templates of many sites; beyond it the oldest compile is dropped. */
const CAPACITY = 500;

// Keyed by the template source's hash, so a republished template is a new
// entry and a warm isolate never re-compiles one it has seen.
const compiled = new Map<string, CompiledTemplate>();

export function cachedTemplate(hash: string): CompiledTemplate | undefined {
  return compiled.get(hash);
}

export function compileTemplate(hash: string, ast: unknown[]): CompiledTemplate {
  const template = compileAst(ast as RootNode);
  if (compiled.size >= CAPACITY) compiled.delete(compiled.keys().next().value!);
  compiled.set(hash, template);
  return template;
}
