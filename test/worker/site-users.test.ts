import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CENSUS_API, SITE_USER_SESSION_COOKIE, SITE_USERS_API, VISITOR_INFO_COOKIE, type ContextConfig } from '../../schemas';
import {
  RATE_LIMITED,
  REQUEST_UNREADABLE,
  RESTOCK_EMAIL_BLANK,
  RESTOCK_EMAIL_INVALID,
  SIGN_IN_LINK_INVALID,
  SIGN_IN_LINK_SENT,
  SIGNED_OUT,
} from '../../schemas/messages';
import { secretHash } from '../../worker/storage/secrets';
import { arrivingVisitor, websiteId } from './cart-helpers';
import { outbox } from './checkout-helpers';
import { Visitor } from './cookie-jar';
import { seedDemoSite } from './demo-site';
import { askForLink, freshAddress, linksFor, pathOf, signedIn, uniqueEmail } from './site-user-helpers';

beforeAll(seedDemoSite);

const OWNER = 'owner@fernandfield.test';
const STORE_MANAGER = 'shop@fernandfield.test';

async function contextConfig(visitor: Visitor): Promise<ContextConfig> {
  return (await visitor.request(CENSUS_API.contextConfig)).json();
}

describe(`POST ${SITE_USERS_API.signIn}`, () => {
  it('mails a one-time link and answers the same for known, new and repeated addresses', async () => {
    const visitor = await arrivingVisitor();
    const fresh = uniqueEmail();
    const answers = [];
    for (const email of [OWNER, fresh, fresh]) {
      const response = await askForLink(visitor, { email });
      answers.push([response.status, await response.json(), response.headers.get('Cache-Control')]);
    }
    expect(answers).toEqual(Array(3).fill([200, { message: SIGN_IN_LINK_SENT }, 'private, no-store']));
    expect(await linksFor(fresh)).toHaveLength(2);
    const [message] = (await outbox()).filter((candidate) => candidate.to === fresh);
    expect(message.subject).toBe('Sign in to Fern & Field');
    expect(message.text).toContain('It works once, for 15 minutes.');
    // The address never travels in the link.
    expect(message.text).not.toContain(encodeURIComponent(fresh));
    expect(message.html).toContain('href="http://localhost/account/sign-in?token=');
  });

  it('sends no more than three open links to one address, and still answers alike', async () => {
    const visitor = await arrivingVisitor();
    const email = uniqueEmail('eager');
    for (let i = 0; i < 5; i++) {
      const response = await askForLink(visitor, { email });
      expect([response.status, await response.json()]).toEqual([200, { message: SIGN_IN_LINK_SENT }]);
    }
    expect(await linksFor(email)).toHaveLength(3);
  });

  it('refuses blank and malformed addresses in the email rule words, and bad bodies with 400', async () => {
    const visitor = await arrivingVisitor();
    for (const [body, message] of [
      [{ email: '  ' }, RESTOCK_EMAIL_BLANK],
      [{ email: 'not-an-address' }, RESTOCK_EMAIL_INVALID],
      [{ email: 42 }, REQUEST_UNREADABLE],
      [{ email: 'a@b.test', returnTo: 'https://elsewhere.test/' }, REQUEST_UNREADABLE],
      [{ email: 'a@b.test', returnTo: '//elsewhere.test/' }, REQUEST_UNREADABLE],
      ['{"email":', REQUEST_UNREADABLE],
    ] as const) {
      const response = await askForLink(visitor, body);
      expect([response.status, await response.json()]).toEqual([400, { message }]);
    }
  });

  it('needs the crumb', async () => {
    const visitor = await arrivingVisitor();
    const response = await visitor.request(SITE_USERS_API.signIn, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: uniqueEmail() }) });
    expect(response.status).toBe(403);
  });

  it('allows ten requests a minute from one address, then 429', async () => {
    const visitor = await arrivingVisitor();
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await askForLink(visitor, { email: uniqueEmail() }, address)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await askForLink(visitor, { email: uniqueEmail() }, address);
    expect(await refused.json()).toEqual({ message: RATE_LIMITED });
  });
});

describe('following the link', () => {
  it('signs in with a signed HttpOnly SameSite=Lax session and the visitor-info cookie, once', async () => {
    const email = uniqueEmail('ada');
    const visitor = await arrivingVisitor();
    await askForLink(visitor, { email, returnTo: '/shop/p/stoneware-mug' });
    const [link] = await linksFor(email);

    const followed = await visitor.request(pathOf(link), { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(followed.headers.get('Location')).toBe('/shop/p/stoneware-mug');
    expect(followed.headers.get('Cache-Control')).toBe('private, no-store');
    const session = visitor.setCookieFor(SITE_USER_SESSION_COOKIE)!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    // Signed: the value carries an HMAC after the session secret.
    expect(decodeURIComponent(visitor.cookies.get(SITE_USER_SESSION_COOKIE)!)).toMatch(/^[\w-]{43}\.[\w+/=]+$/);
    const info = JSON.parse(decodeURIComponent(visitor.cookies.get(VISITOR_INFO_COOKIE)!));
    expect(info).toEqual({ authenticated: true, siteUserId: expect.any(String) });
    expect(visitor.setCookieFor(VISITOR_INFO_COOKIE)).not.toMatch(/HttpOnly/);

    const config = await contextConfig(visitor);
    expect(config.authenticatedAccount).toEqual({ id: info.siteUserId });
    expect(config.websiteRoles).toEqual([]);

    // Used up: the same link again, from anyone, is refused on a page.
    const again = await new Visitor().request(pathOf(link), { redirect: 'manual' });
    expect(again.status).toBe(400);
    expect(again.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await again.text()).toContain(SIGN_IN_LINK_INVALID);
    expect(again.headers.getAll('Set-Cookie').some((line) => line.startsWith(`${SITE_USER_SESSION_COOKIE}=`))).toBe(false);
  });

  it('keeps one account per address, whatever its case, across sign-ins', async () => {
    const email = uniqueEmail('grace');
    const first = await signedIn(email);
    const second = await signedIn(email.toUpperCase().replace('@SHOPPERS.TEST', '@shoppers.test'));
    expect((await contextConfig(second)).authenticatedAccount).toEqual((await contextConfig(first)).authenticatedAccount);
  });

  it('refuses a link past its 15 minutes, and unknown or malformed tokens', async () => {
    const email = uniqueEmail('late');
    const token = 'expired-token-0123456789abcdefghijklmnop';
    const directory = env.SITE_USERS.get(env.SITE_USERS.idFromName(await websiteId()));
    const now = Date.now();
    expect(await directory.issueLink(await secretHash(token), email, null, now - 1, now)).toBe(true);
    for (const query of [`token=${token}`, 'token=never-issued-0123456789abcdefghij', 'token=%3Cscript%3E', 'token=']) {
      const response = await new Visitor().request(`/account/sign-in?${query}`, { redirect: 'manual' });
      expect(response.status, query).toBe(400);
      expect(await response.text()).toContain(SIGN_IN_LINK_INVALID);
    }
  });

  it('gives the owner and staff their roles from site.json', async () => {
    expect((await contextConfig(await signedIn(OWNER))).websiteRoles).toEqual(['admin']);
    expect((await contextConfig(await signedIn(STORE_MANAGER))).websiteRoles).toEqual(['store_manager']);
    expect((await contextConfig(await signedIn('friend@fernandfield.test'))).websiteRoles).toEqual(['viewer']);
  });
});

describe(`POST ${SITE_USERS_API.signOut}`, () => {
  it('ends the session where it is kept and clears both cookies', async () => {
    const visitor = await signedIn(uniqueEmail('leaving'));
    const copied = new Visitor();
    for (const [name, value] of visitor.cookies) copied.cookies.set(name, value);

    const response = await visitor.send(SITE_USERS_API.signOut, 'POST', {});
    expect([response.status, await response.json()]).toEqual([200, { message: SIGNED_OUT }]);
    expect(visitor.setCookieFor(SITE_USER_SESSION_COOKIE)).toMatch(/Max-Age=0/);
    expect(visitor.setCookieFor(VISITOR_INFO_COOKIE)).toMatch(/Max-Age=0/);
    // A copy of the old cookie signs nobody in any more.
    expect((await contextConfig(copied)).authenticatedAccount).toBeNull();
  });

  it('does not let a tampered session cookie in', async () => {
    const visitor = await signedIn(uniqueEmail('tamper'));
    const value = decodeURIComponent(visitor.cookies.get(SITE_USER_SESSION_COOKIE)!);
    const tampered = `${value.slice(0, 5)}${value[5] === 'x' ? 'y' : 'x'}${value.slice(6)}`;
    visitor.cookies.set(SITE_USER_SESSION_COOKIE, encodeURIComponent(tampered));
    expect((await contextConfig(visitor)).authenticatedAccount).toBeNull();
  });
});
