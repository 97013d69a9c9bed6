// Fragment markup (templates/fragments/) is JSON-Template source like any owner
// template. Each is compiled on first use, once per isolate, rather than at
// import, because compiling looks formatters up and every plugin family must
// have been registered by then; it runs through the caller's execution so its
// errors, options and limits apply.
import { compile } from '../compiler';
import type { CompiledTemplate } from '../compiler';
import type { Env } from './registry';

export type Fragment = (env: Env, node: unknown, args?: Readonly<Record<string, unknown>>) => string;

export function fragment(source: string): Fragment {
  let compiled: CompiledTemplate | undefined;
  return (env, node, args) => env.render((compiled ??= compile(source)), node, { args });
}
