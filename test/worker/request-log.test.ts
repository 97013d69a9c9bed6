// Structured logs (issue #25): one JSON line per request and per error, with a request id, and
// never a visitor's e-mail, address, answers or cookies.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CART_API, CRUMB_COOKIE } from '../../schemas';
import { ORDER_CONFIRMED_PATH } from '../../schemas/site/paths';
import { logTo } from '../../worker/logging';
import { ALWAYS_PASS_TEST_TOKEN } from '../../worker/services/captcha';
import { add, arrivingVisitor, ENTRIES, product } from './cart-helpers';
import { BUYER, submitCheckout } from './checkout-helpers';
import { seedDemoSite, visit } from './demo-site';
import { failing, sameVisitorThrough, withBindings } from './faulty-bindings';
import { save, submissionKey } from './form-helpers';
import { loggedLines, type LogLine } from './log-lines';

beforeAll(seedDemoSite);
afterEach(() => vi.restoreAllMocks());

/** Every line the Worker writes while `work` runs, whatever its level. */
async function linesDuring(work: () => Promise<unknown>): Promise<{ lines: LogLine[]; text: string[] }> {
  const spies = (['log', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
  await work();
  const text = spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
  return { lines: spies.flatMap((spy) => loggedLines(spy)), text };
}

const requestLines = (lines: LogLine[]) => lines.filter((line) => line.message === 'request');

describe('the request log', () => {
  it('writes one line per request: its id (sent back as X-Request-Id), the website, the route pattern, the status and the time taken', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const response = await visit(`${ORDER_CONFIRMED_PATH}/no-such-order?utm_source=mail`);
    await response.arrayBuffer();
    const lines = requestLines(loggedLines(log));
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toEqual({
      level: 'info',
      message: 'request',
      requestId: response.headers.get('X-Request-Id'),
      websiteId: 'demo-website',
      method: 'GET',
      route: `${ORDER_CONFIRMED_PATH}/:orderId`,
      status: response.status,
      durationMs: expect.any(Number),
    });
    expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The pattern, never what was typed: no id from the path, no query.
    expect(JSON.stringify(line)).not.toMatch(/no-such-order|utm_source/);
  });

  it("takes Cloudflare's ray id for the request id when the request came through Cloudflare", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const response = await visit('/healthz', { headers: { 'cf-ray': '8f1c2d3e4f5a6b7c-LHR' } });
    expect(response.headers.get('X-Request-Id')).toBe('8f1c2d3e4f5a6b7c-LHR');
    expect(requestLines(loggedLines(log))).toEqual([expect.objectContaining({ requestId: '8f1c2d3e4f5a6b7c-LHR', route: '/healthz', status: 200, websiteId: null })]);
  });

  it('writes a failed request its error line, with the stack, under the same request id as its request line', async () => {
    const visitor = await arrivingVisitor();
    const broken = sameVisitorThrough(visitor, withBindings({ CARTS: failing(env.CARTS, 'addEntry').binding }));
    let response: Response | undefined;
    const { lines } = await linesDuring(async () => {
      response = await broken.send(ENTRIES, 'POST', { itemId: 'item-tee', sku: 'TEE-M-SAGE', quantity: 1 });
    });
    expect(response!.status).toBe(500);
    const requestId = response!.headers.get('X-Request-Id');
    const failure = lines.find((line) => line.level === 'error');
    expect(failure).toMatchObject({ message: 'request failed', requestId, websiteId: 'demo-website', route: ENTRIES, error: { name: 'Error', stack: expect.stringContaining('add-entry.ts') } });
    expect(requestLines(lines)).toEqual([expect.objectContaining({ requestId, status: 500 })]);
  });

  it("never writes a visitor's e-mail, address, answers or cookies, whatever they send", async () => {
    const candle = await product('item-candle');
    const visitor = await arrivingVisitor();
    const { text } = await linesDuring(async () => {
      await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
      await visitor.request(`${CART_API}?email=${encodeURIComponent(BUYER.email)}`);
      expect((await submitCheckout(visitor)).status).toBe(303);
      const answer = await save(visitor, {
        formId: 'contact-form',
        key: await submissionKey(visitor),
        form: { name: { First: 'Grace', Last: 'Hopper-Answer' }, email: 'grace@example.com', message: 'A secret message for the owner' },
        captchaKey: ALWAYS_PASS_TEST_TOKEN,
      });
      expect(answer.status).toBe(200);
    });
    expect(text.length).toBeGreaterThan(4);
    const cookies = [...visitor.cookies.values()].filter((value) => value.length > 8);
    expect(cookies).toContain(visitor.cookies.get(CRUMB_COOKIE));
    for (const secret of [BUYER.email, BUYER.line1, BUYER.phone, BUYER.lastName, BUYER.postcode, 'grace@example.com', 'Hopper-Answer', 'A secret message', ...cookies]) {
      for (const line of text) expect(line, secret).not.toContain(secret);
    }
  });

  it('masks an e-mail address an error message quotes (a mail provider refusing a recipient, say)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logTo('request-1').error('order 7: mail not sent', new Error('422: the recipient ada@example.com is invalid'));
    const [line] = loggedLines(error);
    expect(line).toMatchObject({ requestId: 'request-1', error: { message: '422: the recipient [e-mail] is invalid' } });
    expect(JSON.stringify(line)).not.toContain('ada@example.com');
  });
});
