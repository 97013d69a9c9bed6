import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CENSUS_API, CRUMB_COOKIE, OWNER_API, type ContextConfig, type TrafficReport } from '../../schemas';
import { RATE_LIMITED, SESSION_EXPIRED, SIGN_IN_LINK_INVALID, SIGN_IN_LINK_SENT, SITE_USER_FORBIDDEN } from '../../schemas/messages';
import { OWNER_SESSION_COOKIE } from '../../worker/dashboard/owner-session';
import { hitForm, settled } from './census-helpers';
import { Visitor } from './cookie-jar';
import { putSiteContent, seedDemoSite, visit } from './demo-site';
import { dashboardSignIn, mintToken, ownerHeaders, siteOutbox } from './owner-helpers';
import { freshAddress, uniqueEmail, withSiteUsers } from './site-user-helpers';
import { stopTheClock } from './stopped-clock';

beforeAll(seedDemoSite);

const OWNER_EMAIL = 'owner@fernandfield.test';

/** A browser on /config asking for a sign-in link for `email` from `address`. */
async function askForLink(email: string, address = freshAddress()): Promise<Response> {
  const visitor = new Visitor();
  await visitor.request('/config');
  const body = new URLSearchParams({ crumb: visitor.cookies.get(CRUMB_COOKIE) ?? '', email, next: '/config/commerce' });
  return visitor.request('/config/sign-in', { method: 'POST', body, redirect: 'manual', headers: { 'CF-Connecting-IP': address } });
}

const dashboardLinksTo = async (email: string) => (await siteOutbox()).filter((message) => message.to === email && message.text.includes('/config/sign-in?token='));

describe('the owner dashboard at /config', () => {
  it('shows the sign-in page, 401 and uncached, to anyone without a session, on every /config path', async () => {
    for (const path of ['/config', '/config/', '/config/commerce', '/config/anything']) {
      const response = await visit(path);
      expect(response.status).toBe(401);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain('name="email"');
      expect(html).not.toContain('name="token"');
      expect(html).not.toContain('data-report');
    }
  });

  it('is never a site page, whatever the site publishes at /config', async () => {
    await putSiteContent('site:demo-website:route:/config', JSON.stringify({ collectionId: 'shop' }));
    expect((await visit('/config')).status).toBe(401);
  });

  it('answers every address alike, and mails a link only to the site’s owner and staff with a dashboard role', async () => {
    const stranger = uniqueEmail('stranger');
    for (const email of [OWNER_EMAIL, 'friend@fernandfield.test', stranger]) {
      const response = await askForLink(email);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(SIGN_IN_LINK_SENT.replace(/'/g, '&#x27;'));
    }
    expect(await dashboardLinksTo(OWNER_EMAIL)).not.toHaveLength(0);
    expect(await dashboardLinksTo('friend@fernandfield.test')).toHaveLength(0);
    expect(await dashboardLinksTo(stranger)).toHaveLength(0);
  });

  it('refuses a sign-in request without the crumb as a page, not JSON', async () => {
    const response = await visit('/config/sign-in', { method: 'POST', body: new URLSearchParams({ email: OWNER_EMAIL }), headers: { Cookie: `${CRUMB_COOKIE}=abc` } });
    expect(response.status).toBe(403);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain(SESSION_EXPIRED);
  });

  it('signs the owner in by the emailed link, once, with a signed, HttpOnly, SameSite=Strict session cookie of 8 hours', async () => {
    const owner = await dashboardSignIn(OWNER_EMAIL);
    const cookie = owner.setCookieFor(OWNER_SESSION_COOKIE)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=28800/);
    for (const [path, report] of [['/config', 'traffic'], ['/config/commerce', 'commerce'], ['/config/performance', 'vitals'], ['/config/errors', 'errors']]) {
      const page = await owner.request(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await page.text()).toContain(`data-report="${report}"`);
    }
    expect((await owner.request('/config/nothing-here')).status).toBe(404);
    // The session reads the owner's analytics, as the dashboard script does.
    expect((await owner.request(`${OWNER_API.analytics}/traffic`)).status).toBe(200);
    // The directory keeps the session for 8 hours, by the hash of its secret.
    const stub = env.SITE_USERS.get(env.SITE_USERS.idFromName('demo-website'));
    const rows = await runInDurableObject(stub, (_, state) => state.storage.sql.exec<{ id_hash: string; expires_at: number }>('SELECT id_hash, expires_at FROM owner_session').toArray());
    const secret = decodeURIComponent(owner.cookies.get(OWNER_SESSION_COOKIE)!).split('.')[1];
    expect(rows.some((row) => row.id_hash === secret)).toBe(false);
    const latest = Math.max(...rows.map((row) => row.expires_at));
    expect(latest - Date.now()).toBeGreaterThan(8 * 3600_000 - 60_000);
    expect(latest - Date.now()).toBeLessThanOrEqual(8 * 3600_000);
  });

  it('takes a link once, and a site user’s account link not at all', async () => {
    const visitor = new Visitor();
    expect((await visitor.request('/config/sign-in?token=not-a-real-token-at-all-0123456789')).status).toBe(400);
    await askForLink(OWNER_EMAIL);
    const [link] = await dashboardLinksTo(OWNER_EMAIL);
    const path = /\/config\/sign-in\?token=[\w-]+/.exec(link.text)![0];
    expect((await visitor.request(path, { redirect: 'manual' })).status).toBe(303);
    const again = await new Visitor().request(path, { redirect: 'manual' });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(SIGN_IN_LINK_INVALID.replace(/'/g, '&#x27;'));
  });

  it('takes no session that was tampered with, and none for changes without the crumb', async () => {
    const owner = await dashboardSignIn(OWNER_EMAIL);
    const value = owner.cookies.get(OWNER_SESSION_COOKIE)!;
    const tampered = new Visitor();
    tampered.cookies.set(OWNER_SESSION_COOKIE, value.replace(/^./, (first) => (first === 'a' ? 'b' : 'a')));
    expect((await tampered.request('/config')).status).toBe(401);
    expect((await tampered.request(`${OWNER_API.analytics}/traffic`)).status).toBe(401);
    const noCrumb = await owner.request(`${OWNER_API.inventory}/item-tee`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sku: 'TEE-M-SAGE', adjustBy: 0 }) });
    expect(noCrumb.status).toBe(403);
    expect((await owner.send(`${OWNER_API.inventory}/item-tee`, 'PUT', { sku: 'TEE-M-SAGE', adjustBy: 0 })).status).toBe(200);
  });

  it('signs the owner out, and the copy of the cookie dies with the session', async () => {
    const owner = await dashboardSignIn(OWNER_EMAIL);
    const copy = new Visitor();
    copy.cookies.set(OWNER_SESSION_COOKIE, owner.cookies.get(OWNER_SESSION_COOKIE)!);
    expect((await copy.request('/config')).status).toBe(200);
    const out = await owner.request('/config/sign-out', { method: 'POST', body: new URLSearchParams({ crumb: owner.cookies.get(CRUMB_COOKIE)! }), redirect: 'manual' });
    expect(out.status).toBe(303);
    expect(owner.setCookieFor(OWNER_SESSION_COOKIE)).toMatch(/Max-Age=0/);
    expect((await copy.request('/config')).status).toBe(401);
    expect((await copy.request(`${OWNER_API.orders}`)).status).toBe(401);
  });

  it('ends a session when a publish takes the account’s role away', async () => {
    const email = uniqueEmail('manager');
    await withSiteUsers({ owner: OWNER_EMAIL, staff: [{ email, roles: ['website_manager'] }] }, async () => {
      const manager = await dashboardSignIn(email);
      expect((await manager.request('/config')).status).toBe(200);
      await withSiteUsers({ owner: OWNER_EMAIL, staff: [{ email, roles: ['editor'] }] }, async () => {
        expect((await manager.request('/config')).status).toBe(401);
        expect((await manager.request(`${OWNER_API.analytics}/traffic`)).status).toBe(401);
      });
    });
  });

  it('slows down sign-in requests: the eleventh in a minute from one address is 429', async () => {
    stopTheClock();
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await askForLink(uniqueEmail('guess'), address)).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await (await askForLink(OWNER_EMAIL, address)).text()).toContain(RATE_LIMITED);
  });
});

describe('roles in the dashboard and the owner calls', () => {
  const staff = { store: uniqueEmail('store'), site: uniqueEmail('site') };
  const siteUsers = { owner: OWNER_EMAIL, staff: [{ email: staff.store, roles: ['store_manager' as const] }, { email: staff.site, roles: ['website_manager' as const] }] };
  const CALLS = {
    orders: OWNER_API.orders,
    inventory: `${OWNER_API.inventory}/item-tee`,
    forms: `${OWNER_API.forms}/contact-form/submissions`,
    analytics: `${OWNER_API.analytics}/traffic`,
    outbox: OWNER_API.devOutbox,
  };

  it('shows and opens to a store manager orders and inventory, to a website manager forms and analytics, to the owner all', async () => {
    await withSiteUsers(siteUsers, async () => {
      const expected: Record<string, Record<keyof typeof CALLS, number>> = {
        [staff.store]: { orders: 200, inventory: 200, forms: 403, analytics: 403, outbox: 403 },
        [staff.site]: { orders: 403, inventory: 403, forms: 200, analytics: 200, outbox: 403 },
        [OWNER_EMAIL]: { orders: 200, inventory: 200, forms: 200, analytics: 200, outbox: 200 },
      };
      for (const [email, statuses] of Object.entries(expected)) {
        const person = await dashboardSignIn(email);
        for (const [area, path] of Object.entries(CALLS)) {
          const response = await person.request(path);
          expect(`${email} ${area}: ${response.status}`).toBe(`${email} ${area}: ${statuses[area as keyof typeof CALLS]}`);
          if (response.status === 403) expect(await response.json()).toEqual({ message: SITE_USER_FORBIDDEN });
        }
      }
      const manager = await dashboardSignIn(staff.store);
      const landing = await manager.request('/config', { redirect: 'manual' });
      expect(landing.status).toBe(303);
      expect(landing.headers.get('Location')).toBe('/config/orders');
      const orders = await (await manager.request('/config/orders')).text();
      expect(orders).toContain('Download every order (CSV)');
      expect(orders).not.toContain('Form submissions');
      expect(orders).not.toContain('Traffic');
      expect((await manager.request('/config/submissions')).status).toBe(403);
      const stock = await (await manager.request('/config/inventory')).text();
      expect(stock).toContain('TEE-M-SAGE');
      expect((await manager.request('/config/restock')).status).toBe(200);
      const site = await dashboardSignIn(staff.site);
      for (const path of ['/config/orders', '/config/inventory', '/config/restock']) expect((await site.request(path)).status).toBe(403);
      expect(await (await site.request('/config/submissions')).text()).toContain('Download every submission (CSV)');
    });
  });

  it('lets a read-only owner token read and never change', async () => {
    const read = { Authorization: `Bearer ${(await mintToken(undefined, 'read')).token}` };
    expect((await visit(CALLS.inventory, { headers: read })).status).toBe(200);
    const change = await visit(CALLS.inventory, { method: 'PUT', headers: { ...read, 'Content-Type': 'application/json' }, body: JSON.stringify({ sku: 'TEE-M-SAGE', adjustBy: 1 }) });
    expect(change.status).toBe(403);
    const send = await visit('/api/site-users/account/notifications/restock/send', { method: 'POST', headers: { ...read, 'Content-Type': 'application/json' }, body: JSON.stringify({ productId: 'item-vase', variantId: 'VASE-ONE' }) });
    expect(send.status).toBe(403);
  });
});

describe('GET /api/context/config', () => {
  it('gives the bootstrap config and the crumb, never cached', async () => {
    const visitor = new Visitor();
    const response = await visitor.request(CENSUS_API.contextConfig);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(visitor.cookies.get(CRUMB_COOKIE)).toBeTruthy();
    expect(await response.json()).toEqual({
      websiteId: 'demo-website',
      website_locale: 'en-US',
      censusEnabled: true,
      captchaSiteKey: '1x00000000000000000000AA', // the demo's Turnstile test site key (site.json)
      authenticatedAccount: null,
      websiteRoles: [],
    } satisfies ContextConfig);
  });

  it('names the signed-in owner, whose visits are not tracked', async () => {
    const owner = await dashboardSignIn(OWNER_EMAIL);
    const config = await (await owner.request(CENSUS_API.contextConfig)).json<ContextConfig>();
    expect(config.authenticatedAccount?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(config.websiteRoles).toEqual(['admin']);
  });
});

describe('GET /api/owner/analytics/…', () => {
  it('answers only the owner, and refuses a range it does not keep', async () => {
    expect((await visit(`${OWNER_API.analytics}/traffic`)).status).toBe(401);
    for (const days of ['0', '401', 'many', '1.5']) {
      expect((await visit(`${OWNER_API.analytics}/traffic?days=${days}`, { headers: await ownerHeaders() })).status).toBe(400);
    }
    expect((await visit(`${OWNER_API.analytics}/secrets`, { headers: await ownerHeaders() })).status).toBe(404);
  });

  it('lists every day of the range, today last, with what was recorded', async () => {
    await settled(CENSUS_API.hit, { method: 'POST', body: hitForm('/owner-range') });
    const report = await (await visit(`${OWNER_API.analytics}/traffic?days=7`, { headers: await ownerHeaders() })).json<TrafficReport>();
    expect(report.days).toHaveLength(7);
    expect(report.days.at(-1)!.day).toBe(report.to);
    expect(report.days[0].day).toBe(report.from);
    expect(report.topPages).toContainEqual({ path: '/owner-range', views: 1 });
  });
});
