// The shopper's account (#27): a sign-in page that sends the one-time link,
// the header's account place, and /account with the orders placed with the
// address, the restock sign-ups (removable) and the subscriptions (cancelled
// through the payment boundary, test mode here).
import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATH, ACCOUNT_SIGN_IN_PATH, CRUMB_COOKIE, formatMoney, orderNumberText, RESTOCK_SIGN_UP_API, SUBSCRIPTION_API } from '../../schemas';
import { en, RESTOCK_EMAIL_INVALID, SUBSCRIPTION_NOT_FOUND } from '../../schemas/messages';
import { ORDER_BOOK_MIGRATIONS } from '../../worker/orders/order-book';
import { ALWAYS_PASS_TEST_TOKEN } from '../../worker/services/captcha';
import { StripePayments } from '../../worker/services/payments/stripe';
import { migrate } from '../../worker/storage/migrations';
import { add, arrivingVisitor, product } from './cart-helpers';
import { BUYER, orderOf, outbox, submitCheckout } from './checkout-helpers';
import { Visitor } from './cookie-jar';
import { DEMO_ORIGIN, seedDemoSite } from './demo-site';
import { freshAddress, linksFor, pathOf, signedIn, uniqueEmail } from './site-user-helpers';

beforeAll(seedDemoSite);
afterEach(() => vi.restoreAllMocks());

const escaped = (text: string) => text.replace(/'/g, '&#x27;').replace(/&(?!#)/g, '&amp;');

/** A form post as Chromium sends it from one of the store's pages, scripts off. */
function post(visitor: Visitor, action: string, fields: Record<string, string> = {}) {
  return visitor.request(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', Origin: DEMO_ORIGIN, 'CF-Connecting-IP': freshAddress() },
    body: new URLSearchParams({ crumb: visitor.cookies.get(CRUMB_COOKIE) ?? '', ...fields }),
    redirect: 'manual',
  });
}

/** An order of one candle placed by `email`. */
async function orderFor(email: string) {
  const visitor = await arrivingVisitor();
  const candle = await product('item-candle');
  await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 2 });
  return orderOf(await submitCheckout(visitor, { email }));
}

/** A coffee subscription bought by `email`, through the subscription checkout. */
async function subscriptionFor(email: string) {
  const visitor = await arrivingVisitor();
  const coffee = await product('item-coffee');
  const started = await visitor.send(SUBSCRIPTION_API, 'POST', { itemId: coffee.id, sku: coffee.structuredContent.variants[0].sku, qty: 1, additionalFields: 'null' });
  const { cartToken } = await started.json<{ cartToken: string }>();
  return orderOf(await submitCheckout(visitor, { email, cartToken }));
}

describe('signing in from the site', () => {
  it('sends a visitor who is not signed in to sign in, and back', async () => {
    const response = await new Visitor().request(ACCOUNT_PATH, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${ACCOUNT_SIGN_IN_PATH}?returnTo=%2Faccount`);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('asks for the address on a page of the site, sends the link, and the link leads back to the account', async () => {
    const visitor = new Visitor();
    const page = await visitor.request(`${ACCOUNT_SIGN_IN_PATH}?returnTo=%2Faccount`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<header class="site-header">');
    expect(html).toMatch(new RegExp(`<form[^>]* action="${ACCOUNT_SIGN_IN_PATH}"[^>]* method="post"`));
    expect(html).toContain('<input type="hidden" name="returnTo" value="/account"/>');

    const refused = await post(visitor, ACCOUNT_SIGN_IN_PATH, { email: 'not-an-address', returnTo: ACCOUNT_PATH });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain(`<p class="field-problem" id="sign-in-email-problem">${RESTOCK_EMAIL_INVALID}</p>`);
    expect(again).toMatch(/name="email"[^>]* value="not-an-address"/);

    const email = uniqueEmail('shopper');
    const sent = await post(visitor, ACCOUNT_SIGN_IN_PATH, { email, returnTo: ACCOUNT_PATH });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(en.SIGN_IN_LINK_SENT);
    const mail = (await outbox()).find((message) => message.to === email)!;
    expect(mail.subject).toBe('Sign in to Fern & Field');
    const [link] = await linksFor(email);
    const followed = await visitor.request(pathOf(link), { redirect: 'manual' });
    expect([followed.status, followed.headers.get('Location')]).toEqual([303, ACCOUNT_PATH]);
    const account = await visitor.request(ACCOUNT_PATH);
    expect(account.status).toBe(200);
    expect(account.headers.get('Cache-Control')).toBe('private, no-store');
    const body = await account.text();
    expect(body).toContain(`Signed in as ${email}`);
    expect(body).toContain('<meta name="robots" content="noindex"/>');
  });

  it("fills the header's account place: Sign in on a page for everyone, the account and Sign out on the visitor's own", async () => {
    const everyone = await (await new Visitor().request('/shop')).text();
    expect(everyone).toContain(`<span class="header-account" data-account-link><a class="account-link account-sign-in" href="${ACCOUNT_SIGN_IN_PATH}">Sign in</a></span>`);
    const visitor = await signedIn(uniqueEmail());
    const own = await (await visitor.request('/cart')).text();
    expect(own).toMatch(new RegExp(`<a class="account-link" href="${ACCOUNT_PATH}">Your account</a> <form class="account-sign-out" method="post" action="/api/site-users/sign-out"><input type="hidden" name="crumb" value="[^"]+"><button`));
    expect(own).toContain('>Sign out</button>');
  });

  it('signs out from the account page, and the account asks to sign in again', async () => {
    const visitor = await signedIn(uniqueEmail());
    const out = await post(visitor, '/api/site-users/sign-out');
    expect([out.status, out.headers.get('Location')]).toEqual([303, '/']);
    expect((await visitor.request(ACCOUNT_PATH, { redirect: 'manual' })).status).toBe(303);
  });
});

describe('the account page', () => {
  it('lists the orders placed with the address, whatever its case, with number, date, total, status and lines', async () => {
    const email = uniqueEmail('orders');
    const [first, second] = [await orderFor(email), await orderFor(email.toUpperCase())];
    const someoneElse = await orderFor(uniqueEmail('other'));
    const visitor = await signedIn(email);
    const html = await (await visitor.request(ACCOUNT_PATH)).text();
    for (const order of [first, second]) {
      expect(html).toContain(`data-order-number="${orderNumberText(order.number)}"`);
      expect(html).toContain(`<h3>Order ${orderNumberText(order.number)}</h3>`);
    }
    expect(html).not.toContain(`data-order-number="${orderNumberText(someoneElse.number)}"`);
    // Newest first.
    expect(html.indexOf(orderNumberText(second.number))).toBeLessThan(html.indexOf(orderNumberText(first.number)));
    expect(html).toContain(`${(await product('item-candle')).title} × 2`);
    expect(html).toContain(`<dd class="account-order-total">${formatMoney(first.grandTotal, 'USD', 'en-US')}</dd>`);
    expect(html).toContain(`<dd>${en.ORDER_STATUS_TEST}</dd>`);
    expect(html).toContain(`<dd>${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' }).format(first.created)}</dd>`);
  });

  it("lists the visitor's restock sign-ups and takes one back; nobody else's", async () => {
    const email = uniqueEmail('waiting');
    const mug = await product('item-mug');
    const sku = mug.structuredContent.variants[0].sku;
    const anonymous = await arrivingVisitor();
    await anonymous.send(RESTOCK_SIGN_UP_API, 'POST', { productId: mug.id, variantId: sku, siteVisitorEmail: email, recaptchaEnterpriseV3Token: ALWAYS_PASS_TEST_TOKEN });
    const visitor = await signedIn(email);
    const html = await (await visitor.request(ACCOUNT_PATH)).text();
    expect(html).toContain(`<a href="${mug.fullUrl}">${escaped(mug.title)}</a>`);
    const remove = /action="(\/account\/restock\/\d+\/remove)"/.exec(html)![1];

    const stranger = await signedIn(uniqueEmail('stranger'));
    expect((await post(stranger, remove)).status).toBe(404);
    const removed = await post(visitor, remove);
    expect([removed.status, removed.headers.get('Location')]).toEqual([303, ACCOUNT_PATH]);
    expect(await (await visitor.request(ACCOUNT_PATH)).text()).toContain(en.ACCOUNT_NO_RESTOCK);
  });

  it('cancels a subscription: it stops renewing, once, and only for its buyer', async () => {
    const email = uniqueEmail('subscriber');
    const order = await subscriptionFor(email);
    const subscription = order.items[0].subscription!;
    // The tests' store takes cards through the Stripe stand-in, and Stripe keeps no Subscription for it (README "Payments and mail").
    expect(subscription).toMatchObject({ provider: 'stripe', reference: null });
    const visitor = await signedIn(email);
    const before = await (await visitor.request(ACCOUNT_PATH)).text();
    expect(before).toContain(`data-subscription-id="${subscription.id}"`);
    expect(before).toContain(en.SUBSCRIPTION_ACTIVE);
    const cancel = `${ACCOUNT_PATH}/subscriptions/${subscription.id}/cancel`;
    expect(before).toContain(`action="${cancel}"`);

    const stranger = await signedIn(uniqueEmail('stranger'));
    const refused = await post(stranger, cancel);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain(SUBSCRIPTION_NOT_FOUND);

    const cancelled = await post(visitor, cancel);
    expect([cancelled.status, cancelled.headers.get('Location')]).toEqual([303, ACCOUNT_PATH]);
    const after = await (await visitor.request(ACCOUNT_PATH)).text();
    expect(after).toContain(en.SUBSCRIPTION_CANCELLED);
    expect(after).not.toContain(`action="${cancel}"`);
    expect((await post(visitor, cancel)).status).toBe(303);
  });

  it('refuses changes without a session, sending the visitor to sign in', async () => {
    const response = await post(new Visitor(), `${ACCOUNT_PATH}/subscriptions/anything/cancel`);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toContain(ACCOUNT_SIGN_IN_PATH);
  });
});

describe('the boundaries the account reads', () => {
  it("Stripe stops a subscription's renewals at the end of its period", async () => {
    const calls: { url: string; fields: URLSearchParams; authorization: string | null }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      calls.push({ url: request.url, fields: new URLSearchParams(await request.text()), authorization: request.headers.get('Authorization') });
      return Response.json({ id: 'sub_1', cancel_at_period_end: true });
    });
    await new StripePayments({ secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc' }).cancelSubscription('sub_1');
    expect(calls.map(({ url, fields, authorization }) => ({ url, fields: Object.fromEntries(fields), authorization }))).toEqual([
      { url: 'https://api.stripe.com/v1/subscriptions/sub_1', fields: { cancel_at_period_end: 'true' }, authorization: 'Bearer sk_test_abc' },
    ]);
  });

  it('an order book from before the account gets its orders by address', async () => {
    const book = env.ORDERS.get(env.ORDERS.idFromName(`migrations/${crypto.randomUUID()}`));
    await runInDurableObject(book, (orders, state) => {
      const { sql } = state.storage;
      sql.exec('DROP TABLE _schema_version; DROP TABLE orders; DROP TABLE IF EXISTS subscriptions');
      sql.exec('CREATE TABLE orders (id TEXT PRIMARY KEY, created INTEGER NOT NULL, body TEXT NOT NULL)');
      const body = { id: 'old', items: [], customer: { ...BUYER, email: 'Old@Example.com' } };
      sql.exec('INSERT INTO orders (id, created, body) VALUES (?, 1, ?)', 'old', JSON.stringify(body));
      migrate(state.storage, ORDER_BOOK_MIGRATIONS);
      expect(orders.ordersOf('old@example.COM', 10).map((order) => order.id)).toEqual(['old']);
      expect(orders.subscriptionsOf('old@example.com')).toEqual([]);
    });
  });
});
