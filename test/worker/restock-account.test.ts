import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OWNER_API, RESTOCK_MANAGER_ROLES, RESTOCK_SIGN_UP_API, siteKeys, SITE_USERS_API, WEBSITE_ROLES, type ProductItem } from '../../schemas';
import {
  ITEM_NOT_FOUND,
  PAGE_SIZE_OUT_OF_RANGE,
  REQUEST_UNREADABLE,
  RESTOCK_SEND_OUT_OF_STOCK,
  RESTOCK_SIGNED_UP,
  RESTOCK_VARIANT_IN_STOCK,
  SIGN_UP_NEEDS_SITE_USER,
  SITE_USER_FORBIDDEN,
  SITE_USER_UNAUTHORIZED,
  VARIANT_UNAVAILABLE,
} from '../../schemas/messages';
import { arrivingVisitor, publishCopy, websiteId } from './cart-helpers';
import { outbox, restockNoticesTo as noticesTo } from './checkout-helpers';
import { ownerHeaders } from './owner-helpers';
import type { Visitor } from './cookie-jar';
import { seedDemoSite, visit } from './demo-site';
import { signedIn, uniqueEmail, withSiteUsers } from './site-user-helpers';
import { restockBook } from '../../worker/restock';
import { ALWAYS_PASS_TEST_TOKEN } from '../../worker/services/captcha';

beforeAll(seedDemoSite);
// Sign-ins, dozens of sign-ups and their notices: a test makes up to a hundred requests.
vi.setConfig({ testTimeout: 60_000 });

const { restock, restockGroups, restockSend, restockSendAll } = SITE_USERS_API;

interface SignUp {
  id: string;
  productId: string;
  variantId: string;
  email: string;
  language: string | null;
}
interface Group {
  productId: string;
  variantId: string;
  count: number;
}

/** A call as the owner's token makes it: JSON, no cookie, no crumb. */
async function asOwner(path: string, body?: unknown): Promise<Response> {
  return visit(path, body === undefined ? { headers: await ownerHeaders() } : { method: 'POST', headers: { ...(await ownerHeaders()), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

async function json<T>(response: Response | Promise<Response>): Promise<[number, T]> {
  const answered = await response;
  return [answered.status, await answered.json<T>()];
}

/** Visitors' sign-ups through the product page's call, a few visitors at a time. */
async function visitorsSignUp(product: ProductItem, signUps: { email: string; sku: string }[]): Promise<void> {
  const visitors = await Promise.all(Array.from({ length: Math.min(4, signUps.length) }, () => arrivingVisitor()));
  await Promise.all(
    signUps.map(async ({ email, sku }, index) => {
      const response = await visitors[index % visitors.length].send(RESTOCK_SIGN_UP_API, 'POST', { productId: product.id, variantId: sku, siteVisitorEmail: email, recaptchaEnterpriseV3Token: ALWAYS_PASS_TEST_TOKEN });
      if (response.status !== 200) throw new Error(`sign-up refused: ${response.status}`);
    }),
  );
}

/** Every page of a paged call, following the cursors to the end; `meanwhile` runs after each page but the last. */
async function allPages<T>(first: string, items: (page: Record<string, unknown>) => T[], meanwhile = async () => {}): Promise<{ rows: T[]; pages: number }> {
  const rows: T[] = [];
  let pages = 0;
  let cursor: string | null = null;
  do {
    const separator = first.includes('?') ? '&' : '?';
    type Paged = Record<string, unknown> & { hasNextPage: boolean; nextPageCursor: string | null };
    const [status, page]: [number, Paged] = await json<Paged>(asOwner(cursor ? `${first}${separator}cursor=${cursor}` : first));
    expect(status).toBe(200);
    expect(page.hasNextPage).toBe(page.nextPageCursor !== null);
    rows.push(...items(page));
    cursor = page.nextPageCursor;
    pages++;
    if (cursor) await meanwhile();
  } while (cursor);
  return { rows, pages };
}

const signUpsOf = (productId: string, variantId?: string, query = '', meanwhile?: () => Promise<void>) =>
  allPages<SignUp>(`${restock}?productId=${productId}${variantId ? `&variantId=${variantId}` : ''}${query}`, (page) => page.signUps as SignUp[], meanwhile);
const groupsOf = (query = '', meanwhile?: () => Promise<void>) => allPages<Group>(`${restockGroups}${query}`, (page) => page.signUpGroups as Group[], meanwhile);

/**
 * A sold-out copy of a demo product whose notices go out only from the
 * account area: its merchandising turns the inventory call's own sending off.
 */
async function soldOutCopy(of: string, itemId: string): Promise<{ product: ProductItem; skus: string[] }> {
  const product = await publishCopy(of, `${itemId}-${crypto.randomUUID().slice(0, 6)}`, 0);
  const key = siteKeys.item(await websiteId(), product.id);
  const item = JSON.parse((await env.CONTENT.get(key))!);
  await env.CONTENT.put(key, JSON.stringify({ ...item, merchandising: { ...item.merchandising, restockNotificationAutoSendEnabled: false } }));
  return { product, skus: product.structuredContent.variants.map((variant) => variant.sku) };
}

/** The owner's inventory call brings the variant back: only then may notices go out. */
async function bringBack(product: ProductItem, sku: string, qtyInStock = 5): Promise<void> {
  const response = await visit(`${OWNER_API.inventory}/${product.id}`, { method: 'PUT', headers: { ...(await ownerHeaders()), 'Content-Type': 'application/json' }, body: JSON.stringify({ sku, qtyInStock }) });
  expect(await response.json()).toEqual({ sku, unlimited: false, qtyInStock, restockNotices: { sent: 0, failed: 0 } });
}

describe('who may call the restock account area', () => {
  it('answers 401 without a session or token, on every call', async () => {
    const visitor = await arrivingVisitor();
    const calls: [string, string, unknown][] = [
      [restock, 'POST', { productId: 'item-mug', variantId: 'MUG-SPECKLE' }],
      [restockGroups, 'GET', undefined],
      [`${restock}?productId=item-mug`, 'GET', undefined],
      [restockSend, 'POST', { productId: 'item-mug', variantId: 'MUG-SPECKLE' }],
      [restockSendAll, 'POST', { sendRequests: [{ productId: 'item-mug', variantId: 'MUG-SPECKLE' }] }],
    ];
    for (const [path, method, body] of calls) {
      const response = method === 'GET' ? await visitor.request(path) : await visitor.send(path, method, body);
      expect([path, ...(await json(response))]).toEqual([path, 401, { message: SITE_USER_UNAUTHORIZED }]);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it('lets every role sign up for itself, and only admins, website managers and store managers list and send', async () => {
    const { product, skus } = await soldOutCopy('item-vase', 'item-roles-vase');
    const staff = WEBSITE_ROLES.map((role) => ({ email: uniqueEmail(role.replace(/_/g, '-')), roles: [role] }));
    await withSiteUsers({ staff }, async () => {
      const customer = uniqueEmail('customer');
      const people: [string, Visitor][] = [['a customer without roles', await signedIn(customer)]];
      for (const member of staff) people.push([member.roles[0], await signedIn(member.email)]);
      for (const [who, visitor] of people) {
        const allowed = RESTOCK_MANAGER_ROLES.includes(who as never);
        const expected = allowed ? 200 : 403;
        expect([who, ...(await json(visitor.send(restock, 'POST', { productId: product.id, variantId: skus[0] })))]).toEqual([who, 200, { message: RESTOCK_SIGNED_UP }]);
        const answers = [
          await visitor.request(restockGroups),
          await visitor.request(`${restock}?productId=${product.id}`),
          await visitor.send(restockSend, 'POST', { productId: 'item-tee', variantId: 'TEE-S-SAGE' }),
          await visitor.send(restockSendAll, 'POST', { sendRequests: [{ productId: 'item-tee', variantId: 'TEE-S-SAGE' }] }),
        ];
        expect([who, answers.map((answer) => answer.status)]).toEqual([who, Array(4).fill(expected)]);
        if (!allowed) expect(await answers[0].json()).toEqual({ message: SITE_USER_FORBIDDEN });
      }
      // Every one of them is waiting, once.
      const listed = (await signUpsOf(product.id)).rows.map((signUp) => signUp.email).sort();
      expect(listed).toEqual([customer, ...staff.map((member) => member.email)].sort());
    });
  });

  it('lets the owner token list and send, but not sign up: it has no address', async () => {
    expect((await asOwner(restockGroups)).status).toBe(200);
    expect((await asOwner(`${restock}?productId=item-mug`)).status).toBe(200);
    expect(await json(asOwner(restockSend, { productId: 'item-tee', variantId: 'TEE-S-SAGE' }))).toEqual([200, { sent: 0, failed: 0 }]);
    expect(await json(asOwner(restock, { productId: 'item-mug', variantId: 'MUG-SPECKLE' }))).toEqual([403, { message: SIGN_UP_NEEDS_SITE_USER }]);
  });

  it("needs the crumb with a session's changes", async () => {
    const visitor = await signedIn('shop@fernandfield.test');
    const response = await visitor.request(restockSend, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ productId: 'item-tee', variantId: 'TEE-S-SAGE' }) });
    expect(response.status).toBe(403);
  });
});

describe(`POST ${restock}`, () => {
  it('is idempotent per user and variant, and keeps the language given', async () => {
    const { product, skus } = await soldOutCopy('item-throw', 'item-idempotent-throw');
    const email = uniqueEmail('twice');
    const visitor = await signedIn(email);
    for (const body of [{ productId: product.id, variantId: skus[0] }, { productId: product.id, variantId: skus[0], language: 'fr-CA' }, { productId: product.id, variantId: skus[1] }]) {
      expect(await json(visitor.send(restock, 'POST', body))).toEqual([200, { message: RESTOCK_SIGNED_UP }]);
    }
    const listed = (await signUpsOf(product.id)).rows;
    expect(listed.map(({ email: address, variantId, language }) => ({ address, variantId, language }))).toEqual([
      { address: email, variantId: skus[0], language: 'fr-CA' },
      { address: email, variantId: skus[1], language: null },
    ]);
  });

  it('refuses a variant that is in stock with 400 and keeps no sign-up', async () => {
    const visitor = await signedIn(uniqueEmail('eager'));
    expect(await json(visitor.send(restock, 'POST', { productId: 'item-candle', variantId: 'CANDLE-PILLAR' }))).toEqual([400, { message: RESTOCK_VARIANT_IN_STOCK }]);
    expect((await signUpsOf('item-candle')).rows).toEqual([]);
  });

  it('answers unknown products and variants with 404 and bad input with 400, never 500', async () => {
    const visitor = await signedIn(uniqueEmail('careless'));
    const cases: [unknown, number, string][] = [
      [{ productId: 'no-such-item', variantId: 'X' }, 404, ITEM_NOT_FOUND],
      [{ productId: 'item-mug', variantId: 'NOT-A-SKU' }, 404, VARIANT_UNAVAILABLE],
      [{ productId: 'item-mug' }, 400, REQUEST_UNREADABLE],
      [{ productId: 'item-mug', variantId: 'MUG-SPECKLE', language: 'not a language!' }, 400, REQUEST_UNREADABLE],
      [{ productId: ['item-mug'], variantId: 'MUG-SPECKLE' }, 400, REQUEST_UNREADABLE],
      ['{"productId": "item-mug", ', 400, REQUEST_UNREADABLE],
      [{ productId: '\u0000\u{1F600}'.repeat(40), variantId: 'x' }, 400, REQUEST_UNREADABLE],
    ];
    for (const [body, status, message] of cases) {
      expect([body, ...(await json(visitor.send(restock, 'POST', body)))]).toEqual([body, status, { message }]);
    }
    const huge = await visitor.send(restock, 'POST', JSON.stringify({ productId: 'item-mug', variantId: 'MUG-SPECKLE', pad: 'x'.repeat(20_000) }));
    expect(huge.status).toBe(413);
  });
});

describe('listing sign-ups', () => {
  it('pages groups and sign-ups to the end while others sign up: none repeated, none of the earlier ones missed', async () => {
    // Two a page: 4 sold-out products with one waiting address each, and a product with 2 variants and 10 more,
    // so each listing runs to a third page; 6 more sign up between its pages.
    const many = await Promise.all(Array.from({ length: 4 }, (_, index) => soldOutCopy('item-vase', `item-group-${index}`)));
    await Promise.all(many.map(({ product, skus }) => visitorsSignUp(product, [{ email: uniqueEmail('group'), sku: skus[0] }])));
    const { product, skus } = await soldOutCopy('item-throw', 'item-paging-throw');
    const early = Array.from({ length: 10 }, (_, index) => ({ email: `early-${index}@paging.test`, sku: skus[index % skus.length] }));
    await visitorsSignUp(product, early);

    const late = Array.from({ length: 6 }, (_, index) => ({ email: `late-${index}@paging.test`, sku: skus[index % skus.length] }));
    const arriving = [...late];
    const oneArrives = async () => {
      const next = arriving.shift();
      if (next) await visitorsSignUp(product, [next]);
    };
    const twoAPage = '&pageSize=2';
    const [groups, perVariant] = await Promise.all([
      groupsOf('?pageSize=2', oneArrives),
      Promise.all(skus.map((sku) => signUpsOf(product.id, sku, twoAPage, oneArrives))),
    ]);
    // Whoever had not arrived while the listings paged arrives now.
    while (arriving.length > 0) await oneArrives();

    const groupKeys = groups.rows.map((group) => `${group.productId}/${group.variantId}`);
    expect(groups.pages).toBeGreaterThan(2);
    expect(new Set(groupKeys).size).toBe(groupKeys.length);
    for (const { product: copy, skus: [sku] } of many) expect(groupKeys).toContain(`${copy.id}/${sku}`);

    const seen = perVariant.flatMap((result) => result.rows);
    expect(perVariant.every((result) => result.pages > 2)).toBe(true);
    expect(new Set(seen.map((signUp) => signUp.id)).size).toBe(seen.length);
    for (const { email, sku } of early) expect(seen).toContainEqual(expect.objectContaining({ email, variantId: sku, productId: product.id }));
    // The total over variants, counted by paging to the end, lies between what was there and what arrived.
    expect(seen.length).toBeGreaterThanOrEqual(early.length);
    expect(seen.length).toBeLessThanOrEqual(early.length + late.length);

    // Once everyone has arrived, the groups count them all and the listing without a variant agrees, at any page size.
    const after = (await groupsOf('?pageSize=1')).rows.filter((group) => group.productId === product.id);
    expect(after.reduce((total, group) => total + group.count, 0)).toBe(early.length + late.length);
    expect((await signUpsOf(product.id, undefined, '&pageSize=3')).rows).toHaveLength(early.length + late.length);
    expect((await signUpsOf(product.id)).rows).toHaveLength(early.length + late.length);
  }, 60_000); // 20 sign-ups, each reading its variant's live stock, and five listings paged to their end

  it('holds 50 a page unless the caller asks for fewer, and names a page size out of range', async () => {
    const { product, skus } = await soldOutCopy('item-vase', 'item-page-size-vase');
    // 51 waiting addresses written into the site's restock book itself: what is tested here is the listing, not signing up.
    const book = restockBook(env, await websiteId());
    const waiting = Array.from({ length: 51 }, (_, index) => ({ productId: product.id, sku: skus[0], email: `waiting-${index}@page-size.test`, siteUserId: null, language: null, joinMailingList: false }));
    await Promise.all(waiting.map((signUp) => book.signUp(signUp, Date.now())));
    type Listed = { signUps: SignUp[]; hasNextPage: boolean };
    for (const [query, rows] of [['', 50], ['&pageSize=50', 50], ['&pageSize=7', 7], ['&pageSize=1', 1]] as const) {
      const [status, page] = await json<Listed>(asOwner(`${restock}?productId=${product.id}${query}`));
      expect([query, status, page.signUps.length, page.hasNextPage]).toEqual([query, 200, rows, true]);
    }
    const everyone = await signUpsOf(product.id);
    expect([everyone.pages, everyone.rows.length]).toEqual([2, 51]);
    const [, groups] = await json<{ signUpGroups: Group[]; hasNextPage: boolean }>(asOwner(`${restockGroups}?pageSize=1`));
    expect([groups.signUpGroups.length, groups.hasNextPage]).toEqual([1, true]);
    for (const pageSize of ['0', '51', '-1', '1.5', '1e1', 'ten', '', '5&pageSize=6']) {
      expect([pageSize, ...(await json(asOwner(`${restock}?productId=${product.id}&pageSize=${pageSize}`)))]).toEqual([pageSize, 400, { message: PAGE_SIZE_OUT_OF_RANGE }]);
      expect([pageSize, ...(await json(asOwner(`${restockGroups}?pageSize=${pageSize}`)))]).toEqual([pageSize, 400, { message: PAGE_SIZE_OUT_OF_RANGE }]);
    }
  });

  it('answers unknown products and variants with 404 and cursors not its own with 400', async () => {
    expect(await json(asOwner(`${restock}?productId=no-such-item`))).toEqual([404, { message: ITEM_NOT_FOUND }]);
    expect(await json(asOwner(`${restock}?productId=item-mug&variantId=NOT-A-SKU`))).toEqual([404, { message: VARIANT_UNAVAILABLE }]);
    expect(await json(asOwner(restock))).toEqual([400, { message: REQUEST_UNREADABLE }]);
    for (const cursor of ['not!valid', 'e30', btoa('{"after":-1}').replace(/=/g, ''), 'x'.repeat(500), '%F0%9F%98%80']) {
      expect([cursor, ...(await json(asOwner(`${restock}?productId=item-mug&cursor=${cursor}`)))]).toEqual([cursor, 400, { message: REQUEST_UNREADABLE }]);
      expect([cursor, (await asOwner(`${restockGroups}?cursor=${cursor}`)).status]).toEqual([cursor, 400]);
    }
  });
});

describe('sending notices', () => {
  it('tells each address once when sends race, and lists nobody afterwards', async () => {
    const { product, skus } = await soldOutCopy('item-vase', 'item-race-vase');
    const waiting = Array.from({ length: 40 }, () => ({ email: uniqueEmail('racer'), sku: skus[0] }));
    await visitorsSignUp(product, waiting);
    await bringBack(product, skus[0]);
    const manager = await signedIn('shop@fernandfield.test');
    const request = { productId: product.id, variantId: skus[0] };
    const answers = await Promise.all([
      json<{ sent: number; failed: number }>(asOwner(restockSend, request)),
      json<{ sent: number; failed: number }>(manager.send(restockSend, 'POST', request)),
      json<{ sent: number; failed: number }>(asOwner(restockSendAll, { sendRequests: [request, request] })),
    ]);
    expect(answers.map(([status]) => status)).toEqual([200, 200, 200]);
    expect(answers.reduce((total, [, body]) => total + body.sent, 0)).toBe(waiting.length);

    const notices = (await outbox()).filter((message) => message.subject === `${product.title} is back in stock`);
    expect(notices.map((message) => message.to).sort()).toEqual(waiting.map((signUp) => signUp.email).sort());
    expect(notices[0].text).toContain(`http://localhost${product.fullUrl}`);
    expect((await signUpsOf(product.id)).rows).toEqual([]);
    // Nothing is left to send.
    expect(await json(asOwner(restockSend, request))).toEqual([200, { sent: 0, failed: 0 }]);
  });

  it("writes each notice in the sign-up's language, the site's when it named none", async () => {
    const { product, skus } = await soldOutCopy('item-vase', 'item-language-vase');
    const french = uniqueEmail('fr');
    const swiss = uniqueEmail('de');
    const visitor = uniqueEmail('en');
    await (await signedIn(french)).send(restock, 'POST', { productId: product.id, variantId: skus[0], language: 'fr' });
    await (await signedIn(swiss)).send(restock, 'POST', { productId: product.id, variantId: skus[0], language: 'de-CH' });
    await visitorsSignUp(product, [{ email: visitor, sku: skus[0] }]);
    await bringBack(product, skus[0]);
    const pair = { productId: product.id, variantId: skus[0] };
    expect(await json(asOwner(restockSendAll, { sendRequests: [pair] }))).toEqual([200, { sent: 3, failed: 0, results: [{ ...pair, sent: 3, failed: 0, refused: false }] }]);
    const subjects = new Map((await outbox()).reverse().map((message) => [message.to, message.subject]));
    expect(subjects.get(french)).toBe(`${product.title} est de nouveau en stock`);
    expect(subjects.get(swiss)).toBe(`${product.title} ist wieder vorrätig`);
    expect(subjects.get(visitor)).toBe(`${product.title} is back in stock`);
  });

  it('refuses a send for a variant with no stock with 409: nobody is told and every sign-up keeps waiting', async () => {
    const { product, skus } = await soldOutCopy('item-throw', 'item-early-throw');
    const waiting = [uniqueEmail('early'), uniqueEmail('early')];
    await visitorsSignUp(product, waiting.map((email) => ({ email, sku: skus[0] })));
    const pair = { productId: product.id, variantId: skus[0] };
    const manager = await signedIn('shop@fernandfield.test');
    expect(await json(asOwner(restockSend, pair))).toEqual([409, { message: RESTOCK_SEND_OUT_OF_STOCK }]);
    expect(await json(manager.send(restockSend, 'POST', pair))).toEqual([409, { message: RESTOCK_SEND_OUT_OF_STOCK }]);
    expect(await json(asOwner(restockSendAll, { sendRequests: [pair, { productId: product.id, variantId: skus[1] }] }))).toEqual([
      409,
      {
        sent: 0,
        failed: 0,
        results: [
          { ...pair, sent: 0, failed: 0, refused: true },
          { productId: product.id, variantId: skus[1], sent: 0, failed: 0, refused: true },
        ],
        message: RESTOCK_SEND_OUT_OF_STOCK,
        errors: { 0: RESTOCK_SEND_OUT_OF_STOCK, 1: RESTOCK_SEND_OUT_OF_STOCK },
      },
    ]);
    expect(await noticesTo(waiting)).toEqual([]);
    expect((await signUpsOf(product.id)).rows.map((signUp) => signUp.email).sort()).toEqual([...waiting].sort());

    // Once it is back, the same send tells them.
    await bringBack(product, skus[0]);
    expect(await json(asOwner(restockSend, pair))).toEqual([200, { sent: 2, failed: 0 }]);
    expect((await noticesTo(waiting)).sort()).toEqual([...waiting].sort());
  });

  it('sends a send-all with mixed pairs for those in stock and reports the others, whose sign-ups wait', async () => {
    const { product, skus } = await soldOutCopy('item-throw', 'item-mixed-throw');
    const [back, stillOut] = skus;
    const toldEmail = uniqueEmail('told');
    const waitingEmail = uniqueEmail('waiting');
    await visitorsSignUp(product, [{ email: toldEmail, sku: back }, { email: waitingEmail, sku: stillOut }]);
    await bringBack(product, back);
    const pairs = [{ productId: product.id, variantId: stillOut }, { productId: product.id, variantId: back }];
    expect(await json(asOwner(restockSendAll, { sendRequests: pairs }))).toEqual([
      200,
      {
        sent: 1,
        failed: 0,
        results: [
          { ...pairs[0], sent: 0, failed: 0, refused: true },
          { ...pairs[1], sent: 1, failed: 0, refused: false },
        ],
        errors: { 0: RESTOCK_SEND_OUT_OF_STOCK },
      },
    ]);
    expect(await noticesTo([toldEmail, waitingEmail])).toEqual([toldEmail]);
    expect((await signUpsOf(product.id)).rows.map(({ email, variantId }) => ({ email, variantId }))).toEqual([{ email: waitingEmail, variantId: stillOut }]);
  });

  it('refuses a send-all naming an unknown product or variant before sending anything', async () => {
    const { product, skus } = await soldOutCopy('item-vase', 'item-refused-vase');
    await visitorsSignUp(product, [{ email: uniqueEmail('patient'), sku: skus[0] }]);
    const known = { productId: product.id, variantId: skus[0] };
    expect(await json(asOwner(restockSendAll, { sendRequests: [known, { productId: 'no-such-item', variantId: 'X' }] }))).toEqual([404, { message: ITEM_NOT_FOUND }]);
    expect(await json(asOwner(restockSendAll, { sendRequests: [known, { productId: product.id, variantId: 'NOT-A-SKU' }] }))).toEqual([404, { message: VARIANT_UNAVAILABLE }]);
    expect(await json(asOwner(restockSend, { productId: product.id, variantId: 'NOT-A-SKU' }))).toEqual([404, { message: VARIANT_UNAVAILABLE }]);
    for (const body of [{ sendRequests: [] }, { sendRequests: Array(101).fill(known) }, { sendRequests: 'all' }, {}]) {
      expect(await json(asOwner(restockSendAll, body))).toEqual([400, { message: REQUEST_UNREADABLE }]);
    }
    expect((await signUpsOf(product.id)).rows).toHaveLength(1);
  });
});
