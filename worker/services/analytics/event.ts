/**
 * The JSON the external analytics events service receives (spec section 7):
 * its own fields, then the analytics event's (website, page, cart, items,
 * currency, session and visitor ids, add-to-cart outcome).
 */
export interface ExternalAnalyticsEvent {
  analytics_id: string | null;
  browser_language: string | null;
  window_height: number | null;
  window_width: number | null;
  page_host: string;
  page_path: string;
  query_params: string;
  referrer: string;
  session_id: string | null;
  user_agent: string;
  timestamp: number;
  source_environment: string;
  context_website_id: string;
  member_account_id: string | null;
  object_identifier: string | null;
  resolved_locale: string | null;
  website_locale: string | null;
  member_account_locale: string | null;
  /** The event's name: purchase, page view, VisitPDP, AddToCart… */
  custom_schema_name: string;
  website_id: string;
  page_id: string | null;
  cart_id: string | null;
  item_ids: string[];
  item_types: number[];
  currency: string | null;
  visitor_id: string | null;
  error_type: string | null;
  surface: string | null;
  order_id: string | null;
  revenue_cents: number | null;
}

/** Sends an event; never throws: a failed event is logged and dropped (spec section 8). */
export interface AnalyticsEvents {
  send(event: ExternalAnalyticsEvent): Promise<void>;
}
