// Everything at once on `wrangler dev`: 50 visitors, each with its own
// cookies, add to their carts, buy a product whose stock is short, and sign up
// for the newsletter, all interleaved for a fixed number of rounds. Prints
// p50/p99 per kind of call, then checks through the owner's calls that nothing
// was lost or oversold: orders placed = stock taken, and every accepted
// sign-up stored.
import { CRUMB_COOKIE, CRUMB_HEADER } from '../schemas';
import { startDevServer } from '../scripts/dev-server';
import { ownerAuthorization } from '../scripts/local-owner';
// Local development's test mode (.dev.vars.example): the no-script checkout pays with the test card that pays.
import { TEST_CARD_PAYS } from '../worker/services/payments/test-mode';

const VISITORS = 50;
const ROUNDS = 12;
const SCARCE = { itemId: 'item-candle', sku: 'CANDLE-PILLAR', stock: 60 };
const PLENTY = { itemId: 'item-tote', sku: 'TOTE-NATURAL' };
const LIMITS = { RATE_LIMIT_PER_MINUTE: '100000', FORM_SUBMISSIONS_PER_MINUTE: '100000' };
const BUYER = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', country: 'US', line1: '12 Bleecker St', city: 'New York', region: 'NY', postcode: '10012' };

type Kind = 'add' | 'checkout' | 'sign-up';

class Shopper {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly url: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(`${this.url}${path}`, { ...init, headers, redirect: 'manual' });
    // Node's fetch has getSetCookie; the project's types are workerd's.
    for (const line of (response.headers as unknown as { getSetCookie(): string[] }).getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  json(path: string, body: unknown): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CRUMB_HEADER]: this.cookies.get(CRUMB_COOKIE) ?? '' },
      body: JSON.stringify(body),
    });
  }

  form(path: string, fields: Record<string, string>): Promise<Response> {
    return this.request(path, { method: 'POST', body: new URLSearchParams({ crumb: this.cookies.get(CRUMB_COOKIE) ?? '', ...fields }) });
  }
}

interface Tally {
  times: Record<Kind, number[]>;
  errors: number;
  serverErrors: number;
  ordered: number;
  refusedForStock: number;
  signUps: string[];
}

interface Answer {
  status: number;
  location: string;
  body: string;
}

/** A call, timed until its whole answer has arrived. */
async function timed(tally: Tally, kind: Kind, call: () => Promise<Response>): Promise<Answer> {
  const started = performance.now();
  const response = await call();
  const body = await response.text();
  tally.times[kind].push(performance.now() - started);
  if (response.status >= 500) tally.serverErrors += 1;
  return { status: response.status, location: response.headers.get('Location') ?? '', body };
}

async function visit(url: string, index: number, tally: Tally): Promise<void> {
  const shopper = new Shopper(url);
  await (await shopper.request('/api/commerce/shopping-cart')).arrayBuffer();
  for (let round = 0; round < ROUNDS; round++) {
    await timed(tally, 'add', () => shopper.json('/api/commerce/shopping-cart/entries', { ...PLENTY, quantity: 1 }));
    if (round % 3 === index % 3) {
      const added = await timed(tally, 'add', () => shopper.json('/api/commerce/shopping-cart/entries', { ...SCARCE, quantity: 1 }));
      if (added.status === 200) {
        const placed = await timed(tally, 'checkout', () => shopper.form('/checkout', { intent: 'place', paymentMethod: TEST_CARD_PAYS, ...BUYER }));
        if (placed.status === 303 && placed.location.includes('/order-confirmed/')) tally.ordered += 1;
        else tally.refusedForStock += 1;
      } else tally.refusedForStock += 1;
    }
    if (round % 4 === index % 4) {
      const email = `mixed-${index}-${round}@shoppers.test`;
      const key = await timed(tally, 'sign-up', () => shopper.json('/api/form/FormSubmissionKey', {}));
      const data = key.status === 200 ? (JSON.parse(key.body) as { data: { key: string } }).data : { key: '' };
      const saved = await timed(tally, 'sign-up', () => shopper.json('/api/form/SaveFormSubmission', { formId: 'newsletter', key: data.key, form: { email } }));
      if (saved.status === 200) tally.signUps.push(email);
      else tally.errors += 1;
    }
  }
}

async function ownerJson<T>(url: string, path: string, owner: { Authorization: string }): Promise<T> {
  return (await (await fetch(`${url}${path}`, { headers: owner })).json()) as T;
}

async function storedSignUps(url: string, owner: { Authorization: string }): Promise<Set<string>> {
  const emails = new Set<string>();
  let cursor = '';
  for (;;) {
    const page = await ownerJson<{ submissions: { answers: { email?: string } }[]; nextPageCursor: string | null }>(
      url,
      `/api/owner/forms/newsletter/submissions?limit=500${cursor ? `&cursor=${cursor}` : ''}`,
      owner,
    );
    for (const submission of page.submissions) if (submission.answers.email) emails.add(submission.answers.email);
    if (!page.nextPageCursor) return emails;
    cursor = page.nextPageCursor;
  }
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

export async function run(): Promise<string> {
  const server = await startDevServer('sites/demo', LIMITS);
  try {
    const owner = await ownerAuthorization(server.url, 'demo-website', 'bench');
    const set = await fetch(`${server.url}/api/owner/inventory/${SCARCE.itemId}`, {
      method: 'PUT',
      headers: { ...owner, 'Content-Type': 'application/json' },
      body: JSON.stringify({ sku: SCARCE.sku, qtyInStock: SCARCE.stock }),
    });
    if (!set.ok) throw new Error(`could not set the stock: ${set.status} ${await set.text()}`);
    const tally: Tally = { times: { add: [], checkout: [], 'sign-up': [] }, errors: 0, serverErrors: 0, ordered: 0, refusedForStock: 0, signUps: [] };
    const started = performance.now();
    await Promise.all(Array.from({ length: VISITORS }, (_, index) => visit(server.url, index, tally)));
    const seconds = (performance.now() - started) / 1000;

    const left = (await ownerJson<{ results: { sku: string; qtyInStock: number }[] }>(server.url, `/api/owner/inventory/${SCARCE.itemId}`, owner)).results.find((variant) => variant.sku === SCARCE.sku)!.qtyInStock;
    const stored = await storedSignUps(server.url, owner);
    const lostSignUps = tally.signUps.filter((email) => !stored.has(email)).length;
    const sold = SCARCE.stock - left;
    const line = (kind: Kind) => `  ${kind.padEnd(9)} ${String(tally.times[kind].length).padStart(5)} calls   p50 ${percentile(tally.times[kind], 50).toFixed(0)} ms   p99 ${percentile(tally.times[kind], 99).toFixed(0)} ms`;
    return [
      `mixed load (wrangler dev, ${VISITORS} visitors at once, ${ROUNDS} rounds each, ${seconds.toFixed(1)} s): adds, checkouts of a product with ${SCARCE.stock} in stock, newsletter sign-ups`,
      line('add'),
      line('checkout'),
      line('sign-up'),
      `  orders placed ${tally.ordered}, stock taken ${sold}, left ${left}: ${tally.ordered === sold && left >= 0 ? 'none oversold or lost' : 'MISMATCH'}`,
      `  sign-ups accepted ${tally.signUps.length}, stored ${tally.signUps.length - lostSignUps}: ${lostSignUps === 0 ? 'none lost' : `${lostSignUps} LOST`}   5xx answers ${tally.serverErrors}   other refusals ${tally.errors}`,
    ].join('\n');
  } finally {
    server.stop();
  }
}
