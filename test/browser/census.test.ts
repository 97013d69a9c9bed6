import { describe, expect, it } from 'vitest';
import { ADD_TO_CART_DOM_EVENT, ANALYTICS_ID_COOKIE, ANALYTICS_ID_MAX_AGE_SECONDS, parseReturningVisit, RETURNING_VISIT_COOKIE, RETURNING_VISIT_MAX_AGE_SECONDS, VISIT_COOKIE, VISIT_MAX_AGE_SECONDS, VISITOR_INFO_COOKIE } from '../../schemas/census/census';
import { demoItem, useChromium } from './chromium';
import { censusCalls, names, openCensused, VISITOR_CONTEXT } from './census-calls';
import { signInToDashboard } from './owner';
import { CENSUS_API } from '../../schemas/site/paths';
import { requestsHeard, storeUrl } from './store-page';

const browser = useChromium();

const HIT_FIELDS = [
  'visitorCookie', 'pageTitle', 'pageId', 'contentSource', 'pagePath', 'pagePermissionTypeValue', 'userAgent', 'clientDate',
  'viewportInnerWidth', 'viewportInnerHeight', 'screenWidth', 'screenHeight', 'websiteId', 'templateId', 'website_locale',
  'url', 'title', 'itemId', 'recordType', 'collectionId', 'localStorageSupported', 'queryString', 'referrer',
];
const EVENT_FIELDS = ['pagePath', 'pageHash', 'websiteId', 'templateId', 'variantId', 'memberAccountId', 'member_locale', 'website_locale'];

describe('a visit in Chromium', () => {
  it('records one page-view hit with every payload field, and the page’s events, on a list page', async () => {
    const context = await browser.newContext(VISITOR_CONTEXT);
    const calls = censusCalls(context);
    const page = await context.newPage();
    await openCensused(page, '/shop');
    await requestsHeard(page);
    expect(names(calls)).toEqual([`${CENSUS_API.hit} page view`, `${CENSUS_API.event} page view`, `${CENSUS_API.event} VisitPLP`]);
    const [hit, pageView, visitPlp] = calls;
    expect(Object.keys(hit.data).sort()).toEqual([...HIT_FIELDS].sort());
    const cookies = await context.cookies();
    const returning = cookies.find((cookie) => cookie.name === RETURNING_VISIT_COOKIE)!;
    expect(new URLSearchParams(hit.body).get('ss_cvr')).toBe(returning.value);
    expect(hit.data).toMatchObject({
      pagePath: '/shop',
      contentSource: 'c',
      websiteId: 'demo-website',
      collectionId: 'shop',
      website_locale: 'en-US',
      visitorCookie: parseReturningVisit(returning.value)!.id,
      localStorageSupported: true,
    });
    for (const field of EVENT_FIELDS) expect(pageView.data).toHaveProperty(field);
    expect(pageView.data).toMatchObject({ pagePath: '/shop', websiteId: 'demo-website', templateId: 'products.list', memberAccountId: null });
    const crumb = cookies.find((cookie) => cookie.name === 'crumb')!.value;
    expect(new URLSearchParams(visitPlp.body).get('crumb')).toBe(crumb);
    expect((visitPlp.data.item_ids as string[]).length).toBeGreaterThan(1);
  });

  it('records VisitPDP with the product, and AddToCart from the interactivity code’s event, before and after loading', async () => {
    const tee = await demoItem('01-organic-cotton-tee.json');
    const context = await browser.newContext(VISITOR_CONTEXT);
    const calls = censusCalls(context);
    const page = await context.newPage();
    // An add to cart dispatched once the page's script runs, before the census module has loaded, is kept for it.
    // (In-page code is written as text: the test files are typed for Node, not the DOM.)
    const early = { outcome: 'failure', errorType: 'NO_VARIANT_SELECTED', surface: 'pdp', itemId: 'early', sku: '', quantity: 1 };
    await page.addInitScript({
      content: `new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.islands !== 'ready') return;
        observer.disconnect();
        document.documentElement.dataset.censusAtEarlyAdd = document.documentElement.dataset.census ?? 'not started';
        dispatchEvent(new CustomEvent(${JSON.stringify(ADD_TO_CART_DOM_EVENT)}, { detail: ${JSON.stringify(early)} }));
      }).observe(document, { attributes: true, subtree: true });`,
    });
    await openCensused(page, tee.fullUrl);
    const added = { outcome: 'success', surface: 'quick view', itemId: tee.id, sku: tee.structuredContent.variants[0].sku, quantity: 2 };
    await page.evaluate(`dispatchEvent(new CustomEvent(${JSON.stringify(ADD_TO_CART_DOM_EVENT)}, { detail: ${JSON.stringify(added)} }))`);
    await requestsHeard(page);
    expect(await page.locator('html').getAttribute('data-census-at-early-add')).toBe('not started');
    expect(names(calls)).toEqual([
      `${CENSUS_API.hit} page view`,
      `${CENSUS_API.event} page view`,
      `${CENSUS_API.event} VisitPDP`,
      `${CENSUS_API.event} AddToCart`,
      `${CENSUS_API.event} AddToCart`,
    ]);
    expect(calls[0].data).toMatchObject({ contentSource: 'i', itemId: tee.id, recordType: 11 });
    expect(calls[2].data).toMatchObject({ item_ids: [tee.id], item_types: [tee.structuredContent.productType] });
    expect(calls[3].data).toMatchObject({ item_ids: ['early'], error_type: 'NO_VARIANT_SELECTED', surface: 'pdp' });
    expect(calls[4].data).toMatchObject({ item_ids: [tee.id], variantId: tee.structuredContent.variants[0].sku, surface: 'quick view', quantity: 2 });
    expect(calls[4].data).not.toHaveProperty('error_type');
  });

  it('records button renders and clicks, and form renders', async () => {
    const context = await browser.newContext(VISITOR_CONTEXT);
    const calls = censusCalls(context);
    const page = await context.newPage();
    await openCensused(page, '/contact');
    await requestsHeard(page);
    const forms = calls.filter((call) => call.path === CENSUS_API.formRender).map((call) => call.data.formId);
    expect(forms.sort()).toEqual(['contact-form', 'newsletter']);
    await openCensused(page, '/');
    await requestsHeard(page);
    const render = calls.find((call) => call.path === CENSUS_API.buttonRender)!;
    expect(render.data).toMatchObject({ buttonText: 'Visit the shop', buttonUrl: '/shop', pagePath: '/' });
    await page.getByRole('link', { name: 'Visit the shop' }).click();
    await page.waitForURL('**/shop');
    await page.locator('html[data-census="on"]').waitFor();
    await requestsHeard(page);
    expect(calls.filter((call) => call.path === CENSUS_API.buttonClick).map((call) => call.data.buttonText)).toEqual(['Visit the shop']);
  });

  it('records no hit and no event on /search, though it counts the visit', async () => {
    const context = await browser.newContext(VISITOR_CONTEXT);
    const calls = censusCalls(context);
    const page = await context.newPage();
    await openCensused(page, '/search?q=mug');
    await requestsHeard(page);
    expect(calls).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain(RETURNING_VISIT_COOKIE);
  });

  it('records nothing on the not-found page, nor on /config', async () => {
    const context = await browser.newContext(VISITOR_CONTEXT);
    const calls = censusCalls(context);
    const page = await context.newPage();
    await openCensused(page, '/no-such-page', 'skipped');
    await page.goto(`${storeUrl()}/config`);
    await page.getByLabel('Email').waitFor();
    await requestsHeard(page);
    expect(calls).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(RETURNING_VISIT_COOKIE);
  });

  it('records nothing for the signed-in owner', async () => {
    const context = await browser.newContext(VISITOR_CONTEXT);
    const calls = censusCalls(context);
    const page = await context.newPage();
    await signInToDashboard(page, 'owner@fernandfield.test');
    await page.locator('main[data-loaded="true"]').waitFor();
    await openCensused(page, '/shop', 'skipped');
    await requestsHeard(page);
    expect(calls).toEqual([]);
  });
});

describe('visitor cookies in Chromium', () => {
  const nowSeconds = () => Date.now() / 1000;
  const CHROMIUM_COOKIE_DAYS = 400;

  it('sets the returning-visit, visit and analytics cookies in the spec’s formats and lifetimes', async () => {
    const context = await browser.newContext(VISITOR_CONTEXT);
    const page = await context.newPage();
    await openCensused(page, '/shop');
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    const returning = parseReturningVisit(cookies[RETURNING_VISIT_COOKIE].value)!;
    expect(cookies[RETURNING_VISIT_COOKIE].value).toMatch(/^[A-Za-z0-9-]+\|[1-9]\d*\|[1-9]\d*\|[1-9]\d*\|[1-9]\d*$/);
    expect(returning.visitCount).toBe(1);
    expect(cookies[VISIT_COOKIE].value).toMatch(/^[1-9]\d*$/);
    expect(cookies[ANALYTICS_ID_COOKIE].value).toMatch(/^[0-9a-f-]{36}$/);
    for (const [name, lifetime] of [[RETURNING_VISIT_COOKIE, RETURNING_VISIT_MAX_AGE_SECONDS], [VISIT_COOKIE, VISIT_MAX_AGE_SECONDS], [ANALYTICS_ID_COOKIE, ANALYTICS_ID_MAX_AGE_SECONDS]] as const) {
      // Chromium keeps no cookie longer than 400 days: the two years asked for become 400 days there.
      expect(Math.abs(cookies[name].expires - (nowSeconds() + Math.min(lifetime, CHROMIUM_COOKIE_DAYS * 86_400)))).toBeLessThan(120);
    }
    expect(RETURNING_VISIT_MAX_AGE_SECONDS).toBe(2 * 365 * 24 * 60 * 60);
    expect(VISIT_MAX_AGE_SECONDS).toBe(30 * 60);
    expect(ANALYTICS_ID_MAX_AGE_SECONDS).toBe(390 * 24 * 60 * 60);
  });

  it('counts a new visit only once the visit cookie has expired', async () => {
    const context = await browser.newContext(VISITOR_CONTEXT);
    const page = await context.newPage();
    const returning = async () => parseReturningVisit((await context.cookies()).find((cookie) => cookie.name === RETURNING_VISIT_COOKIE)!.value)!;
    await openCensused(page, '/shop');
    const first = await returning();
    await openCensused(page, '/journal');
    expect(await returning()).toEqual(first);
    await context.clearCookies({ name: VISIT_COOKIE });
    await openCensused(page, '/shop');
    const second = await returning();
    expect(second).toMatchObject({ id: first.id, firstVisit: first.firstVisit, previousVisit: first.currentVisit, visitCount: 2 });
    expect(second.currentVisit).toBeGreaterThan(first.currentVisit);
  });

  it('tags events with the signed-in site user of the visitor-info cookie', async () => {
    const context = await browser.newContext(VISITOR_CONTEXT);
    const store = new URL(storeUrl());
    await context.addCookies([{ name: VISITOR_INFO_COOKIE, value: encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'member-7' })), domain: store.hostname, path: '/' }]);
    const calls = censusCalls(context);
    const page = await context.newPage();
    await openCensused(page, '/shop');
    await requestsHeard(page);
    expect(calls.find((call) => call.path === CENSUS_API.event)!.data.memberAccountId).toBe('member-7');
  });

  it('only warns when the analytics id cannot be stored, and records all the same', async () => {
    const context = await browser.newContext(VISITOR_CONTEXT);
    // The browser keeps every cookie but the analytics id.
    await context.addInitScript({
      content: `{
        const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
        Object.defineProperty(document, 'cookie', {
          configurable: true,
          get: () => cookie.get.call(document),
          set: (value) => { if (!value.startsWith(${JSON.stringify(`${ANALYTICS_ID_COOKIE}=`)})) cookie.set.call(document, value); },
        });
      }`,
    });
    const calls = censusCalls(context);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openCensused(page, '/shop');
    await requestsHeard(page);
    expect(warnings).toContain('Unable to store analyticsId');
    expect(names(calls)).toContain(`${CENSUS_API.hit} page view`);
    expect(calls.find((call) => call.path === CENSUS_API.event)!.data).not.toHaveProperty('analytics_id');
  });
});
