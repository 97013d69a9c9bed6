// Order numbers: short, sequential per website, and with no gaps however many
// checkouts finish at once, including the ones that fail on the way.
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumberText } from '../../schemas';
import { TEST_CARD_DECLINED } from '../../worker/services/payments';
import { add, arrivingVisitor, publishCopy } from './cart-helpers';
import { allOrders, orderOf, submitCheckout } from './checkout-helpers';
import { seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('order numbers', () => {
  it('are unique and gap-free when 30 checkouts run at once and some fail', async () => {
    const limited = await publishCopy('item-candle', 'item-numbered-candle', 100);
    const sku = limited.structuredContent.variants[0].sku;
    const visitors = await Promise.all(Array.from({ length: 30 }, () => arrivingVisitor()));
    await Promise.all(visitors.map((visitor) => add(visitor, { itemId: limited.id, sku, quantity: 1 })));
    const before = (await allOrders()).length;

    // Every third shopper's card is declined: those checkouts must take no number.
    const responses = await Promise.all(
      visitors.map((visitor, index) => submitCheckout(visitor, index % 3 === 0 ? { paymentMethod: TEST_CARD_DECLINED } : {})),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([...Array(20).fill(303), ...Array(10).fill(402)]);

    const placed = await Promise.all(responses.filter((response) => response.status === 303).map(orderOf));
    const numbers = placed.map((order) => order.number).sort((a, b) => a - b);
    expect(numbers).toEqual(range(before + 1, before + 20));
    // The whole book too: 1, 2, 3… with nothing skipped.
    expect((await allOrders()).map((order) => order.number).sort((a, b) => a - b)).toEqual(range(1, before + 20));
  }, 30_000);

  it('read as five digits on the confirmation', async () => {
    const limited = await publishCopy('item-candle', 'item-shown-candle', 5);
    const visitor = await arrivingVisitor();
    await add(visitor, { itemId: limited.id, sku: limited.structuredContent.variants[0].sku, quantity: 1 });
    const placed = await submitCheckout(visitor);
    const order = await orderOf(placed);
    expect(orderNumberText(order.number)).toMatch(/^\d{5}$/);
    const html = await (await visit(placed.headers.get('Location')!)).text();
    expect(html).toContain(`<strong class="order-number">${orderNumberText(order.number)}</strong>`);
  });
});
