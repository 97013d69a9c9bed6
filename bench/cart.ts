// Cart adds on loopback: autocannon drives POST /api/commerce/shopping-cart/entries
// against `wrangler dev` (scripts/dev-server.ts). Afterwards every visitor's cart
// is read back: each accepted add must be in it (no lost writes). The trivial
// /healthz runs under the same load (the same 10 connections, the same number of
// calls), on the same server, in interleaved rounds (healthz then adds, then adds
// then healthz, ...) after a warm-up of both, so a spell of load from the shared
// machine falls on both alike: its p99 is the tail this machine and the dev proxy
// add to any call. The verdict reads the p99 of all rounds' calls together, for
// each side; each round's own ratio is printed beside it, to show the spread.
// Server CPU per call (wrangler's proxy and workerd) is what the add costs
// whatever the machine's load. Two runs: the server's local state (its Durable
// Objects' SQLite files) in memory where the machine has a tmpfs, then on disk,
// whose writeback takes CPU from the same cores as the server, while a deployed
// object's storage is not this machine's disk. Prints numbers, asserts nothing.
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { CART_COOKIE, CRUMB_COOKIE, CRUMB_HEADER } from '../schemas/site/cookies';
import { startDevServer } from '../scripts/dev-server';
import { CART_API } from '../schemas/site/paths';
import { groupCpuSeconds, median, spread } from './process-cpu';

// Each visitor keeps well inside the per-visitor rate limit (120 calls a minute),
// so the run measures adds, not 429s, while the limiter still runs on every call.
const VISITORS = 400;
const CONNECTIONS = 10;
/** About ten seconds of adds; a fixed number, so that every add sent has been answered when the carts are read back. */
const ADDS = 4000;
/** The adds (and as many /healthz calls) are sent in this many rounds of each; an odd number, so the median is one round's. */
const ROUNDS = 5;
/** Calls of each kind before the rounds, unmeasured: the isolate's caches and the JIT warm on both routes alike. */
const WARM_UP = 200;
const P99_GOAL_MS = 30;
/** Issue #30: the add's tail within 1.5 times that of a call that does nothing, under the same load. */
const P99_RATIO_GOAL = 1.5;

interface Visitor {
  headers: Record<string, string>;
}

/** A visitor with a crumb and a cart that already holds the product, so the measured adds merge into it. */
async function arrive(url: string, body: string, address: string): Promise<Visitor> {
  const response = await fetch(`${url}${CART_API}`, { headers: { 'CF-Connecting-IP': address } });
  // The cart API hands out the crumb cookie on a visitor's first call.
  const crumb = cookieValue(response, CRUMB_COOKIE);
  const headers = { Cookie: `${CRUMB_COOKIE}=${crumb}`, [CRUMB_HEADER]: crumb, 'Content-Type': 'application/json', 'CF-Connecting-IP': address };
  const first = await fetch(`${url}${CART_API}/entries`, { method: 'POST', headers, body });
  headers.Cookie += `; ${CART_COOKIE}=${cookieValue(first, CART_COOKIE)}`;
  return { headers };
}

/** Units of the product in all the visitors' carts, as the cart API reads them back. */
async function unitsInCarts(url: string, visitors: Visitor[], itemId: string): Promise<number> {
  let units = 0;
  for (const { headers } of visitors) {
    const cart = (await (await fetch(`${url}${CART_API}`, { headers })).json()) as { entries: { itemId: string; quantity: number }[] };
    for (const entry of cart.entries) if (entry.itemId === itemId) units += entry.quantity;
  }
  return units;
}

function cookieValue(response: Response, name: string): string {
  const value = new RegExp(`(?:^|[ ,])${name}=([^;,]+)`).exec(response.headers.get('Set-Cookie') ?? '')?.[1];
  if (!value) throw new Error(`the cart API set no ${name} cookie (HTTP ${response.status})`);
  return value;
}

/** Where the server keeps its local state in each run. */
const STATE_PLACES = [...(existsSync('/dev/shm') ? [{ name: 'in memory (/dev/shm)', root: '/dev/shm' }] : []), { name: 'on disk', root: tmpdir() }];

export async function run(): Promise<string> {
  const runs: string[] = [];
  for (const place of STATE_PLACES) runs.push(await measureAdds(place.name, place.root));
  return runs.join('\n');
}

type Options = Parameters<typeof autocannon>[0];
type CannonRequest = NonNullable<Options['requests']>[number];

interface Round {
  p50: number;
  p99: number;
  /** Every call's latency, for the p99 of all rounds together. */
  latencies: number[];
  cpuMsPerCall: number;
  accepted: number;
  non2xx: number;
  errors: number;
  total: number;
}

/** One round of `amount` calls on CONNECTIONS connections, with the server's CPU spent on them. */
/** The 99th percentile of the calls of every round together. */
function pooledP99(results: Round[]): number {
  const all = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return all[Math.ceil(all.length * 0.99) - 1];
}

async function round(group: number, amount: number, options: Options): Promise<Round> {
  const cpuBefore = groupCpuSeconds(group);
  const latencies: number[] = [];
  const result = await autocannon({ ...options, connections: CONNECTIONS, amount }).on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const cpu = groupCpuSeconds(group) - cpuBefore;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    latencies,
    cpuMsPerCall: (cpu * 1000) / Math.max(1, result.requests.total),
    accepted: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}

async function measureAdds(place: string, stateRoot: string): Promise<string> {
  // An unlimited product, so no add runs out of stock however long the run.
  const ebook = JSON.parse(await readFile('sites/demo/items/05-field-guide-ebook.json', 'utf8'));
  const body = JSON.stringify({ itemId: ebook.id, sku: ebook.structuredContent.variants[0].sku, quantity: 1, additionalFields: 'null' });
  // No limit variable: every add spends the Rate Limiting bindings, as deployed. Each visitor comes from an
  // address of its own (as Cloudflare would name it), well inside the limits of both.
  const server = await startDevServer('sites/demo', {}, stateRoot);
  try {
    const visitors: Visitor[] = [];
    for (let i = 0; i < VISITORS; i++) visitors.push(await arrive(server.url, body, `10.0.${i >> 8}.${i & 255}`));
    let next = 0;
    const adds = {
      url: server.url,
      requests: [
        {
          method: 'POST' as const,
          path: `${CART_API}/entries`,
          body,
          setupRequest: (request: CannonRequest) => ({ ...request, headers: visitors[next++ % VISITORS].headers }),
        },
      ],
    };
    const healthz = { url: `${server.url}/healthz` };
    const group = server.processGroup;
    const warmUp = [await round(group, WARM_UP, healthz), await round(group, WARM_UP, adds)];
    const trivial: Round[] = [];
    const added: Round[] = [];
    for (let at = 0; at < ROUNDS; at++) {
      const healthzFirst = at % 2 === 0;
      if (healthzFirst) trivial.push(await round(group, ADDS / ROUNDS, healthz));
      added.push(await round(group, ADDS / ROUNDS, adds));
      if (!healthzFirst) trivial.push(await round(group, ADDS / ROUNDS, healthz));
    }
    // Each visitor's first add, then every add the warm-up and the rounds saw accepted.
    const expected = VISITORS + warmUp[1].accepted + added.reduce((sum, r) => sum + r.accepted, 0);
    const found = await unitsInCarts(server.url, visitors, ebook.id);
    const ratios = added.map((r, at) => r.p99 / trivial[at].p99);
    const ratio = pooledP99(added) / pooledP99(trivial);
    const sum = (results: Round[], field: 'total' | 'non2xx' | 'errors') => results.reduce((total, r) => total + r[field], 0);
    const line = (results: Round[]) =>
      `p50 ${median(results.map((r) => r.p50))} ms   p99 ${pooledP99(results).toFixed(0)} ms (per round min / median / max ${spread(results.map((r) => r.p99), 0)})   ` +
      `server CPU ${spread(results.map((r) => r.cpuMsPerCall))} ms/call   total ${sum(results, 'total')}   non-2xx ${sum(results, 'non2xx')}   errors ${sum(results, 'errors')}`;
    const addP99 = pooledP99(added);
    return [
      `cart add (POST ${CART_API}/entries, ${CONNECTIONS} connections, ${ADDS} adds in ${ROUNDS} rounds interleaved with as many /healthz calls, ` +
        `after ${WARM_UP} of each; ${VISITORS} visitors; local state ${place}; p99 of all rounds together, p50 and CPU per round)`,
      `  cart add  ${line(added)}   (p99 goal under ${P99_GOAL_MS} ms: ${addP99 < P99_GOAL_MS ? 'met' : 'not met'})`,
      `  /healthz  ${line(trivial)}`,
      `  p99 cart add / p99 /healthz: ${ratio.toFixed(2)}x (goal at most ${P99_RATIO_GOAL}x: ${ratio <= P99_RATIO_GOAL ? 'met' : 'not met'}); ` +
        `round by round ${ratios.map((r) => `${r.toFixed(2)}x`).join(' ')}, median ${median(ratios).toFixed(2)}x`,
      `  read back: ${found} of ${expected} units accepted are in the carts (${found === expected ? 'no write lost' : `${expected - found} LOST`})`,
    ].join('\n');
  } finally {
    server.stop();
  }
}
