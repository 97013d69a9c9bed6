// The Stripe stand-in as a local HTTP server: `npm start`, `npm run dev` and
// the browser tests' server (scripts/dev-server.ts) start it beside `wrangler
// dev`, and the store's STRIPE_API_BASE and STRIPE_JS_URL point at it
// (.dev.vars.example). Webhooks go to the store's endpoint a moment after
// what caused them, as Stripe's do, so the return URL and the webhook race
// for each order the way they do for real.
import { createServer, type IncomingMessage } from 'node:http';
import { StripeStandIn, type SignedEvent, type StandInKeys } from './api';

export interface RunningStandIn {
  url: string;
  standIn: StripeStandIn;
  stop(): Promise<void>;
}

/** The webhook's path on the store (worker/routes/stripe-webhook.ts). */
const WEBHOOK_PATH = '/api/payments/stripe/webhook';

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Serves the stand-in on 127.0.0.1:`port` (0 for any free port) and posts
 * its webhooks to `storeUrl`. A webhook the store refuses is tried again a
 * few times, as Stripe retries; a refusal is printed once it gives up.
 */
export async function startStripeStandIn(keys: StandInKeys, port: number, storeUrl: string): Promise<RunningStandIn> {
  const deliver = async (event: SignedEvent, attempt = 1): Promise<void> => {
    const answer = await fetch(`${storeUrl}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
      body: event.payload,
    }).catch((error: Error) => ({ ok: false, status: error.message }));
    if (answer.ok) return;
    if (attempt < 5) setTimeout(() => void deliver(event, attempt + 1), 500 * attempt);
    else console.error(`[stripe stand-in] ${event.type} webhook refused by the store: ${answer.status}`);
  };
  const standIn = new StripeStandIn(keys, (event) => void setTimeout(() => void deliver(event), 50));
  const server = createServer(async (incoming, outgoing) => {
    try {
      const body = incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : await bodyOf(incoming);
      const headers = new Headers(Object.entries(incoming.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])) as [string, string][]);
      const answer = await standIn.fetch(new Request(`http://${incoming.headers.host ?? '127.0.0.1'}${incoming.url}`, { method: incoming.method, headers, body }));
      outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
      outgoing.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      console.error('[stripe stand-in]', error);
      outgoing.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"type":"api_error","message":"stand-in failure"}}');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: listening } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${listening}`,
    standIn,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The stand-in's keys and port as the store's local values name them (.dev.vars): null where they point at Stripe itself. */
export function standInKeysOf(values: Readonly<Record<string, string>>): { keys: StandInKeys; port: number } | null {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE } = values;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_API_BASE) return null;
  const base = new URL(STRIPE_API_BASE);
  if (base.hostname !== '127.0.0.1' && base.hostname !== 'localhost') return null;
  return { keys: { secretKey: STRIPE_SECRET_KEY, publishableKey: STRIPE_PUBLISHABLE_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET }, port: Number(base.port) };
}

/** `npm start` and `npm run dev`: the stand-in where the local values point at it, sending webhooks to `storeUrl`. */
export async function startLocalStripe(values: Readonly<Record<string, string>>, storeUrl: string): Promise<RunningStandIn | null> {
  const standIn = standInKeysOf(values);
  if (!standIn) return null;
  const running = await startStripeStandIn(standIn.keys, standIn.port, storeUrl);
  console.log(`Stripe stand-in on ${running.url}: card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for 3-D Secure`);
  return running;
}
