import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
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
import type { AppEnv } from '../env';
import { clientAddress } from '../middleware/client-address';
import { analyticsEvents } from '../services/analytics';
import { accountOf } from '../site-users/account';
import { aggregate } from './aggregate';
import { externalEvent } from './external-event';

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
export async function recordServerEvent(c: Context<AppEnv>, name: AnalyticsEventName, event: ServerEvent): Promise<void> {
  const site = await c.get('site').settings();
  if (!site || !consentAllows(site.cookieSettings, 'analytics', getCookie(c, CONSENT_COOKIE))) return;
  const account = await accountOf(c);
  const subject = { path: event.pagePath, pageType: event.pageType, censusEnabled: site.website.censusEnabled, accountRoles: account ? account.roles : null };
  if (trackingSkipped(subject)) return;
  const visit = parseReturningVisit(getCookie(c, RETURNING_VISIT_COOKIE));
  const visitStart = getCookie(c, VISIT_COOKIE);
  const data: EventData = {
    pagePath: event.pagePath,
    websiteId: site.website.id,
    website_locale: site.website.language,
    item_ids: event.itemIds,
    variantId: event.variantId ?? null,
    visitor_id: visit?.id,
    session_id: visit && visitStart ? `${visit.id}-${visitStart}` : undefined,
    analytics_id: getCookie(c, ANALYTICS_ID_COOKIE),
  };
  aggregate(c, visit?.id ?? clientAddress(c), [{ kind: 'event', page: event.pagePath, name, detail: '' }]);
  c.executionCtx.waitUntil(analyticsEvents(c.env).send(externalEvent(c, name, data, await readCartId(c), null)));
}
