// The mail boundary: the transactional provider's HTTP API (its outgoing fetch
// stubbed) and the dev outbox; an order stands whatever the mail does.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DevOutbox, devOutbox, mailer, MailUndelivered } from '../../worker/services/mail';
import { add, arrivingVisitor, product } from './cart-helpers';
import { BUYER, orderOf, submitCheckout, throughApp } from './checkout-helpers';
import { seedDemoSite } from './demo-site';

beforeAll(seedDemoSite);
afterEach(() => vi.restoreAllMocks());

const MESSAGE = { to: 'ada@example.com', subject: 'Hello', text: 'Hi Ada', html: '<p>Hi Ada</p>' };
const RESEND = { RESEND_API_KEY: 're_test_key', MAIL_FROM: 'Fern & Field <orders@fern.example>' };
const withResend = { ...env, ...RESEND };

describe('the HTTP mailer', () => {
  it('hands the message to the provider with the key and sender configured', async () => {
    const sent: Request[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      sent.push(new Request(input, init));
      return Response.json({ id: 'email_1' });
    });
    const mail = mailer(withResend, 'demo-website');
    expect(mail.name).toBe('resend');
    await mail.send(MESSAGE);
    expect(sent[0].url).toBe('https://api.resend.com/emails');
    expect(sent[0].method).toBe('POST');
    expect(sent[0].headers.get('Authorization')).toBe('Bearer re_test_key');
    expect(await sent[0].json()).toEqual({ from: 'Fern & Field <orders@fern.example>', to: ['ada@example.com'], subject: 'Hello', text: 'Hi Ada', html: '<p>Hi Ada</p>' });
  });

  it('rejects when the provider refuses or cannot be reached', async () => {
    const mail = mailer(withResend, 'demo-website');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ message: 'invalid from' }, { status: 422 }));
    await expect(mail.send(MESSAGE)).rejects.toBeInstanceOf(MailUndelivered);
    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    await expect(mail.send(MESSAGE)).rejects.toBeInstanceOf(MailUndelivered);
  });

  it('failing does not undo the order, and the log names no address', async () => {
    const candle = await product('item-candle');
    const visitor = await arrivingVisitor(throughApp(RESEND));
    await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
    // The mail provider is down; the payment (the Stripe stand-in) goes through.
    const payments = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
      new Request(input, init).url.startsWith('https://api.resend.com/') ? new Response('down', { status: 503 }) : payments(input, init),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const placed = await submitCheckout(visitor);
    expect(placed.status).toBe(303);
    vi.restoreAllMocks();
    expect((await orderOf(placed)).customer.email).toBe(BUYER.email);
    expect(logged).toHaveBeenCalled();
    for (const call of logged.mock.calls) expect(String(call)).not.toContain(BUYER.email);
  });
});

describe('the dev outbox', () => {
  it('is the mailer without a provider key, one outbox per website', async () => {
    expect(mailer(env, 'site-a').name).toBe('dev-outbox');
    await mailer(env, 'site-a').send(MESSAGE);
    expect((await devOutbox(env, 'site-a').messages(10)).map((message) => message.subject)).toEqual(['Hello']);
    expect(await devOutbox(env, 'site-b').messages(10)).toEqual([]);
  });

  it('keeps the newest 500 messages', async () => {
    const kept = await runInDurableObject(devOutbox(env, 'site-busy'), (outbox: DevOutbox) => {
      for (let index = 1; index <= 502; index++) outbox.deliver({ ...MESSAGE, subject: `Message ${index}` });
      return outbox.messages(1000).map((message) => message.subject);
    });
    expect(kept).toHaveLength(500);
    expect([kept[0], kept.at(-1)]).toEqual(['Message 502', 'Message 3']);
  });
});
