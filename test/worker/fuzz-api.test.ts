// Fuzzing every API call of the Worker (from the one list in api-calls.ts) with random
// and mutated bodies, methods, content types, lengths, path segments and Unicode, in
// workerd: never a 5xx, always JSON with a message when refused, nothing changed by a refusal.
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_API, CRUMB_COOKIE, CRUMB_HEADER, type ShoppingCart } from '../../schemas';
import { app } from '../../worker/app';
import { API_CALLS, type ApiCall } from './api-calls';
import { add, cartOf } from './cart-helpers';
import { Visitor } from './cookie-jar';
import { DEMO_ORIGIN, seedDemoSite } from './demo-site';
import { DEMO_WEBSITE, ownerHeaders, platformHeaders } from './owner-helpers';

beforeAll(seedDemoSite);

/** Runs per call: enough to meet every kind of hostile input the arbitraries make, few enough to stay quick. */
const RUNS_PER_CALL = 12;
/**
 * A fixed seed keeps CI's verdict the same from run to run; change it (or run
 * with more runs) to explore further, and keep any value a new seed finds as a test.
 */
const SEED = 20261123;

/** The app with limits raised, so the fuzzer meets the handlers rather than the rate limits (which have tests of their own). */
const through = (path: string, init?: RequestInit) =>
  Promise.resolve(
    app.fetch(new Request(new URL(path, DEMO_ORIGIN), init), { ...env, RATE_LIMIT_PER_MINUTE: '1000000', CENSUS_CALLS_PER_MINUTE: '1000000' }, createExecutionContext()),
  );

const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.constantFrom('\ud800', 'a\udfffb', '\u0000', '0x10', '0b11', '1e1', '-1', '', ' ', '../..', '%00', '\u202e\u200b', '<script>alert(1)</script>', 'x'.repeat(700)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, 1e308, -0, 10_000),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/** The example with each field kept, replaced or dropped, and perhaps a stranger field. */
function mutated(example: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(example).map(([name, value]) => [name, fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 2, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.constant(undefined) })]),
  );
  return fc.tuple(fc.record(fields), fc.dictionary(hostileText, hostileValue, { maxKeys: 2 })).map(([known, extra]) => ({ ...extra, ...known }));
}

/** A body as text: the mutated example in the call's encoding, or something else entirely. */
function bodyText(call: ApiCall): fc.Arbitrary<string> {
  const encode = (value: Record<string, unknown>) => {
    if (call.body === 'form') return new URLSearchParams(Object.entries(value).map(([name, field]): [string, string] => [name, typeof field === 'string' ? field : (JSON.stringify(field) ?? '')])).toString();
    return JSON.stringify(value);
  };
  let nested = '0';
  for (let depth = 0; depth < 2000; depth += 1) nested = `[${nested}]`;
  return fc.oneof(
    { weight: 6, arbitrary: mutated(call.example).map(encode) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'null', '[]', '"x"', nested, `{"quantity":"${'9'.repeat(400)}"}`, 'x'.repeat(200 * 1024)) },
  );
}

const CONTENT_TYPES: Record<string, string> = { json: 'application/json', form: 'application/x-www-form-urlencoded', text: 'text/plain', none: 'application/json' };

const contentType = (call: ApiCall) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constant<string | undefined>(CONTENT_TYPES[call.body]) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<string | undefined>(
        undefined,
        'application/json; charset=utf-16le',
        'application/vnd.api+json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=zz',
        'multipart/form-data',
        'application/json; charset="utf-8"',
      ),
    },
  );

/** A path segment, percent-encoded; one that cannot be encoded (a lone surrogate) goes as the bytes a client could send anyway. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function pathOf(call: ApiCall, params: readonly string[], query: Record<string, unknown>): string {
  let index = 0;
  const path = call.route.replace(/:[A-Za-z]+/g, () => segment(params[index++] ?? ''));
  if (call.body !== 'none' && call.method !== 'GET') return path;
  const search = new URLSearchParams(Object.entries(query).flatMap(([name, value]): [string, string][] => (value === undefined ? [] : [[name, typeof value === 'string' ? value : JSON.stringify(value)]])));
  return `${path}?${search}`;
}

/** A known value for each path parameter, or a hostile one. */
const param = (known: string) => fc.oneof({ weight: 2, arbitrary: fc.constant(known) }, { weight: 3, arbitrary: hostileText });

/** A real value for the call's first path segment: the cart entry, a form, the demo website, else a product. */
function firstParam(call: ApiCall, entryId: string): string {
  if (call.route.includes(':entryId')) return entryId;
  if (call.route.includes(':formId')) return 'form-engraving';
  return call.route.includes(':websiteId') ? DEMO_WEBSITE : 'item-tee';
}

const request = (call: ApiCall, entryId: string) =>
  fc.record({
    method: fc.oneof({ weight: 6, arbitrary: fc.constant<string>(call.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') }),
    params: fc.tuple(param(firstParam(call, entryId)), param('traffic')),
    query: mutated(call.example),
    body: bodyText(call),
    chunked: fc.boolean(),
    contentType: contentType(call),
    crumb: fc.constantFrom('right', 'right', 'right', 'wrong', 'none'),
    credential: fc.constantFrom(call.credential, call.credential, call.credential ? undefined : 'owner'),
  });

type Sent = ReturnType<typeof request> extends fc.Arbitrary<infer R> ? R : never;

async function send(visitor: Visitor, call: ApiCall, sent: Sent): Promise<Response> {
  const headers = new Headers();
  if (sent.contentType !== undefined) headers.set('Content-Type', sent.contentType);
  if (sent.crumb !== 'none') headers.set(CRUMB_HEADER, sent.crumb === 'right' ? visitor.cookies.get(CRUMB_COOKIE)! : 'wrong');
  if (sent.credential) headers.set('Authorization', (sent.credential === 'owner' ? await ownerHeaders() : platformHeaders()).Authorization);
  const hasBody = !['GET', 'HEAD'].includes(sent.method) && call.body !== 'none';
  const bytes = new TextEncoder().encode(sent.body);
  const body = !hasBody ? undefined : sent.chunked ? new Blob([bytes]).stream() : bytes;
  return visitor.request(pathOf(call, sent.params, sent.query), { method: sent.method, headers, body, ...(hasBody && sent.chunked && { duplex: 'half' }) } as RequestInit);
}

/** What a visitor's cart holds, for comparing before and after a call. */
const snapshot = (cart: ShoppingCart) => JSON.stringify({ ...cart, created: 0 });

/** The cart's totals follow from its entries. */
function expectConsistent(cart: ShoppingCart) {
  expect(cart.totalQuantity).toBe(cart.entries.reduce((sum, entry) => sum + entry.quantity, 0));
  expect(cart.subtotalCents).toBe(cart.entries.reduce((sum, entry) => sum + entry.subTotal, 0));
  for (const entry of cart.entries) expect(entry.quantity >= 1 && entry.quantity <= 9999).toBe(true);
  expect(new Set(cart.entries.map((entry) => entry.id)).size).toBe(cart.entries.length);
}

/** A visitor holding a crumb and a cart with one entry, so entry calls have something real to aim at. */
async function shopper(): Promise<{ visitor: Visitor; entryId: string }> {
  const visitor = new Visitor(through);
  await visitor.request(CART_API);
  const { newlyAdded } = await add(visitor, { itemId: 'item-tee', sku: 'TEE-M-SAGE', quantity: 1 });
  return { visitor, entryId: newlyAdded.id };
}

describe('the API under fuzzing', () => {
  it('lists every API route the app registers', () => {
    const listed = new Set(API_CALLS.map((call) => `${call.method} ${call.route}`));
    const registered = app.routes
      .filter((route) => route.path.startsWith('/api/') && !route.path.endsWith('*') && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path.replace(/\{[^}]*\}/g, '')}`);
    expect([...new Set(registered)].filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !registered.includes(route))).toEqual([]);
  });

  for (const call of API_CALLS) {
    it(`${call.method} ${call.route}: no 5xx, JSON with a message when refused, nothing changed by a refusal`, async () => {
      const { visitor, entryId } = await shopper();
      await fc.assert(
        fc.asyncProperty(request(call, entryId), async (sent) => {
          const before = snapshot(await cartOf(visitor));
          const response = await send(visitor, call, sent);
          const what = `${sent.method} ${response.url || call.route} → ${response.status}`;
          expect(response.status, what).toBeLessThan(500);
          const type = response.headers.get('Content-Type') ?? '';
          const text = await response.text();
          if (response.status >= 400) {
            expect(type, what).toMatch(/^application\/json/);
            expect(JSON.parse(text).message, what).toMatch(/\S/);
            expect(snapshot(await cartOf(visitor)), `${what}: a refusal changed the cart`).toBe(before);
          } else if (response.status !== 204 && response.status !== 304 && sent.method !== 'HEAD') {
            expect(type, what).toMatch(call.route.endsWith('.csv') ? /^text\/csv/ : /^application\/json/);
          }
        }),
        { numRuns: RUNS_PER_CALL, seed: SEED },
      );
      expectConsistent(await cartOf(visitor));
    });
  }
});
