import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE, CRUMB_COOKIE, formatMoney, HAS_CART_COOKIE, orderNumberText, siteKeys } from '../../schemas';
import {
  CART_EMPTY,
  CHECKOUT_LINK_UNKNOWN,
  CHECKOUT_SESSION_MISSING,
  GIFT_CARD_DENOMINATION,
  ITEM_NOT_FOUND,
  minimumSubtotalMessage,
  NOT_A_SUBSCRIPTION,
  ORDER_NOT_FOUND,
  OUT_OF_STOCK,
  RESTOCK_EMAIL_BLANK,
  SUB_QUANTITY_NOT_WHOLE,
} from '../../schemas/messages';
import { add, arrivingVisitor, cartOf, product, publishCopy, websiteId } from './cart-helpers';
import type { Visitor } from './cookie-jar';
import { BUYER, orderOf, outbox, stockOf, submitCheckout as placeOrder, withStoreSettings } from './checkout-helpers';
import { putSiteContent, seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);

const SUBSCRIPTION_API = '/api/3/commerce/cart/subscription';

/** Order ids recorded for the website, as the order book holds them. */
async function recordedOrders(sku: string): Promise<string[]> {
  const stub = env.ORDERS.get(env.ORDERS.idFromName(await websiteId()));
  return runInDurableObject(stub, (_, state) =>
    state.storage.sql
      .exec<{ id: string }>("SELECT orders.id AS id FROM orders, json_each(json_extract(body, '$.items')) WHERE json_extract(value, '$.sku') = ?", sku)
      .toArray()
      .map((row) => row.id),
  );
}

describe('checkout', () => {
  it('places a numbered order with the buyer, address, shipping and tax, mails the receipt and starts a fresh cart', async () => {
    const [candle, tote] = await Promise.all([product('item-candle'), product('item-tote')]);
    const visitor = await arrivingVisitor();
    const before = await stockOf(visitor, candle.id);
    await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 2 });
    const { shoppingCart } = await add(visitor, { itemId: tote.id, sku: tote.structuredContent.variants[0].sku, quantity: 1 });

    const page = await visitor.request('/checkout');
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain(candle.title);
    expect(html).toContain(`name="crumb" value="${visitor.cookies.get(CRUMB_COOKIE)}"`);
    for (const field of ['email', 'firstName', 'lastName', 'phone', 'country', 'line1', 'line2', 'city', 'region', 'postcode']) {
      expect(html).toContain(`name="${field}"`);
    }

    const placed = await placeOrder(visitor);
    expect(placed.status).toBe(303);
    const confirmation = placed.headers.get('Location')!;
    expect(confirmation).toMatch(/^\/checkout\/order-confirmed\/[0-9a-f-]{36}$/);
    expect(visitor.setCookieFor(CART_COOKIE)).toMatch(/Max-Age=0/);
    expect(visitor.setCookieFor(HAS_CART_COOKIE)).toMatch(/Max-Age=0/);

    // Standard shipping ($6 flat) under the $100 free-shipping line, and New York's 8.875 % on the goods.
    const subtotal = shoppingCart.subtotalCents;
    const tax = Math.round(subtotal * 0.08875);
    const order = await orderOf(placed);
    expect(order).toMatchObject({
      testMode: true,
      subtotal,
      shippingTotal: 600,
      shippingOption: { id: 'standard', name: 'Standard' },
      taxTotal: tax,
      grandTotal: subtotal + 600 + tax,
      customer: { email: BUYER.email, firstName: BUYER.firstName, lastName: BUYER.lastName, phone: BUYER.phone },
      shippingAddress: { country: 'US', line1: BUYER.line1, line2: BUYER.line2, city: BUYER.city, region: 'NY', postcode: BUYER.postcode },
      payment: { provider: 'stripe' },
    });
    expect(order.number).toBeGreaterThan(0);
    expect(order.taxLines).toEqual([{ name: 'New York sales tax', country: 'US', region: 'NY', ratePercent: 8.875, inclusive: false, amountCents: tax }]);
    expect(order.items.map((line) => [line.sku, line.quantity])).toEqual([
      [candle.structuredContent.variants[0].sku, 2],
      [tote.structuredContent.variants[0].sku, 1],
    ]);

    const confirmed = await (await visitor.request(confirmation)).text();
    expect(confirmed).toContain('Order confirmed');
    expect(confirmed).toContain(orderNumberText(order.number));
    expect(confirmed).toContain(tote.title);
    expect(confirmed).toContain(BUYER.line1);
    expect(confirmed).toContain(formatMoney(order.grandTotal, 'USD', 'en-US'));
    expect(confirmed).toContain('href="/shop"');

    const receipt = (await outbox()).find((message) => message.to === BUYER.email && message.subject.includes(orderNumberText(order.number)));
    expect(receipt?.text).toContain(candle.title);
    expect(receipt?.text).toContain(`Total: ${formatMoney(order.grandTotal, 'USD', 'en-US')}`);
    expect(receipt?.html).toContain(formatMoney(order.grandTotal, 'USD', 'en-US'));

    expect((await stockOf(visitor, candle.id))[0].qtyInStock).toBe(before[0].qtyInStock - 2);
    expect((await cartOf(visitor)).entries).toEqual([]);
    const { shoppingCart: fresh } = await add(visitor, { itemId: tote.id, sku: tote.structuredContent.variants[0].sku, quantity: 1 });
    expect(fresh.id).not.toBe(shoppingCart.id);
    expect(fresh.totalQuantity).toBe(1);
  });

  it('never reuses a purchased cart, even when its cookie comes back', async () => {
    const tote = await product('item-tote');
    const visitor = await arrivingVisitor();
    const { shoppingCart } = await add(visitor, { itemId: tote.id, sku: tote.structuredContent.variants[0].sku, quantity: 1 });
    const purchasedCookie = visitor.cookies.get(CART_COOKIE)!;
    expect((await placeOrder(visitor)).status).toBe(303);

    visitor.cookies.set(CART_COOKIE, purchasedCookie);
    expect((await cartOf(visitor)).entries).toEqual([]);
    // Its order was placed: the form sent again is told so, not that the cart is empty.
    expect((await placeOrder(visitor)).status).toBe(409);
    const { shoppingCart: next } = await add(visitor, { itemId: tote.id, sku: tote.structuredContent.variants[0].sku, quantity: 1 });
    expect(next.id).not.toBe(shoppingCart.id);
    expect(next.totalQuantity).toBe(1);
  });

  it('refuses an empty cart with the spec words', async () => {
    const visitor = await arrivingVisitor();
    const response = await placeOrder(visitor);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(CART_EMPTY);
    expect(await (await visitor.request('/checkout')).text()).toContain(CART_EMPTY);
  });

  it('holds to the store minimum order subtotal', async () => {
    const candle = await product('item-candle');
    const visitor = await arrivingVisitor();
    const { shoppingCart } = await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
    const minimum = shoppingCart.subtotalCents + 1;
    await withStoreSettings(
      (settings) => (settings.minimumOrderSubtotal = minimum),
      async () => {
        const message = minimumSubtotalMessage(formatMoney(minimum, 'USD', 'en-US'));
        expect(await (await visitor.request('/cart')).text()).toContain(message);
        const response = await placeOrder(visitor);
        expect(response.status).toBe(400);
        expect(await response.text()).toContain(message);
      },
    );
    expect((await placeOrder(visitor)).status).toBe(303);
  });

  it('sells exactly the stock when 20 visitors check out at once', async () => {
    const limited = await publishCopy('item-candle', 'item-limited-candle', 5);
    const sku = limited.structuredContent.variants[0].sku;
    const visitors = await Promise.all(Array.from({ length: 20 }, () => arrivingVisitor()));
    await Promise.all(visitors.map((visitor) => add(visitor, { itemId: limited.id, sku, quantity: 1 })));

    const responses = await Promise.all(visitors.map((visitor) => placeOrder(visitor)));
    const placed = responses.filter((response) => response.status === 303);
    const refused = responses.filter((response) => response.status === 409);
    expect([placed.length, refused.length]).toEqual([5, 15]);
    expect(await refused[0].text()).toContain(OUT_OF_STOCK);

    const orderIds = placed.map((response) => response.headers.get('Location')!.split('/').pop());
    expect((await recordedOrders(sku)).sort()).toEqual(orderIds.sort());
    expect(await stockOf(visitors[0], limited.id)).toEqual([{ sku, unlimited: false, qtyInStock: 0 }]);
    // The visitors who were refused keep their cart and may still change it.
    const refusedVisitor = visitors[responses.findIndex((response) => response.status === 409)];
    expect((await cartOf(refusedVisitor)).totalQuantity).toBe(1);
  });

  it('places one order when the same cart is checked out twice at once', async () => {
    const limited = await publishCopy('item-candle', 'item-double-submit', 10);
    const sku = limited.structuredContent.variants[0].sku;
    const visitor = await arrivingVisitor();
    await add(visitor, { itemId: limited.id, sku, quantity: 2 });
    const responses = await Promise.all([placeOrder(visitor), placeOrder(visitor), placeOrder(visitor)]);
    expect(responses.filter((response) => response.status === 303)).toHaveLength(1);
    expect(await recordedOrders(sku)).toHaveLength(1);
    expect((await stockOf(visitor, limited.id))[0].qtyInStock).toBe(8);
  });

  it('answers an unknown order with 404', async () => {
    for (const orderId of ['no-such-order', crypto.randomUUID(), '%00', 'a'.repeat(300)]) {
      const response = await visit(`/checkout/order-confirmed/${orderId}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(ORDER_NOT_FOUND);
    }
  });
});

describe('express checkout', () => {
  it('needs the cart or has-cart cookie, else says the session expired', async () => {
    const bare = await visit('/commerce/goto-checkout', { redirect: 'manual' });
    expect(bare.status).toBe(403);
    expect(await bare.text()).toContain(CHECKOUT_SESSION_MISSING.replace("'", '&#x27;'));

    const visitor = await arrivingVisitor();
    const candle = await product('item-candle');
    await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
    const onward = await visitor.request('/commerce/goto-checkout', { redirect: 'manual' });
    expect(onward.status).toBe(302);
    expect(onward.headers.get('Location')).toBe('/checkout');
  });
});

describe('gift card checkout', () => {
  it('buys the chosen denomination on its own, sends the card and its stored code to the recipient', async () => {
    const giftCard = await product('item-gift-card');
    const variant = giftCard.structuredContent.variants[1];
    const visitor = await arrivingVisitor();
    const query = new URLSearchParams({ websiteId: await websiteId(), giftCardProductId: giftCard.id, sku: variant.sku });
    const response = await visitor.request(`/checkout/giftcard?${query}`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const checkout = response.headers.get('Location')!;
    const cartToken = new URL(checkout, 'http://localhost').searchParams.get('cartToken')!;

    const html = await (await visitor.request(checkout)).text();
    expect(html).toContain(giftCard.title);
    expect(html).toContain(`name="cartToken" value="${cartToken}"`);
    // Nothing to ship: no address, but the recipient's address.
    expect(html).not.toContain('name="line1"');
    expect(html).toContain('name="recipientEmail"');

    const noRecipient = await placeOrder(visitor, { cartToken, recipientEmail: '' });
    expect(noRecipient.status).toBe(400);
    expect(await noRecipient.text()).toContain(RESTOCK_EMAIL_BLANK);

    const recipientEmail = 'grace@example.org';
    const placed = await placeOrder(visitor, { cartToken, recipientEmail, country: '', line1: '', city: '', region: '', postcode: '' });
    expect(placed.status).toBe(303);
    const order = await orderOf(placed);
    expect(order).toMatchObject({ shippingAddress: null, shippingTotal: 0, taxTotal: 0, grandTotal: 5000 });
    expect(order.giftCards).toEqual([{ code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/), amountCents: 5000, recipientEmail }]);
    const stored = await runInDurableObject(env.ORDERS.get(env.ORDERS.idFromName(await websiteId())), (_, state) =>
      state.storage.sql.exec<{ order_id: string; recipient: string }>('SELECT order_id, recipient FROM gift_cards WHERE code = ?', order.giftCards[0].code).toArray(),
    );
    expect(stored).toEqual([{ order_id: order.id, recipient: recipientEmail }]);
    const delivered = (await outbox()).find((message) => message.to === recipientEmail);
    expect(delivered?.text).toContain(order.giftCards[0].code);
    expect(delivered?.text).toContain('$50.00');

    expect((await cartOf(visitor)).entries).toEqual([]);
    // A bought checkout link is spent.
    expect((await visitor.request(checkout)).status).toBe(404);
  });

  it('asks for a denomination, and refuses another website or a product that is not a gift card', async () => {
    const giftCard = await product('item-gift-card');
    const site = await websiteId();
    const noSku = await visit(`/checkout/giftcard?websiteId=${site}&giftCardProductId=${giftCard.id}`);
    expect(noSku.status).toBe(400);
    expect(await noSku.text()).toContain(GIFT_CARD_DENOMINATION);
    for (const query of [`websiteId=other&giftCardProductId=${giftCard.id}`, `websiteId=${site}&giftCardProductId=item-candle`, '']) {
      const response = await visit(`/checkout/giftcard?${query}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(ITEM_NOT_FOUND);
    }
  });
});

describe('subscription purchase', () => {
  const subscribe = async (visitor: Visitor, itemId: string, sku: string, qty: number) => {
    const response = await visitor.send(SUBSCRIPTION_API, 'POST', { itemId, sku, qty, additionalFields: 'null' });
    expect(response.status).toBe(200);
    return (await response.json<{ cartToken: string }>()).cartToken;
  };

  it('hands out a cart token that the subscription checkout resolves', async () => {
    const coffee = await product('item-coffee');
    const visitor = await arrivingVisitor();
    const response = await visitor.send(SUBSCRIPTION_API, 'POST', {
      itemId: coffee.id,
      sku: coffee.structuredContent.variants[0].sku,
      qty: 2,
      additionalFields: 'null',
      subscriptionOptionId: (coffee.structuredContent.productSubscriptionOptions as { id: string }[])[0].id,
    });
    expect(response.status).toBe(200);
    const { cartToken } = await response.json<{ cartToken: string }>();
    const html = await (await visitor.request(`/checkout/subscribe?cartToken=${cartToken}`)).text();
    expect(html).toContain(coffee.title);
    expect(html).toContain('Quantity 2');
    expect((await cartOf(visitor)).entries).toEqual([]);
    expect((await visitor.request('/checkout/subscribe?cartToken=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await (await visitor.request('/checkout/subscribe')).text()).toContain(CHECKOUT_LINK_UNKNOWN);
  });

  it('keeps the billing wording through checkout, order and receipt', async () => {
    const coffee = await product('item-coffee');
    const visitor = await arrivingVisitor();
    const cartToken = await subscribe(visitor, coffee.id, coffee.structuredContent.variants[0].sku, 2);
    // Two bags at $19.00, billed monthly until cancelled.
    expect(await (await visitor.request(`/checkout/subscribe?cartToken=${cartToken}`)).text()).toContain('$38.00 every month');
    const placed = await placeOrder(visitor, { cartToken });
    expect(placed.status).toBe(303);
    const order = await orderOf(placed);
    expect(order.items[0].billing).toBe('$38.00 every month');
    expect(await (await visitor.request(placed.headers.get('Location')!)).text()).toContain('$38.00 every month');
    expect((await outbox()).find((message) => message.subject.includes(orderNumberText(order.number)))?.text).toContain('$38.00 every month');
  });

  it('words a plan with a duration as the engine does', async () => {
    const fortnightly = await publishCopy('item-coffee', 'item-fortnightly-coffee', 50);
    const plan = { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 6 };
    await putSiteContent(
      siteKeys.item(await websiteId(), fortnightly.id),
      JSON.stringify({ ...fortnightly, structuredContent: { ...fortnightly.structuredContent, subscriptionPlan: plan } }),
    );
    const visitor = await arrivingVisitor();
    const cartToken = await subscribe(visitor, fortnightly.id, fortnightly.structuredContent.variants[0].sku, 1);
    expect(await (await visitor.request(`/checkout/subscribe?cartToken=${cartToken}`)).text()).toContain('$19.00 every 2 weeks for 12 weeks');
  });

  it('needs a whole quantity and a subscribable product', async () => {
    const [coffee, candle] = await Promise.all([product('item-coffee'), product('item-candle')]);
    const visitor = await arrivingVisitor();
    const half = await visitor.send(SUBSCRIPTION_API, 'POST', { itemId: coffee.id, sku: coffee.structuredContent.variants[0].sku, quantity: '1.5' });
    expect(half.status).toBe(400);
    expect(await half.json()).toEqual({ message: SUB_QUANTITY_NOT_WHOLE, errorType: 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER' });
    const notSub = await visitor.send(SUBSCRIPTION_API, 'POST', { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, qty: 1 });
    expect(await notSub.json()).toEqual({ message: NOT_A_SUBSCRIPTION, errorType: 'SUB_API_FAILURE' });
    const wrongOption = await visitor.send(SUBSCRIPTION_API, 'POST', { itemId: coffee.id, qty: 1, subscriptionOptionId: 'nope' });
    expect(wrongOption.status).toBe(400);
  });
});

describe('the cart page', () => {
  it('is private, renders the cart for hydration, and shows the empty state with a way back to the shop', async () => {
    const empty = await visit('/cart');
    expect(empty.status).toBe(200);
    expect(empty.headers.get('Cache-Control')).toBe('private, no-store');
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain(CART_EMPTY);
    expect(emptyHtml).toMatch(/<a class="button button-secondary cart-continue" href="\/shop">Continue shopping<\/a>/);

    const tee = await product('item-tee');
    const variant = tee.structuredContent.variants.find((candidate) => candidate.qtyInStock > 0)!;
    const visitor = await arrivingVisitor();
    const { shoppingCart } = await add(visitor, { itemId: tee.id, sku: variant.sku, quantity: 1 });
    const html = await (await visitor.request('/cart')).text();
    expect(html).toContain(tee.title);
    for (const [name, value] of Object.entries(variant.attributes)) expect(html).toContain(`${name}: ${value}`);
    expect(html).toContain(formatMoney(shoppingCart.subtotalCents, 'USD', 'en-US'));
    expect(html).toContain(`<img src="${tee.items[0].assetUrl}?format=300w"`);
    expect(html).toContain(`<a class="cart-entry-title" href="${tee.fullUrl}">`);
    expect(html).not.toContain('Edit form');
    const data = html.match(/<script type="application\/json" id="cart-page-data">(.*?)<\/script>/)![1];
    expect(JSON.parse(data).cart).toEqual(await cartOf(visitor));
  });

  it('titles custom-form answers by their questions', async () => {
    const spoon = await product('item-spoon');
    const visitor = await arrivingVisitor();
    const additionalFields = JSON.stringify({ 'engraving-text': 'Ada', 'engraving-style': 'Script' });
    await add(visitor, { itemId: spoon.id, sku: spoon.structuredContent.variants[0].sku, quantity: 1, additionalFields });
    const html = await (await visitor.request('/cart')).text();
    expect(html).toContain('Engraving (up to 20 letters): Ada');
    expect(html).toContain('Lettering: Script');
    // "Edit form" reopens the product's own form, so the island is handed all of it.
    expect(html).toMatch(/<button type="button" class="button-link cart-entry-edit">Edit form<\/button>/);
    const data = JSON.parse(html.match(/<script type="application\/json" id="cart-page-data">(.*?)<\/script>/)![1]);
    expect(spoon.structuredContent.additionalFieldsForm).toBeDefined();
    expect(data.products[spoon.id].form).toEqual(spoon.structuredContent.additionalFieldsForm);
    const placed = await placeOrder(visitor);
    expect((await orderOf(placed)).items[0].answers).toEqual([
      { label: 'Engraving (up to 20 letters)', value: 'Ada' },
      { label: 'Lettering', value: 'Script' },
    ]);
  });
});

describe('pages of the buying flow', () => {
  it('render inside the site layout, and are never indexed', async () => {
    const candle = await product('item-candle');
    const visitor = await arrivingVisitor();
    const before = [await visitor.request('/cart'), await visitor.request('/checkout')];
    await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
    const during = [await visitor.request('/cart'), await visitor.request('/checkout'), await visitor.request('/checkout?cartToken=nope')];
    const placed = await placeOrder(visitor);
    const after = [await visitor.request(placed.headers.get('Location')!), await visit('/commerce/goto-checkout')];
    for (const response of [...before, ...during, ...after]) {
      const html = await response.text();
      expect(html).toContain('<header class="site-header">');
      expect(html).toContain('<footer class="site-footer">');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });
});
