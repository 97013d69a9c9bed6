// Stripe for the Worker tests (a setup file of the worker project): the
// payment boundary's outgoing fetch to STRIPE_API_BASE reaches the same
// stand-in `npm start` runs (scripts/stripe-stand-in/api.ts), in memory.
// Our code is not mocked: the Worker sends real HTTP requests, answered as
// Stripe's test mode answers them. The webhooks it signs wait in `webhooks`
// until a test delivers them, so a test decides which arrives first.
import { env, exports } from 'cloudflare:workers';
import { StripeStandIn, type SignedEvent } from '../../scripts/stripe-stand-in/api';
import { STRIPE_WEBHOOK_PATH } from '../../schemas/site/paths';
import { DEMO_ORIGIN } from './demo-site';

export const webhooks: SignedEvent[] = [];

export const stripe = new StripeStandIn(
  { secretKey: env.STRIPE_SECRET_KEY!, publishableKey: env.STRIPE_PUBLISHABLE_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET! },
  (event) => webhooks.push(event),
);

// This setup file runs again before every test file in the same isolate: each run wraps the runtime's own fetch,
// kept under a global key by the first, not the wrapper the file before left.
const RUNTIME_FETCH = Symbol.for('sitefront.test.runtimeFetch');
const networkFetch = ((globalThis as { [RUNTIME_FETCH]?: typeof fetch })[RUNTIME_FETCH] ??= globalThis.fetch);
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  return request.url.startsWith(`${env.STRIPE_API_BASE}/`) ? stripe.fetch(request) : networkFetch(request);
};

/** Posts a signed webhook to the Worker's endpoint, as Stripe does (any host: the endpoint serves every site). */
export function postWebhook(payload: string, signature: string | null, origin = DEMO_ORIGIN): Promise<Response> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (signature !== null) headers.set('Stripe-Signature', signature);
  return exports.default.fetch(new Request(new URL(STRIPE_WEBHOOK_PATH, origin), { method: 'POST', headers, body: payload }));
}

/** Delivers every waiting webhook of `type` (about one payment when `paymentId` names it), oldest first; their answers' statuses. */
export async function deliverWebhooks(type: string, paymentId?: string): Promise<number[]> {
  const due = webhooks.filter((event) => event.type === type && (paymentId === undefined || event.payload.includes(paymentId)));
  for (const event of due) webhooks.splice(webhooks.indexOf(event), 1);
  const statuses: number[] = [];
  for (const event of due) statuses.push((await postWebhook(event.payload, event.signature)).status);
  return statuses;
}
