import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CART_API,
  moneyToCents,
  productOptions,
  QUANTITY_MAX,
  selectOptionsMessage,
  siteKeys,
  type CartEntry,
  type ShoppingCart,
} from '../../schemas';
import {
  ENTRY_NOT_FOUND,
  GIFT_CARD_DENOMINATION,
  OUT_OF_STOCK,
  QUANTITY_NOT_A_NUMBER,
  QUANTITY_OUT_OF_RANGE,
  REQUEST_UNREADABLE,
  VARIANT_UNAVAILABLE,
} from '../../schemas/messages';
import { add, arrivingVisitor, cartOf, ENTRIES, product, websiteId } from './cart-helpers';
import type { Visitor } from './cookie-jar';
import { putSiteContent, seedDemoSite } from './demo-site';

beforeAll(seedDemoSite);

type Updated = { shoppingCart: ShoppingCart; updatedEntry: CartEntry };

async function refusal(response: Response) {
  return { status: response.status, body: await response.json<{ message: string; errorType?: string }>() };
}

describe('adding checks the spec rules in order', () => {
  it('names the options still to select, in variantOptionOrdering order', async () => {
    const tee = await product('item-tee');
    const options = productOptions(tee.structuredContent);
    expect(options.length).toBeGreaterThanOrEqual(2);
    const visitor = await arrivingVisitor();

    const nothing = await visitor.send(ENTRIES, 'POST', { itemId: tee.id, quantity: 1 });
    expect(await refusal(nothing)).toEqual({
      status: 400,
      body: { message: selectOptionsMessage(options), errorType: 'NO_VARIANT_SELECTED' },
    });

    const [first, ...rest] = options;
    const firstValue = tee.structuredContent.variants[0].attributes[first];
    const partly = await visitor.send(ENTRIES, 'POST', { itemId: tee.id, quantity: 1, chosenAttributes: { [first]: firstValue } });
    expect((await partly.json<{ message: string }>()).message).toBe(selectOptionsMessage(rest));
  });

  it('asks for a denomination of a gift card', async () => {
    const giftCard = await product('item-gift-card');
    const visitor = await arrivingVisitor();
    const response = await visitor.send(ENTRIES, 'POST', { itemId: giftCard.id, sku: '', quantity: 1 });
    expect(await refusal(response)).toEqual({ status: 400, body: { message: GIFT_CARD_DENOMINATION, errorType: 'NO_VARIANT_SELECTED' } });
  });

  it('refuses a chosen combination no variant has', async () => {
    const tee = await product('item-tee');
    const [first, second] = productOptions(tee.structuredContent);
    const values = (name: string) => [...new Set(tee.structuredContent.variants.map((variant) => variant.attributes[name]))];
    const missing = values(first)
      .flatMap((a) => values(second).map((b) => ({ [first]: a, [second]: b })))
      .find((choice) => !tee.structuredContent.variants.some((v) => v.attributes[first] === choice[first] && v.attributes[second] === choice[second]));
    expect(missing).toBeDefined();
    const visitor = await arrivingVisitor();
    const response = await visitor.send(ENTRIES, 'POST', { itemId: tee.id, quantity: 1, chosenAttributes: missing });
    expect(await refusal(response)).toEqual({ status: 400, body: { message: VARIANT_UNAVAILABLE, errorType: 'VARIANT_UNAVAILABLE' } });
  });

  it('refuses a sold-out variant and more than the stock, before judging the quantity', async () => {
    const tee = await product('item-tee');
    const soldOut = tee.structuredContent.variants.find((variant) => variant.qtyInStock === 0 && !variant.unlimited)!;
    const scarce = tee.structuredContent.variants.find((variant) => variant.qtyInStock > 0)!;
    const visitor = await arrivingVisitor();
    const outOfStock = { status: 400, body: { message: OUT_OF_STOCK, errorType: 'OUT_OF_STOCK' } };
    expect(await refusal(await visitor.send(ENTRIES, 'POST', { itemId: tee.id, sku: soldOut.sku, quantity: 'many' }))).toEqual(outOfStock);
    expect(await refusal(await visitor.send(ENTRIES, 'POST', { itemId: tee.id, sku: scarce.sku, quantity: scarce.qtyInStock + 1 }))).toEqual(
      outOfStock,
    );
    expect(await refusal(await visitor.send(ENTRIES, 'POST', { itemId: tee.id, sku: scarce.sku, quantity: 'many' }))).toEqual({
      status: 400,
      body: { message: QUANTITY_NOT_A_NUMBER, errorType: 'QUANTITY_NOT_A_NUMBER' },
    });
  });

  it.each([0, -1, 1.5, QUANTITY_MAX + 1, 1e300])('keeps quantity %s out of the cart', async (quantity) => {
    const ebook = await product('item-ebook');
    const visitor = await arrivingVisitor();
    const response = await visitor.send(ENTRIES, 'POST', { itemId: ebook.id, sku: ebook.structuredContent.variants[0].sku, quantity });
    expect(await refusal(response)).toEqual({ status: 400, body: { message: QUANTITY_OUT_OF_RANGE, errorType: 'API_FAILURE' } });
    expect((await cartOf(visitor)).totalQuantity).toBe(0);
  });

  it('prices a digital product from the item', async () => {
    const ebook = await product('item-ebook');
    const visitor = await arrivingVisitor();
    const { shoppingCart } = await add(visitor, { itemId: ebook.id, sku: ebook.structuredContent.variants[0].sku, quantity: 3 });
    const unit = moneyToCents(ebook.structuredContent.priceMoney!);
    expect(shoppingCart.subtotalCents).toBe(3 * unit);
    expect([shoppingCart.hasDigital, shoppingCart.purelyDigital, shoppingCart.requiresShipping]).toEqual([true, true, false]);
  });

  it('sells a service one at a time when the store says so', async () => {
    const service = await product('item-consultation');
    const key = siteKeys.settings(await websiteId());
    const settings = (await env.CONTENT.get<{ websiteSettings: { storeSettings: Record<string, unknown> } }>(key, 'json'))!;
    const single = structuredClone(settings);
    single.websiteSettings.storeSettings.multipleQuantityAllowedForServices = false;
    await putSiteContent(key, JSON.stringify(single));
    try {
      const visitor = await arrivingVisitor();
      const sku = service.structuredContent.variants[0].sku;
      expect((await visitor.send(ENTRIES, 'POST', { itemId: service.id, sku, quantity: 2 })).status).toBe(400);
      await add(visitor, { itemId: service.id, sku, quantity: 1 });
      const again = await visitor.send(ENTRIES, 'POST', { itemId: service.id, sku, quantity: 1 });
      expect(await refusal(again)).toEqual({ status: 400, body: { message: OUT_OF_STOCK, errorType: 'OUT_OF_STOCK' } });
    } finally {
      await putSiteContent(key, JSON.stringify(settings));
    }
    const visitor = await arrivingVisitor();
    await add(visitor, { itemId: service.id, sku: service.structuredContent.variants[0].sku, quantity: 2 });
  });
});

/** A visitor whose cart holds `quantity` of the tote. */
async function visitorWithTote(quantity = 2, additionalFields = 'null') {
  const tote = await product('item-tote');
  const visitor = await arrivingVisitor();
  const { newlyAdded } = await add(visitor, { itemId: tote.id, sku: tote.structuredContent.variants[0].sku, quantity, additionalFields });
  return { visitor, tote, entry: newlyAdded };
}

const quantityOf = (visitor: Visitor, entryId: string, quantity: unknown) =>
  visitor.send(`${ENTRIES}/${entryId}/quantity`, 'PUT', { quantity });

describe('changing an entry', () => {
  it('changes the quantity and recomputes every total', async () => {
    const { visitor, entry } = await visitorWithTote();
    const response = await quantityOf(visitor, entry.id, 5);
    expect(response.status).toBe(200);
    const { shoppingCart, updatedEntry } = await response.json<Updated>();
    expect(updatedEntry).toMatchObject({ id: entry.id, quantity: 5, subTotal: 5 * entry.purchasePriceCents });
    expect([shoppingCart.totalQuantity, shoppingCart.subtotalCents, shoppingCart.grandTotalCents]).toEqual([
      5,
      5 * entry.purchasePriceCents,
      5 * entry.purchasePriceCents + shoppingCart.shippingCostCents,
    ]);
  });

  it('refuses a quantity that is not a number, out of range or beyond the stock', async () => {
    const { visitor, tote, entry } = await visitorWithTote();
    expect(await refusal(await quantityOf(visitor, entry.id, 'ten'))).toEqual({
      status: 400,
      body: { message: QUANTITY_NOT_A_NUMBER, errorType: 'QUANTITY_NOT_A_NUMBER' },
    });
    expect((await refusal(await quantityOf(visitor, entry.id, 0))).body.message).toBe(QUANTITY_OUT_OF_RANGE);
    const stock = tote.structuredContent.variants[0].qtyInStock;
    expect((await refusal(await quantityOf(visitor, entry.id, stock + 1))).body.message).toBe(OUT_OF_STOCK);
    expect((await quantityOf(visitor, entry.id, stock)).status).toBe(200);
    expect((await cartOf(visitor)).totalQuantity).toBe(stock);
  });

  it('removes an entry', async () => {
    const { visitor, entry } = await visitorWithTote();
    const response = await visitor.send(`${ENTRIES}/${entry.id}`, 'DELETE', '');
    expect(response.status).toBe(200);
    const { shoppingCart } = await response.json<{ shoppingCart: ShoppingCart }>();
    expect([shoppingCart.entries, shoppingCart.subtotalCents, shoppingCart.totalQuantity]).toEqual([[], 0, 0]);
  });

  it('answers an entry that is not in the visitor cart with 404', async () => {
    const { entry } = await visitorWithTote();
    const stranger = await arrivingVisitor();
    await add(stranger, { itemId: entry.itemId, sku: entry.sku, quantity: 1 });
    const notFound = { status: 404, body: { message: ENTRY_NOT_FOUND } };
    expect(await refusal(await quantityOf(stranger, entry.id, 3))).toEqual(notFound);
    expect(await refusal(await stranger.send(`${ENTRIES}/${entry.id}`, 'DELETE', ''))).toEqual(notFound);
    expect(await refusal(await stranger.send(`${ENTRIES}/${entry.id}/additionalFields`, 'PUT', { ...entry, additionalFields: '{}' }))).toEqual(
      notFound,
    );
  });

  it('updates custom-form answers, merging into an entry that already has them', async () => {
    const { visitor, tote, entry } = await visitorWithTote(1, '{"note":"a"}');
    const sku = tote.structuredContent.variants[0].sku;
    const { newlyAdded: other } = await add(visitor, { itemId: tote.id, sku, quantity: 2, additionalFields: '{"note":"b"}' });
    const path = `${ENTRIES}/${entry.id}/additionalFields`;

    const changed = await visitor.send(path, 'PUT', { itemId: tote.id, sku, additionalFields: '{"note":"c"}' });
    expect(changed.status).toBe(200);
    expect((await changed.json<Updated>()).updatedEntry).toMatchObject({ id: entry.id, additionalFields: '{"note":"c"}', quantity: 1 });

    const merged = await visitor.send(path, 'PUT', { itemId: tote.id, sku, additionalFields: '{"note":"b"}' });
    const { shoppingCart, updatedEntry } = await merged.json<Updated>();
    expect(updatedEntry).toMatchObject({ id: other.id, quantity: 3 });
    expect(shoppingCart.entries).toHaveLength(1);

    const notJson = await visitor.send(`${ENTRIES}/${other.id}/additionalFields`, 'PUT', { itemId: tote.id, sku, additionalFields: '{oops' });
    expect(await refusal(notJson)).toEqual({ status: 400, body: { message: REQUEST_UNREADABLE } });
  });
});

describe('reading the cart', () => {
  it('honours mock, calculateSubtotal and timecode', async () => {
    const { visitor } = await visitorWithTote(2);
    const real = await cartOf(visitor);
    expect(real.subtotalCents).toBeGreaterThan(0);

    const mock = await (await visitor.request(`${CART_API}?mock=true`)).json<ShoppingCart>();
    expect([mock.entries, mock.totalQuantity]).toEqual([[], 0]);

    const uncounted = await (await visitor.request(`${CART_API}?calculateSubtotal=false&timecode=${Date.now()}`)).json<ShoppingCart>();
    expect(uncounted.entries).toEqual(real.entries);
    expect([uncounted.subtotalCents, uncounted.grandTotalCents, uncounted.totalQuantity]).toEqual([0, 0, real.totalQuantity]);

    const response = await visitor.request(CART_API);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    for (const bad of ['mock=maybe', 'timecode=yesterday', 'calculateSubtotal=1']) {
      expect((await visitor.request(`${CART_API}?${bad}`)).status).toBe(400);
    }
  });
});
