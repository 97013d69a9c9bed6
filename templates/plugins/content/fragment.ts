// Fragment markup is JSON-Template source like any owner template. It is
// compiled on first use rather than at import, because compiling looks
// formatters up and every plugin family must have been registered by then.
import { compile } from '../../compiler';
import type { CompiledTemplate } from '../../compiler';
import type { Env } from '../registry';

/** Renders a fragment with a prepared view as its current node. */
export type Fragment = (env: Env, view: unknown) => string;

export function fragment(source: string): Fragment {
  let compiled: CompiledTemplate | undefined;
  return (env, view) => env.render((compiled ??= compile(source)), view);
}
