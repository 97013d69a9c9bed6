// Checkout links and repeated checkouts (issue 14, findings 11 and 12).
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_LINK_COOKIE } from '../../schemas';
import { CHECKOUT_IN_PROGRESS, CHECKOUT_LINK_UNKNOWN, RATE_LIMITED } from '../../schemas/messages';
import { app } from '../../worker/app';
import { add, arrivingVisitor, product, publishCopy, websiteId } from './cart-helpers';
import { Visitor } from './cookie-jar';
import { submitCheckout } from './checkout-helpers';
import { DEMO_ORIGIN, seedDemoSite } from './demo-site';

beforeAll(seedDemoSite);

async function giftCardLink(visitor: Visitor): Promise<Response> {
  const giftCard = await product('item-gift-card');
  const query = new URLSearchParams({ websiteId: await websiteId(), giftCardProductId: giftCard.id, sku: giftCard.structuredContent.variants[0].sku });
  return visitor.request(`/checkout/giftcard?${query}`, { redirect: 'manual' });
}

describe('checkout links', () => {
  it('open the checkout only in the browser that made them', async () => {
    const maker = await arrivingVisitor();
    const made = await giftCardLink(maker);
    expect(made.status).toBe(303);
    const link = made.headers.get('Location')!;
    expect(maker.setCookieFor(CHECKOUT_LINK_COOKIE)).toMatch(/HttpOnly/);
    expect(maker.setCookieFor(CHECKOUT_LINK_COOKIE)).toMatch(/Max-Age=86400/);
    expect(await (await maker.request(link)).text()).toContain('name="cartToken"');

    const holder = await arrivingVisitor();
    const seen = await holder.request(link);
    expect(seen.status).toBe(404);
    const html = await seen.text();
    expect(html).toContain(CHECKOUT_LINK_UNKNOWN);
    expect(html).not.toContain('name="cartToken"');
    const cartToken = new URL(link, DEMO_ORIGIN).searchParams.get('cartToken')!;
    expect((await submitCheckout(holder, { cartToken, recipientEmail: 'x@example.org' })).status).toBe(404);
  });

  it('are made within the visitor rate limit', async () => {
    const limited = (path: string, init?: RequestInit) =>
      Promise.resolve(app.fetch(new Request(new URL(path, DEMO_ORIGIN), init), { ...env, RATE_LIMIT_PER_MINUTE: '2' }, createExecutionContext()));
    const visitor = await arrivingVisitor(limited);
    expect((await giftCardLink(visitor)).status).toBe(303);
    expect((await giftCardLink(visitor)).status).toBe(303);
    const refused = await giftCardLink(visitor);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(RATE_LIMITED);
  });
});

describe('checking out a cart twice', () => {
  it('tells the losing checkouts the order is being placed, with 409', async () => {
    const candle = await publishCopy('item-candle', 'item-twice', 10);
    const visitor = await arrivingVisitor();
    await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
    const resend = new Visitor();
    for (const [name, value] of visitor.cookies) resend.cookies.set(name, value);
    const responses = await Promise.all([submitCheckout(visitor), submitCheckout(visitor)]);
    expect(responses.map((response) => response.status).sort()).toEqual([303, 409]);
    // The same form sent again after the order went through, with the cookies it was sent with.
    const again = await submitCheckout(resend);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(CHECKOUT_IN_PROGRESS);
  });
});
