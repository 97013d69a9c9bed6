// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    requests?: Request[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    '2xx': number;
    errors: number;
  }
  /** The run: awaited for its result; each answer is reported as it arrives, with its latency in ms. */
  interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, latencyMs: number) => void): Instance;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
