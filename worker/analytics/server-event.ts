import {
  ANALYTICS_ID_COOKIE,
  consentAllows,
  CONSENT_COOKIE,
  parseReturningVisit,
  RETURNING_VISIT_COOKIE,
  trackingSkipped,
  VISIT_COOKIE,
  type AnalyticsEventName,
  type EventData,
} from '../../schemas';
import { readCartId } from '../cart/cart-cookie';
import { analyticsEvents } from '../services/analytics';
import type { Storefront } from '../storefront';
import { aggregate } from './aggregate';
import { externalEvent, type EventSource } from './external-event';

/** What an event the Worker records itself names: the page it happened on and its items. */
export interface ServerEvent {
  pagePath: string;
  pageType: number;
  itemIds: string[];
  variantId?: string;
}

/**
 * An analytics event of a page without scripts (the cart page's remove form,
 * answered with a redirect): counted and sent to the events service as the
 * page's script would have, by the same rules: the site's census on, no
 * signed-in account tracked (spec section 6), and where the site asks first,
 * only with the visitor's yes (README "Cookies"). The visitor is known by
 * their census cookies when they have them.
 */
export async function recordServerEvent(storefront: Storefront, source: EventSource, name: AnalyticsEventName, event: ServerEvent): Promise<void> {
  const { cookies } = storefront.visitor;
  const site = await storefront.settings();
  if (!site || !consentAllows(site.cookieSettings, 'analytics', cookies.get(CONSENT_COOKIE))) return;
  const account = await storefront.visitor.account();
  const subject = { path: event.pagePath, pageType: event.pageType, censusEnabled: site.website.censusEnabled, accountRoles: account ? account.roles : null };
  if (trackingSkipped(subject)) return;
  const visit = parseReturningVisit(cookies.get(RETURNING_VISIT_COOKIE));
  const visitStart = cookies.get(VISIT_COOKIE);
  const data: EventData = {
    pagePath: event.pagePath,
    websiteId: site.website.id,
    website_locale: site.website.language,
    item_ids: event.itemIds,
    variantId: event.variantId ?? null,
    visitor_id: visit?.id,
    session_id: visit && visitStart ? `${visit.id}-${visitStart}` : undefined,
    analytics_id: cookies.get(ANALYTICS_ID_COOKIE),
  };
  aggregate(storefront, [{ kind: 'event', page: event.pagePath, name, detail: '' }], visit?.id);
  storefront.waitUntil(analyticsEvents(storefront.env, storefront.log).send(externalEvent(source, name, data, await readCartId(storefront), null)));
}
