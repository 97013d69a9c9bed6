// The French site speaks French everywhere a shopper goes (#27): every page of
// the buying flow, the account, the sign-in and restock pages and the form
// results, and each refusal, rendered on the French copy of the demo, hold no
// English sentence of the catalogue and no price written the English way.
import { env } from 'cloudflare:workers';
import { beforeAll, expect, it } from 'vitest';
import {
  ACCOUNT_PATH,
  ACCOUNT_SIGN_IN_PATH,
  CART_ESTIMATE_PATH,
  CART_ENTRIES_API,
  CRUMB_COOKIE,
  en,
  FORM_KEY_API,
  formPostPath,
  RESTOCK_FORM_PATH,
  RESTOCK_SIGN_UP_API,
  SAVE_FORM_API,
  SITE_USERS_API,
  SUBSCRIPTION_API,
  type MessageKey,
} from '../../schemas';
import { fr } from '../../schemas/messages/fr';
import { DEVELOPMENT_CHECK_TOKEN } from '../../worker/services/captcha';
import { TEST_CARD_DECLINED, TEST_CARD_PAYS } from '../../worker/services/payments';
import { add, product } from './cart-helpers';
import { BUYER } from './checkout-helpers';
import { Visitor } from './cookie-jar';
import { seedDemoSite } from './demo-site';
import { FRENCH_ID, FRENCH_ORIGIN, publishFrenchCopy, visitFrench } from './french-site';
import { siteOutbox } from './owner-helpers';


/** Everything the owner published (items, forms, templates, settings): their words are theirs, in whatever language they wrote them. */
let ownerContent = '';

beforeAll(async () => {
  await seedDemoSite();
  await publishFrenchCopy();
  const keys = (await env.CONTENT.list({ prefix: `site:${FRENCH_ID}:` })).keys;
  ownerContent = (await Promise.all(keys.map((key) => env.CONTENT.get(key.name)))).join('\n');
});

/**
 * The English catalogue's sentences, as they could show: each text's words
 * between its placeholders, where they read differently in French and hold
 * at least two words (a single word such as 'Total' is the same in both, or
 * may be the owner's own, as the demo layout's 'Cart').
 */
const ENGLISH = (Object.keys(en) as MessageKey[])
  .filter((key) => en[key] !== fr[key])
  .flatMap((key) => en[key].split(/\{\w+\}/).map((part) => ({ key, part: part.trim() })))
  .filter(({ part }) => /\S\s+\S/.test(part) && part.length >= 8 && !fr[ENGLISH_KEY(part)]?.includes(part));

/** The English key a fragment came from, to check it does not read the same in French. */
function ENGLISH_KEY(part: string): MessageKey {
  return (Object.keys(en) as MessageKey[]).find((key) => en[key].includes(part))!;
}

const decode = (text: string) =>
  text
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** What a visitor reads of a page: its text and the words its controls show or say (labels, placeholders, buttons' values). */
function readable(html: string): string {
  const withoutData = html.replace(/<script\b[^>]*>.*?<\/script>/gs, ' ').replace(/<style\b[^>]*>.*?<\/style>/gs, ' ').replace(/<template\b[^>]*>.*?<\/template>/gs, ' ');
  const attributes = [...withoutData.matchAll(/\s(?:aria-label|placeholder|title|alt|value)="([^"]*)"/g)].map((match) => match[1]);
  return decode([withoutData.replace(/<[^>]+>/g, ' '), ...attributes].join(' ')).replace(/\s+/g, ' ');
}

/** Every English sentence of the catalogue `text` holds, by key; those the owner's own content also says (a product's restock wording) cannot tell. */
const englishIn = (text: string) => ENGLISH.filter(({ part }) => text.includes(part) && !ownerContent.includes(part)).map(({ key, part }) => `${key}: ${part}`);

const seen: { what: string; text: string }[] = [];

/** Keeps what the visitor reads of an answer, page or JSON refusal, for the sweep. */
async function read(what: string, response: Response | Promise<Response>, status?: number): Promise<string> {
  const answer = await response;
  if (status !== undefined) expect(answer.status, what).toBe(status);
  const body = await answer.text();
  const text = (answer.headers.get('Content-Type') ?? '').includes('json') ? JSON.stringify(JSON.parse(body)) : readable(body);
  seen.push({ what, text });
  return body;
}

function formPost(visitor: Visitor, path: string, fields: Record<string, string>) {
  return visitor.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', Origin: FRENCH_ORIGIN, Accept: 'text/html' },
    body: new URLSearchParams({ crumb: visitor.cookies.get(CRUMB_COOKIE) ?? '', ...fields }),
    redirect: 'manual',
  });
}

const checkoutFields = (visitor: Visitor, fields: Record<string, string> = {}) => ({ ...BUYER, country: 'CA', region: 'QC', postcode: 'H2X 1Y4', paymentMethod: TEST_CARD_PAYS, ...fields });

it('renders every page of the buying flow and each refusal on the French site without an English sentence or price', async () => {
  expect(ENGLISH.length).toBeGreaterThan(100);
  const [tee, candle, mug, coffee] = await Promise.all(['item-tee', 'item-candle', 'item-mug', 'item-coffee'].map((id) => product(id)));
  const shopper = new Visitor(visitFrench);
  const email = `sweep-${crypto.randomUUID().slice(0, 8)}@example.com`;

  // Product pages, and adds refused with and without scripts.
  await read('product page', shopper.request(tee.fullUrl!), 200);
  await read('sold-out product page', shopper.request(mug.fullUrl!), 200);
  await read('add refused: options (no script)', formPost(shopper, CART_ENTRIES_API, { itemId: tee.id, sku: '', quantity: '1' }), 400);
  await read('add refused: quantity 0 (no script)', formPost(shopper, CART_ENTRIES_API, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: '0' }), 400);
  for (const [what, body] of [
    ['options', { itemId: tee.id, sku: '', quantity: 1, chosenAttributes: {} }],
    ['no such variant', { itemId: tee.id, sku: 'NOPE', quantity: 1 }],
    ['out of stock', { itemId: mug.id, sku: mug.structuredContent.variants[0].sku, quantity: 1 }],
    ['not a number', { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 'abc' }],
    ['out of range', { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 0 }],
    ['subscription in the cart', { itemId: coffee.id, sku: coffee.structuredContent.variants[0].sku, quantity: 1 }],
  ] as const) {
    await read(`add refused: ${what}`, shopper.send(CART_ENTRIES_API, 'POST', body), undefined);
  }

  // The cart, its estimate and its refusals.
  await add(shopper, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 2 });
  await read('cart page', shopper.request('/cart'), 200);
  await read('estimate refused', formPost(shopper, CART_ESTIMATE_PATH, { country: 'CA', shownCountry: 'CA', region: 'QC', postalCode: 'H2X 1Y4' }), 400);
  await formPost(shopper, CART_ESTIMATE_PATH, { country: 'CA', shownCountry: 'CA', region: 'QC', postalCode: 'H2X' });
  await read('cart page with an estimate', shopper.request('/cart'), 200);
  const entryId = /data-entry-id="([^"]+)"/.exec(await (await shopper.request('/cart')).text())![1];
  await read('cart quantity refused', formPost(shopper, `${CART_ENTRIES_API}/${entryId}/quantity`, { quantity: '0' }), 400);

  // Checkout, with a billing address of its own, its refusals, and the order confirmed.
  await read('checkout page', shopper.request('/checkout'), 200);
  await formPost(shopper, '/checkout', { ...checkoutFields(shopper), intent: 'update', billingChoice: '1' });
  await read('checkout page with a billing address', shopper.request('/checkout'), 200);
  await read(
    'checkout refused',
    formPost(shopper, '/checkout', { ...checkoutFields(shopper, { email: 'x@', firstName: '', postcode: 'H2X', phone: 'call me' }), intent: 'place', billingChoice: '1', billingCountry: 'GB', billingPostcode: 'SW1A' }),
    400,
  );
  await read('card declined', formPost(shopper, '/checkout', { ...checkoutFields(shopper, { email, paymentMethod: TEST_CARD_DECLINED }), intent: 'place' }), 402);
  const placed = await formPost(shopper, '/checkout', { ...checkoutFields(shopper, { email }), intent: 'place' });
  expect(placed.status).toBe(303);
  const confirmed = await read('order confirmed', shopper.request(placed.headers.get('Location')!), 200);
  expect(confirmed).toContain(fr.ORDER_CONFIRMED_TITLE);
  await read('checkout of an empty cart', shopper.request('/checkout'), 200);

  // A subscription bought through its checkout.
  const started = await shopper.send(SUBSCRIPTION_API, 'POST', { itemId: coffee.id, sku: coffee.structuredContent.variants[0].sku, qty: 1 });
  const { cartToken } = await started.json<{ cartToken: string }>();
  await read('subscription checkout', shopper.request(`/checkout/subscribe?cartToken=${cartToken}`), 200);
  await formPost(shopper, '/checkout', { ...checkoutFields(shopper, { email }), intent: 'place', cartToken });
  await read('express checkout refused', new Visitor(visitFrench).request('/commerce/goto-checkout'), 403);
  await read('crumb refused', new Visitor(visitFrench).request(CART_ENTRIES_API, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }), 403);

  // The restock sign-up, with and without scripts.
  const sku = mug.structuredContent.variants[0].sku;
  await read('restock refused (no script)', formPost(shopper, RESTOCK_FORM_PATH, { productId: mug.id, variantId: sku, email }), 401);
  await read('restock address refused (no script)', formPost(shopper, RESTOCK_FORM_PATH, { productId: mug.id, variantId: sku, email: 'x@', 'cf-turnstile-response': DEVELOPMENT_CHECK_TOKEN }), 400);
  await read('restock signed up (no script)', formPost(shopper, RESTOCK_FORM_PATH, { productId: mug.id, variantId: sku, email, 'cf-turnstile-response': DEVELOPMENT_CHECK_TOKEN }), 200);
  await read('restock refused', shopper.send(RESTOCK_SIGN_UP_API, 'POST', { productId: mug.id, variantId: sku, siteVisitorEmail: '' }), 400);
  await read('restock captcha refused', shopper.send(RESTOCK_SIGN_UP_API, 'POST', { productId: mug.id, variantId: sku, siteVisitorEmail: email }), 401);

  // Form blocks: the form again, the submission text, and the calls' refusals.
  await read('form again: answers (no script)', formPost(shopper, formPostPath('contact-form'), { email: 'x@', message: 'Bonjour' }), 400);
  await read('form again: captcha (no script)', formPost(shopper, formPostPath('contact-form'), { 'name.First': 'Ada', 'name.Last': 'L', email, message: 'Bonjour' }), 401);
  await read('form sent (no script)', formPost(shopper, formPostPath('contact-form'), { 'name.First': 'Ada', 'name.Last': 'L', email, message: 'Bonjour', 'cf-turnstile-response': DEVELOPMENT_CHECK_TOKEN }), 200);
  const key = ((await (await shopper.send(FORM_KEY_API, 'POST', '')).json()) as { data: { key: string } }).data.key;
  await read('form refused', shopper.send(SAVE_FORM_API, 'POST', { formId: 'contact-form', key, form: { email: 'x@' } }), 400);
  await read('contact page', shopper.request('/contact'), 200);

  // Signing in, the account and its refusals.
  await read('sign-in page', shopper.request(ACCOUNT_SIGN_IN_PATH), 200);
  await read('sign-in refused', formPost(shopper, ACCOUNT_SIGN_IN_PATH, { email: 'x@' }), 400);
  await read('sign-in refused (call)', shopper.send(SITE_USERS_API.signIn, 'POST', { email: '' }), 400);
  await read('sign-in link sent', formPost(shopper, ACCOUNT_SIGN_IN_PATH, { email }), 200);
  const frenchMail = await siteOutbox(FRENCH_ORIGIN, FRENCH_ID);
  const mail = frenchMail.find((message) => message.to === email && message.text.includes('/account/sign-in?token='))!;
  seen.push({ what: 'sign-in mail', text: `${mail.subject} ${mail.text}` });
  const receipts = frenchMail.filter((message) => message.to === email && !message.text.includes('/account/sign-in?token='));
  expect(receipts.length).toBeGreaterThanOrEqual(2);
  for (const receipt of receipts) seen.push({ what: 'receipt', text: `${receipt.subject} ${receipt.text}` });
  await read('sign-in link refused', shopper.request(`${ACCOUNT_SIGN_IN_PATH}?token=never-issued-0123456789abcdefghij`), 400);
  await shopper.request(new URL(/https?:\/\/\S+/.exec(mail.text)![0]).pathname + new URL(/https?:\/\/\S+/.exec(mail.text)![0]).search, { redirect: 'manual' });
  const account = await read('account page', shopper.request(ACCOUNT_PATH), 200);
  expect(account).toContain(fr.ACCOUNT_TITLE);
  expect(account).toContain('data-subscription-id');
  expect(account).toContain('account-restock-sign-up');
  await read('subscription not found', formPost(shopper, `${ACCOUNT_PATH}/subscriptions/nope/cancel`, {}), 404);
  await read('restock sign-up not found', formPost(shopper, `${ACCOUNT_PATH}/restock/0/remove`, {}), 404);
  await read('not found', shopper.request('/no-such-page'), 404);

  const english = seen.flatMap(({ what, text }) => englishIn(text).map((found) => `${what}: ${found}`));
  expect(english).toEqual([]);
  // Prices read as the site's language writes them ('28,00 $US'), never as English ('$28.00').
  // The sweep saw prices: the cart's, the checkout's, the order's, the account's, in French.
  expect(seen.filter(({ text }) => /\d,\d\d\s\$US/.test(text)).length).toBeGreaterThan(8);
  const englishPrices = seen.flatMap(({ what, text }) => (/(?:^|[^\w])\$\d/.test(text) ? [`${what}: ${/.{0,20}\$\d[\d.,]*/.exec(text)?.[0]}`] : []));
  expect(englishPrices).toEqual([]);
});
