// A site set to French speaks French: a copy of the demo published under its
// own host with `website.language` fr-FR, against the English demo beside it.
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { en, fill, isSoldOut, MESSAGES_ID, OWNER_API, pillNoun, pillSpokenLabel, RESTOCK_SIGN_UP_API, siteKeys, type Messages, type ProductItem } from '../../schemas';
import { EMAIL_FORMAT } from '../../schemas/forms/form-rules';
import { fr } from '../../schemas/messages/fr';
import { ALWAYS_PASS_TEST_TOKEN } from '../../worker/services/captcha';
import type { OutboxMessage } from '../../worker/services/mail';
import { add, arrivingVisitor, ENTRIES, product } from './cart-helpers';
import { BUYER, submitCheckout } from './checkout-helpers';
import { ownerHeaders } from './owner-helpers';
import { Visitor } from './cookie-jar';
import { seedDemoSite } from './demo-site';
import { ADDRESS_FORM, FRENCH_ID, FRENCH_ORIGIN, publishFrenchCopy, visitFrench } from './french-site';
import { FORM_KEY_API, FORM_VALIDATE_API, SAVE_FORM_API, formPostPath } from '../../schemas/site/paths';


beforeAll(async () => {
  await seedDemoSite();
  await publishFrenchCopy();
});

async function refusedAdd(through: typeof visitFrench | undefined, tee: ProductItem) {
  const scarce = tee.structuredContent.variants.find((variant) => variant.qtyInStock > 0 && !variant.unlimited)!;
  const visitor = await arrivingVisitor(through);
  const response = await visitor.send(ENTRIES, 'POST', { itemId: tee.id, sku: scarce.sku, quantity: scarce.qtyInStock + 1 });
  return { status: response.status, body: (await response.json()) as { message: string; errorType: string } };
}

describe('the site language', () => {
  it('answers a cart refusal in French on the French site and word for word in English on the demo', async () => {
    const tee = await product('item-tee');
    expect(await refusedAdd(visitFrench, tee)).toEqual({ status: 400, body: { message: fr.OUT_OF_STOCK, errorType: 'OUT_OF_STOCK' } });
    expect(await refusedAdd(undefined, tee)).toEqual({ status: 400, body: { message: en.OUT_OF_STOCK, errorType: 'OUT_OF_STOCK' } });
    expect(fr.OUT_OF_STOCK).not.toBe(en.OUT_OF_STOCK);
  });

  it('renders the cart pill, add-to-cart and sold-out buttons in French, with the French table for the client', async () => {
    const settings = JSON.parse((await env.CONTENT.get(siteKeys.settings(FRENCH_ID)))!);
    expect(settings.website.language).toBe('fr-FR');
    const tee = await product('item-tee');
    const html = await (await visitFrench(tee.fullUrl!)).text();
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain(`<span class="visually-hidden">${pillSpokenLabel(0, fr)}</span>`);
    expect(html).toContain(`<span class="cart-pill-quantity">0 ${pillNoun(0, fr)}</span>`);
    expect(html).toMatch(new RegExp(`<span class="sqs-add-to-cart-button-inner">\\s*${fr.ADD_TO_CART_LABEL}\\s*</span>`));
    const table = new RegExp(`<script type="application/json" id="${MESSAGES_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(table![1].replace(/\\u003c/g, '<'))).toEqual(fr);

    const english = await (await exports.default.fetch(new Request(new URL(tee.fullUrl!, 'http://localhost')))).text();
    expect(english).toContain(`<span class="visually-hidden">${pillSpokenLabel(0)}</span>`);
    expect(english).not.toContain(`id="${MESSAGES_ID}"`);
  });

  it('renders the empty cart page in French', async () => {
    const cart = await (await visitFrench('/cart')).text();
    expect(cart).toContain(`<title>${fr.CART_TITLE} — `);
    expect(cart).toContain(fr.CART_EMPTY);
    expect(cart).not.toContain(en.CART_EMPTY);
  });

  it('labels a sold-out product in French', async () => {
    const shop = JSON.parse((await env.CONTENT.get(siteKeys.collection(FRENCH_ID, 'shop')))!) as { itemIds: string[] };
    const items = await Promise.all(shop.itemIds.map((id) => product(id)));
    const soldOut = items.find((item) => isSoldOut(item.structuredContent));
    expect(soldOut).toBeDefined();
    const html = await (await visitFrench(soldOut!.fullUrl!)).text();
    expect(html).toContain(`<span class="sqs-add-to-cart-button-inner">${fr.SOLD_OUT_LABEL}</span>`);
  });
});

/** The French site's dev outbox, newest first, through the owner's call. */
async function frenchOutbox(): Promise<OutboxMessage[]> {
  return (await (await visitFrench('/api/owner/dev/outbox?limit=500', { headers: await ownerHeaders(FRENCH_ID) })).json<{ messages: OutboxMessage[] }>()).messages;
}

/** Fields a visitor left empty or got wrong in the demo's contact form. */
const WRONG_CONTACT = { name: { First: '', Last: '' }, email: 'not-an-address', message: '' };

describe('form and checkout texts in the site language', () => {
  it('refuses a form submission with its message and every field error in French, and in English on the demo', async () => {
    const refused = async (through?: typeof visitFrench) => {
      const visitor = await arrivingVisitor(through);
      const key = ((await (await visitor.send(FORM_KEY_API, 'POST', '')).json()) as { data: { key: string } }).data.key;
      const response = await visitor.send(SAVE_FORM_API, 'POST', { formId: 'contact-form', key, form: WRONG_CONTACT });
      return { status: response.status, body: await response.json() };
    };
    const expected = (messages: Messages) => ({
      status: 400,
      body: {
        message: messages.FORM_FIELDS_INVALID,
        errors: { name: messages.REQUIRED, email: fill(messages.EMAIL_NOT_VALID, { email: EMAIL_FORMAT }), message: messages.REQUIRED },
      },
    });
    expect(await refused(visitFrench)).toEqual(expected(fr));
    expect(await refused()).toEqual(expected(en));
    expect(fr.REQUIRED).not.toBe(en.REQUIRED);
  });

  it('names a postal code that does not fit its country in French, through the form rules', async () => {
    const visitor = await arrivingVisitor(visitFrench);
    const where = { Line1: '1 rue de Rivoli', Line2: '', City: 'Berlin', State: '', Zip: '1011', Country: 'DE' };
    const response = await visitor.send(`${FORM_VALIDATE_API}/${ADDRESS_FORM.id}`, 'POST', { where });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: fr.FORM_NOTICE, errors: { where: fr.POSTAL_CODES_5_DIGITS } });
  });

  it('answers a form posted without scripts with a French page', async () => {
    const body = new URLSearchParams({ 'name.First': '', 'name.Last': '', email: '', message: '' });
    const response = await visitFrench(formPostPath('contact-form'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Origin: FRENCH_ORIGIN, Referer: `${FRENCH_ORIGIN}/contact` },
      body,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(fr.FORM_FIELDS_INVALID);
    expect(html).toContain(`<strong>Email</strong>: ${fr.REQUIRED}`);
    expect(html).toContain(fr.BACK_TO_FORM);
    expect(html).not.toContain(en.BACK_TO_FORM);
    // The form's name is the owner's, not a catalogue text, even where it reads like one.
    expect(html).toContain('<title>Contact — ');
  });

  it('renders form field parts and the select prompt in French', async () => {
    const html = await (await visitFrench('/contact')).text();
    expect(html).toContain(`<span class="caption">${fr.FIRST_NAME_PART}</span>`);
    expect(html).toContain(`<option value="">${fr.SELECT_AN_OPTION}</option>`);
    expect(html).not.toContain(`>${en.SELECT_AN_OPTION}<`);
  });
});

describe('adding without scripts on a French site', () => {
  it("asks a custom form's questions again with their problems in French", async () => {
    const spoon = await product('item-spoon');
    const [text, style] = spoon.structuredContent.additionalFieldsForm!.fields;
    const shopper = new Visitor(visitFrench);
    const html = await (await shopper.request(spoon.fullUrl!)).text();
    const form = new RegExp(`<form method="post" action="([^"]+)" id="add-to-cart-${spoon.id}"[^>]*>(.*?)</form>`, 's').exec(html)!;
    const fields = Object.fromEntries([...form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1], match[2]]));
    const refused = await shopper.request(form[1], {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', Origin: FRENCH_ORIGIN, Accept: 'text/html' },
      body: new URLSearchParams({ ...fields, [`answer:${text.id}`]: 'ADA', [`answer:${style.id}`]: '' }),
      redirect: 'manual',
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toMatch(new RegExp(`<p class="field-error"[^>]*>${fr.REQUIRED}</p>`));
    expect(page).toContain(fr.FORM_NOTICE);
    expect(page).not.toContain(`>${en.REQUIRED}<`);
  });
});

describe('the checkout on a French site', () => {
  /** A visitor of the French site with a candle in the cart. */
  async function frenchBuyer(): Promise<Visitor> {
    const visitor = await arrivingVisitor(visitFrench);
    const candle = await product('item-candle');
    await add(visitor, { itemId: candle.id, sku: candle.structuredContent.variants[0].sku, quantity: 1 });
    return visitor;
  }

  const placeOrder = (visitor: Visitor, fields: Record<string, string> = {}) => submitCheckout(visitor, fields);

  it('labels the form, the summary and the button in French', async () => {
    const visitor = await frenchBuyer();
    const html = await (await visitor.request('/checkout')).text();
    for (const label of [fr.CONTACT_LEGEND, fr.SHIPPING_ADDRESS_LEGEND, fr.COUPON_LEGEND, fr.PAYMENT_LEGEND]) expect(html).toContain(`<legend>${label}</legend>`);
    for (const label of [fr.EMAIL_LABEL, fr.FIRST_NAME_LABEL, fr.COUNTRY_LABEL, fr.COUPON_CODE_LABEL]) expect(html).toMatch(new RegExp(`<label for="checkout-\\w+">${label}`));
    expect(html).toContain(`<h1>${fr.CHECKOUT_LABEL}</h1>`);
    expect(html).toContain(`<h2>${fr.ORDER_SUMMARY}</h2>`);
    expect(html).toContain(fr.TEST_CARD_PAYS_LABEL);
    expect(html).toContain(fr.PLACE_ORDER.split(' {total}')[0]);
    for (const english of ['Shipping address', 'Order summary', 'Place order', '(optional)', 'Test mode']) expect(html).not.toContain(english);
  });

  it('names a wrong postal code and a missing name in French, the postal code labelled as its country calls it', async () => {
    const visitor = await frenchBuyer();
    const response = await placeOrder(visitor, { postcode: '123', firstName: '' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`<p class="field-problem" id="checkout-postcode-problem">${fr.ZIP_CODES_5_DIGITS}</p>`);
    expect(html).toContain(`<p class="field-problem" id="checkout-firstName-problem">${fr.REQUIRED}</p>`);
    expect(html).toContain(`<label for="checkout-postcode">${fr.ZIP_CODE_LABEL}</label>`);
    expect(html).toContain(fr.FORM_NOTICE);
    expect(html).toContain(`<option value="">${fr.CHOOSE_STATE}</option>`);
  });

  it('confirms the order in French', async () => {
    const visitor = await frenchBuyer();
    const placed = await placeOrder(visitor);
    expect(placed.status).toBe(303);
    const html = await (await visitor.request(placed.headers.get('Location')!)).text();
    expect(html).toContain(`<h1>${fr.ORDER_CONFIRMED_TITLE}</h1>`);
    expect(html).toContain(`<h2>${fr.WHAT_HAPPENS_NEXT}</h2>`);
    expect(html).toContain(fill(fr.RECEIPT_ON_ITS_WAY, { email: BUYER.email }));
    expect(html).toContain(fill(fr.ORDER_THANKS, { name: BUYER.firstName }).split(' {number}')[0]);
    expect(html).toContain(new Intl.DisplayNames(['fr-FR'], { type: 'region' }).of('US'));
    expect(html).toContain(`<dt>${fr.TOTAL_LABEL}</dt>`);
    expect(html).not.toContain('What happens next');

    // The receipt, the newest message to the buyer in the French site's outbox.
    const receipt = (await frenchOutbox()).find((message) => message.to === BUYER.email)!;
    expect(receipt.subject.startsWith(fr.RECEIPT_SUBJECT.split(' {number}')[0])).toBe(true);
    expect(receipt.text).toContain(`${fr.SHIPPING_TO}:`);
    expect(receipt.text).toContain(`${fr.TOTAL_LABEL}: `);
    expect(receipt.text).toContain(fill(fr.RECEIPT_THANKS, { site: 'Fern & Field' }));
  });
});

describe('restock notices on a French site', () => {
  it("writes a visitor's notice in the site's language", async () => {
    const shop = JSON.parse((await env.CONTENT.get(siteKeys.collection(FRENCH_ID, 'shop')))!) as { itemIds: string[] };
    const items = await Promise.all(shop.itemIds.map((id) => product(id)));
    const soldOut = items.find((item) => isSoldOut(item.structuredContent))!;
    const sku = soldOut.structuredContent.variants[0].sku;
    const email = `restock-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const visitor = await arrivingVisitor(visitFrench);
    const signUp = await visitor.send(RESTOCK_SIGN_UP_API, 'POST', { productId: soldOut.id, variantId: sku, siteVisitorEmail: email, recaptchaEnterpriseV3Token: ALWAYS_PASS_TEST_TOKEN });
    expect(await signUp.json()).toEqual({ message: fr.RESTOCK_SIGNED_UP });
    // The owner's restock tells the waiting sign-ups; the variant is sold out again afterwards, as the other tests found it.
    const headers = { ...(await ownerHeaders(FRENCH_ID)), 'Content-Type': 'application/json' };
    const inventory = (qtyInStock: number) => visitFrench(`${OWNER_API.inventory}/${soldOut.id}`, { method: 'PUT', headers, body: JSON.stringify({ sku, qtyInStock }) });
    const restocked = await (await inventory(1)).json<{ restockNotices: { sent: number } }>();
    await inventory(0);
    expect(restocked.restockNotices.sent).toBeGreaterThanOrEqual(1);
    const notice = (await frenchOutbox()).find((message) => message.to === email)!;
    // `{product}` names the variant: the product's title, with its options when it has some.
    expect(notice.subject.startsWith(soldOut.title)).toBe(true);
    expect(notice.subject.endsWith(fr.RESTOCK_NOTICE_SUBJECT.replace('{product}', ''))).toBe(true);
    expect(notice.text).toContain(fr.RESTOCK_NOTICE_WHY);
  });
});
