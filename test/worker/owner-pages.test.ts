// The dashboard's list pages (issue #28): orders, inventory, restock sign-ups
// and form submissions, as a browser without scripts uses them (forms posted
// with the crumb, answered with a redirect), for the roles that open them;
// and the commerce report counting orders from the order book.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CRUMB_COOKIE, FormDefinitionSchema, orderNumberText, OWNER_API, RESTOCK_SIGN_UP_API, siteKeys, type CommerceReport, type ProductItem } from '../../schemas';
import { ORDER_NOT_FOUND, REQUEST_UNREADABLE, RESTOCK_SEND_OUT_OF_STOCK, SESSION_EXPIRED, SITE_USER_FORBIDDEN, STOCK_BELOW_ZERO } from '../../schemas/messages';
import { ALWAYS_PASS_TEST_TOKEN } from '../../worker/services/captcha';
import { arrivingVisitor, publishCopy, websiteId } from './cart-helpers';
import { BUYER, orderOf, restockNoticesTo, shopperWith, stockOf, submitCheckout } from './checkout-helpers';
import type { Visitor } from './cookie-jar';
import { seedDemoSite } from './demo-site';
import { publishForms, submit } from './form-helpers';
import { dashboardSignIn, ownerHeaders, postForm as post } from './owner-helpers';
import { uniqueEmail } from './site-user-helpers';
import { visit } from './demo-site';

beforeAll(seedDemoSite);
vi.setConfig({ testTimeout: 60_000 });

/** The demo's store manager and website manager (sites/demo/site.json `siteUsers`). */
const STORE_MANAGER = 'shop@fernandfield.test';
const WEBSITE_MANAGER = 'web@fernandfield.test';

/** The HTML escaping of the page's text, as React writes it. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('roles on the list pages', () => {
  it('opens orders, inventory and restock to a store manager, and submissions and reports to a website manager, refusing the rest', async () => {
    const store = await dashboardSignIn(STORE_MANAGER);
    const site = await dashboardSignIn(WEBSITE_MANAGER);
    const expected: [string, number, number][] = [
      ['/config/orders', 200, 403],
      ['/config/orders/1', 200, 403],
      ['/config/inventory', 200, 403],
      ['/config/restock', 200, 403],
      ['/config/submissions', 403, 200],
      ['/config/submissions/contact-form', 403, 200],
      ['/config/commerce', 403, 200],
    ];
    // Order 1 exists once any order was placed.
    await submitCheckout(await shopperWith('item-candle'));
    for (const [path, storeStatus, siteStatus] of expected) {
      const [asStore, asSite] = await Promise.all([store.request(path), site.request(path)]);
      expect([path, asStore.status, asSite.status]).toEqual([path, storeStatus, siteStatus]);
      for (const answer of [asStore, asSite]) {
        expect(answer.headers.get('Content-Type')).toMatch(/^text\/html/);
        expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
        if (answer.status === 403) expect(await answer.text()).toContain(html(SITE_USER_FORBIDDEN));
      }
    }
    // Changes are refused alike: the website manager's post changes no stock.
    const before = await stockOf(await arrivingVisitor(), 'item-tee');
    const refused = await post(site, '/config/inventory', { itemId: 'item-tee', sku: 'TEE-M-SAGE', action: 'adjust', amount: '5' });
    expect(refused.status).toBe(403);
    expect(await stockOf(await arrivingVisitor(), 'item-tee')).toEqual(before);
    expect((await post(site, '/config/restock/notify', { productId: 'item-tee', variantId: 'TEE-M-SAGE' })).status).toBe(403);
    expect((await post(site, '/config/orders', { q: BUYER.email })).status).toBe(403);
    // A trailing slash leads to the list's own page.
    const slashed = await store.request('/config/inventory/', { redirect: 'manual' });
    expect([slashed.status, slashed.headers.get('Location')]).toEqual([303, '/config/inventory']);
  });
});

describe('orders', () => {
  it('lists the orders with their payment status, finds one by number, address or name, and shows its page', async () => {
    const lastName = `Byron${crypto.randomUUID().slice(0, 6)}`;
    const email = uniqueEmail('buyer');
    // An earlier order, for the page of older ones.
    await submitCheckout(await shopperWith('item-candle'));
    const order = await orderOf(await submitCheckout(await shopperWith('item-candle', 2), { email, lastName }));
    const manager = await dashboardSignIn(STORE_MANAGER);
    const list = await (await manager.request('/config/orders')).text();
    expect(list).toContain(`href="/config/orders/${order.number}"`);
    expect(list).toContain(`>${orderNumberText(order.number)}<`);
    expect(list).toContain('Download every order (CSV)');
    expect(list).toContain(`href="${OWNER_API.ordersCsv}"`);
    expect(list).toContain('>Test<');
    for (const q of [email.toUpperCase(), lastName.toLowerCase(), `Ada ${lastName}`, orderNumberText(order.number)]) {
      const found = await post(manager, '/config/orders', { q });
      expect(found.status).toBe(200);
      const text = await found.text();
      expect(text).toContain(`href="/config/orders/${order.number}"`);
      // Only the order searched for, or those sharing its number's digits: never the whole book for an address.
      if (q !== orderNumberText(order.number)) expect(text.match(/href="\/config\/orders\/\d+"/g)).toHaveLength(1);
    }
    // The list pages by number: below the order, the ones before it.
    const older = await (await manager.request(`/config/orders?before=${order.number}`)).text();
    expect(older).not.toContain(`href="/config/orders/${order.number}"`);
    expect(older).toContain(`href="/config/orders/${order.number - 1}"`);
    const none = await (await post(manager, '/config/orders', { q: '100%_nobody' })).text();
    expect(none).toContain('No order matches.');
    const page = await manager.request(`/config/orders/${order.number}`);
    expect(page.status).toBe(200);
    const detail = await page.text();
    for (const shown of [email, lastName, BUYER.line1, 'Test', '2']) expect(detail).toContain(shown);
    expect(detail).toContain(order.items[0].productName);
    const missing = await manager.request('/config/orders/999999');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(html(ORDER_NOT_FOUND));
  });

  it('refuses a search without the crumb, as a page', async () => {
    const manager = await dashboardSignIn(STORE_MANAGER);
    const refused = await post(manager, '/config/orders', { q: 'Ada' }, 'not-the-crumb');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(html(SESSION_EXPIRED));
  });
});

describe('inventory', () => {
  it('sets, adjusts and unlimits a variant in place by the inventory call’s rules, redirecting back to the page', async () => {
    const manager = await dashboardSignIn(STORE_MANAGER);
    const page = await (await manager.request('/config/inventory')).text();
    expect(page).toContain('data-sku="TEE-M-SAGE"');
    const set = await post(manager, '/config/inventory', { itemId: 'item-tee', sku: 'TEE-M-SAGE', action: 'set', amount: '7' });
    expect(set.status).toBe(303);
    expect(set.headers.get('Location')).toMatch(/^\/config\/inventory\?saved=TEE-M-SAGE/);
    const shopper = await arrivingVisitor();
    expect((await stockOf(shopper, 'item-tee')).find((level) => level.sku === 'TEE-M-SAGE')).toEqual({ sku: 'TEE-M-SAGE', unlimited: false, qtyInStock: 7 });
    expect(await (await manager.request(set.headers.get('Location')!)).text()).toContain('now has 7 in stock.');
    expect((await post(manager, '/config/inventory', { itemId: 'item-tee', sku: 'TEE-M-SAGE', action: 'adjust', amount: '-2' })).status).toBe(303);
    expect((await stockOf(shopper, 'item-tee')).find((level) => level.sku === 'TEE-M-SAGE')?.qtyInStock).toBe(5);
    const below = await post(manager, '/config/inventory', { itemId: 'item-tee', sku: 'TEE-M-SAGE', action: 'adjust', amount: '-6' });
    expect(below.status).toBe(400);
    expect(await below.text()).toContain(STOCK_BELOW_ZERO);
    expect((await stockOf(shopper, 'item-tee')).find((level) => level.sku === 'TEE-M-SAGE')?.qtyInStock).toBe(5);
    for (const bad of [{ action: 'set', amount: '-1' }, { action: 'set', amount: 'ten' }, { action: 'set' }, { action: 'melt', amount: '1' }] as Record<string, string>[]) {
      const refused = await post(manager, '/config/inventory', { itemId: 'item-tee', sku: 'TEE-M-SAGE', ...bad });
      expect([bad, refused.status]).toEqual([bad, 400]);
      expect(await refused.text()).toContain(REQUEST_UNREADABLE);
    }
    expect((await post(manager, '/config/inventory', { itemId: 'item-tee', sku: 'TEE-M-SAGE', action: 'unlimited' })).status).toBe(303);
    expect((await stockOf(shopper, 'item-tee')).find((level) => level.sku === 'TEE-M-SAGE')?.unlimited).toBe(true);
    expect((await post(manager, '/config/inventory', { itemId: 'item-tee', sku: 'TEE-M-SAGE', action: 'counted' })).status).toBe(303);
    expect((await stockOf(shopper, 'item-tee')).find((level) => level.sku === 'TEE-M-SAGE')).toEqual({ sku: 'TEE-M-SAGE', unlimited: false, qtyInStock: 5 });
    expect((await post(manager, '/config/inventory', { itemId: 'item-tee', sku: 'NO-SUCH-SKU', action: 'set', amount: '1' })).status).toBe(404);
  });
});

/** A sold-out copy of the vase whose notices go out only when someone sends them. */
async function soldOutVase(): Promise<ProductItem> {
  const product = await publishCopy('item-vase', `item-pages-vase-${crypto.randomUUID().slice(0, 6)}`, 0);
  const key = siteKeys.item(await websiteId(), product.id);
  const item = JSON.parse((await env.CONTENT.get(key))!);
  await env.CONTENT.put(key, JSON.stringify({ ...item, merchandising: { ...item.merchandising, restockNotificationAutoSendEnabled: false } }));
  return product;
}

describe('restock sign-ups', () => {
  it('groups the sign-ups, disables Notify while sold out, refuses its post with 409, and notifies once in stock', async () => {
    const product = await soldOutVase();
    const sku = product.structuredContent.variants[0].sku;
    const waiting = [uniqueEmail('waiting'), uniqueEmail('waiting')];
    for (const email of waiting) {
      const visitor = await arrivingVisitor();
      const signedUp = await visitor.send(RESTOCK_SIGN_UP_API, 'POST', { productId: product.id, variantId: sku, siteVisitorEmail: email, recaptchaEnterpriseV3Token: ALWAYS_PASS_TEST_TOKEN });
      expect(signedUp.status).toBe(200);
    }
    const manager = await dashboardSignIn(STORE_MANAGER);
    /** The group's row of the page: its count and its Notify button. */
    const row = async () => {
      let cursor: string | null = '/config/restock';
      while (cursor) {
        const text = await (await manager.request(cursor)).text();
        const found = new RegExp(`<tr>(?:(?!</tr>).)*value="${sku}"(?:(?!</tr>).)*</tr>`, 's').exec(text)?.[0];
        if (found) return found;
        cursor = /href="(\/config\/restock\?cursor=[^"]+)"/.exec(text)?.[1]?.replace(/&amp;/g, '&') ?? null;
      }
      throw new Error('no group on the restock pages');
    };
    const soldOut = await row();
    expect(soldOut).toContain('>2<');
    expect(soldOut).toContain('Sold out');
    expect(soldOut).toMatch(/<button[^>]*disabled=""[^>]*>Notify<\/button>/);
    const refused = await post(manager, '/config/restock/notify', { productId: product.id, variantId: sku });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(html(RESTOCK_SEND_OUT_OF_STOCK));
    expect(await restockNoticesTo(waiting)).toEqual([]);

    const restocked = await visit(`${OWNER_API.inventory}/${product.id}`, { method: 'PUT', headers: { ...(await ownerHeaders()), 'Content-Type': 'application/json' }, body: JSON.stringify({ sku, qtyInStock: 3 }) });
    expect(restocked.status).toBe(200);
    const inStock = await row();
    expect(inStock).toContain('In stock');
    expect(inStock).not.toContain('disabled');
    const sent = await post(manager, '/config/restock/notify', { productId: product.id, variantId: sku });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe('/config/restock?sent=2&failed=0');
    expect(await (await manager.request(sent.headers.get('Location')!)).text()).toContain('2 told that their variant is back.');
    expect((await restockNoticesTo(waiting)).sort()).toEqual([...waiting].sort());
  });
});

describe('form submissions', () => {
  it('lists each form, pages its submissions 50 at a time, and links its CSV', async () => {
    const form = FormDefinitionSchema.parse({
      id: `pages-form-${crypto.randomUUID().slice(0, 8)}`,
      name: 'Pages form',
      fields: [{ id: 'who', type: 'text', title: 'Who', required: true }],
    });
    await publishForms(form);
    for (let index = 0; index < 51; index++) expect((await submit(form.id, { who: `Sender ${index}` })).status).toBe(200);
    const manager = await dashboardSignIn(WEBSITE_MANAGER);
    const forms = await (await manager.request('/config/submissions')).text();
    expect(forms).toContain(`href="/config/submissions/${form.id}"`);
    const first = await (await manager.request(`/config/submissions/${form.id}`)).text();
    expect(first).toContain(`href="/api/owner/forms/${form.id}/submissions.csv"`);
    expect(first).toContain('>Sender 0<');
    expect(first).toContain('>Sender 49<');
    expect(first).not.toContain('>Sender 50<');
    const next = /href="(\/config\/submissions\/[^"?]+\?after=\d+)"/.exec(first)![1];
    const second = await (await manager.request(next)).text();
    expect(second).toContain('>Sender 50<');
    expect(second).not.toContain('>Sender 49<');
    expect((await manager.request('/config/submissions/no-such-form')).status).toBe(404);
  });
});

describe('the commerce report', () => {
  it('counts an order placed without scripts, from the order book, and leaves the funnel to the events', async () => {
    const owner = await dashboardSignIn('owner@fernandfield.test');
    const report = async () => (await owner.request(`${OWNER_API.analytics}/commerce?days=7`)).json<CommerceReport>();
    const before = await report();
    // The checkout form posted by a browser without scripts sends no analytics event.
    const order = await orderOf(await submitCheckout(await shopperWith('item-candle')));
    const after = await report();
    const sum = (days: CommerceReport['days'], key: 'orders' | 'revenueCents') => days.reduce((total, day) => total + day[key], 0);
    expect(sum(after.days, 'orders') - sum(before.days, 'orders')).toBe(1);
    expect(sum(after.days, 'revenueCents') - sum(before.days, 'revenueCents')).toBe(order.grandTotal);
    expect(after.funnel.find((step) => step.step === 'purchase')?.count).toBe(before.funnel.find((step) => step.step === 'purchase')?.count);
  });
});
