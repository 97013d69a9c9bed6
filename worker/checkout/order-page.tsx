import { PageType } from '../../schemas';
import { ORDER_NOT_FOUND } from '../../schemas/messages';
import { shopPath } from '../content/shop-path';
import { siteOrders } from '../orders/site-orders';
import { messagePage, privatePage } from '../render/private-page';
import type { PageAnswer } from '../render/stream-page';
import type { Storefront } from '../storefront';
import { orderLines, productsOf } from './entry-products';
import { OrderConfirmedView } from './order-view';

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The order-confirmed page of the order `orderId` names, pictured by the products as they are now. */
export async function orderPage(storefront: Storefront, orderId: string): Promise<PageAnswer | null> {
  const order = ORDER_ID.test(orderId) ? await siteOrders(storefront, await storefront.settings()).order(orderId) : null;
  if (!order) return messagePage(storefront, 'Order', ORDER_NOT_FOUND, 404);
  const itemIds = order.items.map((line) => line.itemId);
  const [products, shopUrl, { language, messages }] = await Promise.all([
    productsOf(storefront.content, itemIds),
    shopPath(storefront.content, itemIds),
    storefront.locale(),
  ]);
  const view = <OrderConfirmedView order={order} lines={orderLines(order, products)} shopUrl={shopUrl} language={language} messages={messages} />;
  return privatePage(storefront, messages.ORDER_CONFIRMED_TITLE, PageType.ORDER_CONFIRMED, view);
}
