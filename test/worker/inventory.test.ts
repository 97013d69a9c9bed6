import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OWNER_API, RESTOCK_SIGN_UP_API, SITE_USERS_API, siteKeys, type ProductItem, type StockLevel } from '../../schemas';
import { ITEM_NOT_FOUND, OWNER_UNAUTHORIZED, REQUEST_UNREADABLE, SITE_USER_FORBIDDEN, STOCK_BELOW_ZERO, STOCK_NOT_TRACKED, VARIANT_UNAVAILABLE } from '../../schemas/messages';
import { add, arrivingVisitor, publishCopy, websiteId } from './cart-helpers';
import { restockNoticesTo as noticesTo, stockOf, submitCheckout } from './checkout-helpers';
import { dashboardSignIn, ownerHeaders } from './owner-helpers';
import { putSiteContent, seedDemoSite, visit } from './demo-site';
import { signedIn, uniqueEmail, withSiteUsers } from './site-user-helpers';
import { ALWAYS_PASS_TEST_TOKEN } from '../../worker/services/captcha';

beforeAll(seedDemoSite);
vi.setConfig({ testTimeout: 60_000 });

type Answer = StockLevel & { restockNotices: { sent: number; failed: number } };

const itemPath = (itemId: string) => `${OWNER_API.inventory}/${itemId}`;

async function put(itemId: string, body: unknown): Promise<Response> {
  return visit(itemPath(itemId), { method: 'PUT', headers: { ...(await ownerHeaders()), 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function putOk(itemId: string, body: unknown): Promise<Answer> {
  const response = await put(itemId, body);
  if (response.status !== 200) throw new Error(`inventory refused: ${response.status} ${await response.text()}`);
  return response.json();
}

async function json(response: Response | Promise<Response>): Promise<[number, unknown]> {
  const answered = await response;
  return [answered.status, await answered.json()];
}

async function copy(of: string, itemId: string, qtyInStock: number): Promise<{ product: ProductItem; sku: string }> {
  const product = await publishCopy(of, `${itemId}-${crypto.randomUUID().slice(0, 6)}`, qtyInStock);
  return { product, sku: product.structuredContent.variants[0].sku };
}

async function signUp(product: ProductItem, sku: string, email: string): Promise<void> {
  const visitor = await arrivingVisitor();
  expect((await visitor.send(RESTOCK_SIGN_UP_API, 'POST', { productId: product.id, variantId: sku, siteVisitorEmail: email, recaptchaEnterpriseV3Token: ALWAYS_PASS_TEST_TOKEN })).status).toBe(200);
}


describe(`PUT and GET ${OWNER_API.inventory}/{itemId}`, () => {
  it('sets, adjusts and unlimits live stock, which the stock call and the cart then follow', async () => {
    const { product, sku } = await copy('item-candle', 'item-inventory-candle', 2);
    const none = { sent: 0, failed: 0 };
    expect(await putOk(product.id, { sku, qtyInStock: 7 })).toEqual({ sku, unlimited: false, qtyInStock: 7, restockNotices: none });
    expect(await putOk(product.id, { sku, adjustBy: -3 })).toEqual({ sku, unlimited: false, qtyInStock: 4, restockNotices: none });
    expect(await json(put(product.id, { sku, adjustBy: -5 }))).toEqual([400, { message: STOCK_BELOW_ZERO }]);
    expect(await json(visit(itemPath(product.id), { headers: await ownerHeaders() }))).toEqual([200, { itemId: product.id, results: [{ sku, unlimited: false, qtyInStock: 4 }] }]);

    // The owner's unlimited holds across reads until a publish changes the flag.
    expect(await putOk(product.id, { sku, unlimited: true })).toMatchObject({ unlimited: true, qtyInStock: 4 });
    const visitor = await arrivingVisitor();
    expect(await stockOf(visitor, product.id)).toEqual([{ sku, unlimited: true, qtyInStock: 4 }]);
    await add(visitor, { itemId: product.id, sku, quantity: 50 });
    await putOk(product.id, { sku, unlimited: false });
    expect(await stockOf(visitor, product.id)).toEqual([{ sku, unlimited: false, qtyInStock: 4 }]);
    const published = JSON.parse((await env.CONTENT.get(siteKeys.item(await websiteId(), product.id)))!);
    published.structuredContent.variants[0].unlimited = true;
    await putSiteContent(siteKeys.item(await websiteId(), product.id), JSON.stringify(published));
    expect(await stockOf(visitor, product.id)).toEqual([{ sku, unlimited: true, qtyInStock: 4 }]);
  });

  it('answers unknown items and variants with 404, untracked products and bad bodies with 400', async () => {
    const { product, sku } = await copy('item-candle', 'item-inventory-refusals', 1);
    expect(await json(put('no-such-item', { sku, qtyInStock: 1 }))).toEqual([404, { message: ITEM_NOT_FOUND }]);
    expect(await json(put(product.id, { sku: 'NOT-A-SKU', qtyInStock: 1 }))).toEqual([404, { message: VARIANT_UNAVAILABLE }]);
    expect(await json(put('item-ebook', { sku: 'EBOOK-FIELD-GUIDE', qtyInStock: 1 }))).toEqual([400, { message: STOCK_NOT_TRACKED }]);
    for (const body of [{ sku }, { sku, qtyInStock: 1, adjustBy: 1 }, { sku, qtyInStock: -1 }, { sku, qtyInStock: 1.5 }, { sku, qtyInStock: '3' }, { sku, unlimited: 'yes' }, '{"sku":', '[]']) {
      expect([body, ...(await json(put(product.id, body)))]).toEqual([body, 400, { message: REQUEST_UNREADABLE }]);
    }
    expect(await stockOf(await arrivingVisitor(), product.id)).toEqual([{ sku, unlimited: false, qtyInStock: 1 }]);
  });

  it('is open to owner tokens and the dashboard sessions of store staff, with the crumb; to nobody else', async () => {
    const { product, sku } = await copy('item-candle', 'item-inventory-access', 1);
    expect(await json(visit(itemPath(product.id), { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sku, qtyInStock: 9 }) }))).toEqual([401, { message: OWNER_UNAUTHORIZED }]);
    // A site user's own session is for the account area: the owner's calls do not take it, whatever the roles.
    for (const email of ['studio@fernandfield.test', 'friend@fernandfield.test', 'shop@fernandfield.test', uniqueEmail('customer')]) {
      const visitor = await signedIn(email);
      expect([email, ...(await json(visitor.send(itemPath(product.id), 'PUT', { sku, qtyInStock: 9 })))]).toEqual([email, 401, { message: OWNER_UNAUTHORIZED }]);
      expect((await visitor.request(itemPath(product.id))).status).toBe(401);
    }
    await withSiteUsers({ owner: 'owner@fernandfield.test', staff: [{ email: 'shop@fernandfield.test', roles: ['store_manager'] }, { email: 'site@fernandfield.test', roles: ['website_manager'] }] }, async () => {
      const siteManager = await dashboardSignIn('site@fernandfield.test');
      expect(await json(siteManager.send(itemPath(product.id), 'PUT', { sku, qtyInStock: 9 }))).toEqual([403, { message: SITE_USER_FORBIDDEN }]);
    });
    const manager = await dashboardSignIn('shop@fernandfield.test');
    const withoutCrumb = await manager.request(itemPath(product.id), { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sku, qtyInStock: 9 }) });
    expect(withoutCrumb.status).toBe(403);
    expect(await json(manager.send(itemPath(product.id), 'PUT', { sku, qtyInStock: 9 }))).toEqual([200, { sku, unlimited: false, qtyInStock: 9, restockNotices: { sent: 0, failed: 0 } }]);
    expect((await (await dashboardSignIn('owner@fernandfield.test')).request(itemPath(product.id))).status).toBe(200);
  });

  it('never oversells while the owner restocks in the middle of 20 checkouts', async () => {
    const { product, sku } = await copy('item-candle', 'item-inventory-race', 5);
    const visitors = await Promise.all(Array.from({ length: 20 }, () => arrivingVisitor()));
    await Promise.all(visitors.map((visitor) => add(visitor, { itemId: product.id, sku, quantity: 1 })));
    const [checkouts, restocks] = await Promise.all([
      Promise.all(visitors.map((visitor) => submitCheckout(visitor))),
      Promise.all([putOk(product.id, { sku, adjustBy: 3 }), putOk(product.id, { sku, adjustBy: 4 }), putOk(product.id, { sku, adjustBy: -1 })]),
    ]);
    const placed = checkouts.filter((response) => response.status === 303).length;
    expect(checkouts.every((response) => response.status === 303 || response.status === 409)).toBe(true);
    expect(restocks.every((answer) => answer.qtyInStock >= 0)).toBe(true);
    const [level] = await stockOf(visitors[0], product.id);
    // Nothing made or lost: what was there and added is what was sold and what is left.
    expect(placed + level.qtyInStock).toBe(5 + 3 + 4 - 1);
    expect(level.qtyInStock).toBeGreaterThanOrEqual(0);
    expect(placed).toBeGreaterThanOrEqual(5);
  });
});

describe('automatic restock notices', () => {
  it('tell the waiting sign-ups once, when a variant comes back from 0', async () => {
    const { product, sku } = await copy('item-vase', 'item-auto-vase', 0);
    const waiting = [uniqueEmail('auto'), uniqueEmail('auto'), uniqueEmail('auto')];
    for (const email of waiting) await signUp(product, sku, email);

    expect((await putOk(product.id, { sku, qtyInStock: 2 })).restockNotices).toEqual({ sent: 3, failed: 0 });
    expect((await noticesTo(waiting)).sort()).toEqual([...waiting].sort());
    // Still available: no second round.
    expect((await putOk(product.id, { sku, adjustBy: 1 })).restockNotices).toEqual({ sent: 0, failed: 0 });

    // Sold out again and a new sign-up: the next restock (to unlimited, this time) tells only them.
    await putOk(product.id, { sku, qtyInStock: 0 });
    const late = uniqueEmail('late');
    await signUp(product, sku, late);
    expect((await putOk(product.id, { sku, unlimited: true })).restockNotices).toEqual({ sent: 1, failed: 0 });
    expect((await noticesTo([...waiting, late])).sort()).toEqual([...waiting, late].sort());
  });

  it('wait for the account area when the merchandising turns them off', async () => {
    const { product, sku } = await copy('item-vase', 'item-manual-vase', 0);
    const item = JSON.parse((await env.CONTENT.get(siteKeys.item(await websiteId(), product.id)))!);
    await putSiteContent(siteKeys.item(await websiteId(), product.id), JSON.stringify({ ...item, merchandising: { restockNotificationAutoSendEnabled: false } }));
    const email = uniqueEmail('manual');
    await signUp(product, sku, email);
    expect((await putOk(product.id, { sku, qtyInStock: 4 })).restockNotices).toEqual({ sent: 0, failed: 0 });
    expect(await noticesTo([email])).toEqual([]);
    const sent = await visit(SITE_USERS_API.restockSend, { method: 'POST', headers: { ...(await ownerHeaders()), 'Content-Type': 'application/json' }, body: JSON.stringify({ productId: product.id, variantId: sku }) });
    expect(await json(sent)).toEqual([200, { sent: 1, failed: 0 }]);
    expect(await noticesTo([email])).toEqual([email]);
  });
});
