import type { CartObject } from './cart/cart-object';

/** Bindings of wrangler.toml. */
export interface Env {
  CONTENT: KVNamespace;
  CARTS: DurableObjectNamespace<CartObject>;
  ASSETS: Fetcher;
  COOKIE_SECRET: string;
}

/** Per-request values the middleware resolves once for the handlers. */
export interface Variables {
  websiteId: string;
}

export type AppEnv = { Bindings: Env; Variables: Variables };
