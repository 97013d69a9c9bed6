import type { EventData, Order } from '../../schemas';
import type { ExternalAnalyticsEvent } from '../services/analytics';

/** Names this runtime to the events service. */
const SOURCE_ENVIRONMENT = 'sitefront';

/** Where a RecordEvent call came from: the host it reached and the browser that sent it. */
export interface EventSource {
  host: string;
  userAgent: string;
}

/**
 * The events service's JSON for one RecordEvent call (spec section 7): the
 * page and client fields the visitor's page sent, the cart from its signed
 * cookie, and for a purchase the order as recorded, never as the page claims.
 */
export function externalEvent(source: EventSource, name: string, data: EventData, cartId: string | null, order: Order | null): ExternalAnalyticsEvent {
  const itemIds = data.item_ids ?? [];
  return {
    analytics_id: data.analytics_id ?? null,
    browser_language: data.browser_language ?? null,
    window_height: data.window_height ?? null,
    window_width: data.window_width ?? null,
    page_host: source.host,
    page_path: data.pagePath,
    query_params: data.query_params ?? '',
    referrer: data.referrer ?? '',
    session_id: data.session_id ?? null,
    user_agent: source.userAgent,
    timestamp: Date.now(),
    source_environment: SOURCE_ENVIRONMENT,
    context_website_id: data.websiteId,
    member_account_id: data.memberAccountId ?? null,
    object_identifier: order?.id ?? itemIds[0] ?? data.page_id ?? null,
    resolved_locale: data.member_locale ?? data.browser_language ?? data.website_locale ?? null,
    website_locale: data.website_locale ?? null,
    member_account_locale: data.member_locale ?? null,
    custom_schema_name: name,
    website_id: data.websiteId,
    page_id: data.page_id ?? null,
    cart_id: order?.purchasedCartId ?? cartId,
    item_ids: order ? order.items.map((item) => item.sku) : itemIds,
    item_types: data.item_types ?? [],
    currency: order?.currencyCode ?? data.currency ?? null,
    visitor_id: data.visitor_id ?? null,
    error_type: data.error_type ?? null,
    surface: data.surface ?? null,
    order_id: order?.id ?? null,
    revenue_cents: order?.grandTotal ?? null,
  };
}
