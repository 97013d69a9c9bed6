// A Durable Object namespace that counts the calls made through it, for the
// bench Workers that tell how many object calls a request costs.

/** `namespace`, counting every call made through a stub it hands out (by method, with `total`). */
export function counted<T>(namespace: T, calls: Record<string, number>): T {
  return new Proxy(namespace as DurableObjectNamespace, {
    get: (target, key) =>
      key === 'get'
        ? (id: DurableObjectId) => {
            const stub = target.get(id);
            return new Proxy(stub, {
              get: (inner, method) =>
                typeof method === 'string' && method !== 'then' && method !== 'fetch'
                  ? (...args: unknown[]) => ((calls[method] = (calls[method] ?? 0) + 1), (calls.total = (calls.total ?? 0) + 1), (inner as any)[method](...args))
                  : Reflect.get(inner, method),
            });
          }
        : Reflect.get(target, key).bind(target),
  }) as T;
}

/** Where bench/page-stock-worker.ts answers with its count of stock-object calls; no path of the app's. */
export const STOCK_CALLS_PATH = '/__bench/stock-calls';
