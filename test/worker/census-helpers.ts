// What the census, events and dashboard tests share: requests whose waitUntil
// work (the aggregation) has finished when they resolve, the owner's reports,
// and census bodies as the client module sends them.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import { CART_API, CRUMB_COOKIE, CRUMB_HEADER, OWNER_API, type AnalyticsReportName } from '../../schemas';
import worker from '../../worker/index';
import type { Env } from '../../worker/env';
import type { ExternalAnalyticsEvent } from '../../worker/services/analytics';
import { DEMO_ORIGIN, visit } from './demo-site';
import { ownerHeaders } from './owner-helpers';

/** A request through the Worker's fetch handler that resolves once everything it left to `waitUntil` is done. */
export async function settled(path: string, init: RequestInit = {}, overrides: Partial<Env> = {}): Promise<Response> {
  const context = createExecutionContext();
  const headers = new Headers(init.headers);
  // A browser sizes the bodies it has whole; only a streamed body goes without a length.
  if (typeof init.body === 'string' || init.body instanceof URLSearchParams) headers.set('Content-Length', String(new TextEncoder().encode(String(init.body)).length));
  const request = new Request(new URL(path, DEMO_ORIGIN), { ...init, headers });
  const response = await worker.fetch(request, { ...env, ...overrides }, context);
  await waitOnExecutionContext(context);
  return response;
}

export async function ownerReport<T>(report: AnalyticsReportName, days = 1): Promise<T> {
  const response = await visit(`${OWNER_API.analytics}/${report}?days=${days}`, { headers: await ownerHeaders() });
  if (response.status !== 200) throw new Error(`${report} answered ${response.status}`);
  return response.json();
}

export const DEMO_WEBSITE_ID = 'demo-website';

/** The page fields of a census call on `pagePath` of the demo site. */
export function pageFields(pagePath: string, visitorCookie = 'visitor-1') {
  return { websiteId: DEMO_WEBSITE_ID, pagePath, pageId: 'shop', collectionId: 'shop', templateId: 'products.list', website_locale: 'en-US', visitorCookie };
}

/** A page-view hit as the client sends it. */
export function hitForm(pagePath: string, visitorId = 'visitor-1', extra: Record<string, unknown> = {}): URLSearchParams {
  const data = {
    ...pageFields(pagePath, visitorId),
    pageTitle: 'Shop — Fern & Field',
    title: 'Shop — Fern & Field',
    contentSource: 'c',
    pagePermissionTypeValue: 1,
    userAgent: 'test',
    clientDate: Date.now(),
    viewportInnerWidth: 390,
    viewportInnerHeight: 844,
    screenWidth: 390,
    screenHeight: 844,
    url: `${DEMO_ORIGIN}${pagePath}`,
    recordType: null,
    localStorageSupported: true,
    queryString: '',
    referrer: '',
    ...extra,
  };
  return new URLSearchParams({ event: 'page view', data: JSON.stringify(data), ss_cvr: `${visitorId}|1700000000000|1700000000000|1700000000000|1` });
}

/** A crumb, as a page's first API call hands it out, and the headers that carry it. */
export async function crumbHeaders(): Promise<{ crumb: string; cookie: string }> {
  const response = await visit(`${CART_API}?mock=true`);
  const crumb = /crumb=([^;]+)/.exec(response.headers.get('Set-Cookie') ?? '')![1];
  return { crumb, cookie: `${CRUMB_COOKIE}=${crumb}` };
}

export function eventForm(crumb: string, event: string, data: Record<string, unknown>): URLSearchParams {
  return new URLSearchParams({ crumb, event, data: JSON.stringify({ websiteId: DEMO_WEBSITE_ID, ...data }) });
}

export { CRUMB_HEADER };

/** Where the tests point the external events service (ANALYTICS_EVENTS_URL). */
export const EVENTS_URL = 'https://events.example/v1/track';

/** Replaces the outgoing fetch to the events service (only), answering `status`; returns what it was sent. Restore with vi.restoreAllMocks(). */
export function stubEventsService(answer: (init: RequestInit) => Promise<Response> | Response) {
  const sent: ExternalAnalyticsEvent[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== EVENTS_URL) return original(input, init);
    sent.push(JSON.parse(String(init?.body)));
    return answer(init ?? {});
  });
  return sent;
}
