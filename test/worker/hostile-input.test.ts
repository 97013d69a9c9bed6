// The findings of the hostile-request run (issue 14), each against the real Worker:
// every refusal a 4xx with a message, JSON on API paths, HTML on pages, nothing reaching KV it cannot hold.
import { env, exports } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../schemas';
import { API_NOT_FOUND, JSON_REQUIRED, QUANTITY_NOT_A_NUMBER, SITE_NOT_FOUND } from '../../schemas/messages';
import { app } from '../../worker/app';
import { add, arrivingVisitor, cartOf, ENTRIES } from './cart-helpers';
import { DEMO_ORIGIN, seedDemoSite, visit } from './demo-site';

/** Straight into the app, so that a test's own request stream is the one the Worker reads (and cancels). */
const direct = (path: string, init?: RequestInit) => Promise.resolve(app.fetch(new Request(new URL(path, DEMO_ORIGIN), init), env, createExecutionContext()));

beforeAll(seedDemoSite);
afterEach(() => vi.restoreAllMocks());

const LONE_SURROGATE = '\ud800';

/** Counts the KV reads of the requests made while it watches. */
function watchKv() {
  const keys: string[] = [];
  const get = env.CONTENT.get.bind(env.CONTENT);
  vi.spyOn(env.CONTENT, 'get').mockImplementation(((key: string, ...rest: unknown[]) => {
    keys.push(key);
    return (get as (...args: unknown[]) => unknown)(key, ...rest);
  }) as typeof env.CONTENT.get);
  return keys;
}

describe('ids reaching KV and Durable Objects', () => {
  it('refuses a lone surrogate in an id with a 400 and a message, in the add, subscription and waitlist calls', async () => {
    const visitor = await arrivingVisitor();
    const calls: [string, unknown][] = [
      [ENTRIES, { itemId: LONE_SURROGATE, sku: 'X', quantity: 1 }],
      ['/api/3/commerce/cart/subscription', { itemId: LONE_SURROGATE, sku: 'X', quantity: 1 }],
      ['/api/commerce/waitlist', { productId: LONE_SURROGATE, variantId: 'X', siteVisitorEmail: 'a@example.com' }],
      [ENTRIES, { itemId: 'item-tee', sku: `TEE${LONE_SURROGATE}`, quantity: 1 }],
      [ENTRIES, { itemId: 'item-tee', sku: 'TEE-M-SAGE', quantity: 1, additionalFields: `"${LONE_SURROGATE}"` }],
    ];
    for (const [path, body] of calls) {
      const response = await visitor.send(path, 'POST', body);
      expect(response.status, path).toBe(400);
      expect((await response.json<{ message: string }>()).message, path).toBeTruthy();
    }
    expect((await cartOf(visitor)).entries).toEqual([]);
  });

  it('answers a path longer than KV keys can be with the 404 page, without asking KV', async () => {
    for (const path of [`/${'x'.repeat(600)}`, `/checkout/order-confirmed/${'a'.repeat(5000)}`, `/shop/${'é'.repeat(300)}`]) {
      const keys = watchKv();
      const response = await visit(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(keys.filter((key) => key.length > 512)).toEqual([]);
      vi.restoreAllMocks();
    }
  });
});

describe('hosts', () => {
  const hosts = ['evil.example', 'localhost.', '[::1]', `${'a'.repeat(63)}.`.repeat(5) + 'example'];

  it('answers an unknown or malformed host with JSON on API paths and HTML on pages, never plain text', async () => {
    for (const host of hosts) {
      const api = await exports.default.fetch(new Request(`http://${host}/api/commerce/shopping-cart`));
      expect(api.status, host).toBe(404);
      expect(await api.json(), host).toEqual({ message: SITE_NOT_FOUND });
      const page = await exports.default.fetch(new Request(`http://${host}/shop`));
      expect(page.status, host).toBe(404);
      expect(page.headers.get('Content-Type'), host).toMatch(/^text\/html/);
      expect(await page.text()).toContain(SITE_NOT_FOUND);
    }
  });

  it('does not look up a host that cannot be a published one', async () => {
    const keys = watchKv();
    await exports.default.fetch(new Request(`http://${'b'.repeat(300)}.example/`));
    await exports.default.fetch(new Request('http://[::1]/'));
    expect(keys).toEqual([]);
  });
});

describe('bodies over the limit', () => {
  /** A 1 MB body as a client uploading without Content-Length sends it; records whether the Worker read it to its end. */
  function upload(bytes = 1024 * 1024) {
    const state = { read: 0, ended: false };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.read >= bytes) {
          state.ended = true;
          return controller.close();
        }
        state.read += 16 * 1024;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    return { stream, state };
  }

  // Read to its end rather than left half-read: the unread rest stalls the connection's next request (wrangler dev's proxy did).
  it('refuses a chunked upload with 413 and drains it, in the entries, quantity, subscription and waitlist calls', async () => {
    const visitor = await arrivingVisitor(direct);
    const crumb = visitor.cookies.get(CRUMB_COOKIE)!;
    const calls: [string, string][] = [
      [ENTRIES, 'POST'],
      [`${ENTRIES}/some-entry/quantity`, 'PUT'],
      ['/api/3/commerce/cart/subscription', 'POST'],
      ['/api/commerce/waitlist', 'POST'],
    ];
    for (const [path, method] of calls) {
      const { stream, state } = upload();
      const response = await visitor.request(path, {
        method,
        headers: { 'Content-Type': 'application/json', [CRUMB_HEADER]: crumb },
        body: stream,
        // @ts-expect-error workerd needs to know the body streams
        duplex: 'half',
      });
      expect(response.status, path).toBe(413);
      expect((await response.json<{ message: string }>()).message).toBeTruthy();
      expect(state.ended, path).toBe(true);
    }
    expect((await visitor.request(`/api/commerce/shopping-cart`)).status).toBe(200);
  });

  it('drains the body of a refused call it never read (no crumb)', async () => {
    const { stream, state } = upload(64 * 1024);
    const response = await direct(ENTRIES, {
      method: 'POST',
      // Sized, so no limit reads it on the way: only the refusal's drain does.
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(64 * 1024) },
      body: stream,
      // @ts-expect-error as above
      duplex: 'half',
    });
    expect(response.status).toBe(403);
    expect(state.ended).toBe(true);
  });
});

describe('the 404 page', () => {
  it('sets no cookie, like every page', async () => {
    const response = await visit('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('answers an unknown API path with JSON in the one error shape', async () => {
    for (const [path, method] of [
      ['/api/no-such-call', 'GET'],
      ['/api/commerce/nothing', 'GET'],
      ['/api/', 'GET'],
    ]) {
      const response = await visit(path, { method });
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ message: API_NOT_FOUND });
    }
  });
});

describe('quantities', () => {
  it('takes only plain decimal numbers', async () => {
    const visitor = await arrivingVisitor();
    for (const quantity of ['0x10', '0b11', '0o7', '1e1', 'Infinity', ' ', '1_0']) {
      const response = await visitor.send(ENTRIES, 'POST', { itemId: 'item-tee', sku: 'TEE-M-SAGE', quantity });
      expect(response.status, quantity).toBe(400);
      expect((await response.json<{ message: string }>()).message, quantity).toBe(QUANTITY_NOT_A_NUMBER);
    }
    const { newlyAdded } = await add(visitor, { itemId: 'item-tee', sku: 'TEE-M-SAGE', quantity: '2' });
    expect(newlyAdded.quantity).toBe(2);
    const change = await visitor.send(`${ENTRIES}/${newlyAdded.id}/quantity`, 'PUT', { quantity: '0x3' });
    expect(change.status).toBe(400);
    expect((await change.json<{ message: string }>()).message).toBe(QUANTITY_NOT_A_NUMBER);
  });
});

describe('JSON content types', () => {
  it('reads only application/json in UTF-8', async () => {
    const visitor = await arrivingVisitor();
    const crumb = visitor.cookies.get(CRUMB_COOKIE)!;
    for (const type of ['application/json; charset=utf-16le', 'application/vnd.api+json', 'text/plain', 'application/json; charset=latin1']) {
      const response = await visitor.request(ENTRIES, {
        method: 'POST',
        headers: { 'Content-Type': type, [CRUMB_HEADER]: crumb },
        body: JSON.stringify({ itemId: 'item-tee', sku: 'TEE-M-SAGE', quantity: 1 }),
      });
      expect(response.status, type).toBe(415);
      expect(await response.json(), type).toEqual({ message: JSON_REQUIRED });
    }
    expect((await cartOf(visitor)).entries).toEqual([]);
    await add(visitor, { itemId: 'item-tee', sku: 'TEE-M-SAGE', quantity: 1 });
  });
});
