// Findings of the hostile-input review (issue #14): each answer is a 4xx in
// the right format with a message, never a 500, and nothing is written.
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CART_API, CRUMB_COOKIE, CRUMB_HEADER, RESTOCK_SIGN_UP_API, SUBSCRIPTION_API } from '../../schemas';
import {
  NO_SITE_HERE,
  NO_SUCH_CALL,
  PAGE_NOT_FOUND,
  QUANTITY_NOT_A_NUMBER,
  REQUEST_UNREADABLE,
} from '../../schemas/messages';
import { arrivingVisitor, cartOf, ENTRIES, product } from './cart-helpers';
import { app } from '../../worker/app';
import { DEMO_ORIGIN, seedDemoSite, visit, throughWorker } from './demo-site';

beforeAll(seedDemoSite);

const LONE_SURROGATE = '\ud800';

async function shirt() {
  const item = await product('item-tote');
  return { itemId: item.id, sku: item.structuredContent.variants[0].sku };
}

describe('ids and paths that cannot be KV key names', () => {
  // Ids are validated at the edge by one schema (schemas/site/ids.ts): a lone surrogate is a request that cannot be read.
  it('refuses an id with a lone surrogate with a 400 in every call that takes one', async () => {
    const visitor = await arrivingVisitor();
    const { itemId, sku } = await shirt();
    const calls: [string, unknown][] = [
      [ENTRIES, { itemId: LONE_SURROGATE, sku: 'X', quantity: 1 }],
      [SUBSCRIPTION_API, { itemId: LONE_SURROGATE, sku: 'X', quantity: 1 }],
      [RESTOCK_SIGN_UP_API, { productId: `a${LONE_SURROGATE}`, variantId: 'X', siteVisitorEmail: 'a@example.com' }],
      [ENTRIES, { itemId, sku: `${sku}${LONE_SURROGATE}`, quantity: 1 }],
      [ENTRIES, { itemId, sku, quantity: 1, additionalFields: `"${LONE_SURROGATE}"` }],
    ];
    for (const [path, body] of calls) {
      const response = await visitor.send(path, 'POST', body);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ message: REQUEST_UNREADABLE });
    }
    expect((await cartOf(visitor)).entries).toEqual([]);
  });

  it('answers a path longer than a key name may be with the 404 page', async () => {
    for (const path of [`/${'x'.repeat(600)}`, `/order/${'9'.repeat(5000)}`, `/shop/p/${'é'.repeat(300)}`]) {
      const response = await visit(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    }
  });

  it('answers a lone surrogate in a page path (percent-encoded) with the 404 page', async () => {
    const response = await visit('/shop/p/%ED%A0%80');
    expect(response.status).toBe(404);
  });
});

describe('hosts that serve no site', () => {
  for (const host of ['evil.example', 'localhost.', '[::1]', `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.example`]) {
    it(`answers ${host.slice(0, 20)}… with JSON on the API and HTML on pages`, async () => {
      const api = await visit(`http://${host}${CART_API}`);
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ message: NO_SITE_HERE });
      const page = await visit(`http://${host}/shop`);
      expect(page.status).toBe(404);
      expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain(NO_SITE_HERE);
    });
  }
});

describe('the 404 page', () => {
  it('sets no cookie, as no page does', async () => {
    const response = await visit('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(PAGE_NOT_FOUND);
    expect(response.headers.getAll('Set-Cookie')).toEqual([]);
  });

  it('answers an unknown API path with JSON, whatever the method', async () => {
    const visitor = await arrivingVisitor();
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await visitor.request('/api/commerce/no-such-call', { method, headers: { [CRUMB_HEADER]: visitor.cookies.get(CRUMB_COOKIE) ?? '' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: NO_SUCH_CALL });
    }
  });
});

describe('quantities', () => {
  for (const quantity of ['0x10', '0b11', '0o7', '1e1', 'Infinity', '1_0', '']) {
    it(`refuses ${JSON.stringify(quantity)} as not a number`, async () => {
      const visitor = await arrivingVisitor();
      const response = await visitor.send(ENTRIES, 'POST', { ...(await shirt()), quantity });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(QUANTITY_NOT_A_NUMBER);
      expect((await cartOf(visitor)).entries).toEqual([]);
    });
  }

  it('takes a plain decimal integer written as text', async () => {
    const visitor = await arrivingVisitor();
    const response = await visitor.send(ENTRIES, 'POST', { ...(await shirt()), quantity: ' 2 ' });
    expect(response.status).toBe(200);
    expect((await cartOf(visitor)).entries[0].quantity).toBe(2);
  });
});

describe('bodies', () => {
  it('refuses JSON in any type but application/json with 415, and writes nothing', async () => {
    const visitor = await arrivingVisitor();
    const body = JSON.stringify({ ...(await shirt()), quantity: 1 });
    for (const type of ['application/json; charset=utf-16le', 'application/vnd.api+json', 'text/json']) {
      const response = await visitor.request(ENTRIES, { method: 'POST', body, headers: { 'Content-Type': type, [CRUMB_HEADER]: visitor.cookies.get(CRUMB_COOKIE) ?? '' } });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: REQUEST_UNREADABLE });
    }
    expect((await cartOf(visitor)).entries).toEqual([]);
  });

  it('refuses an oversize chunked body with 413 and goes on answering', async () => {
    const visitor = await arrivingVisitor();
    const megabyte = new Uint8Array(1024 * 1024).fill(0x20);
    for (const path of [ENTRIES, RESTOCK_SIGN_UP_API]) {
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < megabyte.length; offset += 64 * 1024) controller.enqueue(megabyte.subarray(offset, offset + 64 * 1024));
          controller.close();
        },
      });
      const response = await visitor.request(path, {
        method: 'POST',
        body: chunked,
        headers: { 'Content-Type': 'application/json', [CRUMB_HEADER]: visitor.cookies.get(CRUMB_COOKIE) ?? '' },
        // @ts-expect-error: workerd's RequestInit takes a stream body without `duplex`; Node's types ask for it.
        duplex: 'half',
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: REQUEST_UNREADABLE });
    }
    const next = await visitor.send(ENTRIES, 'POST', { ...(await shirt()), quantity: 1 });
    expect(next.status).toBe(200);
  });
});

describe('hosts that cannot be published ones', () => {
  it('are not looked up in KV at all', async () => {
    const keys: string[] = [];
    const get = env.CONTENT.get.bind(env.CONTENT);
    vi.spyOn(env.CONTENT, 'get').mockImplementation(((key: string, ...rest: unknown[]) => {
      keys.push(key);
      return (get as (...args: unknown[]) => unknown)(key, ...rest);
    }) as typeof env.CONTENT.get);
    await throughWorker(`http://${'b'.repeat(300)}.example/`);
    await throughWorker('http://[::1]/');
    await throughWorker('http://localhost./');
    vi.restoreAllMocks();
    expect(keys).toEqual([]);
  });
});

describe('refused bodies are drained', () => {
  /** Straight into the app, so that a test's own request stream is the one the Worker reads. */
  const direct = (path: string, init?: RequestInit) => Promise.resolve(app.fetch(new Request(new URL(path, DEMO_ORIGIN), init), env, createExecutionContext()));

  /** A body as a client uploading it sends it; records whether the Worker read it to its end. */
  function upload(bytes: number) {
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

  // Read to its end rather than left half-read or cancelled: the unread rest stalled the next request on
  // the connection in wrangler dev (test/browser/uploads.test.ts sends them to the running store).
  it('reads a refused chunked upload to its end, in the entries, quantity, subscription and waitlist calls', async () => {
    const visitor = await arrivingVisitor(direct);
    const crumb = visitor.cookies.get(CRUMB_COOKIE)!;
    for (const [path, method] of [
      [ENTRIES, 'POST'],
      [`${ENTRIES}/some-entry/quantity`, 'PUT'],
      [SUBSCRIPTION_API, 'POST'],
      [RESTOCK_SIGN_UP_API, 'POST'],
    ]) {
      const { stream, state } = upload(1024 * 1024);
      // @ts-expect-error: workerd's RequestInit takes a stream body without `duplex`; Node's types ask for it.
      const response = await visitor.request(path, { method, headers: { 'Content-Type': 'application/json', [CRUMB_HEADER]: crumb }, body: stream, duplex: 'half' });
      expect(response.status, path).toBe(413);
      expect(state.ended, path).toBe(true);
    }
  });

  it('reads the body of a call refused before anything read it (no crumb) to its end', async () => {
    const { stream, state } = upload(32 * 1024);
    // Sized, so no limit reads it on the way: only the drain after the refusal does.
    // @ts-expect-error: as above
    const response = await direct(ENTRIES, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(32 * 1024) }, body: stream, duplex: 'half' });
    expect(response.status).toBe(403);
    expect(state.ended).toBe(true);
  });
});

describe('values that trip the validator itself', () => {
  it('refuses an id that is an object with a length of its own, in the cart and the census', async () => {
    const visitor = await arrivingVisitor();
    const body = '{"itemId":{"length":{"toString":""}},"sku":"TEE-M-SAGE","quantity":1}';
    const add = await visitor.send(ENTRIES, 'POST', body);
    expect(add.status).toBe(400);
    expect((await cartOf(visitor)).entries).toEqual([]);
    const hit = await visitor.request('/api/census/RecordHit', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"websiteId":{"length":{"toString":""}}}' });
    expect(hit.status).toBeLessThan(500);
  });
});
