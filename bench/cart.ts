// Cart adds per second on loopback: autocannon drives POST /api/commerce/shopping-cart/entries
// against `wrangler dev` (scripts/dev-server.ts). Prints numbers, asserts nothing.
import autocannon from 'autocannon';
import { readFile } from 'node:fs/promises';
import { CART_API, CART_COOKIE, CRUMB_COOKIE, CRUMB_HEADER } from '../schemas/cookies';
import { startDevServer } from '../scripts/dev-server';

// Each visitor keeps well inside the per-visitor rate limit (120 calls a minute),
// so the run measures adds, not 429s, while the limiter still runs on every call.
const VISITORS = 400;
const CONNECTIONS = 10;
const DURATION_SECONDS = 10;

interface Visitor {
  headers: Record<string, string>;
}

/** A visitor with a crumb and a cart that already holds the product, so the measured adds merge into it. */
async function arrive(url: string, body: string): Promise<Visitor> {
  const response = await fetch(`${url}${CART_API}`);
  // The cart API hands out the crumb cookie on a visitor's first call.
  const crumb = cookieValue(response, CRUMB_COOKIE);
  const headers = { Cookie: `${CRUMB_COOKIE}=${crumb}`, [CRUMB_HEADER]: crumb, 'Content-Type': 'application/json' };
  const first = await fetch(`${url}${CART_API}/entries`, { method: 'POST', headers, body });
  headers.Cookie += `; ${CART_COOKIE}=${cookieValue(first, CART_COOKIE)}`;
  return { headers };
}

function cookieValue(response: Response, name: string): string {
  const value = new RegExp(`(?:^|[ ,])${name}=([^;,]+)`).exec(response.headers.get('Set-Cookie') ?? '')?.[1];
  if (!value) throw new Error(`the cart API set no ${name} cookie (HTTP ${response.status})`);
  return value;
}

export async function run(): Promise<string> {
  // An unlimited product, so no add runs out of stock however long the run.
  const ebook = JSON.parse(await readFile('sites/demo/items/05-field-guide-ebook.json', 'utf8'));
  const body = JSON.stringify({ itemId: ebook.id, sku: ebook.structuredContent.variants[0].sku, quantity: 1, additionalFields: 'null' });
  const server = await startDevServer();
  try {
    const visitors: Visitor[] = [];
    for (let i = 0; i < VISITORS; i++) visitors.push(await arrive(server.url, body));
    let next = 0;
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [
        {
          method: 'POST',
          path: `${CART_API}/entries`,
          body,
          setupRequest: (request) => ({ ...request, headers: visitors[next++ % VISITORS].headers }),
        },
      ],
    });
    return [
      `cart add (POST ${CART_API}/entries, ${CONNECTIONS} connections, ${DURATION_SECONDS} s, ${VISITORS} visitors)`,
      `  requests/s ${result.requests.average.toFixed(0)}   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ` +
        `total ${result.requests.total}   non-2xx ${result.non2xx}   errors ${result.errors}`,
    ].join('\n');
  } finally {
    server.stop();
  }
}
