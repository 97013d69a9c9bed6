import { Hono } from 'hono';
import { CENSUS_API, JavascriptErrorsRequestSchema, RecordEventRequestSchema } from '../../schemas';
import { aggregate } from '../analytics/aggregate';
import { externalEvent } from '../analytics/external-event';
import type { AnalyticsRecord } from '../analytics/records';
import { readCartId } from '../cart/cart-cookie';
import type { AppEnv } from '../env';
import { siteOrders } from '../orders/site-orders';
import { analyticsEvents } from '../services/analytics';
import { censusBodyLimit, censusInput, noContent, unreadable } from './census-input';

/**
 * The events calls of spec section 7. Unlike the census beacons they come
 * from the page's scripts with the crumb (a form field for RecordEvent, the
 * CSRF header for error reports), checked before these routes. They answer
 * 204 at once; the aggregate and the external events service are fed after.
 */
export const eventsApi = new Hono<AppEnv>();

/** Ten reports of up to 5000 characters of stack each, escaped as JSON. */
const MAX_ERROR_REPORT_BYTES = 128 * 1024;

eventsApi.post(CENSUS_API.event, censusBodyLimit(), async (c) => {
  const request = await censusInput(c, RecordEventRequestSchema, 'form', (body) => body.data.websiteId);
  if (!request || (request.event === 'purchase' && !request.data.order_id)) return unreadable(c);
  const { event, data } = request;
  const storefront = c.get('storefront');
  const cartId = await readCartId(storefront);
  const events = analyticsEvents(storefront.env, storefront.log);
  const source = { host: new URL(c.req.url).host, userAgent: c.req.header('User-Agent') ?? '' };
  if (event === 'purchase') {
    const orderId = data.order_id!;
    // Revenue comes from the order book; a purchase the store has no order for counts nothing.
    const purchase = async (): Promise<AnalyticsRecord[]> => {
      const order = await siteOrders(storefront, await storefront.settings()).order(orderId);
      if (!order) return [];
      storefront.waitUntil(events.send(externalEvent(source, event, data, cartId, order)));
      return [{ kind: 'purchase', orderId, currency: order.currencyCode, totalCents: order.grandTotal }];
    };
    aggregate(storefront, purchase, orderId);
    return noContent(c);
  }
  const detail = event === 'AddToCart' ? (data.error_type ?? '') : '';
  aggregate(storefront, [{ kind: 'event', page: data.pagePath, name: event, detail }], data.visitor_id);
  storefront.waitUntil(events.send(externalEvent(source, event, data, cartId, null)));
  return noContent(c);
});

eventsApi.post(CENSUS_API.javascriptErrors, censusBodyLimit(MAX_ERROR_REPORT_BYTES), async (c) => {
  const reports = await censusInput(c, JavascriptErrorsRequestSchema, 'json', () => []);
  if (!reports) return unreadable(c);
  const records: AnalyticsRecord[] = reports.map(({ data }) => ({ kind: 'error', page: data.pagePath, message: data.message, stack: data.stack ?? '' }));
  aggregate(c.get('storefront'), records);
  return noContent(c);
});
