// Faults in the platform, not in our code: bindings replaced by ones whose
// Durable Object calls fail as the runtime's do, for requests through the app.
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../../worker/app';
import type { Env } from '../../worker/env';
import { Visitor } from './cookie-jar';
import { DEMO_ORIGIN } from './demo-site';

/** The app with some bindings replaced: the fault is in the binding, never in our code. */
export const withBindings = (bindings: Partial<Env>) => async (path: string, init: RequestInit = {}) => {
  // Sized as a browser sends it (a request handed straight to the app has no Content-Length of its own).
  const headers = new Headers(init.headers);
  if (typeof init.body === 'string' || init.body instanceof URLSearchParams) headers.set('Content-Length', String(new TextEncoder().encode(String(init.body)).length));
  if (init.body instanceof URLSearchParams) headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
  return app.fetch(new Request(new URL(path, DEMO_ORIGIN), { ...init, headers }), { ...env, ...bindings }, createExecutionContext());
};

/** Moves a visitor's cookies onto requests made through other bindings. */
export function sameVisitorThrough(visitor: Visitor, through: ReturnType<typeof withBindings>): Visitor {
  const moved = new Visitor(through);
  for (const [name, value] of visitor.cookies) moved.cookies.set(name, value);
  return moved;
}

/** An error as the runtime throws it when a Durable Object will not take a call: its queue is full, the call never ran. */
export const overloaded = () => Object.assign(new Error('Durable Object is overloaded. Too many requests queued.'), { overloaded: true, retryable: false });

/** As when the object restarts mid-call: no mark says whether it ran. */
export const reset = () => new Error('Durable Object reset because its code was updated.');

/**
 * A Durable Object namespace whose objects fail the first `times` calls of
 * `method` with `fault()` before they reach the object, and take every other
 * call; `attempts` counts the calls of `method`, failed or not.
 */
export function failing<T extends object>(namespace: T, method: string, fault: () => Error = reset, times = Infinity): { binding: T; attempts: () => number } {
  let attempts = 0;
  const binding = new Proxy(namespace, {
    get(target, property) {
      if (property === 'get') {
        return (id: DurableObjectId) => {
          const stub = (target as unknown as DurableObjectNamespace).get(id);
          return new Proxy(stub, {
            get(object, name) {
              if (name === method) {
                return (...args: unknown[]) => {
                  attempts += 1;
                  if (attempts <= times) return Promise.reject(fault());
                  return (object as unknown as Record<PropertyKey, (...args: unknown[]) => unknown>)[name](...args);
                };
              }
              // Every property of a stub is an RPC call, `bind` included: call the method on the stub itself.
              return (...args: unknown[]) => (object as unknown as Record<PropertyKey, (...args: unknown[]) => unknown>)[name](...args);
            },
          });
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as T;
  return { binding, attempts: () => attempts };
}
