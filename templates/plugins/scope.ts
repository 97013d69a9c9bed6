// Built-in fragments are written as code, not as templates, but they read
// names as a fragment rendered with the formatted value as its root would
// (reference §1.14): in the value first, then up the caller's scope.
import { child, descend } from '../values';
import type { Env } from './registry';

export function seen(value: unknown, env: Env, path: readonly string[]): unknown {
  const head = child(value, path[0]);
  return head !== undefined ? descend(head, path, 1) : env.resolve(path);
}
