// Route handlers kept in a module that loads when a request first reaches
// one of them (#30): the route table stays in its route file, so the routes
// are known from the start, while what only those routes need is left out of
// what a cold isolate evaluates (a production build makes each dynamic import
// a module of its own; wrangler's own bundle, for development and the tests,
// inlines it).
import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** A handler of the module `load` imports, by its export name. */
export type Answer = (c: Context<AppEnv>) => Response | Promise<Response>;

/** A route's handler from the module `load` imports: `answer('orders')` calls its `orders` when a request comes. */
export function lazyAnswers<M extends Record<string, unknown>>(load: () => Promise<M>) {
  return <K extends { [N in keyof M]: M[N] extends Answer ? N : never }[keyof M]>(name: K) =>
    async (c: Context<AppEnv>): Promise<Response> => ((await load())[name] as Answer)(c);
}
