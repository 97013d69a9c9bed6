import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CENSUS_API, CRUMB_COOKIE, CRUMB_HEADER, moneyToCents, type CommerceReport, type ErrorsReport } from '../../schemas';
import { COOKIES_DISABLED, REQUEST_UNREADABLE, SESSION_EXPIRED } from '../../schemas/messages';
import { add, arrivingVisitor, product } from './cart-helpers';
import { DEMO_WEBSITE_ID, eventForm, EVENTS_URL, ownerReport, settled, stubEventsService } from './census-helpers';
import { submitCheckout } from './checkout-helpers';
import type { Visitor } from './cookie-jar';
import { seedDemoSite } from './demo-site';
import { loggedMessages } from './log-lines';

beforeAll(seedDemoSite);
afterEach(() => vi.restoreAllMocks());


const cookieHeader = (visitor: Visitor) => [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A RecordEvent call as the census module sends it: the crumb as a form field, `data` as JSON. */
function recordEvent(visitor: Visitor, event: string, data: Record<string, unknown>, overrides = {}) {
  const body = eventForm(visitor.cookies.get(CRUMB_COOKIE) ?? '', event, { pagePath: '/shop', ...data });
  return settled(CENSUS_API.event, { method: 'POST', body, headers: { Cookie: cookieHeader(visitor), 'User-Agent': 'census-test' } }, overrides);
}

const commerce = () => ownerReport<CommerceReport>('commerce');
const step = (report: CommerceReport, name: string) => report.funnel.find((row) => row.step === name)!.count;
const errorCount = (report: CommerceReport, type: string) => report.addToCartErrors.find((row) => row.errorType === type)?.count ?? 0;

describe('POST /api/events/RecordEvent', () => {
  it('needs the crumb of the visitor', async () => {
    const visitor = await arrivingVisitor();
    const body = eventForm(visitor.cookies.get(CRUMB_COOKIE)!, 'VisitPLP', { pagePath: '/shop' });
    const none = await settled(CENSUS_API.event, { method: 'POST', body });
    expect(none.status).toBe(403);
    expect(await none.json()).toEqual({ message: COOKIES_DISABLED });
    const forged = await settled(CENSUS_API.event, { method: 'POST', body: eventForm('forged', 'VisitPLP', { pagePath: '/shop' }), headers: { Cookie: cookieHeader(visitor) } });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ message: SESSION_EXPIRED });
  });

  it('counts the funnel steps and add-to-cart failures by error type', async () => {
    const visitor = await arrivingVisitor();
    const before = await commerce();
    for (const [event, data] of [
      ['VisitPLP', { item_ids: ['a', 'b'] }],
      ['VisitPDP', { item_ids: ['a'], item_types: [1] }],
      ['VisitPDP', { item_ids: ['b'], item_types: [1] }],
      ['AddToCart', { item_ids: ['a'], surface: 'pdp', variantId: 'SKU-1', quantity: 1 }],
      ['AddToCart', { item_ids: ['a'], surface: 'plp', error_type: 'OUT_OF_STOCK' }],
      ['AddToCart', { item_ids: ['a'], surface: 'quick view', error_type: 'NO_VARIANT_SELECTED' }],
      ['AddToCart', { item_ids: ['a'], surface: 'add-on', error_type: 'OUT_OF_STOCK' }],
    ] as const) {
      expect((await recordEvent(visitor, event, data)).status).toBe(204);
    }
    const after = await commerce();
    expect(step(after, 'VisitPLP') - step(before, 'VisitPLP')).toBe(1);
    expect(step(after, 'VisitPDP') - step(before, 'VisitPDP')).toBe(2);
    expect(step(after, 'AddToCart') - step(before, 'AddToCart')).toBe(1);
    expect(errorCount(after, 'OUT_OF_STOCK') - errorCount(before, 'OUT_OF_STOCK')).toBe(2);
    expect(errorCount(after, 'NO_VARIANT_SELECTED') - errorCount(before, 'NO_VARIANT_SELECTED')).toBe(1);
  });

  it('refuses unknown events, error types and surfaces, another site, and malformed data', async () => {
    const visitor = await arrivingVisitor();
    const before = await commerce();
    const crumb = visitor.cookies.get(CRUMB_COOKIE)!;
    const bodies = [
      eventForm(crumb, 'BuyEverything', { pagePath: '/shop' }),
      eventForm(crumb, 'AddToCart', { pagePath: '/shop', error_type: 'CART_ON_FIRE' }),
      eventForm(crumb, 'AddToCart', { pagePath: '/shop', surface: 'carousel' }),
      eventForm(crumb, 'AddToCart', { pagePath: '/shop', item_ids: 'a' }),
      eventForm(crumb, 'VisitPDP', { pagePath: '/shop', websiteId: 'someone-else' }),
      eventForm(crumb, 'purchase', { pagePath: '/checkout/order-confirmed/x' }),
      new URLSearchParams({ crumb, event: 'VisitPDP', data: '{"pagePath":"/shop"' }),
      new URLSearchParams({ crumb, event: 'VisitPDP' }),
    ];
    for (const body of bodies) {
      const response = await settled(CENSUS_API.event, { method: 'POST', body, headers: { Cookie: cookieHeader(visitor) } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: REQUEST_UNREADABLE });
    }
    expect(await commerce()).toEqual(before);
  });

  it('counts a purchase once, with the order book’s total, and nothing for an order the store has not got', async () => {
    const ebook = await product('item-ebook');
    const visitor = await arrivingVisitor();
    await add(visitor, { itemId: ebook.id, sku: ebook.structuredContent.variants[0].sku, quantity: 2, additionalFields: 'null' });
    // Orders and revenue come from the order book (#28): the order counts once, however many purchase events tell of it.
    const before = await commerce();
    const placed = await submitCheckout(visitor);
    const orderId = placed.headers.get('Location')!.split('/').pop()!;
    for (let i = 0; i < 2; i++) expect((await recordEvent(visitor, 'purchase', { order_id: orderId, pagePath: `/checkout/order-confirmed/${orderId}` })).status).toBe(204);
    expect((await recordEvent(visitor, 'purchase', { order_id: 'no-such-order' })).status).toBe(204);
    const after = await commerce();
    const today = (report: CommerceReport) => report.days.at(-1)!;
    expect(step(after, 'purchase') - step(before, 'purchase')).toBe(1);
    expect(today(after).orders - today(before).orders).toBe(1);
    const variant = ebook.structuredContent.variants[0];
    const price = moneyToCents((variant.onSale ? variant.salePriceMoney : variant.priceMoney)!);
    expect(today(after).revenueCents - today(before).revenueCents).toBe(2 * price);
  });
});

describe('the external analytics events service', () => {
  it('receives each event as JSON with the spec’s fields and the cart from the signed cookie', async () => {
    const sent = stubEventsService(() => new Response(null, { status: 202 }));
    const warn = vi.spyOn(console, 'warn');
    const ebook = await product('item-ebook');
    const visitor = await arrivingVisitor();
    await add(visitor, { itemId: ebook.id, sku: ebook.structuredContent.variants[0].sku, quantity: 1, additionalFields: 'null' });
    const data = { item_ids: [ebook.id], surface: 'pdp', error_type: 'OUT_OF_STOCK', analytics_id: 'analytics-1', session_id: 'visitor-1-1700000000000', visitor_id: 'visitor-1', browser_language: 'de-DE', window_width: 390, window_height: 844, website_locale: 'en-US' };
    expect((await recordEvent(visitor, 'AddToCart', data, { ANALYTICS_EVENTS_URL: EVENTS_URL })).status).toBe(204);
    expect(sent).toHaveLength(1);
    const [event] = sent;
    for (const field of ['analytics_id', 'browser_language', 'window_height', 'window_width', 'page_host', 'page_path', 'query_params', 'referrer', 'session_id', 'user_agent', 'timestamp', 'source_environment', 'context_website_id', 'member_account_id', 'object_identifier', 'resolved_locale', 'website_locale', 'member_account_locale', 'custom_schema_name']) {
      expect(event).toHaveProperty(field);
    }
    expect(event).toMatchObject({
      custom_schema_name: 'AddToCart',
      analytics_id: 'analytics-1',
      page_host: 'localhost',
      page_path: '/shop',
      user_agent: 'census-test',
      context_website_id: DEMO_WEBSITE_ID,
      website_id: DEMO_WEBSITE_ID,
      item_ids: [ebook.id],
      error_type: 'OUT_OF_STOCK',
      surface: 'pdp',
      resolved_locale: 'de-DE',
      window_width: 390,
    });
    expect(event.cart_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([200, 202])('takes HTTP %i as success', async (status) => {
    stubEventsService(() => new Response(null, { status }));
    const warn = vi.spyOn(console, 'warn');
    await recordEvent(await arrivingVisitor(), 'VisitPLP', {}, { ANALYTICS_EVENTS_URL: EVENTS_URL });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([204, 400, 500, 503])('logs HTTP %i and swallows it', async (status) => {
    stubEventsService(() => new Response(null, { status }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await recordEvent(await arrivingVisitor(), 'VisitPLP', {}, { ANALYTICS_EVENTS_URL: EVENTS_URL });
    expect(response.status).toBe(204);
    expect(loggedMessages(warn)).toContain(`Error tracking event: HTTP Status ${status}`);
  });

  it('gives up after 2.5 s and logs it as no status', async () => {
    let signal: AbortSignal | undefined;
    stubEventsService(
      (init) =>
        new Promise((_, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(signal!.reason));
        }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await recordEvent(await arrivingVisitor(), 'VisitPLP', {}, { ANALYTICS_EVENTS_URL: EVENTS_URL });
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as Error).name).toBe('TimeoutError');
    expect(loggedMessages(warn)).toContain('Error tracking event: HTTP Status 0');
  });

  it('is not called without ANALYTICS_EVENTS_URL: the dev log names the event', async () => {
    const sent = stubEventsService(() => new Response(null, { status: 202 }));
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    await recordEvent(await arrivingVisitor(), 'ViewCart', {});
    expect(sent).toHaveLength(0);
    expect(loggedMessages(info)).toContain('analytics event (not sent, ANALYTICS_EVENTS_URL is unset): ViewCart');
  });
});

describe('POST /api/events/RecordJavascriptErrors', () => {
  const report = (message: string, extra: Record<string, unknown> = {}) => ({
    event: 'error',
    data: { message, stack: `Error: ${message}\n    at app.js:1:1`, pagePath: '/shop', ...extra },
    timestamp: Date.now(),
  });

  async function send(visitor: Visitor, body: unknown, crumb = visitor.cookies.get(CRUMB_COOKIE)!) {
    return settled(CENSUS_API.javascriptErrors, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CRUMB_HEADER]: crumb, Cookie: cookieHeader(visitor) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  it('groups reports by message, newest first', async () => {
    const visitor = await arrivingVisitor();
    expect((await send(visitor, [report('TypeError: a is undefined'), report('TypeError: a is undefined'), report('RangeError: too deep')])).status).toBe(204);
    expect((await send(visitor, [report('RangeError: too deep', { pagePath: '/cart' })])).status).toBe(204);
    const { groups } = await ownerReport<ErrorsReport>('errors');
    expect(groups.find((group) => group.message === 'TypeError: a is undefined')?.count).toBe(2);
    expect(groups.find((group) => group.message === 'RangeError: too deep')).toMatchObject({ count: 2, page: '/cart' });
    expect(groups[0].message).toBe('RangeError: too deep');
  });

  it('needs the CSRF header and refuses what the reporter never sends', async () => {
    const visitor = await arrivingVisitor();
    expect((await send(visitor, [report('x')], 'forged')).status).toBe(403);
    const refused = [
      'not json',
      [],
      report('not a list'),
      Array.from({ length: 21 }, () => report('too many')),
      [report('long stack', { stack: 'x'.repeat(5001) })],
      [report('x'.repeat(1001))],
      [{ event: 'error', data: { message: 'no page' }, timestamp: 1 }],
    ];
    for (const body of refused) expect((await send(visitor, body)).status).toBe(400);
    const { groups } = await ownerReport<ErrorsReport>('errors');
    expect(groups.map((group) => group.message)).not.toContain('too many');
  });
});
