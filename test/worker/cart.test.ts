import { env } from 'cloudflare:workers';
import { serializeSigned } from 'hono/utils/cookie';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_API, CART_COOKIE, HAS_CART_COOKIE, moneyToCents, type ShoppingCart } from '../../schemas';
import { COOKIES_DISABLED, OUT_OF_STOCK, QUANTITY_NOT_A_NUMBER, SESSION_EXPIRED, VARIANT_UNAVAILABLE } from '../../schemas/messages';
import { Visitor } from './cookie-jar';
import { withStoreSettings } from './checkout-helpers';
import { demoProduct, seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);

const ENTRIES = `${CART_API}/entries`;

/** A visitor who has loaded a page and so holds a crumb. */
async function arrivingVisitor(): Promise<Visitor> {
  const visitor = new Visitor();
  await visitor.request(CART_API);
  return visitor;
}

async function cartOf(visitor: Visitor): Promise<ShoppingCart> {
  return (await visitor.request(CART_API)).json();
}

describe('shopping cart', () => {
  it('starts empty with every total at 0', async () => {
    const cart = await cartOf(new Visitor());
    expect(cart.entries).toEqual([]);
    for (const total of ['subtotalCents', 'taxCents', 'shippingCostCents', 'discountCents', 'grandTotalCents', 'totalQuantity'] as const) {
      expect(cart[total]).toBe(0);
    }
  });

  it('adds an entry and remembers the cart through its cookies', async () => {
    const candle = await demoProduct('item-candle');
    const variant = candle.structuredContent.variants[0];
    const visitor = await arrivingVisitor();

    const response = await visitor.send(ENTRIES, 'POST', { itemId: candle.id, sku: variant.sku, quantity: 2, additionalFields: 'null' });
    expect(response.status).toBe(200);
    const { shoppingCart, newlyAdded } = await response.json<{ shoppingCart: ShoppingCart; newlyAdded: ShoppingCart['entries'][0] }>();
    const unitCents = moneyToCents({ value: variant.priceMoney.value, currency: 'USD' });
    expect(newlyAdded).toMatchObject({ itemId: candle.id, sku: variant.sku, quantity: 2, title: candle.title, purchasePriceCents: unitCents });
    expect(shoppingCart.subtotalCents).toBe(2 * unitCents);
    // Before an address, shipping is estimated for the store's first shipping country at its cheapest option.
    expect(shoppingCart.shippingLocation?.country).toBe('US');
    expect(shoppingCart.shippingCostCents).toBe(Math.min(...shoppingCart.shippingOptions.map((option) => option.amountCents)));
    expect(shoppingCart.grandTotalCents).toBe(2 * unitCents + shoppingCart.shippingCostCents);
    expect(shoppingCart.totalQuantity).toBe(2);
    expect(shoppingCart.requiresShipping).toBe(true);

    const cartCookie = visitor.setCookieFor(CART_COOKIE)!;
    expect(cartCookie).toMatch(/; Max-Age=\d+/);
    expect(cartCookie).toContain('HttpOnly');
    expect(cartCookie).toContain('SameSite=Lax');
    const hasCart = visitor.setCookieFor(HAS_CART_COOKIE)!;
    expect(hasCart).toMatch(/; Max-Age=\d+/);
    expect(hasCart).not.toContain('HttpOnly');

    const reloaded = await cartOf(visitor);
    expect(reloaded.id).toBe(shoppingCart.id);
    expect(reloaded.totalQuantity).toBe(2);
  });

  it('merges the same sku and answers, and keeps different answers apart', async () => {
    const tote = await demoProduct('item-tote');
    const sku = tote.structuredContent.variants[0].sku;
    const visitor = await arrivingVisitor();
    await visitor.send(ENTRIES, 'POST', { itemId: tote.id, sku, quantity: 1, additionalFields: '{"note":"a"}' });
    await visitor.send(ENTRIES, 'POST', { itemId: tote.id, sku, quantity: 2, additionalFields: '{"note":"a"}' });
    await visitor.send(ENTRIES, 'POST', { itemId: tote.id, sku, quantity: 1, additionalFields: '{"note":"b"}' });
    const cart = await cartOf(visitor);
    expect(cart.entries.map((entry) => [entry.additionalFields, entry.quantity])).toEqual([
      ['{"note":"a"}', 3],
      ['{"note":"b"}', 1],
    ]);
    // The tote is on sale: entries are priced at the sale price.
    const variant = tote.structuredContent.variants[0];
    expect(variant.onSale).toBe(true);
    expect(cart.entries[0].purchasePriceCents).toBe(moneyToCents({ value: variant.salePriceMoney.value, currency: 'USD' }));
  });

  it("prices the cart by the store's shipping rules as of its latest add", async () => {
    const candle = await demoProduct('item-candle');
    const add = (visitor: Visitor) => visitor.send(ENTRIES, 'POST', { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1, additionalFields: 'null' });
    const visitor = await arrivingVisitor();
    const standard = (await (await add(visitor)).json<{ shoppingCart: ShoppingCart }>()).shoppingCart.shippingCostCents;
    const flat = standard + 1234;
    const later = await withStoreSettings(
      (settings) => (settings.shippingRules = [{ id: 'us', name: 'Standard', countries: ['US'], type: 'flat', amountCents: flat }]),
      async () => (await (await add(visitor)).json<{ shoppingCart: ShoppingCart }>()).shoppingCart,
    );
    expect(later.shippingCostCents).toBe(flat);
    expect((await cartOf(visitor)).shippingCostCents).toBe(flat);
    // Back to the published rules: the next add prices by them again.
    const again = (await (await add(visitor)).json<{ shoppingCart: ShoppingCart }>()).shoppingCart;
    expect(again.totalQuantity).toBe(3);
    expect(again.shippingCostCents).toBe(standard);
  });

  it('quietly starts a new cart for an unknown or tampered cookie', async () => {
    const unknown = await serializeSigned(CART_COOKIE, 'never-created', env.COOKIE_SECRET);
    const stale = await visit(CART_API, { headers: { Cookie: unknown.split(';')[0] } });
    expect(stale.status).toBe(200);
    expect((await stale.json<ShoppingCart>()).entries).toEqual([]);

    const visitor = await arrivingVisitor();
    visitor.cookies.set(CART_COOKIE, 'forged.signature');
    const candle = await demoProduct('item-candle');
    const added = await visitor.send(ENTRIES, 'POST', { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
    expect(added.status).toBe(200);
    const { shoppingCart } = await added.json<{ shoppingCart: ShoppingCart }>();
    expect(shoppingCart.totalQuantity).toBe(1);
    expect(visitor.cookies.get(CART_COOKIE)).not.toBe('forged.signature');
  });

  it('signs the cart cookie as Hono signs it, renews it with every add, and takes no other secret’s signature', async () => {
    const candle = await demoProduct('item-candle');
    const entry = { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 };
    const visitor = await arrivingVisitor();
    const { shoppingCart } = await (await visitor.send(ENTRIES, 'POST', entry)).json<{ shoppingCart: ShoppingCart }>();
    const signed = (await serializeSigned(CART_COOKIE, shoppingCart.id, env.COOKIE_SECRET)).split(';')[0];
    expect(visitor.setCookieFor(CART_COOKIE)?.split(';')[0]).toBe(signed);

    const lines = visitor.setCookieLines.length;
    expect((await visitor.send(ENTRIES, 'POST', entry)).status).toBe(200);
    const renewed = visitor.setCookieLines.slice(lines).find((line) => line.startsWith(`${CART_COOKIE}=`));
    expect(renewed?.split(';')[0]).toBe(signed);
    expect(renewed).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);

    const otherSecret = (await serializeSigned(CART_COOKIE, shoppingCart.id, `${env.COOKIE_SECRET}-other`)).split(';')[0];
    visitor.cookies.set(CART_COOKIE, otherSecret.slice(CART_COOKIE.length + 1));
    const refused = await (await visitor.send(ENTRIES, 'POST', entry)).json<{ shoppingCart: ShoppingCart }>();
    expect(refused.shoppingCart.id).not.toBe(shoppingCart.id);
    expect(refused.shoppingCart.totalQuantity).toBe(1);
  });

  it('loses no entry when 50 adds arrive at once', async () => {
    // Unlimited stock, so only lost writes could keep the count from 50.
    const ebook = await demoProduct('item-ebook');
    const sku = ebook.structuredContent.variants[0].sku;
    const visitor = await arrivingVisitor();
    await visitor.send(ENTRIES, 'POST', { itemId: ebook.id, sku, quantity: 1 });
    const results = await Promise.all(
      Array.from({ length: 49 }, () => visitor.send(ENTRIES, 'POST', { itemId: ebook.id, sku, quantity: 1 })),
    );
    expect(results.map((response) => response.status)).toEqual(Array(49).fill(200));
    expect((await cartOf(visitor)).totalQuantity).toBe(50);
  });

  it('lets parallel adds take no more than the stock into one cart', async () => {
    const candle = await demoProduct('item-candle');
    const { sku, qtyInStock } = candle.structuredContent.variants[0];
    const visitor = await arrivingVisitor();
    await visitor.send(ENTRIES, 'POST', { itemId: candle.id, sku, quantity: 1 });
    const results = await Promise.all(
      Array.from({ length: qtyInStock + 4 }, () => visitor.send(ENTRIES, 'POST', { itemId: candle.id, sku, quantity: 1 })),
    );
    const refused = results.filter((response) => response.status === 400);
    expect(refused).toHaveLength(5);
    expect(await refused[0].json()).toEqual({ message: OUT_OF_STOCK, errorType: 'OUT_OF_STOCK' });
    expect((await cartOf(visitor)).totalQuantity).toBe(qtyInStock);
  });
});

describe('adding to the cart refuses bad requests with the spec message', () => {
  it('asks for cookies when the crumb cookie is missing, and reports an expired session when it does not match', async () => {
    const bare = await visit(ENTRIES, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({ message: COOKIES_DISABLED });

    const visitor = await arrivingVisitor();
    const forged = await visitor.request(ENTRIES, { method: 'POST', body: '{}', headers: { 'X-CSRF-Token': 'guess' } });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ message: SESSION_EXPIRED });
  });

  it.each([
    ['an unknown variant', { sku: 'NO-SUCH-SKU', quantity: 1 }, VARIANT_UNAVAILABLE, 'VARIANT_UNAVAILABLE'],
    ['a quantity that is not a number', { quantity: 'two' }, QUANTITY_NOT_A_NUMBER, 'QUANTITY_NOT_A_NUMBER'],
  ])('%s', async (_, override, message, errorType) => {
    const candle = await demoProduct('item-candle');
    const visitor = await arrivingVisitor();
    const request = { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 as number | string };
    const response = await visitor.send(ENTRIES, 'POST', { ...request, ...override });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errorType });
  });

  it('a sold-out product', async () => {
    const mug = await demoProduct('item-mug');
    expect(mug.structuredContent.variants[0].qtyInStock).toBe(0);
    const visitor = await arrivingVisitor();
    const response = await visitor.send(ENTRIES, 'POST', { itemId: mug.id, sku: mug.structuredContent.variants[0].sku, quantity: 1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: OUT_OF_STOCK, errorType: 'OUT_OF_STOCK' });
  });

  it.each([
    ['malformed JSON', '{"itemId": '],
    ['wrong types', JSON.stringify({ itemId: 7, sku: ['x'], quantity: {} })],
    ['an empty body', ''],
  ])('%s gets a 400, never a 500', async (_, body) => {
    const visitor = await arrivingVisitor();
    const response = await visitor.send(ENTRIES, 'POST', body);
    expect(response.status).toBe(400);
    expect((await response.json<{ message: string }>()).message).toBeTruthy();
  });

  it('a 1 MB body is refused before it is read', async () => {
    const visitor = await arrivingVisitor();
    const response = await visitor.send(ENTRIES, 'POST', { itemId: 'x', sku: 'y', quantity: 1, additionalFields: 'a'.repeat(1024 * 1024) });
    expect(response.status).toBe(413);
  });
});
