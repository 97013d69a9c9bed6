// The Worker the page-view count runs in workerd (bench/page-stock.ts): the
// real app and objects, with the STOCK binding counted, so the bench can tell
// how many stock-object calls product page views make.
import { app } from '../worker/app';
import type { Env } from '../worker/env';
import { counted, STOCK_CALLS_PATH } from './counted-namespace';

export * from '../worker/index';

const calls: Record<string, number> = {};

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> {
    if (new URL(request.url).pathname === STOCK_CALLS_PATH) return Response.json(calls.total ?? 0);
    return app.fetch(request, { ...env, STOCK: counted(env.STOCK, calls) }, ctx);
  },
} satisfies ExportedHandler<Env>;
