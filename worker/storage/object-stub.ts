/**
 * What the runtime marks on a Durable Object call that failed for want of the
 * object rather than in its code: `overloaded`, the call was refused before it
 * reached the object (its queue is full); `retryable`, the object was
 * restarting or the connection dropped, so the call may or may not have run.
 */
interface ObjectFault {
  overloaded?: unknown;
  retryable?: unknown;
}

const isFault = (error: unknown): error is ObjectFault =>
  typeof error === 'object' && error !== null && ((error as ObjectFault).overloaded === true || (error as ObjectFault).retryable === true);

/**
 * A Durable Object could not take a call, even once more: the request is
 * answered 503 with Retry-After (worker/app.ts), and whatever it had done is
 * undone on the way out as for any failure (a checkout gives back its stock).
 */
export class ObjectBusy extends Error {
  // The object's name is left out: some name a visitor (a rate limit's address).
  constructor(readonly method: string, options: ErrorOptions) {
    super(`a Durable Object could not take ${method}`, options);
    this.name = 'ObjectBusy';
  }
}

/** The wait before the one retry: short, and spread so that callers refused together do not come back together. */
const RETRY_WAIT_MS = { least: 25, spread: 75 };

const jitteredWait = () => new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS.least + Math.random() * RETRY_WAIT_MS.spread));

type MethodOf<T> = Extract<keyof T, string>;

/**
 * The stub of the object `name` of `namespace`, whose calls ride out one
 * fault. A call the runtime refused as overloaded never ran, so it is made
 * once more, whatever it does; a call that failed `retryable` may have run,
 * so only the methods named `repeatable` (reads, and writes that leave the
 * same state when made twice) are made again. The retry goes through a fresh
 * stub, as a failed one may stay broken. A fault that outlasts the retry, or
 * a retryable one of a call that must not run twice, is an ObjectBusy; any
 * other error (the object's own) passes through as it was.
 */
export function objectStub<T extends Rpc.DurableObjectBranded>(
  namespace: DurableObjectNamespace<T>,
  name: string,
  repeatable: readonly MethodOf<T>[] = [],
): DurableObjectStub<T> {
  let stub: DurableObjectStub<T> | undefined;
  const attempt = (method: string, args: unknown[], fresh: boolean): Promise<unknown> => {
    if (fresh || !stub) stub = namespace.get(namespace.idFromName(name));
    return (stub as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[method](...args);
  };
  const call = async (method: string, args: unknown[]) => {
    try {
      return await attempt(method, args, false);
    } catch (error) {
      if (!isFault(error)) throw error;
      const safe = error.overloaded === true || (repeatable as readonly string[]).includes(method);
      if (!safe) throw new ObjectBusy(method, { cause: error });
      await jitteredWait();
      try {
        return await attempt(method, args, true);
      } catch (again) {
        throw isFault(again) ? new ObjectBusy(method, { cause: again }) : again;
      }
    }
  };
  // Not a thenable: a stub handed through `await` stays a stub.
  return new Proxy({} as DurableObjectStub<T>, {
    get: (_, method) => (typeof method === 'string' && method !== 'then' ? (...args: unknown[]) => call(method, args) : undefined),
  });
}
