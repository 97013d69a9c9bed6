// Findings of the hostile-input review (issue #14): each answer is a 4xx in
// the right format with a message, never a 500, and nothing is written.
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_API, CRUMB_COOKIE, CRUMB_HEADER, RESTOCK_SIGN_UP_API } from '../../schemas';
import {
  ITEM_NOT_FOUND,
  NO_SITE_HERE,
  NO_SUCH_CALL,
  PAGE_NOT_FOUND,
  QUANTITY_NOT_A_NUMBER,
  REQUEST_UNREADABLE,
} from '../../schemas/messages';
import { arrivingVisitor, cartOf, ENTRIES, product } from './cart-helpers';
import { seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);

const LONE_SURROGATE = '\ud800';

async function shirt() {
  const item = await product('item-tote');
  return { itemId: item.id, sku: item.structuredContent.variants[0].sku };
}

describe('ids and paths that cannot be KV key names', () => {
  it('answers an id with a lone surrogate as an unknown item in every call that takes one', async () => {
    const visitor = await arrivingVisitor();
    const add = await visitor.send(ENTRIES, 'POST', { itemId: LONE_SURROGATE, sku: 'X', quantity: 1 });
    expect(add.status).toBe(404);
    expect(await add.json()).toEqual({ message: ITEM_NOT_FOUND });
    const waitlist = await visitor.send(RESTOCK_SIGN_UP_API, 'POST', { productId: `a${LONE_SURROGATE}`, variantId: 'X', siteVisitorEmail: 'a@example.com' });
    expect(waitlist.status).toBe(404);
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
