import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CENSUS_API, CRUMB_COOKIE, OWNER_API, type ContextConfig, type TrafficReport } from '../../schemas';
import { OWNER_UNAUTHORIZED, RATE_LIMITED, SESSION_EXPIRED } from '../../schemas/messages';
import { OWNER_SESSION_COOKIE } from '../../worker/dashboard/owner-session';
import { hitForm, OWNER, settled } from './census-helpers';
import { Visitor } from './cookie-jar';
import { putSiteContent, seedDemoSite, visit } from './demo-site';

beforeAll(seedDemoSite);

/** A browser on /config: it gets the sign-in page (and its crumb), then signs in with `token`. */
async function signIn(token = env.OWNER_TOKEN!, address = '198.51.100.1'): Promise<{ owner: Visitor; response: Response }> {
  const owner = new Visitor();
  await owner.request('/config');
  const body = new URLSearchParams({ crumb: owner.cookies.get(CRUMB_COOKIE) ?? '', token, next: '/config/commerce' });
  const response = await owner.request('/config/sign-in', { method: 'POST', body, redirect: 'manual', headers: { 'CF-Connecting-IP': address } });
  return { owner, response };
}

describe('the owner dashboard at /config', () => {
  it('shows the sign-in page, 401 and uncached, to anyone without a session, on every /config path', async () => {
    for (const path of ['/config', '/config/', '/config/commerce', '/config/anything']) {
      const response = await visit(path);
      expect(response.status).toBe(401);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain('name="token"');
      expect(html).not.toContain('data-report');
    }
  });

  it('is never a site page, whatever the site publishes at /config', async () => {
    await putSiteContent('site:demo-website:route:/config', JSON.stringify({ collectionId: 'shop' }));
    expect((await visit('/config')).status).toBe(401);
  });

  it('refuses a wrong token with 401 and no session', async () => {
    const { response } = await signIn('not-the-token', '198.51.100.2');
    expect(response.status).toBe(401);
    expect(await response.text()).toContain(OWNER_UNAUTHORIZED);
    expect(response.headers.get('Set-Cookie') ?? '').not.toContain(OWNER_SESSION_COOKIE);
  });

  it('refuses a sign-in without the crumb as a page, not JSON', async () => {
    const response = await visit('/config/sign-in', { method: 'POST', body: new URLSearchParams({ token: env.OWNER_TOKEN! }), headers: { Cookie: `${CRUMB_COOKIE}=abc` } });
    expect(response.status).toBe(403);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain(SESSION_EXPIRED);
  });

  it('signs the owner in with a signed, HttpOnly, SameSite=Strict session cookie and opens the dashboard', async () => {
    const { owner, response } = await signIn();
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/config/commerce');
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
  });

  it('takes no session that was tampered with, and none for changes to owner calls', async () => {
    const { owner } = await signIn();
    const value = owner.cookies.get(OWNER_SESSION_COOKIE)!;
    const tampered = new Visitor();
    tampered.cookies.set(OWNER_SESSION_COOKIE, value.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10)));
    expect((await tampered.request('/config')).status).toBe(401);
    expect((await tampered.request(`${OWNER_API.analytics}/traffic`)).status).toBe(401);
    expect((await owner.request('/api/owner/anything', { method: 'POST' })).status).toBe(401);
  });

  it('signs the owner out', async () => {
    const { owner } = await signIn();
    const out = await owner.request('/config/sign-out', { method: 'POST', body: new URLSearchParams({ crumb: owner.cookies.get(CRUMB_COOKIE)! }), redirect: 'manual' });
    expect(out.status).toBe(303);
    expect(owner.setCookieFor(OWNER_SESSION_COOKIE)).toMatch(/Max-Age=0/);
    owner.cookies.delete(OWNER_SESSION_COOKIE);
    expect((await owner.request('/config')).status).toBe(401);
  });

  it('slows down guessing: the eleventh attempt in a minute from one address is 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn('guess', '198.51.100.99')).response.status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const { response } = await signIn(env.OWNER_TOKEN!, '198.51.100.99');
    expect(await response.text()).toContain(RATE_LIMITED);
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
    const { owner } = await signIn();
    const config = await (await owner.request(CENSUS_API.contextConfig)).json<ContextConfig>();
    expect(config.authenticatedAccount).toEqual({ id: 'owner' });
    expect(config.websiteRoles).toEqual(['admin']);
  });
});

describe('GET /api/owner/analytics/…', () => {
  it('answers only the owner, and refuses a range it does not keep', async () => {
    expect((await visit(`${OWNER_API.analytics}/traffic`)).status).toBe(401);
    for (const days of ['0', '401', 'many', '1.5']) {
      expect((await visit(`${OWNER_API.analytics}/traffic?days=${days}`, { headers: OWNER })).status).toBe(400);
    }
    expect((await visit(`${OWNER_API.analytics}/secrets`, { headers: OWNER })).status).toBe(404);
  });

  it('lists every day of the range, today last, with what was recorded', async () => {
    await settled(CENSUS_API.hit, { method: 'POST', body: hitForm('/owner-range') });
    const report = await (await visit(`${OWNER_API.analytics}/traffic?days=7`, { headers: OWNER })).json<TrafficReport>();
    expect(report.days).toHaveLength(7);
    expect(report.days.at(-1)!.day).toBe(report.to);
    expect(report.days[0].day).toBe(report.from);
    expect(report.topPages).toContainEqual({ path: '/owner-range', views: 1 });
  });
});
