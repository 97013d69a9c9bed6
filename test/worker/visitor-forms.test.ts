// Visitors' forms without scripts and offline (#27): the restock form posts
// (never a GET) and is answered with a page in the site's layout; a refused
// form block comes back holding everything typed; and local development
// without captcha keys puts its own check in the captcha's place, which only
// a development Worker accepts.
import { env, runInDurableObject } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESTOCK_FORM_PATH, formPostPath } from '../../schemas/site/paths';
import { CAPTCHA_INCOMPLETE, FORM_SUBMIT_FAILED, RESTOCK_EMAIL_INVALID } from '../../schemas/messages';
import { DEVELOPMENT_CHECK_TOKEN, SITEVERIFY_URL } from '../../worker/services/captcha';
import { product, websiteId } from './cart-helpers';
import { Visitor } from './cookie-jar';
import { DEMO_ORIGIN, seedDemoSite } from './demo-site';
import { storedSubmissions, visitWith } from './form-helpers';

beforeAll(seedDemoSite);
afterEach(() => vi.restoreAllMocks());

const escaped = (text: string) => text.replace(/'/g, '&#x27;');

/** A form post as Chromium sends it from one of the store's pages, scripts off. */
function post(visitor: Visitor, action: string, fields: Record<string, string>) {
  return visitor.request(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', Origin: DEMO_ORIGIN, Accept: 'text/html' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

async function waiting(itemId: string): Promise<{ email: string; join_mailing_list: number }[]> {
  const stub = env.RESTOCK.get(env.RESTOCK.idFromName(await websiteId()));
  return runInDurableObject(stub, (_, state) => state.storage.sql.exec<{ email: string; join_mailing_list: number }>('SELECT email, join_mailing_list FROM sign_up WHERE product_id = ?', itemId).toArray());
}

describe('the restock form without scripts', () => {
  it('posts its product, variant and address to a page of ours, the mailing-list box and the check beside it joining it', async () => {
    const mug = await product('item-mug');
    const sku = mug.structuredContent.variants[0].sku;
    const html = await (await new Visitor().request(mug.fullUrl!)).text();
    const form = new RegExp(`<form class="product-restock-form" action="${RESTOCK_FORM_PATH}" method="post" id="restock-${mug.id}-${sku}">(.*?)</form>`, 's').exec(html);
    expect(form).not.toBeNull();
    expect(form![1]).toContain(`<input type="hidden" name="productId" value="${mug.id}"><input type="hidden" name="variantId" value="${sku}">`);
    expect(html).not.toContain('action="#"');
    expect(html).toMatch(new RegExp(`<input type="checkbox" name="isJoinMailingList" form="restock-${mug.id}-${sku}">`));
    expect(html).toContain(`<input type="checkbox" name="cf-turnstile-response" value="${DEVELOPMENT_CHECK_TOKEN}" data-development-check form="restock-${mug.id}-${sku}">`);
  });

  it('answers a missing check or a bad address with the form again in the site layout, keeping what was typed, and signs up once checked', async () => {
    const mug = await product('item-mug');
    const sku = mug.structuredContent.variants[0].sku;
    const visitor = new Visitor();
    const email = `nojs-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const fields = { productId: mug.id, variantId: sku, email, isJoinMailingList: 'on' };

    const unchecked = await post(visitor, RESTOCK_FORM_PATH, fields);
    expect(unchecked.status).toBe(401);
    expect(unchecked.headers.get('Cache-Control')).toBe('private, no-store');
    const again = await unchecked.text();
    expect(again).toContain('<header class="site-header">');
    expect(again).toContain('<meta name="robots" content="noindex"/>');
    expect(again).toContain(`<p class="product-restock-error" role="alert">${CAPTCHA_INCOMPLETE}</p>`);
    expect(again).toMatch(new RegExp(`<input type="text" [^>]*name="email" value="${email}"`));
    expect(again).toMatch(/name="isJoinMailingList"[^>]* checked=""/);
    expect(again).toContain(`value="${DEVELOPMENT_CHECK_TOKEN}" data-development-check`);

    const invalid = await post(visitor, RESTOCK_FORM_PATH, { ...fields, email: 'not-an-address', 'cf-turnstile-response': DEVELOPMENT_CHECK_TOKEN });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain(RESTOCK_EMAIL_INVALID);

    expect(await waiting(mug.id)).not.toContainEqual(expect.objectContaining({ email }));
    const signedUp = await post(visitor, RESTOCK_FORM_PATH, { ...fields, 'cf-turnstile-response': DEVELOPMENT_CHECK_TOKEN });
    expect(signedUp.status).toBe(200);
    const page = await signedUp.text();
    expect(page).toContain('<p class="product-restock-success" role="status">');
    expect(page).toContain(`<a href="${mug.fullUrl}">`);
    expect(await waiting(mug.id)).toContainEqual({ email, join_mailing_list: 1 });
  });
});

const TYPED = { 'name.First': 'Ada', 'name.Last': 'Lovelace', email: 'ada@example.com', topic: 'Wholesale', message: 'A typed message, <kept> & escaped.' };

describe('a form block posted without scripts', () => {
  it('comes back holding everything typed when its captcha is missing, then sends with the development check', async () => {
    const visitor = new Visitor();
    const before = (await storedSubmissions('contact-form')).length;
    const refused = await post(visitor, formPostPath('contact-form'), TYPED);
    expect(refused.status).toBe(401);
    const html = await refused.text();
    expect(html).toContain(`<p class="form-status" role="status">${CAPTCHA_INCOMPLETE}</p>`);
    expect(html).toMatch(/<input [^>]*name="name.First"[^>]* value="Ada"/);
    expect(html).toMatch(/<input [^>]*name="email"[^>]* value="ada@example.com"/);
    expect(html).toMatch(/<option value="Wholesale" selected(="")?>/);
    expect(html).toContain('>A typed message, &lt;kept&gt; &amp; escaped.</textarea>');
    expect(html).toContain(`${'A typed message, <kept> & escaped.'.length} / 1000`);
    expect(html).toContain(`value="${DEVELOPMENT_CHECK_TOKEN}" data-development-check>`);
    expect(await storedSubmissions('contact-form')).toHaveLength(before);

    const sent = await post(visitor, formPostPath('contact-form'), { ...TYPED, 'cf-turnstile-response': DEVELOPMENT_CHECK_TOKEN });
    expect(sent.status).toBe(200);
    expect(await storedSubmissions('contact-form')).toHaveLength(before + 1);
  });

  it('shows each problem above its field in the form again', async () => {
    const refused = await post(new Visitor(), formPostPath('contact-form'), { ...TYPED, email: 'ada@', 'cf-turnstile-response': DEVELOPMENT_CHECK_TOKEN });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toMatch(/<p class="field-error" id="contact-form-email-error" role="alert">Email is not valid\./);
    expect(html).toMatch(/<input [^>]*name="email"[^>]* value="ada@"/);
  });
});

describe('the development check', () => {
  const production = { ENVIRONMENT: undefined, CAPTCHA_SECRET: 'production-secret' };

  it('is neither shown nor accepted by a deployed Worker', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const received: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== SITEVERIFY_URL) throw new Error(`unexpected fetch of ${request.url}`);
      received.push(new URLSearchParams(await request.text()).get('response') ?? '');
      return Response.json({ success: false, 'error-codes': ['invalid-input-response'] });
    });
    const page = await (await visitWith(production, '/contact')).text();
    expect(page).toContain('class="captcha-container"');
    expect(page).not.toContain('data-development-check');
    const body = new URLSearchParams({ ...TYPED, 'cf-turnstile-response': DEVELOPMENT_CHECK_TOKEN });
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', Origin: DEMO_ORIGIN };
    const refused = await visitWith(production, formPostPath('contact-form'), { method: 'POST', headers, body });
    expect(refused.status).toBe(401);
    const html = await refused.text();
    expect(html).toContain(escaped(FORM_SUBMIT_FAILED));
    expect(html).not.toContain('data-development-check');
    expect(received).toEqual([DEVELOPMENT_CHECK_TOKEN]);
  });
});
