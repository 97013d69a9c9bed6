// Faults (issue 14): a KV read failing, a Durable Object call failing mid-operation, the captcha
// provider timing out. The visitor reads a message in the answer's kind, and no write is lost
// or doubled: the same call made again once the fault is gone does exactly what it would have.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../schemas';
import { FORM_SUBMIT_FAILED } from '../../schemas/messages';
import { forgetCachedContent } from '../../worker/content/isolate-cache';
import { SITEVERIFY_URL } from '../../worker/services/captcha';
import { add, arrivingVisitor, cartOf, ENTRIES, publishCopy } from './cart-helpers';
import { orderOf, stockOf, submitCheckout } from './checkout-helpers';
import { seedDemoSite } from './demo-site';
import { failing, sameVisitorThrough, withBindings } from './faulty-bindings';
import { storedSubmissions, submissionKey } from './form-helpers';
import { SAVE_FORM_API } from '../../schemas/site/paths';

beforeAll(seedDemoSite);
afterEach(() => {
  vi.restoreAllMocks();
  forgetCachedContent();
});

/** KV whose reads of site content fail (the host map still answers, so the site is found). */
function failingContent(): KVNamespace {
  return new Proxy(env.CONTENT, {
    get(target, property) {
      if (property === 'get') return (key: string, ...rest: []) => (key.startsWith('host:') ? target.get(key, ...rest) : Promise.reject(new Error('KV GET failed: 503')));
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('faults', () => {
  it('a KV read failing on an add answers JSON with a message and adds nothing; the add made again adds once', async () => {
    const visitor = await arrivingVisitor();
    forgetCachedContent();
    const response = await sameVisitorThrough(visitor, withBindings({ CONTENT: failingContent() })).send(ENTRIES, 'POST', { itemId: 'item-tee', sku: 'TEE-M-SAGE', quantity: 1 });
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect((await response.json<{ message: string }>()).message).toMatch(/\S/);
    forgetCachedContent();
    expect((await cartOf(visitor)).entries).toEqual([]);
    await add(visitor, { itemId: 'item-tee', sku: 'TEE-M-SAGE', quantity: 1 });
    expect((await cartOf(visitor)).totalQuantity).toBe(1);
  });

  it('the cart object failing mid-add answers JSON with a message; the add made again adds once', async () => {
    const visitor = await arrivingVisitor();
    await add(visitor, { itemId: 'item-tee', sku: 'TEE-M-SAGE', quantity: 1 });
    const broken = sameVisitorThrough(visitor, withBindings({ CARTS: failing(env.CARTS, 'addEntry').binding }));
    const response = await broken.send(ENTRIES, 'POST', { itemId: 'item-tee', sku: 'TEE-M-SAGE', quantity: 2 });
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect((await response.json<{ message: string }>()).message).toMatch(/\S/);
    expect((await cartOf(visitor)).totalQuantity).toBe(1);
    await add(visitor, { itemId: 'item-tee', sku: 'TEE-M-SAGE', quantity: 2 });
    expect((await cartOf(visitor)).totalQuantity).toBe(3);
  });

  it('the stock object failing during checkout shows a page, takes no stock and no order; the checkout made again places one', async () => {
    const candle = await publishCopy('item-candle', 'item-fault-candle', 5);
    const visitor = await arrivingVisitor();
    await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 2 });
    const broken = sameVisitorThrough(visitor, withBindings({ STOCK: failing(env.STOCK, 'take').binding }));
    const failed = await submitCheckout(broken);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect((await stockOf(visitor, candle.id))[0].qtyInStock).toBe(5);
    expect((await cartOf(visitor)).totalQuantity).toBe(2);

    const placed = await submitCheckout(visitor);
    expect(placed.status).toBe(303);
    expect((await orderOf(placed)).items).toHaveLength(1);
    expect((await stockOf(visitor, candle.id))[0].qtyInStock).toBe(3);
  });

  it('the captcha provider timing out refuses the form with the spec message and stores nothing', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== SITEVERIFY_URL) throw new Error(`unexpected fetch of ${request.url}`);
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    });
    const visitor = await arrivingVisitor();
    const key = await submissionKey(visitor);
    const before = (await storedSubmissions('contact-form')).length;
    const crumb = visitor.cookies.get(CRUMB_COOKIE)!;
    const response = await withBindings({ CAPTCHA_SECRET: 'test-secret', ENVIRONMENT: undefined })(SAVE_FORM_API, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CRUMB_HEADER]: crumb, Cookie: `${CRUMB_COOKIE}=${crumb}` },
      body: JSON.stringify({ formId: 'contact-form', key, form: { name: { First: 'Ada', Last: 'L' }, email: 'ada@example.com', message: 'Hi' }, captchaKey: 'token' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: FORM_SUBMIT_FAILED });
    expect(await storedSubmissions('contact-form')).toHaveLength(before);
  });
});
