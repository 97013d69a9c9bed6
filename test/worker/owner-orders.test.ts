// The owner's orders and mail: behind the owner token, paged JSON, a CSV a
// spreadsheet opens safely, and the dev outbox.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumberText, type Order } from '../../schemas';
import { OWNER_UNAUTHORIZED, REQUEST_UNREADABLE } from '../../schemas/messages';
import { add, arrivingVisitor, publishCopy } from './cart-helpers';
import { allOrders, BUYER, orderOf, submitCheckout } from './checkout-helpers';
import { ownerHeaders, platformHeaders } from './owner-helpers';
import { seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);

const OWNER_PATHS = ['/api/owner/orders', '/api/owner/orders?limit=1', '/api/owner/orders.csv', '/api/owner/dev/outbox'];

let copies = 0;

async function placeOrders(count: number, fields: Record<string, string> = {}): Promise<Order[]> {
  const limited = await publishCopy('item-candle', `item-owner-candle-${++copies}`, count);
  const orders: Order[] = [];
  for (let index = 0; index < count; index++) {
    const visitor = await arrivingVisitor();
    await add(visitor, { itemId: limited.id, sku: limited.structuredContent.variants[0].sku, quantity: 1 });
    orders.push(await orderOf(await submitCheckout(visitor, fields)));
  }
  return orders;
}

describe('owner calls for orders and mail', () => {
  it('answer 401 with no data without the owner token', async () => {
    await placeOrders(1);
    const wrong: Record<string, string>[] = [{}, { Authorization: 'Bearer nope' }, { Authorization: `Basic ${btoa(`owner:${env.PLATFORM_TOKEN}`)}` }, { Cookie: `owner=${env.PLATFORM_TOKEN}` }, platformHeaders()];
    for (const path of OWNER_PATHS) {
      for (const headers of wrong) {
        const response = await visit(path, { headers });
        expect(response.status).toBe(401);
        const body = await response.text();
        expect(JSON.parse(body)).toEqual({ message: OWNER_UNAUTHORIZED });
        expect(body).not.toContain(BUYER.email);
      }
      const allowed = await visit(path, { headers: await ownerHeaders() });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it('page through every order, newest first', async () => {
    await placeOrders(5);
    const everything = await allOrders();
    const seen: Order[] = [];
    let cursor = '';
    for (;;) {
      const response = await visit(`/api/owner/orders?limit=2${cursor}`, { headers: await ownerHeaders() });
      const page = await response.json<{ orders: Order[]; hasNextPage: boolean; nextPageCursor: string | null }>();
      expect(page.orders.length).toBeLessThanOrEqual(2);
      seen.push(...page.orders);
      if (!page.hasNextPage) break;
      cursor = `&cursor=${page.nextPageCursor}`;
    }
    expect(seen.map((order) => order.id)).toEqual(everything.map((order) => order.id));
    const numbers = seen.map((order) => order.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    for (const query of ['limit=0', 'limit=1000', 'limit=two', 'cursor=-1', 'cursor=1e9']) {
      const response = await visit(`/api/owner/orders?${query}`, { headers: await ownerHeaders() });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: REQUEST_UNREADABLE });
    }
  });

  it('export a CSV with one row per order, quoted, and never a formula', async () => {
    const [tricky] = await placeOrders(1, { firstName: '=HYPERLINK("http://evil")', lastName: 'Smith, "Jr"', line2: 'Flat 2\nBack door' });
    const response = await visit('/api/owner/orders.csv', { headers: await ownerHeaders() });
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="orders.csv"');
    const csv = await response.text();
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/^Order number,Placed,Test mode,Email,First name,Last name,/);
    expect(csv.endsWith('\r\n')).toBe(true);
    const row = lines.find((line) => line.startsWith(orderNumberText(tricky.number)))!;
    expect(row).toContain(`,${BUYER.email},"'=HYPERLINK(""http://evil"")","Smith, ""Jr""",`);
    // The address's line break stays inside its quoted field.
    expect(csv).toContain('"Flat 2\nBack door"');
    expect(row).toContain(',USD,');
    // The total, who took the payment (the stand-in plays Stripe), its reference and where the money stands.
    expect(row).toContain(`,${(tricky.grandTotal / 100).toFixed(2)},stripe,${tricky.payment!.reference},Test,0.00,`);
    // Every order is there once.
    const numbers = csv.match(/^\d{5},/gm)!.map((prefix) => Number(prefix.slice(0, 5)));
    expect(numbers.sort((a, b) => a - b)).toEqual((await allOrders()).map((order) => order.number).sort((a, b) => a - b));
  });

  it('read the dev outbox, newest first', async () => {
    const [order] = await placeOrders(1, { email: 'outbox-reader@example.com' });
    const { messages } = await (await visit('/api/owner/dev/outbox?limit=1', { headers: await ownerHeaders() })).json<{ messages: { to: string; subject: string; sent: number }[] }>();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: 'outbox-reader@example.com', subject: `Your order ${orderNumberText(order.number)} from Fern & Field` });
    expect((await visit('/api/owner/dev/outbox?limit=9999', { headers: await ownerHeaders() })).status).toBe(400);
  });
});
