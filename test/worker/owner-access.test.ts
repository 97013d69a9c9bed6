// Many sites, one Worker (issue #24): every owner call and every dashboard
// page, walked with every kind of credential against two published websites.
// The table below is the contract; a route the app registers under
// /api/owner/ or a dashboard section without a row fails the first test.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CRUMB_COOKIE, CRUMB_HEADER, DASHBOARD_PATH, DASHBOARD_SIGN_IN_PATH, DASHBOARD_SIGN_OUT_PATH, OWNER_API, ownerTokensPath } from '../../schemas';
import { OWNER_UNAUTHORIZED } from '../../schemas/messages';
import { app } from '../../worker/app';
import { DASHBOARD_SECTIONS } from '../../worker/dashboard/sections';
import { inject } from 'vitest';
import { Visitor } from './cookie-jar';
import { DEMO_ORIGIN, seedDemoSite, throughWorker } from './demo-site';
import { dashboardSignIn, mintToken, platformCall, platformHeaders } from './owner-helpers';
import { freshAddress } from './site-user-helpers';

const SECOND_ORIGIN = 'http://second.example';
const SECOND_WEBSITE = 'second-website';

/** Who calls, and on which site's host. */
const CREDENTIALS = ['none', 'platform', 'A read-write', 'A read', 'A revoked', 'B token', 'A session', 'A session on B'] as const;
type CredentialName = (typeof CREDENTIALS)[number];

interface Row {
  method: 'GET' | 'POST' | 'PUT';
  /** The route as the app registers it. */
  route: string;
  /** What is requested on the host. */
  path: string;
  body?: Record<string, unknown>;
  /** The status for each credential, in the order of CREDENTIALS. */
  expected: readonly number[];
}

const ITEM = 'item-tee';
const SKU = 'TEE-M-SAGE';
const FORM = 'contact-form';

//                    none plat  A-rw A-rd revk  B    sess  sess@B
const READ = [401, 401, 200, 200, 401, 401, 200, 401];
const CHANGE = [401, 401, 200, 403, 401, 401, 200, 401];
const PAGE = [401, 401, 401, 401, 401, 401, 200, 401];
const PAGE_CHANGE = PAGE.map((status) => (status === 200 ? 303 : status));

const TABLE: readonly Row[] = [
  { method: 'GET', route: OWNER_API.orders, path: OWNER_API.orders, expected: READ },
  { method: 'GET', route: OWNER_API.ordersCsv, path: OWNER_API.ordersCsv, expected: READ },
  { method: 'GET', route: `${OWNER_API.forms}/:formId/submissions`, path: `${OWNER_API.forms}/${FORM}/submissions`, expected: READ },
  { method: 'GET', route: `${OWNER_API.forms}/:formId/submissions.csv`, path: `${OWNER_API.forms}/${FORM}/submissions.csv`, expected: READ },
  { method: 'GET', route: `${OWNER_API.analytics}/:report`, path: `${OWNER_API.analytics}/traffic`, expected: READ },
  { method: 'GET', route: `${OWNER_API.inventory}/:itemId`, path: `${OWNER_API.inventory}/${ITEM}`, expected: READ },
  { method: 'PUT', route: `${OWNER_API.inventory}/:itemId`, path: `${OWNER_API.inventory}/${ITEM}`, body: { sku: SKU, adjustBy: 0 }, expected: CHANGE },
  // A refund (#26) moves money: a read token may not; who may is told the order is not there (no order has that number).
  { method: 'POST', route: `${OWNER_API.orders}/:number/refund`, path: `${OWNER_API.orders}/99999/refund`, body: {}, expected: CHANGE.map((status) => (status === 200 ? 404 : status)) },
  // The outbox holds every sign-in link the site sent: reading it is being anyone, so a read token may not.
  { method: 'GET', route: OWNER_API.devOutbox, path: OWNER_API.devOutbox, expected: CHANGE },
  ...DASHBOARD_SECTIONS.map((section): Row => ({ method: 'GET', route: section.path, path: section.path, expected: PAGE })),
  // The list pages' own pages and forms (#28): a session of this site only; the owner tokens open no page.
  { method: 'GET', route: '/config/orders/:number', path: '/config/orders/999999', expected: PAGE.map((status) => (status === 200 ? 404 : status)) },
  { method: 'POST', route: '/config/orders', path: '/config/orders', body: { q: 'ada@example.com' }, expected: PAGE },
  { method: 'POST', route: '/config/orders/:number/refund', path: '/config/orders/999999/refund', body: {}, expected: PAGE.map((status) => (status === 200 ? 404 : status)) },
  { method: 'POST', route: '/config/inventory', path: '/config/inventory', body: { itemId: ITEM, sku: SKU, action: 'adjust', amount: '0' }, expected: PAGE_CHANGE },
  { method: 'POST', route: '/config/restock/notify', path: '/config/restock/notify', body: { productId: 'item-mug', variantId: 'MUG-SPECKLE' }, expected: PAGE.map((status) => (status === 200 ? 409 : status)) },
  { method: 'GET', route: '/config/submissions/:formId', path: `/config/submissions/${FORM}`, expected: PAGE },
  // The emailed link's page and the request for one answer everybody alike.
  { method: 'GET', route: `${DASHBOARD_SIGN_IN_PATH}?token=`, path: `${DASHBOARD_SIGN_IN_PATH}?token=${'x'.repeat(43)}`, expected: Array(8).fill(400) },
  { method: 'POST', route: DASHBOARD_SIGN_IN_PATH, path: DASHBOARD_SIGN_IN_PATH, body: { email: 'nobody@shoppers.test', next: '/config' }, expected: Array(8).fill(200) },
  // Last: it ends the session it is sent with.
  { method: 'POST', route: DASHBOARD_SIGN_OUT_PATH, path: DASHBOARD_SIGN_OUT_PATH, body: {}, expected: Array(8).fill(303) },
];

const fetchOn = (origin: string) => (path: string, init?: RequestInit) => throughWorker(new URL(path, origin), init);

/** Each credential as a browser or script holding it: its cookies (a crumb at least) and any bearer token. */
const callers = new Map<CredentialName, { visitor: Visitor; bearer?: string }>();

async function withCrumb(visitor: Visitor): Promise<Visitor> {
  await visitor.request('/config');
  return visitor;
}

beforeAll(async () => {
  await seedDemoSite();
  await Promise.all(inject('secondSite').map((entry) => env.CONTENT.put(entry.key, entry.value)));
  const [readWrite, read, revoked, second] = await Promise.all([mintToken(), mintToken(undefined, 'read'), mintToken(), mintToken(SECOND_WEBSITE)]);
  expect((await platformCall(`${ownerTokensPath('demo-website')}/${revoked.id}`, { method: 'DELETE' })).status).toBe(204);
  const onA = async (bearer?: string) => ({ visitor: await withCrumb(new Visitor(fetchOn(DEMO_ORIGIN))), bearer });
  callers.set('none', await onA());
  callers.set('platform', await onA(env.PLATFORM_TOKEN));
  callers.set('A read-write', await onA(readWrite.token));
  callers.set('A read', await onA(read.token));
  callers.set('A revoked', await onA(revoked.token));
  callers.set('B token', await onA(second.token));
  const session = await dashboardSignIn('owner@fernandfield.test');
  callers.set('A session', { visitor: session });
  // The same cookies, sent to the second site's host.
  const copied = new Visitor(fetchOn(SECOND_ORIGIN));
  for (const [name, value] of session.cookies) copied.cookies.set(name, value);
  callers.set('A session on B', { visitor: copied });
}, 60_000);

async function call(name: CredentialName, row: Row): Promise<Response> {
  const { visitor, bearer } = callers.get(name)!;
  const headers: Record<string, string> = { [CRUMB_HEADER]: visitor.cookies.get(CRUMB_COOKIE) ?? '', 'CF-Connecting-IP': freshAddress() };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  let body: string | undefined;
  if (row.body && row.path.startsWith('/api/')) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(row.body);
  } else if (row.body) {
    body = new URLSearchParams({ ...row.body, crumb: visitor.cookies.get(CRUMB_COOKIE) ?? '' } as Record<string, string>).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  return visitor.request(row.path, { method: row.method, headers, body, redirect: 'manual' });
}

describe('owner calls and dashboard pages, by credential and host', () => {
  it('has a row for every owner call the app registers and every dashboard section', () => {
    // Every owner call, and every dashboard page but the catch-all that answers the report sections (rows of their own).
    const ownerRoute = (path: string) => path.startsWith(OWNER_API.prefix) || (path.startsWith(`${DASHBOARD_PATH}/`) && path !== `${DASHBOARD_PATH}/*`);
    const registered = app.routes.filter((route) => ownerRoute(route.path) && route.method !== 'ALL').map((route) => `${route.method} ${route.path.replace(/\{.*\}/g, '')}`);
    const listed = TABLE.map((row) => `${row.method} ${row.route.replace(/\?.*/, '')}`);
    expect([...new Set(registered)].filter((route) => !listed.includes(route))).toEqual([]);
    for (const row of TABLE) expect(row.expected).toHaveLength(CREDENTIALS.length);
  });

  it('answers each credential as the table says', async () => {
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const row of TABLE) {
      for (const [index, name] of CREDENTIALS.entries()) {
        const response = await call(name, row);
        seen.push(`${row.method} ${row.path} as ${name}: ${response.status}`);
        wanted.push(`${row.method} ${row.path} as ${name}: ${row.expected[index]}`);
        const text = await response.text();
        if (response.status === 401 && row.path.startsWith('/api/')) expect(JSON.parse(text)).toEqual({ message: OWNER_UNAUTHORIZED });
        if (response.status >= 400) expect(text).not.toContain('ada@example.com');
        expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      }
    }
    expect(seen).toEqual(wanted);
  });

  it('answers an unknown token, a revoked one and another site’s in the same words and headers', async () => {
    const answers = await Promise.all(
      (['A revoked', 'B token', 'none'] as const).map(async (name) => {
        const response = await call(name, TABLE[0]);
        return { status: response.status, challenge: response.headers.get('WWW-Authenticate'), body: await response.text() };
      }),
    );
    const made = await fetchOn(DEMO_ORIGIN)(OWNER_API.orders, { headers: { Authorization: `Bearer sfo_ZGVtby13ZWJzaXRl.${'a'.repeat(16)}.${'b'.repeat(43)}` } });
    answers.push({ status: made.status, challenge: made.headers.get('WWW-Authenticate'), body: await made.text() });
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 401, challenge: 'Bearer', body: JSON.stringify({ message: OWNER_UNAUTHORIZED }) });
  });

  it('takes the platform key on platform calls only, and an owner token on none of them', async () => {
    const readWrite = callers.get('A read-write')!.bearer!;
    const asOwner = await fetchOn(DEMO_ORIGIN)(ownerTokensPath('demo-website'), { headers: { Authorization: `Bearer ${readWrite}` } });
    expect(asOwner.status).toBe(401);
    const asPlatform = await fetchOn(DEMO_ORIGIN)(ownerTokensPath('demo-website'), { headers: platformHeaders() });
    expect(asPlatform.status).toBe(200);
  });
});
